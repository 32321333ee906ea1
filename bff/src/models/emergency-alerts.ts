import type { AlertReachPersonRecord, AlertReachRecord } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { authorize } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';

/**
 * The reach of a campus's emergency alerts (issue 29), for its administrators
 * (policies/emergency-alert.ts): the CMS counts whom each alert reached by push and by email from
 * its deliveries and email statistics. An administrator asks about their own campus, always.
 */
export function createEmergencyAlerts({ cms }: Pick<ModelDeps, 'cms'>) {
  return {
    async reachOf(person: PortalUser): Promise<AlertReachRecord[]> {
      authorize(person, 'emergency-alert.readReach', { campus: person.campus });
      return cms.get<AlertReachRecord[]>(`alerts/reach/${person.campus}`);
    },

    async peopleOf(person: PortalUser, alertId: string): Promise<AlertReachPersonRecord[]> {
      authorize(person, 'emergency-alert.readReach', { campus: person.campus });
      return cms.get<AlertReachPersonRecord[]>(`alerts/reach/${person.campus}/${encodeURIComponent(alertId)}/people`);
    },
  };
}

export type EmergencyAlerts = ReturnType<typeof createEmergencyAlerts>;
