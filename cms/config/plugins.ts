import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { DEFAULT_ARABIC_DIGITS, schoolTimeZonesFrom } from '@portal/contract';

// The local upload provider refuses to start without public/uploads, and it is checked
// while plugins register, before any hook of ours runs. Config files load first, so the
// folder is created here rather than committed (uploads are git-ignored).
fs.mkdirSync(path.resolve(__dirname, '..', '..', 'public', 'uploads'), { recursive: true });

// Compiled to dist/config, so the CMS workspace root is two levels up.
const cmsRoot = path.resolve(__dirname, '..', '..');

// Our plugins are workspaces under cms-plugins/ and dependencies of this package, so Strapi
// finds them in node_modules; here they are switched on and given their settings.
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const ses = sesSettings(env);
  // Each campus's IANA zone (SYDNEY_TIME_ZONE, ARMIDALE_TIME_ZONE), as the BFF reads them: the
  // dates and times of emails, PDFs and the daily run. An unknown zone stops the start here.
  const timeZones = schoolTimeZonesFrom({
    SYDNEY_TIME_ZONE: env('SYDNEY_TIME_ZONE'),
    ARMIDALE_TIME_ZONE: env('ARMIDALE_TIME_ZONE'),
  });
  // Each campus's public portal origin: links in emails, unsubscribe, and where the PDFs read a school logo kept with the portal.
  const portalUrls = {
    sydney: env('PORTAL_URL_SYDNEY', 'http://localhost:3000'),
    armidale: env('PORTAL_URL_ARMIDALE', 'http://armidale.localhost:3000'),
  };
  return {
    // Change events for the BFF's read cache (cms-plugins/cache-events): one machine posts them
    // to the BFF, signed; with REDIS_URL they are published for every BFF replica instead.
    'cache-events': {
      enabled: true,
      config: {
        url: env('CACHE_EVENTS_URL'),
        secret: env('CACHE_EVENTS_SECRET'),
        redisUrl: env('REDIS_URL'),
        channel: env('CACHE_EVENTS_CHANNEL'),
      },
    },
    // The PDFs (Connections, Learning Virtues goals, a post) and the private store of files about
    // people (cms-plugins/pdfs). Listed before the jobs plugin: plugins bootstrap in this order, and
    // its bootstrap (moving PDFs an earlier version left public) ends before the worker starts.
    pdfs: {
      enabled: true,
      config: {
        privateFiles: privateFilesSettings(env),
        timeZones,
        portalUrls,
      },
    },
    // Email statistics, SES events from SNS and the suppression list (cms-plugins/email-sends); its
    // own sends use SES v2 (List-Unsubscribe, tags, the message id), with the same settings as below.
    'email-sends': {
      enabled: true,
      config: {
        ses,
        sns: {
          topicArn: env('SNS_TOPIC_ARN'),
          testCertOrigin: env('SNS_TEST_CERT_ORIGIN'),
        },
        // Email sending (digest, reminders, principal's message): the rate of the SES account, the
        // portal's public address per campus (links, unsubscribe) and the key of unsubscribe links.
        emailSending: {
          perSecond: env.float('EMAIL_SENDS_PER_SECOND', 14),
          inFlight: env.int('EMAIL_SENDS_IN_FLIGHT', 8),
          portalUrls,
          unsubscribeSecret: env('UNSUBSCRIBE_SECRET', env('ENCRYPTION_KEY', '')),
          timeZones,
        },
        // The daily 'Unverified Absence' emails (HH:MM of the Sydney campus's school day): once a day, whatever the number of processes.
        unverifiedAbsenceEmailTime: env('UNVERIFIED_ABSENCE_EMAIL_TIME', '08:30'),
        // Emails in Arabic write numbers with the school's digits, as the BFF's screens do (latn or arab).
        arabicDigits: env('ARABIC_DIGITS', DEFAULT_ARABIC_DIGITS),
      },
    },
    // Durable jobs (cms-plugins/jobs) of the kinds the plugins above register; its bootstrap starts
    // the worker, so it comes after theirs. The lease is how long after a crash its job waits for
    // another process: shorter heals sooner, but a job busier than its heartbeat (every third of
    // it) could then be taken over while it still runs.
    jobs: {
      enabled: true,
      config: {
        leaseMs: env.int('JOBS_LEASE_SECONDS', 60) * 1000,
        pollMs: env.int('JOBS_POLL_MS', 1000),
        worker: env.bool('JOBS_WORKER', true),
        // A SIGTERM's wait for the running job, beside the requests' (config/operations.ts), before it is handed back.
        stopTimeoutMs: env.int('SHUTDOWN_TIMEOUT_MS', 10000),
      },
    },
    // Strapi's email plugin (transactional mail, the admin panel's test email): Amazon SES through
    // @strapi/provider-email-amazon-ses 5.52.1, the latest published, with Strapi 5.54.0. In
    // development SES_ENDPOINT points it at the local emulator (aws-ses-v2-local).
    email: {
      config: {
        provider: 'amazon-ses',
        providerOptions: {
          region: ses.region,
          ...(ses.endpoint ? { endpoint: ses.endpoint } : {}),
          ...(ses.accessKeyId ? { credentials: { accessKeyId: ses.accessKeyId, secretAccessKey: ses.secretAccessKey } } : {}),
        },
        settings: {
          defaultFrom: ses.from,
          defaultReplyTo: env('SES_REPLY_TO', ses.from),
        },
      },
    },
  };
};

/**
 * Amazon SES for both ways of sending. Production: SES_REGION and SES_FROM (a verified sender),
 * SES_CONFIGURATION_SET (whose event destination is the SNS topic), and SES_ACCESS_KEY_ID with
 * SES_SECRET_ACCESS_KEY, or neither for an instance or task role. Development: SES_ENDPOINT, the
 * local emulator `npm start` runs.
 */
function sesSettings(env: Core.Config.Shared.ConfigParams['env']) {
  return {
    region: env('SES_REGION', 'us-east-1'),
    endpoint: env('SES_ENDPOINT'),
    accessKeyId: env('SES_ACCESS_KEY_ID'),
    secretAccessKey: env('SES_SECRET_ACCESS_KEY'),
    from: env('SES_FROM', 'School Portal <no-reply@school.test>'),
    configurationSet: env('SES_CONFIGURATION_SET'),
  };
}

/**
 * Files about people (goal PDFs, Connections PDFs, academic reports): never in the media library,
 * whose files are public. On disk in a folder outside public/ (PRIVATE_FILES_DIR); with an S3
 * bucket (PRIVATE_FILES_S3_BUCKET, else the images' UPLOAD_S3_BUCKET) as objects under
 * PRIVATE_FILES_S3_PREFIX written without an ACL, with the images' region and keys.
 */
function privateFilesSettings(env: Core.Config.Shared.ConfigParams['env']) {
  const bucket = env('PRIVATE_FILES_S3_BUCKET') || env('UPLOAD_S3_BUCKET');
  return {
    dir: path.resolve(cmsRoot, env('PRIVATE_FILES_DIR', 'private-files')),
    s3: bucket
      ? {
          bucket,
          prefix: env('PRIVATE_FILES_S3_PREFIX', 'private/'),
          region: env('UPLOAD_S3_REGION'),
          accessKeyId: env('UPLOAD_S3_ACCESS_KEY_ID'),
          secretAccessKey: env('UPLOAD_S3_SECRET_ACCESS_KEY'),
        }
      : null,
  };
}

/**
 * Uploaded images (the BFF's posts/image) go to the local disk, public/uploads, which the BFF
 * serves on the portal's origin. With UPLOAD_S3_BUCKET set they go to S3 instead (provider 5.52.3,
 * the latest published, with Strapi 5.54.0); the BFF's MEDIA_ORIGIN must then name where they
 * are served from (the bucket or UPLOAD_S3_BASE_URL's CDN), so the CSP lets browsers load them.
 * Without keys the AWS SDK finds credentials itself (an instance or task role).
 */
function uploadConfig(env: Core.Config.Shared.ConfigParams['env']) {
  const bucket = env('UPLOAD_S3_BUCKET');
  if (!bucket) return {};
  const accessKeyId = env('UPLOAD_S3_ACCESS_KEY_ID');
  const secretAccessKey = env('UPLOAD_S3_SECRET_ACCESS_KEY');
  return {
    upload: {
      config: {
        provider: 'aws-s3',
        providerOptions: {
          baseUrl: env('UPLOAD_S3_BASE_URL'),
          rootPath: env('UPLOAD_S3_ROOT_PATH'),
          s3Options: {
            region: env('UPLOAD_S3_REGION'),
            ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
            params: { Bucket: bucket },
          },
        },
      },
    },
  };
}

export default (params: Core.Config.Shared.ConfigParams) => ({ ...config(params), ...uploadConfig(params.env) });
