import { inject } from 'vitest';
import qs from 'qs';

/** Looks a seeded record up straight in the CMS (test set-up only; the BFF is what is tested). */
export async function cmsFind<T = { documentId: string }>(collection: string, filters: object): Promise<T[]> {
  const stack = inject('stack');
  const query = qs.stringify({ filters, pagination: { pageSize: 100 } }, { encodeValuesOnly: true });
  const response = await fetch(`${stack.cmsUrl}/api/${collection}?${query}`, { headers: { authorization: `Bearer ${stack.cmsApiToken}` } });
  if (!response.ok) throw new Error(`CMS ${collection} answered ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}

export async function postIdByTitle(title: string): Promise<string> {
  const [post] = await cmsFind('posts', { title: { $eq: title } });
  if (!post) throw new Error(`No seeded post titled ${title}`);
  return post.documentId;
}
