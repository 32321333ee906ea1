import {
  ARABIC_DIGITS,
  DEFAULT_ARABIC_DIGITS,
  DEFAULT_SCHOOL_TIME_ZONE,
  isArabicDigits,
  isTimeZone,
  type ArabicDigits,
  type Campus,
} from '@portal/contract';

export interface EmailSendsConfig {
  ses: {
    /** SES_REGION; in development the emulator accepts any. */
    region: string;
    /** SES_ENDPOINT: the local emulator in development; unset in production (the region's SES). */
    endpoint: string | null;
    /** SES_ACCESS_KEY_ID and SES_SECRET_ACCESS_KEY; without them the AWS SDK finds a role itself. */
    accessKeyId: string | null;
    secretAccessKey: string | null;
    /** SES_FROM: the verified sender, e.g. "School <news@school.example>". */
    from: string;
    /** SES_CONFIGURATION_SET: the configuration set whose event destination is the SNS topic below. */
    configurationSet: string | null;
  };
  sns: {
    /** SNS_TOPIC_ARN: the only topic whose messages are accepted; without it the endpoint refuses everything. */
    topicArn: string | null;
    /** A message older than this is refused as a replay (SNS retries well within it). */
    maxAgeMs: number;
    /**
     * Tests only (SNS_TEST_CERT_ORIGIN): one more origin trusted for SigningCertURL and SubscribeURL,
     * which must be a loopback address, so that a test can sign with its own certificate.
     */
    testCertOrigin: string | null;
  };
  emailSending: {
    /** EMAIL_SENDS_PER_SECOND: messages per second of a bulk send (SES's account limit; README). */
    perSecond: number;
    /** EMAIL_SENDS_IN_FLIGHT: SES calls at once, so that the rate holds when a call takes longer than its slot. */
    inFlight: number;
    /** Attempts of one message while SES throttles (backoff doubling from 1 s to 30 s), before the run fails and its job retries. */
    throttleRetries: number;
    /** Per campus, the portal's public origin (PORTAL_URL_SYDNEY, PORTAL_URL_ARMIDALE): links and the unsubscribe endpoint. */
    portalUrls: Record<Campus, string>;
    /** Per campus, its IANA time zone (SYDNEY_TIME_ZONE, ARMIDALE_TIME_ZONE): the dates emails show. */
    timeZones: Record<Campus, string>;
    /** The key of unsubscribe links (UNSUBSCRIBE_SECRET, else the CMS's ENCRYPTION_KEY, from which the link key is derived). */
    unsubscribeSecret: string;
  };
  /** When the daily 'Unverified Absence' emails go out (UNVERIFIED_ABSENCE_EMAIL_TIME, HH:MM of the Sydney campus's school day). */
  unverifiedAbsenceEmailTime: string;
  /** How emails in Arabic write numbers and dates (ARABIC_DIGITS: latn 0 1 2, or arab ٠ ١ ٢), as the BFF tells the portal's screens. */
  arabicDigits: ArabicDigits;
}

const defaults: EmailSendsConfig = {
  ses: {
    region: 'us-east-1',
    endpoint: null,
    accessKeyId: null,
    secretAccessKey: null,
    from: 'School Portal <no-reply@school.test>',
    configurationSet: null,
  },
  sns: { topicArn: null, maxAgeMs: 60 * 60 * 1000, testCertOrigin: null },
  emailSending: {
    // SES's starting quota out of the sandbox: a demo school's digest takes seconds, and a real account is not throttled.
    perSecond: 14,
    inFlight: 8,
    throttleRetries: 6,
    portalUrls: { sydney: 'http://localhost:3000', armidale: 'http://armidale.localhost:3000' },
    timeZones: { sydney: DEFAULT_SCHOOL_TIME_ZONE, armidale: DEFAULT_SCHOOL_TIME_ZONE },
    unsubscribeSecret: '',
  },
  unverifiedAbsenceEmailTime: '08:30',
  arabicDigits: DEFAULT_ARABIC_DIGITS,
};

const TOPIC_ARN = /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]+$/;

export default {
  default: defaults,
  /** Runs when Strapi loads the plugin: a wrong setting stops the start with its name. */
  validator(config: EmailSendsConfig): void {
    if (!config.ses.from) throw new Error('SES_FROM must not be empty');
    if (config.ses.endpoint) new URL(config.ses.endpoint);
    if (Boolean(config.ses.accessKeyId) !== Boolean(config.ses.secretAccessKey)) {
      throw new Error('SES_ACCESS_KEY_ID and SES_SECRET_ACCESS_KEY go together (or neither, for a role)');
    }
    if (config.sns.topicArn && !TOPIC_ARN.test(config.sns.topicArn))
      throw new Error('SNS_TOPIC_ARN must be an SNS topic ARN (arn:aws:sns:<region>:<account>:<name>)');
    const { emailSending } = config;
    if (!(emailSending.perSecond > 0 && emailSending.perSecond <= 10_000))
      throw new Error('EMAIL_SENDS_PER_SECOND must be a number of messages per second above 0');
    if (!(Number.isInteger(emailSending.inFlight) && emailSending.inFlight >= 1 && emailSending.inFlight <= 100))
      throw new Error('EMAIL_SENDS_IN_FLIGHT must be a whole number from 1 to 100');
    for (const url of Object.values(emailSending.portalUrls)) new URL(url);
    for (const [campus, zone] of Object.entries(emailSending.timeZones)) {
      if (!isTimeZone(zone))
        throw new Error(`${campus.toUpperCase()}_TIME_ZONE must be an IANA time zone such as "Australia/Sydney", not ${zone}`);
    }
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(config.unverifiedAbsenceEmailTime)) {
      throw new Error(`UNVERIFIED_ABSENCE_EMAIL_TIME must be HH:MM, not ${config.unverifiedAbsenceEmailTime}`);
    }
    if (!isArabicDigits(config.arabicDigits))
      throw new Error(`ARABIC_DIGITS must be one of ${ARABIC_DIGITS.join(', ')}, not ${String(config.arabicDigits)}`);
    if (emailSending.unsubscribeSecret.length < 16)
      throw new Error('UNSUBSCRIBE_SECRET (or ENCRYPTION_KEY) must give at least 16 characters to sign unsubscribe links with');
    if (config.sns.testCertOrigin) {
      const { hostname, origin } = new URL(config.sns.testCertOrigin);
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname) || origin !== config.sns.testCertOrigin) {
        throw new Error('SNS_TEST_CERT_ORIGIN is for tests only and must be a loopback origin such as http://127.0.0.1:4300');
      }
    }
  },
};
