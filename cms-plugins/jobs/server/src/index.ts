/**
 * jobs: durable jobs in one table (SQLite or PostgreSQL), claimed with a lease, retried with
 * backoff and taken up again after a crash, for the kinds other plugins register (see ../../README.md).
 */
import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import destroy from './destroy';
import services from './services';

export default { bootstrap, destroy, config, contentTypes, services };
