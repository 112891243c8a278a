/** The `sales` messages of the catalogue (../messages.ts gathers every section). */
export const sales = {
    request: 'Request Sales',
    export: 'Export to CSV',
    chooseSupplier: 'This server reports sales one supplier at a time: choose the supplier.',
    chooseStatementSupplier: 'Choose the supplier whose statements you want to read.',
    noSupplierSales:
        'This server reports sales one supplier at a time, and your account belongs to no supplier, so sales cannot be requested here.',
    requested: 'Sales report requested. This server does not report how it goes, so the report cannot be shown here.',
    exportStarted: 'Sales export started as job {id}: download it from the job centre when it is done',
    polling: 'Preparing the report (job {id}, {state})…',
    reportTitle: 'Report: {start} to {end} (days in Mountain time)',
    noLines: 'No sales match these filters. Widen the dates or clear a filter.',
    chooseRange: 'Choose a year, or a first and last day',
    broughtForward: 'Brought forward from earlier statements below the payment threshold',
    rolledForward: 'Below the payment threshold: rolled forward to the next statement',
    nothingToPay: 'Nothing to pay',
    withholding: 'US tax withholding, remitted by {date} (within 3 days of payment)',
    noWithholding: 'No US tax withholding on this statement',
    coversMusic:
        'Music statements cover music downloads and streams (the music and streaming stores), one a month, and pay them {days} days after the month ends.',
    coversOthers:
        'Others statements cover sounds, stems, cloud and link sales, one a quarter, and pay them {days} days after the quarter ends.',
    coversDaily:
        'Daily statements list each of the last 31 days’ sales of every store, to follow them as they come in. They pay nothing: the same sales are paid on the Music or Others statement of their month or quarter.',
    paidOn: 'Paid on {date}',
    toBePaidOn: 'To be paid on {date}',
    notIssued: '(not issued yet)',
    paidOnOther: 'Paid on the statement',
    toBePaidOnOther: 'To be paid on the statement',
    paidHere: 'Paid on this statement',
} as const;
