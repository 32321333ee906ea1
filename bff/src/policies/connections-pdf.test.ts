import { describe } from 'vitest';
import type { ConnectionsPdf } from '../models/records/connections-pdf.ts';
import { storedRecord, walkPolicyTable } from '../test/policy-table.ts';
import { authorize } from './authorize.ts';

const pdf = (campus: ConnectionsPdf['campus'], status: ConnectionsPdf['status']): ConnectionsPdf => ({
  ...storedRecord('pdf-1'),
  title: 'Connections 1 May 2026',
  status,
  error: null,
  emailed: false,
  campus,
  pdf_file: status === 'Completed' ? 'connections-pdf-1.pdf' : null,
  users_userid: 'person-admin',
  users_username: 'admin1',
});

describe('the Connections PDF policy', () => {
  walkPolicyTable((someone, action: 'administer', record: ConnectionsPdf) => authorize(someone, `connections-pdf.${action}`, record), [
    { name: "a Sydney PDF being made", record: pdf('sydney', 'Generating'), allowed: { administer: ['admin'] } },
    { name: 'a Completed Sydney PDF', record: pdf('sydney', 'Completed'), allowed: { administer: ['admin'] } },
    { name: 'a PDF without a campus (nobody’s)', record: pdf(null, 'Completed'), allowed: { administer: [] } },
  ]);
});
