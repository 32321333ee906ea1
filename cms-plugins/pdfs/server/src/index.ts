/**
 * pdf-queue: durable jobs in one table (SQLite or PostgreSQL), and the PDFs they render
 * (see ../../README.md).
 */
import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import controllers from './controllers';
import destroy from './destroy';
import routes from './routes';
import services from './services';

export default { bootstrap, destroy, config, contentTypes, controllers, routes, services };
