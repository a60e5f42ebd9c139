// What the web-vitals probe leaves on the audited frame's window for the audit to read.

export const VITALS_GLOBAL = '__seoAuditVitals';

/** The latest value web-vitals reported per metric, in its units (ms; CLS unitless). */
export type ProbeStore = Partial<Record<'LCP' | 'CLS' | 'INP' | 'FCP', number>>;

export type ProbeWindow = { [VITALS_GLOBAL]?: ProbeStore };
