import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { createPrivateFileStore, type PrivateFileStore } from '../private-files/store';
import { getConfig, PLUGIN } from '../utils';

/**
 * The one store of files about people (see ../private-files/store.ts), made from the plugin's
 * `privateFiles` setting: a folder on disk, or private S3 objects.
 */
export default ({ strapi }: { strapi: Core.Strapi }): PrivateFileStore => {
  const config = getConfig(strapi).privateFiles;
  if (!config.s3) {
    // Strapi serves everything under public/ to anyone: a folder in there would undo the point.
    const publicDir = path.resolve(strapi.dirs.static.public);
    const dir = path.resolve(config.dir);
    if (dir === publicDir || dir.startsWith(`${publicDir}${path.sep}`)) throw new Error(`pdfs: PRIVATE_FILES_DIR (${dir}) must be outside the public folder ${publicDir}`);
  }
  return createPrivateFileStore(config);
};

/** The private file store, as the rest of this plugin reaches it. */
export const privateFilesOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<PrivateFileStore>('private-files');
