import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

export interface StoredFile {
  id: number;
  url: string;
  name: string;
}

interface UploadService {
  upload(input: { data: { fileInfo: { name: string; caption?: string } }; files: LocalFile }): Promise<StoredFile[]>;
  replace(id: number, input: { data: { fileInfo: { name: string; caption?: string } }; file: LocalFile }): Promise<StoredFile>;
  remove(file: StoredFile): Promise<unknown>;
}

interface LocalFile {
  filepath: string;
  originalFilename: string;
  mimetype: string;
  size: number;
}

export const uploadService = (strapi: Core.Strapi) => strapi.plugin('upload').service('upload') as unknown as UploadService;

/** The media library's files of that exact name, oldest first. */
export const filesNamed = (strapi: Core.Strapi, name: string) =>
  strapi.db.query('plugin::upload.file').findMany({ where: { name }, orderBy: { id: 'asc' } }) as Promise<StoredFile[]>;

/**
 * Stores a PDF with Strapi's upload plugin (disk or S3) under a name that stands for what it is
 * (one record's PDF, one student's term): a file already of that name gets the new content and
 * keeps its id and URL, so every record linking it sees the new version, and a repeated run
 * (a crash after the upload, before the record was marked) replaces rather than adds.
 */
export async function storePdf(strapi: Core.Strapi, { name, caption, pdf }: { name: string; caption: string; pdf: Buffer }): Promise<StoredFile> {
  const upload = uploadService(strapi);
  const [kept, ...extra] = await filesNamed(strapi, name);
  // Two of one name are left by an older run that added before it replaced: one is enough.
  for (const file of extra) await upload.remove(file);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pdf-queue-'));
  try {
    const filepath = path.join(folder, name);
    await writeFile(filepath, pdf);
    const file = { filepath, originalFilename: name, mimetype: 'application/pdf', size: pdf.length };
    const fileInfo = { name, caption };
    if (kept) return await upload.replace(kept.id, { data: { fileInfo }, file });
    const [stored] = await upload.upload({ data: { fileInfo }, files: file });
    if (!stored) throw new Error(`The upload plugin stored nothing for ${name}`);
    return stored;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
