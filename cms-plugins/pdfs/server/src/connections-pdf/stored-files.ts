import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

const FETCH_TIMEOUT_MS = 15_000;

/**
 * The bytes of a file in the upload plugin's media library, by its URL: `/uploads/…` on this CMS's
 * disk (the local provider), or an absolute URL (S3 or its CDN). Those files are public by design
 * (editors' images, which the Connections PDF embeds), so no credentials are needed; files about
 * people are never there (../private-files).
 */
export async function readStoredFile(strapi: Core.Strapi, url: string): Promise<Buffer> {
  if (url.startsWith('/uploads/')) {
    const root = path.resolve(strapi.dirs.static.public);
    const file = path.resolve(root, `.${url}`);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`Refused to read ${url}: outside the uploads folder`);
    return readFile(file);
  }
  if (!/^https?:\/\//.test(url)) throw new Error(`Cannot read the stored file ${url}`);
  const answer = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`Reading ${url} answered ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}
