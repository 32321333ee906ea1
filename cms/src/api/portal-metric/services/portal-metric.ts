import type { Core } from '@strapi/strapi';
import { schoolDayOf, type MetricCounts } from '@portal/contract';

/** The campus's IANA zone, as configured for the plugins (SYDNEY_TIME_ZONE, ARMIDALE_TIME_ZONE; config/plugins.ts). */
const timeZoneOf = (strapi: Core.Strapi, campus: string): string => {
  const { timeZones } = strapi.config.get('plugin::pdfs') as { timeZones: Record<string, string> };
  return timeZones[campus] ?? timeZones.sydney!;
};

const WEB_LOG = 'api::web-log.web-log';
const READ_POST = 'api::read-post.read-post';
const ABSENCE = 'api::absence.absence';

/**
 * Counts for the staff Metrics screen, made by the database (COUNT and COUNT DISTINCT), never
 * by reading rows into the CMS: active people (distinct people with a visit), notices read
 * (read marks on the campus's posts) and absences notified by a carer, each since `from`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async summary(campus: string, from: Date): Promise<MetricCounts> {
    const webLogs = strapi.db.metadata.get(WEB_LOG);
    const column = (attribute: string) => (webLogs.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
    const [active] = (await strapi.db
      .connection(webLogs.tableName)
      .where(column('campus'), campus)
      .where(column('visited_at'), '>=', from)
      .whereNotNull(column('users_userid'))
      .countDistinct({ people: column('users_userid') })) as { people: unknown }[];
    const noticesRead = await strapi.db.query(READ_POST).count({ where: { createdAt: { $gte: from }, post: { campus } } });
    const absencesNotified = await strapi.db.query(ABSENCE).count({
      where: { absence_date: { $gte: schoolDayOf(from, timeZoneOf(strapi, campus)) }, notified_by_username: { $notNull: true }, student: { campus } },
    });
    return { active_people: Number(active?.people ?? 0), notices_read: noticesRead, absences_notified: absencesNotified };
  },
});
