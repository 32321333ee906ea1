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
    if (config.sns.testCertOrigin) {
      const { hostname, origin } = new URL(config.sns.testCertOrigin);
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname) || origin !== config.sns.testCertOrigin) {
        throw new Error('SNS_TEST_CERT_ORIGIN is for tests only and must be a loopback origin such as http://127.0.0.1:4300');
      }
    }
  },
};
