/** The `orders` messages of the catalogue (../messages.ts gathers every section). */
export const orders = {
    dissociatedBlocks:
        'A dissociated item cannot be credited or voided: reassociate it first, or refund it to the payment',
    dissociatedDownload: 'This item is dissociated from its order: its download is blocked until it is reassociated',
    unavailableDownload: 'This item is not available for download',
    refundConfirm: 'Refund {count} item(s) for {amount} ({method})? An item can be refunded only once.',
    refunded: 'Refunded {count} item(s) for {amount}',
    noRefundable: 'Every item of this order has been refunded already.',
    chooseItems: 'Select the items to refund',
    dissociateConfirm:
        'Dissociate “{name}” from order {order}? Its download is blocked, and it cannot be credited or voided, until it is reassociated.',
    notComplete: 'Only the items of a complete order can be refunded',
    unknownItems: 'These items are not part of this order: {ids}',
    exportRange: 'Choose a date range of at most {days} days',
    exportTimes:
        'In the file, the {column} column gives each registration time in Mountain time, with its offset from UTC.',
    exportDates: 'Choose a start and an end date (YYYY-MM-DD), the start first',
    rowsReceived: '{rows} rows received',
    refundedNoDissociate: 'A refunded item cannot be dissociated: the refund ended its download already',
    refundBack: 'The customer gets back',
    refundRule: 'Each item’s format fee and its share of the tax come back with it: the store keeps nothing of it.',
    refundKept: 'Still charged for this order after the refund: {amount} (of {total})',
    dissociated: '“{name}” dissociated: its download is blocked.',
    reassociated: '“{name}” reassociated: its download is {state} again.',
    downloadChanged: 'This item’s download was changed meanwhile: the list now shows it as it is.',
    /** An item's action buttons (name and tooltip), naming the item: a row's buttons read apart by a screen reader. */
    dissociateItem: 'Dissociate {name}',
    reassociateItem: 'Reassociate {name}',
} as const;
