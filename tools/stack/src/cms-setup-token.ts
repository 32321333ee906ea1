import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCmsSecrets } from './secrets.ts';

async function cmsAdminCall<T>(url: string, body: object, bearer?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A CMS administrator: how to sign in to its admin panel, and a session token. */
export type CmsAdmin = { email: string; password: string; token: string };

/** Development's CMS accounts, as `npm start` keeps them in the git-ignored cms/.env (the CMS seeds them with the demo school). */
export function developmentCmsAccounts(): { admin: { email: string; password: string }; editor: { email: string; password: string } } {
  const secrets = ensureCmsSecrets(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'cms', '.env'));
  return {
    admin: { email: secrets.PORTAL_CMS_ADMIN_EMAIL!, password: secrets.PORTAL_CMS_ADMIN_PASSWORD! },
    editor: { email: secrets.PORTAL_CMS_EDITOR_EMAIL!, password: secrets.PORTAL_CMS_EDITOR_PASSWORD! },
  };
}

/** Signs in to a CMS's admin API (`POST /admin/login`), as a person does at /admin. */
export async function signInCmsAdmin(cmsUrl: string, account = developmentCmsAccounts().admin): Promise<CmsAdmin> {
  const { token } = await cmsAdminCall<{ token: string }>(`${cmsUrl}/admin/login`, account);
  return { ...account, token };
}

/** For test suites only: registers the first CMS admin of a CMS without the demo seed, as a school's administrator would at /admin. */
export async function registerCmsAdmin(cmsUrl: string, suite: string): Promise<CmsAdmin> {
  const email = `${suite}-setup@example.com`;
  // Strapi asks for a lower-case letter, an upper-case letter and a digit.
  const password = `${randomBytes(24).toString('base64url')}aA1`;
  const { token } = await cmsAdminCall<{ token: string }>(`${cmsUrl}/admin/register-admin`, { email, firstname: suite, lastname: 'Setup', password });
  return { email, password, token };
}

/**
 * For test suites only: a full-access API token for setting records up straight in a fresh
 * CMS, made the way a school's administrator would (the development CMS administrator signs in,
 * or on a CMS without the demo seed the first one registers, then creates a token). The BFF's own token cannot write those records, which is the point of it.
 */
export async function createCmsSetupToken(cmsUrl: string, suite: string, admin?: CmsAdmin): Promise<string> {
  const { token } = admin ?? (await signInCmsAdmin(cmsUrl).catch(() => registerCmsAdmin(cmsUrl, suite)));
  const { accessKey } = await cmsAdminCall<{ accessKey: string }>(
    `${cmsUrl}/admin/api-tokens`,
    { name: `${suite}-setup`, description: 'Test set-up only', type: 'full-access', lifespan: null },
    token,
  );
  return accessKey;
}
