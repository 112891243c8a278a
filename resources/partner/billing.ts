/**
 * Billing details (spec §7 "accounts/billing and my/billing GET/PATCH"): a partner keeps its own
 * (my/billing); admin and finance, who pay partners, read and correct any account's
 * (accounts/billing?user_id=). One set of fields for the form and the API.
 */
import { P } from '../permissions';
import { email, reference, text } from '../fields';

export const MY_BILLING_ACCESS = P.PARTNER;
export const ACCOUNTS_BILLING_ACCESS = P.ACCOUNT_BILLING;

export const BILLING_FIELDS = {
    billing_info_type_id: reference('Billing Info Type', 'auxiliary/billing-info-types'),
    name: text('Name on Account', { max: 45 }),
    company: text('Company', { max: 45 }),
    address: text('Address', { max: 45 }),
    city: text('City', { max: 45 }),
    postal_code: text('Postal Code', { max: 20 }),
    country_id: reference('Country', 'auxiliary/countries'),
    // Spec §5: state options depend on the country.
    state_id: reference('State', 'auxiliary/states', { dependsOn: { field: 'country_id', param: 'country_id' } }),
    email: email('Billing Email', { max: 255 }),
    tax_id: text('Tax ID', { max: 45 }),
};
export type BillingField = keyof typeof BILLING_FIELDS;
export const BILLING_FIELD_NAMES = Object.keys(BILLING_FIELDS) as BillingField[];
