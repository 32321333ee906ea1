import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CmsCallObserver } from '../cms/cms-client.ts';
import type { ReadCacheObserver } from '../read-cache/read-cache.ts';

let processRegistry: Registry | undefined;

/**
 * prom-client's process figures (resident memory, CPU, event loop lag, heap, GC): one set per
 * process, made on first use. Each set keeps an event-loop timer and a GC observer running for
 * good, and a test process makes many apps. Their names are the standard ones
 * (`process_resident_memory_bytes`, `nodejs_eventloop_lag_seconds`) that existing dashboards read.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The first digit of an HTTP status, as `2xx`. */
const statusClassOf = (status: number): string => `${Math.floor(status / 100)}xx`;

type RequestObservation = { method: string; route: string; status: number; seconds: number };

export type BffMetrics = ReturnType<typeof createBffMetrics>;

/**
 * The figures of one BFF app (issue 31, `docs/operations.md` lists them with their alert
 * rules) in a registry of its own, never prom-client's global one: a test process makes many
 * apps. `startMetricsServer` serves `registry`.
 */
export function createBffMetrics() {
  const own = new Registry();
  const registers = [own];
  const requests = new Counter({
    name: 'portal_bff_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (other: static files and unknown paths) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'portal_bff_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'portal_bff_read_cache_lookups_total',
    help: 'Read cache lookups: hit (a fresh copy answered) or miss (the CMS was asked).',
    labelNames: ['result'] as const,
    registers,
  });
  const staleAnswers = new Counter({
    name: 'portal_bff_read_cache_stale_answers_total',
    help: 'Reads answered from a last good copy because the CMS failed (cms_error) or did not answer in time (cms_slow).',
    labelNames: ['reason'] as const,
    registers,
  });
  const cmsCallDuration = new Histogram({
    name: 'portal_bff_cms_call_duration_seconds',
    help: 'Calls to the CMS until its answer headers, by method and outcome (status class, timeout, network).',
    labelNames: ['method', 'outcome'] as const,
    registers,
  });
  const cmsCallErrors = new Counter({
    name: 'portal_bff_cms_call_errors_total',
    help: 'Calls to the CMS that failed: it answered 5xx, did not answer in time (timeout), or could not be reached (network).',
    labelNames: ['method', 'reason'] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'portal_bff_rate_limit_refusals_total',
    help: 'Requests refused with 429 by an abuse limit, by limit.',
    labelNames: ['limit'] as const,
    registers,
  });
  // Series an alert rule reads exist from the start, at 0, rather than appearing with the first event.
  for (const result of ['hit', 'miss']) cacheLookups.inc({ result }, 0);
  for (const reason of ['cms_error', 'cms_slow']) staleAnswers.inc({ reason }, 0);

  const readCache: ReadCacheObserver = {
    lookup: (result) => cacheLookups.inc({ result }),
    staleAnswer: (reason) => staleAnswers.inc({ reason }),
  };
  const cmsCall: CmsCallObserver = ({ method, outcome, seconds }) => {
    cmsCallDuration.observe({ method, outcome }, seconds);
    if (outcome === '5xx' || outcome === 'timeout' || outcome === 'network') cmsCallErrors.inc({ method, reason: outcome });
  };

  return {
    registry: Registry.merge([own, processMetrics()]),
    request({ method, route, status, seconds }: RequestObservation): void {
      requests.inc({ method, route, status: String(status) });
      requestDuration.observe({ method, route, status_class: statusClassOf(status) }, seconds);
    },
    readCache,
    cmsCall,
    rateLimitRefusal: (limit: string) => rateLimitRefusals.inc({ limit }),
  };
}
