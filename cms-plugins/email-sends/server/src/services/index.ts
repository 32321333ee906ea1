import { factories } from '@strapi/strapi';
import comingUp from './coming-up';
import connectionsPdfEmails from './connections-pdf-emails';
import emailSending from './email-sending';
import sends from './sends';
import snsEvents from './sns-events';
import statistics from './statistics';

import { SEND } from '../utils';

// `send` is the send records' core service, which the core find and findOne of controllers/send.ts call.
export default {
  sends,
  'sns-events': snsEvents,
  statistics,
  'email-sending': emailSending,
  'coming-up': comingUp,
  'connections-pdf-emails': connectionsPdfEmails,
  send: factories.createCoreService(SEND),
};
