import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseSchemas } from '@portal/contract';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';

/** Calls that answer a file or a page as it is, outside the envelope: no records to pin. */
const FILE_ANSWERS = ['GET calendar/:id/ics', 'GET public/ribbon-logo.png', 'GET calendar/feed/:token.ics', 'GET public/connections-pdf-file', 'GET public/learning-virtues-pdf-zip', 'GET unsubscribe', 'POST unsubscribe', 'POST student-academic-reports/download', 'GET posts/pdf/:id', 'GET public/student-notes-csv', 'GET public/student-goals-csv', 'GET public/absences-csv', 'GET public/consent-form-matrix', 'GET public/form-signed-copy', 'GET consent-forms/:id/attachments/:file', 'GET forms/:id/attachments/:file', 'GET docusign/attachments/:file', 'GET docusignpk/attachments/:file', 'GET docusignpkkps/attachments/:file', 'GET docusign-interview/attachments/:file'];

let bff: OwnBff;
beforeAll(async () => {
  bff = await startOwnBff(stackBffConfig());
});
afterAll(() => bff.close());

describe('response schemas', () => {
  it('pin the answer of every call the BFF routes, and name no call it does not route', () => {
    const routed = bff.app.apiRouters.flatMap((router) =>
      router.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path).replace(/^\/api\//, '')}`)),
    );
    expect(routed.filter((call) => !FILE_ANSWERS.includes(call)).sort()).toEqual(Object.keys(responseSchemas).sort());
  });
});
