import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { seededRandom, type Ids, type SeedContext } from './context';
import { seedPosts } from './posts';

/** Any name the seed asks for has an id (the groups and people are another module's). */
const anyIds = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `id-${name}` : undefined) }) as Ids;

/**
 * The post seed run against a stand-in for Strapi: what it creates, and what it stores in the
 * media library (each upload's URL and the alternative text given with it).
 */
async function seededPosts() {
  const mediaLibrary = new Map<string, string>();
  const upload = {
    async upload({ data }: { data: { fileInfo: { name: string; alternativeText: string } } }) {
      const url = `/uploads/${data.fileInfo.name}`;
      mediaLibrary.set(url, data.fileInfo.alternativeText);
      return [{ url }];
    },
  };
  const strapi = { plugin: () => ({ service: () => upload }) } as unknown as Core.Strapi;
  const posts: Record<string, unknown>[] = [];
  const ctx: SeedContext = {
    strapi,
    now: new Date('2026-05-11T00:00:00Z'),
    random: seededRandom(1),
    async create(uid, data) {
      if (uid === 'api::post.post') posts.push(data);
      return `doc-${posts.length}-${String(data.title ?? data.categoryname)}`;
    },
    createdCount: () => posts.length,
    async setCreatedAt() {},
  };
  await seedPosts(ctx, anyIds, anyIds);
  return { posts, mediaLibrary };
}

describe('the demo seed’s posts', () => {
  it('carry their picture’s description, in the same words as the media library’s alternative text', async () => {
    const { posts, mediaLibrary } = await seededPosts();
    const withPicture = posts.filter((post) => post.featured_img_url);
    expect(withPicture.length).toBe(posts.length);
    for (const post of withPicture) {
      expect(post.featured_img_alt, String(post.title)).toBe(mediaLibrary.get(String(post.featured_img_url)));
      expect(String(post.featured_img_alt)).toMatch(/^Drawing of .+, for ".+"$/);
    }
  }, 60_000);
});
