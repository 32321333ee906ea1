import type { Context, Next } from 'koa';
import type { Health } from '../../models/health.ts';
import type { RedisStatus } from '../../redis-state.ts';
import type { Stopping } from '../../operations/graceful-shutdown.ts';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

type ProbeDeps = {
  health: Health;
  /** Set by a stop (SIGTERM): readiness then fails, so that load balancers send nothing new here. */
  stopping: Stopping;
  /** This process's Redis connections: the change events' subscriber and the shared rate limits. */
  redis: { changeEvents: () => RedisStatus; rateLimits: () => RedisStatus };
};

/**
 * The probes a load balancer or an orchestrator asks (issue 31), outside the API and before the
 * host allow-list: they come from inside, by the machine's address.
 *
 * `/healthz`: the process is alive and answers. `/readyz`: this process can serve. The CMS being
 * down does not make it unready (reads are answered from the cache's last good copies, writes
 * refused in words), so it answers 200 and says so; only what this process itself needs makes it
 * 503: start-up not finished (the first Redis connections not yet tried), or Redis configured and
 * unreachable (its cache would not hear changes made through another machine, and its rate limits
 * would count apart), or the process stopping (operations/graceful-shutdown.ts).
 */
export function probes({ health, stopping, redis }: ProbeDeps) {
  return async function answerProbes(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === LIVENESS_PATH) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'alive' };
      return;
    }
    if (ctx.path !== READINESS_PATH) return next();
    if (stopping.active) {
      // Nothing else matters any more: answered at once, without asking the CMS.
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 503;
      ctx.body = { status: 'stopping', problems: ['Stopping: the requests in flight are being finished, and no new connection is taken.'] };
      return;
    }

    const changeEvents = redis.changeEvents();
    const rateLimits = redis.rateLimits();
    const cmsReachable = await health.isCmsHealthy();
    const problems = [
      ...(changeEvents.started && rateLimits.started ? [] : ['Starting: the first connection to Redis is being tried.']),
      ...(changeEvents.state === 'unreachable'
        ? ['Redis is unreachable: changes made through other machines are not heard, so cached copies may be out of date.']
        : []),
      ...(rateLimits.state === 'unreachable' ? ['Redis is unreachable: rate limits are counted in this process alone.'] : []),
    ];
    ctx.set('Cache-Control', 'no-store');
    ctx.status = problems.length === 0 ? 200 : 503;
    ctx.body = {
      status: problems.length === 0 ? 'ready' : 'not ready',
      problems,
      checks: {
        cms: cmsReachable ? 'reachable' : 'unreachable: reads are answered from cached copies, writes are refused',
        redis_change_events: changeEvents.state,
        redis_rate_limits: rateLimits.state,
      },
    };
  };
}
