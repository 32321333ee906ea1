import { factories } from '@strapi/strapi';
import bulkSends from './bulk-sends';
import comingUp from './coming-up';
import sends from './sends';
import snsEvents from './sns-events';
import statistics from './statistics';

import { SEND } from '../utils';

// `send` is the send records' core service, which the core find and findOne of controllers/send.ts call.
export default { sends, 'sns-events': snsEvents, statistics, 'bulk-sends': bulkSends, 'coming-up': comingUp, send: factories.createCoreService(SEND as never) };
