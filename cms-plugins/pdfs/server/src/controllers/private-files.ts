import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { contentTypeOf, isPrivateFileKey, type PrivateFileStore } from '../private-files/store';
import { privateFilesOf } from '../services/private-files';

interface Ctx {
  params: Record<string, string>;
  status: number;
  body: unknown;
  type: string;
  length: number;
  set(name: string, value: string): void;
  redirect(url: string): void;
  notFound(message?: string): void;
}

/** Long enough for the BFF to open the URL it was just given, too short to be worth keeping. */
export const DOWNLOAD_URL_SECONDS = 60;

export type PrivateFileAnswer = { redirect: string } | { body: Readable; size: number; type: string } | null;

/**
 * What the CMS answers for a private file: a presigned GET that expires (S3), else the bytes
 * (disk); null when the key is not a key or (on disk) not stored.
 */
export async function privateFileAnswer(store: PrivateFileStore, key: string): Promise<PrivateFileAnswer> {
  if (!isPrivateFileKey(key)) return null;
  const url = await store.downloadUrl(key, DOWNLOAD_URL_SECONDS);
  if (url) return { redirect: url };
  const file = await store.read(key);
  return file && { ...file, type: contentTypeOf(key) };
}

/**
 * Only the BFF's token may read a private file (its scope, cms/src/bff-token-scope.ts); the BFF
 * has checked, per record, that the person may have it, and hands it on behind its own signed link.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(ctx: Ctx) {
    const answer = await privateFileAnswer(privateFilesOf(strapi), ctx.params.key ?? '');
    if (!answer) return ctx.notFound();
    ctx.set('Cache-Control', 'private, no-store');
    if ('redirect' in answer) {
      ctx.status = 307;
      ctx.redirect(answer.redirect);
      return;
    }
    ctx.type = answer.type;
    ctx.length = answer.size;
    ctx.body = answer.body;
  },
});
