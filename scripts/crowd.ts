// `npm run crowd`: N simulated visitors of `/` against a local stand-in (in memory, loopback only)
// whose Realtime quota is capped, to see what a crowd does to the project: connections held and
// refused, reconnect attempts per visitor per minute, REST reads per visitor. Bounded: at most
// 500 visitors and 10 minutes. See docs/load-model.md.
//   npm run crowd -- --visitors 40 --cap 10 --seconds 90 [--arrival-seconds 10] [--joins-per-second 20]
import { parseArgs } from 'node:util';
import { runCrowd, type CrowdOptions } from '#scripts/crowd/run-crowd.ts';

const { values } = parseArgs({
  options: {
    visitors: { type: 'string', default: '30' },
    cap: { type: 'string', default: '10' },
    'joins-per-second': { type: 'string' },
    seconds: { type: 'string', default: '60' },
    'arrival-seconds': { type: 'string', default: '10' },
  },
});

const options: CrowdOptions = {
  visitors: Number(values.visitors),
  maxConnections: Number(values.cap),
  maxJoinsPerSecond: values['joins-per-second'] === undefined ? null : Number(values['joins-per-second']),
  seconds: Number(values.seconds),
  arrivalSeconds: Number(values['arrival-seconds']),
};

console.log(
  `crowd: ${options.visitors} visitors arriving over ${options.arrivalSeconds} s, staying ${options.seconds} s, ` +
    `Realtime capped at ${options.maxConnections} connections` +
    (options.maxJoinsPerSecond ? ` and ${options.maxJoinsPerSecond} joins/s` : ''),
);
const result = await runCrowd(options);
const rows: [string, string][] = [
  [
    'Realtime connections held, peak / at the end',
    `${result.connections.peak} / ${result.connections.atEnd}`,
  ],
  [
    'visitors live / paused / other at the end',
    `${result.visitors.live} / ${result.visitors.paused} / ${result.visitors.other}`,
  ],
  [
    'sockets refused at the upgrade (connections, joins/s)',
    `${result.refused.connections}, ${result.refused.joinsPerSecond}`,
  ],
  ['joins refused', String(result.refused.joins)],
  [
    'socket attempts per visitor, busiest minute: max / mean',
    `${result.attemptsPerMinute.max} / ${result.attemptsPerMinute.mean.toFixed(1)}`,
  ],
  ['socket attempts, all visitors / most by one', `${result.attempts.total} / ${result.attempts.max}`],
  [
    'REST requests per visitor: mean / max',
    `${result.restPerVisitor.mean.toFixed(1)} / ${result.restPerVisitor.max}`,
  ],
  ['REST bytes per visitor (mean)', `${(result.restPerVisitor.meanBytes / 1000).toFixed(1)} kB`],
  ['REST requests caused by one change halfway', String(result.restAfterChange)],
];
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
