import type { PortalUser } from '../auth/portal-users.ts';
import { authorize } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';

/** An image as the upload stores it: its bytes, file name and type. */
export type ImageFile = { data: Buffer; name: string; mime: string };

/**
 * Images of rich text and featured images (admin spec 7 "Editor image upload"), kept in
 * Strapi's upload plugin (its media library): who may add one is policies/image.ts's to say.
 */
export function createImages({ cms, shared }: Pick<ModelDeps, 'cms' | 'shared'>) {
  return {
    /** Returns when the person may upload an image (administrators, and editors of a place of their campus); 403 otherwise. */
    async authorizeUpload(person: PortalUser): Promise<CachedRead<PortalUser>> {
      const places = await shared.placeReads.places(person.campus);
      authorize(person, 'image.upload', { places: places.value.data });
      return { value: person, staleSince: places.staleSince };
    },

    /** Stores an image a person allowed by `authorizeUpload` sent: its URL, `/uploads/…` (served by the BFF) or absolute with a cloud provider. */
    store: (image: ImageFile): Promise<{ url: string }> => cms.upload(image),

    /** A stored upload's bytes as the CMS answers them (`/uploads/…`), for the BFF to serve on the portal's origin: public by design. */
    stored: (path: string): Promise<Response> => cms.uploadedFile(path),
  };
}

export type Images = ReturnType<typeof createImages>;
