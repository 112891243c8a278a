/**
 * The message catalogue's sections, one module each: `messages` (../messages.ts) is this module's
 * namespace, so a bundle keeps only the sections its code reads (`messages.auth.x` keeps `auth`).
 */
export { app } from './app';
export { auth } from './auth';
export { errors } from './errors';
export { confirm } from './confirm';
export { search } from './search';
export { lists } from './lists';
export { hints } from './hints';
export { conflict } from './conflict';
export { session } from './session';
export { edit } from './edit';
export { deliveryStatus } from './deliveryStatus';
export { secret } from './secret';
export { live } from './live';
export { orders } from './orders';
export { dashboard } from './dashboard';
export { sales } from './sales';
export { history } from './history';
export { curation } from './curation';
export { ingestion } from './ingestion';
export { player } from './player';
export { musicProfile } from './musicProfile';
export { packaging } from './packaging';
export { partner } from './partner';
export { validation } from './validation';
export { support } from './support';
export { viewAs } from './viewAs';
export { bulkEdit } from './bulkEdit';
export { csvImport } from './csvImport';
export { savedViews } from './savedViews';
export { territories } from './territories';
export { jobs } from './jobs';
export { offered } from './offered';
export { capabilities } from './capabilities';
export { load } from './load';
export { help } from './help';
export { network } from './network';
export { approvals, scheduled } from './approvals';
export { actions } from './actions';
export { djProfiles } from './djProfiles';
