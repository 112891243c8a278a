import { vendorResource } from './vendors';

/** Where a live stream is hosted (Twitch, YouTube, …). */
export default vendorResource('host', 'Host Vendor |||| Host Vendors');
