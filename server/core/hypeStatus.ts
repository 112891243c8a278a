/**
 * A label's hype status (spec §4: Ineligible, Active or Inactive), one rule for every call that says
 * it (the labels list and its filter, the Hype page, the partner dashboard): Active only while its
 * trial runs, from its start (when it has one) to its end, by the store's day (Mountain time). A
 * trial that has not started yet is not active.
 */
const today = 'mountain_today()';

/** 1 while the label `t`'s hype trial runs, else 0 (a condition of its own, as the filter uses it). */
export const hypeActiveSql = (t: string) =>
    `(CASE WHEN ${t}.hype_eligible = 1 AND ${t}.hype_trial_end IS NOT NULL AND ${t}.hype_trial_end >= ${today}
      AND (${t}.hype_trial_start IS NULL OR ${t}.hype_trial_start <= ${today}) THEN 1 ELSE 0 END)`;

/** The label `t`'s status in words. */
export const hypeStatusSql = (t: string) =>
    `CASE WHEN NOT ${t}.hype_eligible THEN 'Ineligible' WHEN ${hypeActiveSql(t)} THEN 'Active' ELSE 'Inactive' END`;
