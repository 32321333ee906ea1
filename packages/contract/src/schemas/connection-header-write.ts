import { z } from 'zod';
import { HEADER_MESSAGES, POST_MESSAGES } from '../admin-messages.ts';
import { isSafeImageSource } from '../rich-text/allow-list.ts';
import { CAPTION_LOCATIONS } from './connection-header.ts';
import { pastStartIssue, publishBoundInput, windowIssues, type StartContext } from './publish-dates.ts';

// The admin side's write body, apart from the record schema so that the reader bundle leaves it out.

const headerFields = z.strictObject({
  caption: z.string().max(300).optional().default(''),
  caption_location: z.enum(CAPTION_LOCATIONS),
  alttext: z.string().max(300).optional().default(''),
  /** The address the image upload answered (a 1600 by 690 JPEG), or the header's own when kept. */
  featured_img_url: z.string().max(2000).nullable(),
  publish_start: publishBoundInput,
  publish_end: publishBoundInput,
});
type HeaderFields = z.output<typeof headerFields>;

/** Admin spec 5 "Header": caption unless no_caption, both dates, end not before start, an image. */
function headerRules(header: HeaderFields, ctx: z.core.$RefinementCtx<HeaderFields>) {
  const issue = (path: keyof HeaderFields, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (header.caption_location !== 'no_caption' && header.caption.trim() === '') issue('caption', HEADER_MESSAGES.caption);
  for (const { path, message } of windowIssues(header.publish_start, header.publish_end)) issue(path, message);
  if (!header.featured_img_url || !isSafeImageSource(header.featured_img_url)) issue('featured_img_url', POST_MESSAGES.image);
}

/** A header with no_caption has no caption, whatever the form still held. */
const normaliseHeader = (header: HeaderFields) => ({ ...header, caption: header.caption_location === 'no_caption' ? '' : header.caption.trim() });

/** The header write body (`{ data }`) without the start-date rule, which the BFF checks against the stored start. */
export const connectionHeaderWriteInput = z.object({ data: headerFields.superRefine(headerRules).transform(normaliseHeader) });
export type ConnectionHeaderWrite = z.infer<typeof connectionHeaderWriteInput>['data'];

/** Every rule of the header form, the start date's included (`keptStart`: the start of the header being edited). */
export function connectionHeaderFormSchema(context: StartContext) {
  return headerFields.superRefine((header, ctx) => {
    headerRules(header, ctx);
    const issue = pastStartIssue(header.publish_start, context);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
}
