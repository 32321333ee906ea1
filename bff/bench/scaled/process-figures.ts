import { readdirSync, readFileSync } from 'node:fs';

/** What the bench reads of a process: its resident memory and CPU time, from /proc or from its Prometheus metrics. */

const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the parenthesised command name (state is [0]), or null once the process is gone. */
function statFields(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid` (nginx's workers, PostgreSQL's backends). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => statFields(candidate)?.[1] === String(pid));
}

/** Resident memory in bytes (VmRSS), 0 once the process is gone. */
export function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A server and its children (nginx's master and workers): their resident memory together. */
export const treeRssBytes = (pid: number) => [pid, ...childrenOf(pid)].reduce((sum, each) => sum + rssBytes(each), 0);

/**
 * CPU seconds (user + system) a server has used: its own, its live children's, and those of the
 * children it has reaped (cutime, cstime). nginx's workers and PostgreSQL's backends are reaped
 * by their master, so a worker replaced by a reload, or a backend whose connection closed, still
 * counts.
 */
export function treeCpuSeconds(pid: number): number {
  const own = statFields(pid);
  if (!own) return NaN;
  const ticks = (fields: string[] | null, from: number, to: number) =>
    fields ? fields.slice(from, to + 1).reduce((sum, field) => sum + Number(field), 0) : 0;
  // utime, stime, cutime, cstime are fields 14-17 of stat: 11-14 here.
  const children = childrenOf(pid).reduce((sum, child) => sum + ticks(statFields(child), 11, 12), 0);
  return (ticks(own, 11, 14) + children) / TICKS_PER_SECOND;
}

/**
 * A metric of a Prometheus text page summed over its series whose labels contain `labelPart`
 * (all of them by default): process_cpu_seconds_total, or the count of a histogram over every
 * route. NaN when the page does not answer or has no such series.
 */
export async function metricSum(metricsUrl: string, name: string, labelPart = ''): Promise<number> {
  try {
    const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(3000) });
    const series = new RegExp(`^${name}(\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'gm');
    let sum = NaN;
    for (const [, labels = '', value] of (await response.text()).matchAll(series)) {
      if (labels.includes(labelPart)) sum = (Number.isNaN(sum) ? 0 : sum) + Number(value);
    }
    return sum;
  } catch {
    return NaN;
  }
}
