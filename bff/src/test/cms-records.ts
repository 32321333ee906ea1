import { inject } from 'vitest';
import qs from 'qs';

/**
 * Looks a seeded record up straight in the CMS with the test set-up token (global-setup.ts):
 * test set-up only; the BFF is what is tested.
 */
export async function cmsFind<T = { documentId: string }>(collection: string, filters: object, { locale }: { locale?: string } = {}): Promise<T[]> {
  const stack = inject('stack');
  // A localized type (posts, events) answers its English rows unless asked for a language ('*': every one).
  const query = qs.stringify({ filters, pagination: { pageSize: 100 }, ...(locale ? { locale } : {}) }, { encodeValuesOnly: true });
  const response = await fetch(`${stack.cmsUrl}/api/${collection}?${query}`, { headers: { authorization: `Bearer ${stack.cmsSetupToken}` } });
  if (!response.ok) throw new Error(`CMS ${collection} answered ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}

export async function postIdByTitle(title: string): Promise<string> {
  const [post] = await cmsFind('posts', { title: { $eq: title } });
  if (!post) throw new Error(`No seeded post titled ${title}`);
  return post.documentId;
}

/** Which CMS, with a full-access token: the test stack's unless a test runs a stack of its own. */
type CmsTarget = { cmsUrl: string; token: string };

function stackCms(): CmsTarget {
  const stack = inject('stack');
  return { cmsUrl: stack.cmsUrl, token: stack.cmsSetupToken };
}

async function cmsRequest<T>(method: string, path: string, body: unknown, { cmsUrl, token }: CmsTarget): Promise<T> {
  const response = await fetch(`${cmsUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`CMS ${method} ${path} answered ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Adds a record straight to the CMS (test set-up only); remove it again with cmsDelete. */
export async function cmsCreate(collection: string, data: object, target = stackCms()): Promise<string> {
  return (await cmsRequest<{ data: { documentId: string } }>('POST', collection, { data }, target)).data.documentId;
}

export async function cmsDelete(collection: string, documentId: string, target = stackCms()): Promise<void> {
  // Of a localized type, every language's row.
  await cmsRequest('DELETE', `${collection}/${documentId}?locale=*`, undefined, target);
}

export async function cmsUpdate(collection: string, documentId: string, data: object, target = stackCms()): Promise<void> {
  await cmsRequest('PUT', `${collection}/${documentId}`, { data }, target);
}

/** Writes a localized record's row in another language straight in the CMS (as an editor in its panel, or the machine, would). */
export async function cmsTranslate(collection: string, documentId: string, locale: string, data: object): Promise<void> {
  await cmsRequest('PUT', `${collection}/${documentId}?locale=${encodeURIComponent(locale)}`, { data }, stackCms());
}

/** Removes a localized record's row in one other language, the record staying. */
export async function cmsDeleteTranslation(collection: string, documentId: string, locale: string): Promise<void> {
  await cmsRequest('DELETE', `${collection}/${documentId}?locale=${encodeURIComponent(locale)}`, undefined, stackCms());
}
