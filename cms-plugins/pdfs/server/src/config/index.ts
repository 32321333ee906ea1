import { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone, type Campus } from '@portal/contract';
import type { PrivateFilesConfig } from '../private-files/store';

export interface PdfQueueConfig {
  /** Whether this process runs jobs (a process can enqueue without running any). */
  worker: boolean;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a claim holds without renewal: a killed process's job runs again this long after the kill. */
  leaseMs: number;
  /** Attempts of a job whose type does not say. */
  maxAttempts: number;
  /** First retry delay, doubling per attempt up to `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** When the daily 'Unverified Absence' emails go out (UNVERIFIED_ABSENCE_EMAIL_TIME, HH:MM, the Sydney campus's school time). */
  unverifiedAbsenceEmailTime: string;
  /** Where files about people are kept: a folder outside `public/`, or private S3 objects. */
  privateFiles: PrivateFilesConfig;
  /** Each campus's IANA time zone (SYDNEY_TIME_ZONE, ARMIDALE_TIME_ZONE): the dates PDFs show and the daily run's clock. */
  timeZones: Record<Campus, string>;
}

const defaults: PdfQueueConfig = {
  worker: true,
  pollMs: 1_000,
  leaseMs: 60_000,
  maxAttempts: 5,
  retryBaseMs: 5_000,
  maxRetryDelayMs: 10 * 60_000,
  unverifiedAbsenceEmailTime: '08:30',
  privateFiles: { dir: '', s3: null },
  timeZones: { sydney: DEFAULT_SCHOOL_TIME_ZONE, armidale: DEFAULT_SCHOOL_TIME_ZONE },
};

const positive = (name: keyof PdfQueueConfig, value: unknown) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new Error(`pdf-queue: ${name} must be a positive number, not ${String(value)}`);
};

export default {
  default: defaults,
  /** Runs when Strapi loads the plugin: a wrong setting stops the start with its name. */
  validator(config: PdfQueueConfig): void {
    for (const name of ['pollMs', 'leaseMs', 'maxAttempts', 'retryBaseMs', 'maxRetryDelayMs'] as const) positive(name, config[name]);
    // The lease is renewed every third of it; shorter than a poll, a busy database could lose it.
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(config.unverifiedAbsenceEmailTime)) {
      throw new Error(`pdf-queue: unverifiedAbsenceEmailTime (UNVERIFIED_ABSENCE_EMAIL_TIME) must be HH:MM, not ${config.unverifiedAbsenceEmailTime}`);
    }
    for (const [campus, zone] of Object.entries(config.timeZones)) {
      if (!isTimeZone(zone)) throw new Error(`pdf-queue: the ${campus} time zone (${campus.toUpperCase()}_TIME_ZONE) must be an IANA time zone such as "Australia/Sydney", not ${zone}`);
    }
    if (config.leaseMs < 1_000) throw new Error('pdf-queue: leaseMs must be at least 1000');
    const { dir, s3 } = config.privateFiles;
    if (!s3 && !dir) throw new Error('pdf-queue: privateFiles needs a folder (PRIVATE_FILES_DIR) or an S3 bucket');
    if (s3 && (!s3.bucket || !s3.prefix || s3.prefix.startsWith('/'))) throw new Error('pdf-queue: privateFiles.s3 needs a bucket and a prefix such as private/ (PRIVATE_FILES_S3_PREFIX)');
  },
};
