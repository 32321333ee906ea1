/**
 * email-sends: email through SES (the local emulator in development) with a statistics row per
 * message, SES delivery events from SNS, a suppression list, and the email that goes out in
 * durable jobs: bulk sends, the Connections PDF's email, the daily absence emails (see ../../README.md).
 */
import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import controllers from './controllers';
import destroy from './destroy';
import register from './register';
import routes from './routes';
import services from './services';

export default { register, bootstrap, destroy, config, contentTypes, controllers, routes, services };
