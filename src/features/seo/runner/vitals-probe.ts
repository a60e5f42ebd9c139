// Runs INSIDE the audited frame, not on this page: measure-vitals.ts loads it there as a script
// of its own (bundled separately through Vite's `?worker&url`, which builds a module and its
// imports into one standalone file). web-vitals measures the page whose globals it runs in, so
// this is how its numbers come from the audited page's own load. reportAllChanges keeps the
// latest value; the buffered performance entries cover what happened before it arrived.
import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import { VITALS_GLOBAL, type ProbeStore, type ProbeWindow } from './vitals-probe-contract.ts';

const store: ProbeStore = {};
(self as unknown as ProbeWindow)[VITALS_GLOBAL] = store;

function record(metric: Metric) {
  store[metric.name as keyof ProbeStore] = metric.value;
}

onLCP(record, { reportAllChanges: true });
onCLS(record, { reportAllChanges: true });
onFCP(record, { reportAllChanges: true });
onINP(record, { reportAllChanges: true });
