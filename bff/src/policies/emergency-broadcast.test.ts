import { describe } from 'vitest';
import type { EmergencyBroadcast } from '../models/records/emergency-broadcast.ts';
import { storedRecord, walkPolicyTable } from '../test/policy-table.ts';
import { authorize } from './authorize.ts';

const broadcast = (status: boolean): EmergencyBroadcast => ({ ...storedRecord('broadcast-1'), campus: 'sydney', message: 'Gas leak: evacuate to the oval.', status });

describe('the emergency broadcast policy', () => {
  walkPolicyTable((someone, action: 'read' | 'administer', record: EmergencyBroadcast) => authorize(someone, `emergency-broadcast.${action}`, record), [
    { name: 'a raised Sydney broadcast', record: broadcast(true), allowed: { read: ['carer', 'student', 'staff', 'admin'], administer: ['admin'] } },
    { name: 'a cleared Sydney broadcast', record: broadcast(false), allowed: { read: ['carer', 'student', 'staff', 'admin'], administer: ['admin'] } },
  ]);
});
