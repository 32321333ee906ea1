import type { MetricCounts } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { ModelDeps } from './model-deps.ts';

/**
 * Reader 2.1 Metrics: the counts of the person's campus since a moment, made by the database
 * (the CMS's portal-metric summary; no record is read). Who may see them is the route's
 * question (staff and administrators, policies/student.ts `isStaff`).
 */
export function createMetrics({ cms }: Pick<ModelDeps, 'cms'>) {
  return {
    countsSince: (person: PortalUser, since: Date): Promise<MetricCounts> =>
      cms.get<MetricCounts>('portal-metrics/summary', { campus: person.campus, from: since.toISOString() }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
