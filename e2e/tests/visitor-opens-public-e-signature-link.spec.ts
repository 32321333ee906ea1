import assert from 'node:assert/strict';
import { it } from 'node:test';
import { useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

it('renders a public e-signature link with a query string without asking to sign in', async () => {
  const { page } = await browser.newPage();
  const identityRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stackEnv.idpUrl)) identityRequests.push(request.url());
  });
  await page.goto('/docusign?envelope=abc123');
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/docusign');
  assert.deepEqual(identityRequests, [], 'no call to the identity provider');
});

it('asks to sign in for the same path without a query string', async () => {
  const { page } = await browser.newPage();
  await page.goto('/docusign');
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
});
