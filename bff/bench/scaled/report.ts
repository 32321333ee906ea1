import type { FaultReport } from './faults.ts';
import { latencies, type Sent } from './open-loop.ts';

/** The soak's figures as text tables, and the verdicts that decide the bench's exit code. */

export const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
export const mb = (bytes: number) => (bytes > 0 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : 'n/a');
export const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : 'n/a');
export const s = (valueMs: number) => `${(valueMs / 1000).toFixed(1)} s`;
export const percent = (fraction: number) =>
  Number.isFinite(fraction) ? `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %` : 'n/a';

/** Columns padded to their widest cell, under a title. */
export function table(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [`\n${title}`, line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Whether a request of the soak was under way at some moment of the window. */
export const overlaps = (request: Sent, window: { fromMs: number; toMs: number }) =>
  request.dueMs <= window.toMs && request.endMs >= window.fromMs;

/** "120 × 201, 3 × 503": the answers of some requests by status (0: no answer). */
export function byStatus(requests: readonly Sent[]): string {
  const counts = new Map<number, number>();
  for (const request of requests) counts.set(request.status, (counts.get(request.status) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`)
      .join(', ') || 'none'
  );
}

/** One fault's part of the report: what happened, what the soak's requests saw meanwhile, its checks. */
export function faultSection(fault: FaultReport, plannedMs: number, sent: readonly Sent[]): { text: string; pass: boolean } {
  const during = sent.filter((request) => overlaps(request, fault));
  const lines = [
    `\n${fault.name}: planned at ${s(plannedMs)}, began at ${s(fault.fromMs)}, over by ${s(fault.toMs)} of the soak`,
  ];
  for (const observation of fault.observations) lines.push(`  ${observation}`);
  const checks = [...fault.checks];
  for (const method of ['GET', 'POST'] as const) {
    const ofMethod = during.filter((request) => request.method === method);
    const failed = ofMethod.filter((request) => !request.ok);
    const latency = latencies(ofMethod);
    lines.push(
      `  Soak ${method}s meanwhile: ${ofMethod.length} (${byStatus(ofMethod)}), p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}.`,
    );
    for (const failure of failed.slice(0, 3))
      lines.push(`    e.g. ${failure.kind}: ${failure.status || ''} ${failure.detail ?? ''}`.trimEnd());
    if (fault.mustSucceed.includes(method))
      checks.push({ what: `no soak ${method} failed meanwhile`, pass: failed.length === 0, seen: `${failed.length} failed` });
  }
  for (const check of checks) lines.push(`  ${mark(check.pass)}  ${check.what} (${check.seen})`);
  return { text: lines.join('\n'), pass: checks.every((check) => check.pass) };
}
