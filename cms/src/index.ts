import type { Core } from '@strapi/strapi';
import { keepApiTokenAuthBriefly } from './api-token-auth-memo';
import { ensureBffApiTokens } from './bff-api-token';
import { ensureDevelopmentAccounts, ensureEditorRole, ensureReadOnlyAuditTrail } from './admin-panel-access';
import { applyContentManagerConfiguration } from './admin-panel/apply-content-manager-configuration';
import { registerCustomFields } from './admin-panel/custom-fields';
import { queueAlertsOnWrites } from './alerts/alert-triggers';
import { registerAlerts } from './alerts/register-alerts';
import { scheduleFormEvidencePurge } from './consent-forms/purge';
import { registerConsentForms } from './consent-forms/register-consent-forms';
import { auditWrites, fillAuditActorKinds } from './audit/audit-writes';
import { registerOperations, stopOperations } from './operations';
import { adoptUnlocalizedRows } from './content-languages/adopt-unlocalized-rows';
import { ensureContentLocales } from './content-languages/ensure-content-locales';
import {
  queueMachineTranslations,
  registerMachineTranslation,
} from './content-languages/machine-translation/machine-translation';
import { registerCoreApis } from './register-core-apis';
import { keepPlaceEditorsThroughUpgrade } from './people-ids/place-editor-usernames';
import { resolveStoredPeople } from './people-ids/resolve-stored-people';
import { migrateQuillLists } from './rich-text/migrate-quill-lists';
import { subscribeRichTextSanitising } from './rich-text/subscribe-rich-text-sanitising';
import { seedDemoSchoolIfEmpty } from './seed';
import { purgeOldWebLogIps, scheduleWebLogIpPurge } from './web-log-ip-retention';
import { ensureWebLogDayCounts, fillVisitCampuses } from './web-log-day-counts';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Strapi skips a plugin whose build is missing without a word; then no write would reach
    // the BFF's cache, which would answer with old records until it restarts, no email or SES
    // event would be handled, and a Connections PDF would stay Generating for ever.
    for (const plugin of ['cache-events', 'email-sends', 'jobs', 'pdfs']) {
      if (!strapi.plugin(plugin)) {
        throw new Error(`The ${plugin} plugin is not built: run \`npm run build --workspace cms-plugins\` (npm start does it).`);
      }
    }
    // Before the middlewares are set up (its own comes first) and before the job worker starts (its runs are logged).
    registerOperations(strapi);
    registerCoreApis(strapi);
    // Before the schemas load: the rich-text and audience attributes use these field types.
    registerCustomFields(strapi);
    // Here, before Strapi syncs the schema: a database from before keeps its places' editors.
    keepPlaceEditorsThroughUpgrade(strapi);
    // Here, before bootstrap: the seed's writes are audited too.
    auditWrites(strapi);
    // Its kind of job, before the job engine's worker starts (in its plugin's bootstrap).
    registerMachineTranslation(strapi);
    registerAlerts(strapi);
    registerConsentForms(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribeRichTextSanitising(strapi);
    await ensureContentLocales(strapi);
    await adoptUnlocalizedRows(strapi);
    // Before the seed: its published posts and events are translated too when machine translation is on.
    queueMachineTranslations(strapi);
    await migrateQuillLists(strapi);
    await ensureBffApiTokens(strapi);
    keepApiTokenAuthBriefly(strapi);
    // Before anything writes visits (the seed among them), so every visit is counted.
    await ensureWebLogDayCounts(strapi);
    await fillVisitCampuses(strapi);
    await ensureReadOnlyAuditTrail(strapi);
    await fillAuditActorKinds(strapi);
    await resolveStoredPeople(strapi);
    const editor = await ensureEditorRole(strapi);
    await ensureDevelopmentAccounts(strapi, editor);
    await applyContentManagerConfiguration(strapi);
    // Opt-in, so that a production database is never filled with the demo school by accident.
    if (process.env.PORTAL_SEED === 'demo') {
      await seedDemoSchoolIfEmpty(strapi);
    }
    // After the seed: the demo school's broadcasts and notices are its history, not news to push.
    queueAlertsOnWrites(strapi);
    // After the seed, whose oldest visits are already past the retention period.
    await purgeOldWebLogIps(strapi);
    scheduleWebLogIpPurge(strapi);
    await scheduleFormEvidencePurge(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopOperations(strapi);
  },
};
