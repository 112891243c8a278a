import { vendorResource } from './vendors';

/** Who identifies a live stream's tracks (1001Tracklists, Shazam, …). */
export default vendorResource('tracklist', 'Tracklist Vendor |||| Tracklist Vendors');
