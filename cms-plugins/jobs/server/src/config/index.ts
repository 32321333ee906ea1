export interface JobsConfig {
  /** Whether this process runs jobs (a process can enqueue without running any). */
  worker: boolean;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a claim holds without renewal: a killed process's job runs again this long after the kill. */
  leaseMs: number;
  /** Attempts of a job whose kind does not say. */
  maxAttempts: number;
  /** First retry delay, doubling per attempt up to `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** How long a clean stop waits for the running job before handing it back (within the CMS's shutdown time). */
  stopTimeoutMs: number;
}

const defaults: JobsConfig = {
  worker: true,
  pollMs: 1_000,
  leaseMs: 60_000,
  maxAttempts: 5,
  retryBaseMs: 5_000,
  maxRetryDelayMs: 10 * 60_000,
  stopTimeoutMs: 10_000,
};

const positive = (name: keyof JobsConfig, value: unknown) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new Error(`jobs: ${name} must be a positive number, not ${String(value)}`);
};

export default {
  default: defaults,
  /** Runs when Strapi loads the plugin: a wrong setting stops the start with its name. */
  validator(config: JobsConfig): void {
    for (const name of ['pollMs', 'leaseMs', 'maxAttempts', 'retryBaseMs', 'maxRetryDelayMs', 'stopTimeoutMs'] as const) positive(name, config[name]);
    // The lease is renewed every third of it; shorter than a poll, a busy database could lose it.
    if (config.leaseMs < 1_000) throw new Error('jobs: leaseMs must be at least 1000');
  },
};
