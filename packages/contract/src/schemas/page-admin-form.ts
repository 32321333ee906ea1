import { z } from 'zod';
import { PAGE_ADMIN_MESSAGES as M } from '../admin-messages.ts';
import { FOLDER_VIEWS, driveFolderId } from '../rich-text/content-rules.ts';
import { hasContent } from '../rules/excerpt.ts';
import { PAGE_TYPE_NAMES } from '../rules/places.ts';
import type { PageTypeRecord } from './place.ts';

// Admin only (the Page editor, CREATE PAGE): apart from the page schemas so that the reader bundle leaves it out.

/**
 * Admin spec 2 "Page editor" and 5 "Page form": every field of the form with its message.
 * The page types are needed to know which type is Static Page (content required) and which
 * is Documents (Google Drive folder required). What it parses is the pageData of POST pages
 * or PUT pages/{pageUid} (add the page's updated_at to the latter).
 */
export function adminPageFormSchema(pageTypes: readonly PageTypeRecord[]) {
  const typeName = (uid: string) => pageTypes.find((type) => type.pagetypeUid === uid)?.pageType ?? null;
  return z
    .object({
      placeUid: z.string(),
      pagetypeUid: z.string(),
      title: z.string().trim().max(200),
      navigation: z.boolean(),
      landing_page: z.boolean(),
      pageHide: z.boolean().optional().default(false),
      content_html: z.string().max(500_000),
      google_drive_url: z.string().trim().max(2000),
      file_view_type: z.enum(FOLDER_VIEWS).default('list'),
      description: z.string().trim().max(5000),
      publish_start: z.string().nullable(),
      publish_end: z.string().nullable(),
    })
    .superRefine((page, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const type = typeName(page.pagetypeUid);
      if (page.placeUid === '') issue('placeUid', M.place);
      if (type === null) issue('pagetypeUid', M.pagetype);
      if (page.title === '') issue('title', M.title);
      if (type === PAGE_TYPE_NAMES.staticPage && !hasContent(page.content_html)) issue('content_html', M.content);
      if (type === PAGE_TYPE_NAMES.documents && driveFolderId(page.google_drive_url) === null) issue('google_drive_url', M.driveFolder);
      if (page.description === '') issue('description', M.description);
    });
}
export type AdminPageForm = z.input<ReturnType<typeof adminPageFormSchema>>;
