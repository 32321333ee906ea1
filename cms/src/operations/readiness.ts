/** What `GET /readyz` answers: 200 with `{ status: 'ready' }`, otherwise 503 with what is wrong. */
export type Readiness = { status: 'ready' } | { status: 'not ready'; problems: string[] };

const ANSWER_LENGTH = 200;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error));

/**
 * Whether this process can serve: its database answers a trivial query within `timeoutMs`, and
 * it is not stopping. Probes that arrive while a query is still out share it, so a database that
 * hangs gets one query at a time from here, not one per probe.
 */
export function readinessCheck({
  queryDatabase,
  isStopping,
  timeoutMs = 2_000,
}: {
  queryDatabase: () => Promise<unknown>;
  isStopping: () => boolean;
  timeoutMs?: number;
}): () => Promise<Readiness> {
  let checking: Promise<string | null> | null = null;

  async function databaseProblem(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
    });
    try {
      return await Promise.race([queryDatabase().then(() => null), late]);
    } catch (error) {
      return messageOf(error).slice(0, ANSWER_LENGTH);
    } finally {
      clearTimeout(timer);
    }
  }

  return async () => {
    if (isStopping()) return { status: 'not ready', problems: ['stopping: this process is shutting down'] };
    checking ??= databaseProblem().finally(() => (checking = null));
    const problem = await checking;
    return problem === null ? { status: 'ready' } : { status: 'not ready', problems: [`database: ${problem}`] };
  };
}
