import { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone, type Campus } from '@portal/contract';
import type { PrivateFilesConfig } from '../private-files/store';

export interface PdfsConfig {
  /** Where files about people are kept: a folder outside `public/`, or private S3 objects. */
  privateFiles: PrivateFilesConfig;
  /** Each campus's IANA time zone (SYDNEY_TIME_ZONE, ARMIDALE_TIME_ZONE): the dates the PDFs show. */
  timeZones: Record<Campus, string>;
  /** Each campus's portal origin (PORTAL_URL_SYDNEY, PORTAL_URL_ARMIDALE): where a school logo given as a portal path (`/school/…`) is read from. */
  portalUrls: Record<Campus, string>;
}

const defaults: PdfsConfig = {
  privateFiles: { dir: '', s3: null },
  timeZones: { sydney: DEFAULT_SCHOOL_TIME_ZONE, armidale: DEFAULT_SCHOOL_TIME_ZONE },
  portalUrls: { sydney: 'http://localhost:3000', armidale: 'http://armidale.localhost:3000' },
};

export default {
  default: defaults,
  /** Runs when Strapi loads the plugin: a wrong setting stops the start with its name. */
  validator(config: PdfsConfig): void {
    for (const [campus, zone] of Object.entries(config.timeZones)) {
      if (!isTimeZone(zone)) throw new Error(`pdfs: the ${campus} time zone (${campus.toUpperCase()}_TIME_ZONE) must be an IANA time zone such as "Australia/Sydney", not ${zone}`);
    }
    for (const url of Object.values(config.portalUrls)) new URL(url);
    const { dir, s3 } = config.privateFiles;
    if (!s3 && !dir) throw new Error('pdfs: privateFiles needs a folder (PRIVATE_FILES_DIR) or an S3 bucket');
    if (s3 && (!s3.bucket || !s3.prefix || s3.prefix.startsWith('/'))) throw new Error('pdfs: privateFiles.s3 needs a bucket and a prefix such as private/ (PRIVATE_FILES_S3_PREFIX)');
  },
};
