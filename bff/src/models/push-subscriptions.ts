import { isAcceptedPushEndpoint, PUSH_SUBSCRIPTION_MESSAGES, type PushSubscriptionInput } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { badRequest, conflict } from '../errors.ts';
import { authorize } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import type { PushSubscriptionRow } from './records/push-subscription.ts';

/** Alerts are off on this server (no VAPID key): said when a device tries to subscribe. */
export const ALERTS_OFF_MESSAGE = 'Alerts are not set up on this server yet: ask the school to turn them on.';

/**
 * The devices people get alerts on (issue 29), decided by policies/push-subscription.ts: each
 * person's own, listed, added (the browser's subscription, sent again each time the app opens)
 * and removed. The push services a subscription may name are checked here, before the CMS:
 * only the browsers' (and, outside production, this machine's loopback for tests).
 */
export function createPushSubscriptions({ cms, config }: Pick<ModelDeps, 'cms' | 'config'>) {
  const ofPerson = (person: PortalUser) => `push-subscriptions/of/${encodeURIComponent(person.documentId)}`;
  const owned = (person: PortalUser, row: Omit<PushSubscriptionRow, 'person'>): PushSubscriptionRow => ({
    ...row,
    person: person.documentId,
  });

  return {
    /** The VAPID public key devices subscribe with, or a refusal when alerts are off. */
    publicKey(): string {
      if (!config.alerts.vapidPublicKey) throw conflict(ALERTS_OFF_MESSAGE);
      return config.alerts.vapidPublicKey;
    },

    async listOwn(person: PortalUser): Promise<PushSubscriptionRow[]> {
      const rows = await cms.get<Array<Omit<PushSubscriptionRow, 'person'>>>(ofPerson(person));
      return rows.map((row) => owned(person, row));
    },

    async save(person: PortalUser, subscription: PushSubscriptionInput, device: string): Promise<PushSubscriptionRow> {
      if (!config.alerts.vapidPublicKey) throw conflict(ALERTS_OFF_MESSAGE);
      if (!isAcceptedPushEndpoint(subscription.endpoint, { loopbackAllowed: config.alerts.loopbackPushServices })) {
        throw badRequest(PUSH_SUBSCRIPTION_MESSAGES.endpoint);
      }
      const row = await cms.as(person).put<Omit<PushSubscriptionRow, 'person'>>(ofPerson(person), {
        campus: person.campus,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        expiration_time: subscription.expirationTime ?? null,
        device,
      });
      return owned(person, row);
    },

    async remove(person: PortalUser, id: string): Promise<PushSubscriptionRow> {
      const found = (await this.listOwn(person)).find((row) => row.documentId === id);
      // Another person's device, or none: the same answer (the policy's not-found).
      authorize(
        person,
        'push-subscription.manage',
        found ?? { documentId: id, person: '', device: '', endpoint: '', created_at: '' },
      );
      await cms.as(person).remove(ofPerson(person), id);
      return found!;
    },

    /** A device's acknowledgement of an alert it showed: the id is the proof (single use). */
    async acknowledge(id: string): Promise<boolean> {
      const answer = await cms.post<{ acknowledged: boolean }>('alert-deliveries/acknowledgements', { id });
      return answer.acknowledged;
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
