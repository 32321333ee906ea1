import type { CmsRecord } from '@portal/cms/types';

/** A campus's one email that carries the Connections PDF to its subscribers. */
export type PdfEmailTemplate = CmsRecord<'api::pdf-email-template.pdf-email-template'>;
