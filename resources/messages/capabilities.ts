/** The `capabilities` messages of the catalogue (../messages.ts gathers every section): a feature this server lacks. */
import type { Capability, Extension } from '../capabilities';

/** Each capability as a person reads it, after "This server does not offer …". */
const features: Record<Capability | Extension, string> = {
    history: 'record history',
    jobs: 'the job centre',
    dashboard: 'the dashboard',
    packaging: 'packaging drafts',
    'support-tickets': 'support messages',
    'partner-resources': 'partner resources',
    'bulk-edit': 'the bulk edit preview',
    'view-as': 'viewing the console as another user',
    curation: 'these curation tools',
    'ingestion-settings': 'changing the ingestion settings',
    'record-versions': 'record versions',
    'statement-suppliers': 'the statements supplier list',
    'all-supplier-sales': 'sales for all suppliers at once',
    'hype-labels': 'the hype label list',
    'track-extras': 'promo versions, UGC remixes and audio uploads',
    'supplier-banking': 'supplier bank accounts',
    'coupon-customers': 'the people who registered or redeemed a coupon',
    'record-creation': 'creating these records',
    'record-deletion': 'deleting these records',
    'read-back': 'reading this back',
    conveniences: 'this shortcut',
    idempotency: 'writes done once',
    'csv-import': 'importing from CSV',
    'saved-views': 'saved views',
    approvals: 'approval by a second person',
    'scheduled-changes': 'scheduled changes',
    capabilities: 'a list of its features',
};

export const capabilities = {
    notOffered: 'This server does not offer {feature}.',
    /** A §7 service on a host of its own that the console was built without: the main API does not serve it. */
    hostMissing:
        'The {service} runs on a host of its own, and this console was built without its address: set {setting} to it (for example {setting}=https://host.example/v4) and build the console again. The main API does not answer these calls.',
    features,
} as const;
