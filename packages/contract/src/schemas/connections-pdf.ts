import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** Admin spec 3: Generating until the job ends; a failure keeps Generating and fills `error`. */
export const CONNECTIONS_PDF_STATUSES = ['Generating', 'Completed'] as const;

export const connectionsPdfRecord = z.strictObject({
  connections_pdfUid: z.string(),
  title: z.string(),
  status: z.enum(CONNECTIONS_PDF_STATUSES),
  error: z.string().nullable(),
  emailed: z.boolean(),
  created_at: isoDateTime,
  /** The stored PDF's file name once Completed; it is downloaded through a signed link (`generate_pdf_signed_url=yes`). */
  url: z.string().nullable(),
});
export type ConnectionsPdfRecord = z.infer<typeof connectionsPdfRecord>;

/** Admin spec 2: the list is paged (newest first); X-Total-Count tells how many there are. */
export const connectionsPdfListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

/** Admin spec 7: `GET connections-pdf/{id}/?generate_pdf_signed_url=yes` answers a short-lived download link instead of the record. */
export const connectionsPdfOneQuery = z.strictObject({
  generate_pdf_signed_url: z.enum(['yes', 'no']).optional(),
});

/** The body of the start call is not shown by the spec; a title may be given, otherwise it is dated. */
export const connectionsPdfStartInput = z.strictObject({
  title: z.string().trim().min(1).max(200).optional(),
});
