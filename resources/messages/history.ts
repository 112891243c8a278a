/** The `history` messages of the catalogue (../messages.ts gathers every section). */
export const history = {
    tab: 'History',
    empty: 'No changes recorded yet.',
    revert: 'Revert this change',
    putBack: 'Put back',
    revertAll: 'Revert for all {count} records',
    revertConfirm: 'Revert this change? It puts back {changes}. Nothing else changes.',
    putBackConfirm: 'Put {field} back from {after} to {before}? Nothing else changes.',
    revertAllConfirm:
        'Revert this change for all {count} records? Every record gets its earlier values back, or none does.',
    reverted: 'Change reverted',
    revertedAll: 'Change reverted for {count} records',
    conflict: 'Changed again since this entry: reverting would overwrite the later change.',
    conflictAsk: 'Revert anyway? The later values above are overwritten.',
    noRevertCreate: 'A record’s creation or deletion cannot be reverted here.',
    notRevertible: 'This change cannot be reverted: {fields} can only be changed by the action that made it.',
    nothingToRevert: 'This change cannot be reverted: it was made by its own action, and no edit can undo it.',
    notYours: 'You cannot revert this change whole: it also changed fields you may not see.',
    alreadyReverted: 'This change has already been reverted.',
    noSuchField: 'This change has no field {field}.',
    revertOf: 'Revert of the change by {who} at {when}',
    revertOfEarlier: 'Revert of an earlier change, further down this history',
    current: 'Now',
    expected: 'After this change',
    revertLine: '{field} from {after} to {before}',
    revertRemovesRow: 'Revert this change? It removes the {thing} “{value}”. Nothing else changes.',
    revertRestoresRow: 'Revert this change? It adds the {thing} “{value}” back. Nothing else changes.',
    revertManyConfirm:
        'Revert this change? Its {count} changed values get their earlier values back. Nothing else changes.',
    listNotRevertible:
        'A change of the track list is not reverted from History: add, remove or move the tracks on the Tracks tab.',
} as const;
