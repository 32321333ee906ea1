import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, with what this closed network needs (no background calls out). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Behind nginx (the scaled leg) the portal is served with a development certificate: its key is
 * trusted by its hash, so that the browser treats the site as a school's browsers treat its real
 * certificate (a service worker registers, nothing is marked insecure), and nothing else is.
 */
function trustedCertificateFlags(): string[] {
  const spki = process.env.E2E_TRUSTED_SPKI;
  return spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...trustedCertificateFlags()],
  });
}

const DEVICE_ANSWERS = { own: 'No, this is my own device', shared: 'Yes, a shared computer' } as const;

export type SignInOptions = {
  password?: string;
  /**
   * The answer to the portal's "Is this a shared computer?", asked once per device (browser
   * context) after sign-in. 'unanswered': the journey deals with the question itself, or
   * this device has answered it before.
   */
  device?: keyof typeof DEVICE_ANSWERS | 'unanswered';
};

/**
 * Signs in on the identity provider's own page, as a person would, then answers the
 * portal's question about the device (by default: their own device).
 */
export async function signInOnProviderPage(
  page: Page,
  username: string,
  { password = 'demo', device = 'own' }: SignInOptions = {},
): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (device === 'unanswered') return;
  const question = page.getByRole('dialog', { name: 'Is this a shared computer?' });
  await question.getByRole('button', { name: DEVICE_ANSWERS[device] }).click();
  await question.waitFor({ state: 'detached' });
}
