// The web vitals of the audited page's load, measured by the web-vitals library inside it.
import type { VitalValues } from '#src/features/seo/audit/performance-score.ts';
import type { AuditFrame } from './load-audit-frame.ts';
import { injectScript } from './inject-script.ts';
import { VITALS_GLOBAL, type ProbeStore, type ProbeWindow } from './vitals-probe-contract.ts';
import probeUrl from './vitals-probe.ts?worker&url';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts web-vitals in the frame; its observers replay the buffered entries of the load. */
export async function startVitalsProbe(frame: AuditFrame): Promise<void> {
  await injectScript(frame.document, probeUrl, 'module');
}

/**
 * The values reported so far, in the report's units (LCP/FCP seconds, INP ms). FCP, LCP and CLS
 * arrive within a few frames of the probe starting; INP only after a real interaction, which
 * the audit does not fake, so it is normally null.
 */
export async function readVitals(frame: AuditFrame): Promise<VitalValues> {
  const probe = frame.window as unknown as ProbeWindow;
  let store: ProbeStore = probe[VITALS_GLOBAL] ?? {};
  for (
    let waited = 0;
    waited < 3_000 && !(store.FCP !== undefined && store.LCP !== undefined && store.CLS !== undefined);
    waited += 100
  ) {
    await sleep(100);
    store = probe[VITALS_GLOBAL] ?? {};
  }
  const seconds = (ms: number | undefined) => (ms === undefined ? null : ms / 1000);
  return {
    lcp: seconds(store.LCP),
    cls: store.CLS ?? null,
    inp: store.INP ?? null,
    fcp: seconds(store.FCP),
  };
}
