/**
 * email-sends: email through SES (the local emulator in development) with a statistics row per
 * message, SES delivery events from SNS, and a suppression list (see ../../README.md).
 */
import config from './config';
import contentTypes from './content-types';
import controllers from './controllers';
import destroy from './destroy';
import register from './register';
import routes from './routes';
import services from './services';

export default { register, destroy, config, contentTypes, controllers, routes, services };
