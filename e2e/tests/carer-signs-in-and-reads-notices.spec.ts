import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

it('carer1 signs in through the identity provider, lands on the page asked for and reads a notice', async () => {
  const { page } = await browser.newPage();
  const adminCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(admin|blueprint|allPaths|paths)/i.test(new URL(request.url()).pathname)) adminCode.push(request.url());
  });
  await page.goto('/notices');

  // Sent to the campus identity provider's own sign-in page.
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
  await signInOnProviderPage(page, 'carer1');

  // Back on the page that was asked for, not on home.
  await page.waitForURL((url) => url.origin === stackEnv.appUrl && url.pathname === '/notices');
  await page.getByRole('heading', { name: 'Notices' }).waitFor();

  // The chrome: the emergency banner of the seeded live broadcast, the footer with the phone link.
  await page.getByText('Severe weather: Sydney campus closes at 1 pm today.').first().waitFor();
  const footer = page.getByRole('contentinfo');
  assert.match((await footer.innerText()).replace(/\s+/g, ' '), /Logged in as: carer1/);
  const phone = footer.locator('a[href^="tel:"]');
  assert.ok((await phone.getAttribute('href'))!.length > 'tel:'.length, 'the footer links the school phone number');

  // A seeded live notice for carers, and its detail page.
  const notice = page.getByRole('link', { name: /Athletics carnival: permission notes due Friday/ });
  await notice.waitFor();
  await notice.click();
  await page.waitForURL(/\/notices\/notice_details\/[a-z0-9]+$/);
  await page.getByRole('heading', { name: 'Athletics carnival: permission notes due Friday' }).waitFor();

  // A notice meant for staff only is not in the carer's list.
  await page.goBack();
  await page.getByRole('link', { name: /Athletics carnival/ }).waitFor();
  assert.equal(await page.getByText('Staff only: report writing deadline is Thursday 4 pm').count(), 0);
  assert.deepEqual(adminCode, [], 'reader screens never load the admin code');
});
