import { describe, expect, it } from 'vitest';
import { isPlaceholderContact, requireProductionSecrets, type ProductionConfigError } from './production-checks.ts';

describe("alerts' settings in production (issue 29)", () => {
  it.each([
    'mailto:alerts@school.test',
    'mailto:it@example.com',
    'https://localhost/contact',
    'http://school.edu.au/contact',
    'alerts@school.edu.au',
  ])('calls %s a placeholder no push service can reach', (subject) => {
    expect(isPlaceholderContact(subject)).toBe(true);
  });

  it.each(['mailto:it@sydney.school.edu.au', 'https://www.school.edu.au/contact'])('takes the real contact %s', (subject) => {
    expect(isPlaceholderContact(subject)).toBe(false);
  });

  it("asks for the VAPID keys and a real subject, and refuses the tests' loopback push services", () => {
    let problems: string[] = [];
    try {
      requireProductionSecrets({
        NODE_ENV: 'production',
        VAPID_SUBJECT: 'mailto:alerts@school.test',
        PUSH_LOOPBACK_SERVICES: 'true',
      });
    } catch (error) {
      problems = (error as ProductionConfigError).problems;
    }
    expect(problems.some((problem) => problem.startsWith('Set VAPID_PUBLIC_KEY'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('Set VAPID_PRIVATE_KEY'))).toBe(true);
    expect(problems.some((problem) => problem.includes('VAPID_SUBJECT mailto:alerts@school.test is a placeholder'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('Unset PUSH_LOOPBACK_SERVICES'))).toBe(true);
  });
});
