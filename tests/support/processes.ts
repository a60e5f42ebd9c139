import { readdirSync, readFileSync } from 'node:fs';

/** Linux only: whether a process exists and is not a zombie waiting to be reaped. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Linux only: the ids of the running `deno` processes whose parent is `parentPid`. */
export function denoChildren(parentPid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (command === 'deno' && Number(ppid) === parentPid && state !== 'Z') children.push(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return children;
}
