import { t } from '@lingui/core/macro';
import type { WebLogInput, WebLogRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { OfflineFeature, QueuedWrite } from '@/offline/declarations.ts';

/** A page visit with the id that lets the BFF store a replayed visit only once. */
type QueuedVisit = Required<WebLogInput['data']>;

/**
 * Browser, OS, country, time and the user's names are added by the BFF. The contract's zod
 * schema is not run here: these fields come from code, and zod would weigh on the reader
 * bundle.
 */
export const sendVisit: QueuedWrite<QueuedVisit, WebLogRecord> = {
  kind: 'visit',
  key: (visit) => `visit:${visit.clientVisitId}`,
  send: (visit) => api.post<WebLogRecord>('weblogs/', { data: visit } satisfies WebLogInput),
  describe: () => t`Recording a page visit`,
  fromVersion2: ({ body }) => (body as { data?: QueuedVisit } | undefined)?.data ?? null,
};

export const webLogsOffline: OfflineFeature = { writes: [sendVisit] };
