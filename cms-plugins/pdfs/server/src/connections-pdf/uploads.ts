import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** A file the upload plugin stored on this CMS's disk: one name, no folders (as the BFF serves them). */
const UPLOADED_FILE = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
/** Far above any picture the portal stores (the BFF sizes uploads to 10 MB at most), far below what would strain the CMS. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
/** The origin a path such as `/uploads/…` resolves against: this CMS, named so that it cannot be anyone's. */
const THIS_CMS = 'http://this-cms.invalid';

/** Why a picture is left out when its address is not one of the CMS's own uploads. */
export class NotAnUpload extends Error {}

/** Where the pictures of posts may be read from: the CMS's own uploads, on its disk or with its upload provider. */
export interface UploadSources {
  /** The CMS's public folder, whose `uploads/` the local provider writes. */
  publicDir: string;
  /** The portals' origins (`PORTAL_URL_<CAMPUS>`): the BFF serves `/uploads/…` there, so a picture copied from a page carries one. */
  portalOrigins: readonly string[];
  /** Whether an absolute address is the URL of a file of the media library (a cloud provider's, S3 or its CDN). */
  isMediaLibraryUrl(url: string): Promise<boolean>;
}

export const uploadSourcesOf = (strapi: Core.Strapi, portalUrls: readonly string[]): UploadSources => ({
  publicDir: strapi.dirs.static.public,
  portalOrigins: portalUrls.map((url) => new URL(url).origin),
  isMediaLibraryUrl: async (url) => Boolean(await strapi.db.query('plugin::upload.file').findOne({ select: ['id'], where: { url } })),
});

/** `/uploads/<name>` when the address is a file on this CMS's disk, written as a path or on a portal's origin; null otherwise. */
export function uploadPathOf(src: string, { portalOrigins }: Pick<UploadSources, 'portalOrigins'>): string | null {
  let url: URL;
  try {
    url = new URL(src, THIS_CMS);
  } catch {
    return null;
  }
  const onThisSite = url.origin === THIS_CMS || portalOrigins.includes(url.origin);
  return onThisSite && UPLOADED_FILE.test(url.pathname) ? url.pathname : null;
}

async function readLocalUpload(publicDir: string, uploadPath: string): Promise<Buffer> {
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${uploadPath}`);
  if (!file.startsWith(`${root}${path.sep}`)) throw new NotAnUpload(`${uploadPath} is outside the public folder`);
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size > MAX_UPLOAD_BYTES) throw new Error(`${size} bytes is more than a picture of a post may be`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** The bytes at a media library URL, never following a redirect, and no more of them than MAX_UPLOAD_BYTES. */
async function fetchMediaLibraryFile(url: string): Promise<Buffer> {
  const answer = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!answer.ok || !answer.body) throw new Error(`answered ${answer.status}`);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of answer.body) {
    bytes += chunk.byteLength;
    // Leaving the loop cancels the rest of the download.
    if (bytes > MAX_UPLOAD_BYTES) throw new Error(`more than ${MAX_UPLOAD_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of a picture a post shows, when it is one of the CMS's own uploads: `/uploads/…` is
 * read from the public folder (also when written on a portal's origin, where the BFF serves it),
 * and an absolute URL only when the media library holds a file at it (a cloud provider's, which
 * is fetched, without following redirects). Anything else is refused with NotAnUpload and never
 * requested: rich text may point anywhere (an old site, a cloud metadata address inside the
 * network), and a PDF made on the server must not become a way to make the server fetch it.
 */
export async function readUpload(sources: UploadSources, src: string): Promise<Buffer> {
  const uploadPath = uploadPathOf(src, sources);
  if (uploadPath) return readLocalUpload(sources.publicDir, uploadPath);
  if (/^https?:\/\//i.test(src) && (await sources.isMediaLibraryUrl(src))) return fetchMediaLibraryFile(src);
  throw new NotAnUpload(`${src} is not one of the CMS's uploads`);
}
