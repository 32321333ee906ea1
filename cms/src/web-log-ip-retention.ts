import type { Core } from '@strapi/strapi';
import { DAY_MS, daysFromEnv } from './env-days';

const WEB_LOG = 'api::web-log.web-log';
const DEFAULT_RETENTION_DAYS = 90;
// Daily at 03:15 server time, when hardly anyone visits.
const DAILY_RULE = '0 15 3 * * *';

/**
 * Forgets where old page visits came from: visits older than WEBLOG_IP_RETENTION_DAYS lose
 * their IP address (and the IP-lookup key, which holds the same address); the visit itself
 * stays for the page and platform statistics. One conditional update, so several replicas
 * running it at once do the same harmless work.
 */
export const purgeOldWebLogIps = async (strapi: Core.Strapi, now = new Date()): Promise<void> => {
  const days = daysFromEnv('WEBLOG_IP_RETENTION_DAYS', DEFAULT_RETENTION_DAYS);
  const { count } = await strapi.db.query(WEB_LOG).updateMany({
    where: {
      visited_at: { $lt: new Date(now.getTime() - days * DAY_MS) },
      $or: [{ ip_address: { $notNull: true } }, { ip_lookup_key: { $notNull: true } }],
    },
    data: { ip_address: null, ip_lookup_key: null },
  });
  if (count > 0) {
    strapi.log.info(`Removed the IP address of ${count} page visits older than ${days} days.`);
  }
};

/** Runs the purge every day (Strapi's cron, started with the server). */
export const scheduleWebLogIpPurge = (strapi: Core.Strapi): void => {
  strapi.cron.add({
    webLogIpRetention: {
      task: async () => {
        await purgeOldWebLogIps(strapi);
      },
      options: { rule: DAILY_RULE },
    },
  });
};
