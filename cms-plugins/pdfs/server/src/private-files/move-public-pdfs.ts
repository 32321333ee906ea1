import type { Core } from '@strapi/strapi';
import { readStoredFile } from '../connections-pdf/stored-files';
import { CONNECTIONS_PDF_UID } from '../jobs/connections-pdf';
import { LEARNING_VIRTUES_GOALS_REQUEST_UID } from '../jobs/learning-virtues-goals-pdfs';
import type { PrivateFileStore } from './store';

/** The names this plugin gave the PDFs it kept in the media library before they became private. */
const OUR_PUBLIC_PDF = /^(connections-[a-z0-9]+|lv-goals-[a-z0-9._@-]+)\.pdf$/;

interface UploadFile {
  id: number;
  name: string;
  url: string;
  provider: string;
}

interface MorphJoinTable {
  name: string;
  joinColumn: { name: string };
  morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
}

/**
 * Moves the goal and Connections PDFs that earlier versions stored with the upload plugin (served
 * to anyone at `/uploads/…`) into the private file store, points their records at the new key,
 * then removes the public copy. Runs at every start (cheap once nothing is left) and is safe if
 * the process dies at any point: each file is copied, linked, and only then removed, so a file
 * still in the media library is simply moved again (the copy and the link are idempotent).
 */
export async function movePublicPdfs(strapi: Core.Strapi, store: PrivateFileStore): Promise<number> {
  const files = ((await strapi.db.query('plugin::upload.file').findMany({
    where: { $or: [{ name: { $startsWith: 'connections-' } }, { name: { $startsWith: 'lv-goals-' } }], ext: '.pdf' },
    orderBy: { id: 'asc' },
  })) as UploadFile[]).filter((file) => OUR_PUBLIC_PDF.test(file.name));
  if (files.length === 0) return 0;

  const links = (strapi.db.metadata.get('plugin::upload.file').attributes as unknown as { related: { joinTable: MorphJoinTable } }).related.joinTable;
  const upload = strapi.plugin('upload').service<{ remove(file: UploadFile): Promise<unknown> }>('upload');
  let moved = 0;
  for (const file of files) {
    try {
      // The old copy is public by construction (disk under public/, or a public-read object).
      await store.put(file.name, await readStoredFile(strapi, file.url), 'application/pdf');
      const holders = (await strapi.db
        .connection(links.name)
        .where(links.joinColumn.name, file.id)
        .select({ id: links.morphColumn.idColumn.name, type: links.morphColumn.typeColumn.name })) as Array<{ id: number; type: string }>;
      for (const holder of holders) {
        if (holder.type === CONNECTIONS_PDF_UID) {
          await strapi.db.query(CONNECTIONS_PDF_UID).update({ where: { id: holder.id }, data: { pdf_file: file.name } });
        } else if (holder.type === LEARNING_VIRTUES_GOALS_REQUEST_UID) {
          const request = (await strapi.db.query(LEARNING_VIRTUES_GOALS_REQUEST_UID).findOne({ where: { id: holder.id }, select: ['pdf_files'] })) as { pdf_files: string[] | null } | null;
          const keys = request?.pdf_files ?? [];
          if (request && !keys.includes(file.name)) await strapi.db.query(LEARNING_VIRTUES_GOALS_REQUEST_UID).update({ where: { id: holder.id }, data: { pdf_files: [...keys, file.name] } });
        }
      }
      await upload.remove(file);
      moved += 1;
    } catch (error) {
      // Left where it is for the next start to try again; the rest still move.
      strapi.log.error(`pdfs: could not move ${file.name} (${file.url}) to the private file store: ${(error as Error).message}`);
    }
  }
  strapi.log.info(`pdfs: moved ${moved} of ${files.length} PDFs from the public media library to the private file store`);
  return moved;
}
