import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';

// The settings an operator gives for logs, metrics and the stop, as the BFF reads them at start.

const ENV = {
  CMS_API_TOKEN: 'x'.repeat(64),
  SYDNEY_OIDC_ISSUER: 'https://id.example.edu.au',
  SYDNEY_OIDC_CLIENT_ID: 'portal-pwa',
  SYDNEY_OIDC_AUDIENCE: 'urn:school-portal:bff',
};

describe('the operations settings', () => {
  it('default to info logs, metrics on 127.0.0.1:9464 and ten seconds to finish requests on a stop', () => {
    const config = configFromEnv(ENV);
    expect(config.logLevel).toBe('info');
    expect(config.metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it('take what the operator gives, and serve no metrics for METRICS_PORT off or 0', () => {
    const config = configFromEnv({
      ...ENV,
      LOG_LEVEL: 'silent',
      METRICS_PORT: '9500',
      METRICS_HOST: '10.0.0.5',
      SHUTDOWN_TIMEOUT_MS: '25000',
    });
    expect(config.logLevel).toBe('silent');
    expect(config.metrics).toEqual({ port: 9500, host: '10.0.0.5' });
    expect(config.shutdownTimeoutMs).toBe(25_000);
    expect(configFromEnv({ ...ENV, METRICS_PORT: 'off' }).metrics).toBeNull();
    expect(configFromEnv({ ...ENV, METRICS_PORT: '0' }).metrics).toBeNull();
  });

  it('refuse a value they cannot use, saying which setting and what it takes', () => {
    expect(() => configFromEnv({ ...ENV, LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    );
    expect(() => configFromEnv({ ...ENV, METRICS_PORT: '70000' })).toThrow(
      'METRICS_PORT must be a port (1-65535) for GET /metrics, or off (or 0) to serve no metrics',
    );
    expect(() => configFromEnv({ ...ENV, METRICS_PORT: 'yes' })).toThrow('METRICS_PORT must be a port');
    expect(() => configFromEnv({ ...ENV, PORT: '9464' })).toThrow('METRICS_PORT must differ from PORT (9464)');
    expect(() => configFromEnv({ ...ENV, SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow('SHUTDOWN_TIMEOUT_MS must be 0 or more');
    expect(() => configFromEnv({ ...ENV, SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds',
    );
  });
});
