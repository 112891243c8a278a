/** The dashboard's figures as `GET dashboard/` answers them: each part present only for whose work it is. */
import type { Job } from '../jobs/jobs';
import type { SalesFigure } from './sales';

export interface DashboardFigures {
    /** The day every figure counts from (today on the server's clock, UTC): one now for all of them. */
    as_of: string;
    /** The last 30 full days of sales (to the day before `as_of`), and the top releases. */
    sales?: {
        from: string;
        to: string;
        series: SalesFigure[];
        total_net_usd_cents: number;
        top_releases: { release_id: number; name: string; quantity: number; net_usd_cents: number }[];
    };
    /** Deliveries in an error or rejected state. */
    deliveries?: {
        count: number;
        rows: {
            id: number;
            release_title: string;
            release_status: string;
            status_message: string | null;
            updated: string;
        }[];
    };
    hype?: {
        labels: {
            id: number;
            name: string;
            status: 'Ineligible' | 'Active' | 'Inactive';
            hype_trial_start: string | null;
            hype_trial_end: string | null;
        }[];
    };
    /** Pages starting from `as_of` to 7 days later. */
    pages?: { from: string; to: string; rows: { id: number; name: string; slug: string; start_date: string }[] };
    /** Open orders: how many, and the newest few. */
    orders?: {
        open: number;
        rows: { id: number; username: string; total: number; currency: string; date_created: string }[];
    };
    jobs?: { rows: Job[] };
}
