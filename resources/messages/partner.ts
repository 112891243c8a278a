/** The `partner` messages of the catalogue (../messages.ts gathers every section). */
export const partner = {
    agreementAccepted: 'Accepted on {date} by {user}',
    agreementNotAccepted: 'Not accepted yet.',
    agreementVersion: 'Version {version}',
    agreementStale: 'The agreement has changed since you opened it; read the current version before accepting.',
    agreementPrompt:
        'Before you go on, please read the service agreement and accept it for your company. You are asked at each sign-in until it is accepted.',
    agreementLater: 'Not now, ask me next time',
    agreementDone: 'Service agreement version {version} accepted',
    billingSaved: 'Billing details saved',
    ticketSent: 'Thank you: your message was sent as ticket {id}.',
} as const;
