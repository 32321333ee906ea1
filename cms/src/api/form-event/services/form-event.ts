import { factories } from '@strapi/strapi';
import { appendFormEvent, type NewFormEvent } from '../../../consent-forms/evidence';

/**
 * A form's log as the plugins reach it (`strapi.service('api::form-event.form-event')`): the
 * email-sends plugin's reminder job records the automatic reminders it sent through `append`,
 * so that they join the form's hash chain exactly as the CMS's own events do.
 */
export default factories.createCoreService('api::form-event.form-event', ({ strapi }) => ({
  append: (event: NewFormEvent) => appendFormEvent(strapi, event),
}));
