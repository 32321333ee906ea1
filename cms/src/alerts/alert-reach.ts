import type { Core } from '@strapi/strapi';
import type { AlertReachPersonRecord, AlertReachRecord, Campus } from '@portal/contract';
import { ALERT, ALERT_DELIVERY } from './alert-sending-job';

const PORTAL_USER = 'api::portal-user.portal-user';
const STATISTIC = 'api::email-statistic.email-statistic';
/** Alerts listed on the admin's Dashboard tab: the newest. */
const LISTED = 10;
const PAGE = 500;

type AlertRow = {
  id: number;
  documentId: string;
  kind: 'emergency' | 'all-clear';
  campus: Campus;
  message: string | null;
  status: string;
  createdAt: string | Date;
  email_after: string | Date | null;
};
type PersonRow = {
  id: number;
  documentId: string;
  username: string;
  firstname: string | null;
  surname: string | null;
  type: string;
};

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const activePeople = (campus: Campus) => ({ campus, $or: [{ active: true }, { active: { $null: true } }] });

/** Who acknowledged the alert on a device (first acknowledgement each), and who was emailed it (when). */
async function reachedOf(strapi: Core.Strapi, alertId: string) {
  const acknowledged = new Map<string, string>();
  for (const row of (await strapi.db.query(ALERT_DELIVERY).findMany({
    where: { alert: alertId, acknowledged_at: { $notNull: true } },
    select: ['person', 'acknowledged_at'],
    orderBy: { acknowledged_at: 'asc' },
  })) as Array<{ person: string; acknowledged_at: string | Date }>) {
    if (!acknowledged.has(row.person)) acknowledged.set(row.person, iso(row.acknowledged_at)!);
  }
  const emailed = new Map<string, string>();
  for (const row of (await strapi.db.query(STATISTIC).findMany({
    where: { send_id: alertId, SESSendTime: { $notNull: true } },
    select: ['recipient_id', 'SESSendTime'],
  })) as Array<{ recipient_id: string | null; SESSendTime: string | Date }>) {
    if (row.recipient_id) emailed.set(row.recipient_id, iso(row.SESSendTime)!);
  }
  return { acknowledged, emailed };
}

/**
 * The campus's latest emergency alerts with their reach (issue 29): everyone of the campus, those
 * a device of theirs acknowledged (by push), those emailed and not acknowledged (by email), and
 * the rest (not reached yet).
 */
export async function campusAlertReach(strapi: Core.Strapi, campus: Campus): Promise<AlertReachRecord[]> {
  const alerts = (await strapi.db.query(ALERT).findMany({
    where: { campus, kind: { $in: ['emergency', 'all-clear'] } },
    select: ['id', 'documentId', 'kind', 'campus', 'message', 'status', 'createdAt', 'email_after'],
    orderBy: { id: 'desc' },
    limit: LISTED,
  })) as AlertRow[];
  const people = await strapi.db.query(PORTAL_USER).count({ where: activePeople(campus) });
  return Promise.all(
    alerts.map(async (alert) => {
      const { acknowledged, emailed } = await reachedOf(strapi, alert.documentId);
      const byPush = acknowledged.size;
      const byEmail = [...emailed.keys()].filter((person) => !acknowledged.has(person)).length;
      return {
        alertUid: alert.documentId,
        kind: alert.kind,
        message: alert.message ?? '',
        created_at: iso(alert.createdAt)!,
        status: alert.status,
        people,
        by_push: byPush,
        by_email: byEmail,
        not_reached: Math.max(0, people - byPush - byEmail),
        email_after: iso(alert.email_after),
      };
    }),
  );
}

/** Each person of the alert's campus and how the alert reached them, or null for no such alert of the campus. */
export async function alertReachPeople(
  strapi: Core.Strapi,
  campus: Campus,
  alertId: string,
): Promise<AlertReachPersonRecord[] | null> {
  const alert = (await strapi.db.query(ALERT).findOne({
    where: { documentId: alertId, campus, kind: { $in: ['emergency', 'all-clear'] } },
    select: ['documentId'],
  })) as Pick<AlertRow, 'documentId'> | null;
  if (!alert) return null;
  const { acknowledged, emailed } = await reachedOf(strapi, alertId);
  const people: AlertReachPersonRecord[] = [];
  let after = 0;
  for (;;) {
    const page = (await strapi.db.query(PORTAL_USER).findMany({
      where: { ...activePeople(campus), id: { $gt: after } },
      select: ['id', 'documentId', 'username', 'firstname', 'surname', 'type'],
      orderBy: { id: 'asc' },
      limit: PAGE,
    })) as PersonRow[];
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    for (const person of page) {
      const acknowledgedAt = acknowledged.get(person.documentId) ?? null;
      const emailedAt = emailed.get(person.documentId) ?? null;
      people.push({
        userUid: person.documentId,
        username: person.username,
        name: [person.firstname, person.surname].filter(Boolean).join(' ') || person.username,
        type: person.type,
        reached: acknowledgedAt ? 'push' : emailedAt ? 'email' : 'not-yet',
        acknowledged_at: acknowledgedAt,
        emailed_at: emailedAt,
      });
    }
    if (page.length < PAGE) break;
  }
  // Whoever is not reached yet first: that is who the school must still call.
  const order = { 'not-yet': 0, email: 1, push: 2 } as const;
  return people.sort((a, b) => order[a.reached] - order[b.reached] || a.name.localeCompare(b.name));
}
