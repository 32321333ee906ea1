import { describe } from 'vitest';
import { INDEFINITE } from '@portal/contract';
import type { ConnectionHeader } from '../models/records/connection-header.ts';
import { storedRecord, walkPolicyTable } from '../test/policy-table.ts';
import { authorize } from './authorize.ts';

const header = (campus: ConnectionHeader['campus']): ConnectionHeader => ({
  ...storedRecord('header-1'),
  caption: 'Term 3 begins',
  caption_location: 'bottom_left',
  alttext: 'Students on the oval',
  featured_img_type: 'jpeg',
  featured_img_url: '/uploads/term3_header.jpg',
  publish_start: '2026-05-01T00:00:00.000Z',
  publish_end: INDEFINITE,
  campus,
  users_userid: 'person-admin',
  users_username: 'admin1',
  users_firstname: 'Alex',
  users_lastname: 'Admin',
});

describe('the connection header policy', () => {
  walkPolicyTable((someone, action: 'read' | 'administer', record: ConnectionHeader) => authorize(someone, `connection-header.${action}`, record), [
    { name: 'a Sydney header', record: header('sydney'), allowed: { read: ['carer', 'student', 'staff', 'admin'], administer: ['admin'] } },
    { name: 'a header without a campus (read by every campus, changed by no administrator)', record: header(null), allowed: { read: ['carer', 'student', 'staff', 'admin'], administer: [] } },
  ]);
});
