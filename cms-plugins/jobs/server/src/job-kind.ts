import type { Core } from '@strapi/strapi';
import type { Job } from './job-store';

/** What a job's `run` and `onFailed` are handed besides its payload. */
export interface JobContext {
  strapi: Core.Strapi;
  job: Pick<Job, 'id' | 'attempts' | 'maxAttempts' | 'dedupeKey'>;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/**
 * A kind of job: one file exporting one of these, registered by the plugin that owns it (in its
 * `register`, so that the worker knows it before it starts and takes up a job a crash left). The
 * payload's type goes with it to `enqueue`. `run` may be called again for the same payload (a
 * crash after its work, before its completion was written), so it must be safe to repeat.
 */
export interface JobKind<Payload> {
  /**
   * Stored on every job of the kind (the `kind` column): renaming a kind is a database
   * migration of the jobs already queued (cms/database/migrations).
   */
  name: string;
  /** Attempts before a job fails for good; otherwise the engine's `maxAttempts` setting (5). */
  maxAttempts?: number;
  run(payload: Payload, context: JobContext): Promise<void>;
  /** Once the last attempt failed: record the error where people see it. */
  onFailed?(payload: Payload, error: string, context: JobContext): Promise<void>;
}
