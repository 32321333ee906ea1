/**
 * What an uploaded image is for, and so its size (admin spec 9): a newsletter's hero
 * 450×320, a notice's thumbnail 150×110, a newsletter header 1600×690 JPEG, or an image
 * inside rich text, scaled to at most 1600 px wide. Kept apart from the upload's schema, so the
 * reader's cards read the sizes without bringing zod into their screens.
 */
export const IMAGE_USES = ['hero', 'thumbnail', 'header', 'content'] as const;
export type ImageUse = (typeof IMAGE_USES)[number];

export const IMAGE_SIZES = {
  hero: { width: 450, height: 320 },
  thumbnail: { width: 150, height: 110 },
  header: { width: 1600, height: 690 },
} as const satisfies Partial<Record<ImageUse, { width: number; height: number }>>;

export const CONTENT_IMAGE_MAX_WIDTH = 1600;

/** The largest image accepted, before encoding (base64 adds a third on the wire). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** What a person is told when an image is refused (after the '|' of the answer, spec 7). */
export const IMAGE_MESSAGES = {
  tooLarge: `Choose an image of at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'Choose a JPEG, PNG, WebP or GIF image.',
  notImage: 'The file is not an image. Choose a JPEG, PNG, WebP or GIF image.',
  unreadable: 'The image could not be read. It may be damaged; try another file.',
  notBase64: 'The image is not valid base64.',
} as const;
