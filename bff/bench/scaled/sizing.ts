/**
 * How many processes a school group needs at its peak, worked out from the CPU time each kind of
 * process spent per 1,000 requests here: this machine's two cores, shared with the load
 * generator, cannot show two BFFs' gain, but CPU per request carries over to any machine of
 * similar cores.
 */

/** Issue 31's group: 20 schools, 40,000 families, a Monday-morning peak. */
export const PEAK = { schools: 20, families: 40_000, requestsPerSecond: 2000 };

/** A core is planned at this share busy at the peak: room for bursts and garbage collection, and a p99 that stays low. */
const PLANNED_BUSY = 0.6;

const f = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export type CpuPer1000 = { bff: number; cms: number; nginx: number; postgres: number; redis: number };

type Line = { name: string; per1000: number; busy: number; idle: string; cores: number; processes: string };

/**
 * A kind of Node process (BFF, CMS), `measured` of them idling at `idleCores` together: each
 * process's core has the planned share less its own idle load for requests; one more process
 * than the peak needs, so that losing a machine still carries it.
 */
function nodeLine(name: string, per1000: number, idleCores: number, measured: number): Line {
  const busy = (PEAK.requestsPerSecond * per1000) / 1000;
  const idlePerProcess = idleCores / measured;
  const room = PLANNED_BUSY - idlePerProcess;
  const cores = Math.max(1, Math.ceil(busy / room));
  return {
    name,
    per1000,
    busy,
    idle: `${f(idlePerProcess, 3)} per process`,
    cores,
    processes: `${f(busy)} ÷ (${PLANNED_BUSY} − ${f(idlePerProcess, 3)}) → ${cores}, + 1 spare = **${cores + 1} processes**, one core each`,
  };
}

/** A server that uses several cores itself (nginx's workers, PostgreSQL's backends): its idle load adds to the work. */
function serverLine(name: string, per1000: number, idleCores: number): Line {
  const busy = (PEAK.requestsPerSecond * per1000) / 1000;
  const cores = Math.max(1, Math.ceil((busy + idleCores) / PLANNED_BUSY));
  return {
    name,
    per1000,
    busy,
    idle: f(idleCores, 3),
    cores,
    processes: `(${f(busy)} + ${f(idleCores, 3)}) ÷ ${PLANNED_BUSY} → **${cores} core${cores === 1 ? '' : 's'}**`,
  };
}

/** The sizing as Markdown, for docs/operations.md, with its arithmetic. */
export function sizingMarkdown({
  mix,
  idle,
  hotList,
  writeShare,
  measuredAt,
  failedMeanwhile,
  machine,
  command,
}: {
  /** CPU seconds per 1,000 requests above idle, each kind's processes together. */
  mix: CpuPer1000;
  /** Cores each kind's processes keep busy with no request, together (two BFFs, two CMSes). */
  idle: CpuPer1000;
  hotList: { bff: number; nginx: number };
  writeShare: number;
  measuredAt: number;
  /** The share of the soak's requests that failed while the CPU was measured: above 0 the stack was overloaded. */
  failedMeanwhile: number;
  machine: string;
  command: string;
}): string {
  const lines = [
    nodeLine('BFF', mix.bff, idle.bff, 2),
    nodeLine('CMS', mix.cms, idle.cms, 2),
    serverLine('nginx', mix.nginx, idle.nginx),
    serverLine('PostgreSQL', mix.postgres, idle.postgres),
    serverLine('Redis', mix.redis, idle.redis),
  ];
  const peak = PEAK.requestsPerSecond.toLocaleString('en-AU');
  const row = (line: Line) =>
    `| ${line.name} | ${f(line.per1000)} | ${peak} × ${f(line.per1000)} ÷ 1,000 = ${f(line.busy)} | ${line.idle} | ${line.processes} |`;
  const [bff, cms, nginx, postgres] = lines;
  return [
    `## Sizing a group of ${PEAK.schools} schools`,
    '',
    `Measured with \`${command}\` on ${machine}: the soak's mixed reader load (${(writeShare * 100).toFixed(0)} % writes: read marks and visits) at ${measuredAt} req/s through nginx, after its warm-up and before any fault. CPU seconds are each process's \`process_cpu_seconds_total\` (BFF, CMS) or /proc (nginx, PostgreSQL, Redis) over the requests answered meanwhile, less what the processes spent idle (measured before the soak: job polling, timers, metrics).`,
    '',
    ...(failedMeanwhile > 0
      ? [
          `**Caution:** ${(failedMeanwhile * 100).toFixed(1)} % of the requests failed while this was measured: the stack (or the machine, shared with other work) was overloaded, and these are the figures of a saturated stack, not of one with room to spare.`,
          '',
        ]
      : []),
    `A group of ${PEAK.schools} schools (${PEAK.families.toLocaleString('en-AU')} families) peaks on Monday mornings at ${peak} requests/s. Cores of work at the peak = ${peak} × CPU s per 1,000 requests ÷ 1,000. Each core is planned ${PLANNED_BUSY * 100} % busy, for bursts, garbage collection and a low p99. BFF and CMS processes are single-threaded Node: one per core, each with its own idle load, plus one spare so that losing a machine still carries the peak.`,
    '',
    '| process | CPU s per 1,000 requests | cores of work at the peak | idle cores | to run |',
    '|---|---|---|---|---|',
    ...lines.map(row),
    '',
    `So: **${bff!.cores + 1} BFF and ${cms!.cores + 1} CMS processes** (at least 2 of each, on at least 2 machines), nginx with \`worker_processes ${nginx!.cores}\`, PostgreSQL with ${postgres!.cores} core${postgres!.cores === 1 ? '' : 's'} of its own, and one Redis.`,
    '',
    `The cheapest read, the hot notice list (cached in the BFF), costs the BFFs ${f(hotList.bff)} and nginx ${f(hotList.nginx)} CPU s per 1,000 requests (the scale-out run through nginx to both BFFs, idle included): a peak of it alone would need ${Math.ceil((PEAK.requestsPerSecond * hotList.bff) / 1000 / PLANNED_BUSY)} BFF core(s). The mix above is the planning figure; a peak with more writes than ${(writeShare * 100).toFixed(0)} % needs CMS and PostgreSQL cores in proportion to its writes.`,
    '',
  ].join('\n');
}
