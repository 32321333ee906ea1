import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { signInCmsAdmin } from '@portal/stack/cms-setup-token';

// The CMS keeps the API token it read for an access key, and the ability built from its
// permissions, for a few seconds (cms/src/api-token-auth-memo.ts): an administrator who narrows
// or revokes a token in the admin panel must see it take effect on the next call all the same.

const { cmsUrl } = inject('stack');

async function adminCall<T>(token: string, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${cmsUrl}/admin/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} /admin/${path}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

const categoriesWith = async (accessKey: string) =>
  (await fetch(`${cmsUrl}/api/post-categories`, { headers: { authorization: `Bearer ${accessKey}` } })).status;

describe("the CMS's API tokens", () => {
  it('are narrowed and revoked from the next call on, though the CMS keeps what it read of them', async () => {
    const { token: admin } = await signInCmsAdmin(cmsUrl);
    const created = await adminCall<{ id: number; accessKey: string }>(admin, 'POST', 'api-tokens', {
      name: `memo-test-${randomBytes(4).toString('hex')}`,
      type: 'custom',
      lifespan: null,
      permissions: ['api::post-category.post-category.find'],
    });
    expect(await categoriesWith(created.accessKey)).toBe(200);
    expect(await categoriesWith(created.accessKey)).toBe(200);

    await adminCall(admin, 'PUT', `api-tokens/${created.id}`, { permissions: ['api::post.post.find'] });
    expect(await categoriesWith(created.accessKey)).toBe(403);

    await adminCall(admin, 'DELETE', `api-tokens/${created.id}`);
    expect(await categoriesWith(created.accessKey)).toBe(401);
  });
});
