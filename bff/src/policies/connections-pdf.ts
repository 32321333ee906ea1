import type { ConnectionsPdf } from '../models/records/connections-pdf.ts';
import { administeredOnOwnCampus } from './admin.ts';
import { definePolicy } from './policy.ts';

/**
 * Connections PDFs (admin spec 7 "Connections PDF", "Send PDF email"): administrators read,
 * download, email and delete their own campus's; readers never see them (the emailed link
 * carries its own right: connections-pdf/download-link.ts).
 */
export const connectionsPdfPolicy = definePolicy<ConnectionsPdf>()({
  administer: administeredOnOwnCampus<ConnectionsPdf>(),
});
