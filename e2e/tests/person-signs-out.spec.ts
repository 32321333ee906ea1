import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signInAt, useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

it("carer1 signs out: the identity provider ends the session and sends them to the portal's signed-out page, where 'Sign in again' starts sign-in", async () => {
  const { page, context } = await browser.newPage();
  await signInAt(page, '/notices', 'carer1');
  await page.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();

  const endSession = page.waitForResponse((response) => response.url().startsWith(`${stackEnv.idpUrl}/session/end`));
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Through the provider's end-session endpoint, which answers the portal's ID token with a
  // redirect: no page of its own, no question.
  assert.equal((await endSession).status(), 303);
  await page.waitForURL((url) => url.origin === stackEnv.appUrl && url.pathname === '/signed-out');
  await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
  assert.equal(await page.getByText(/sign.out of|Do you want to sign-out/i).count(), 0);
  // In the school's look: its header image, remembered from the signed-in visit.
  assert.equal(await page.getByRole('banner').locator('img.site-header__background').getAttribute('src'), '/school/header-background-sydney.svg');
  assert.equal(await page.getByText(/Logged in as/).count(), 0, 'no signed-in chrome');
  const sessionKeys = await page.evaluate(() => Object.keys(sessionStorage));
  assert.ok(!sessionKeys.some((key) => key.includes('oidc.user:')), `the session in the tab is gone: ${sessionKeys.join(', ')}`);

  // A reload stays on the signed-out page: it is public.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();

  await page.getByRole('link', { name: 'Sign in again' }).click();
  // The provider's session ended too: it asks for the password again rather than signing straight back in.
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
  await page.getByRole('textbox', { name: 'Username' }).waitFor();
  await page.getByLabel('Password').waitFor();
  await context.close();
});
