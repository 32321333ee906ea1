/**
 * cache-events: a change event for every committed write of a cached content type, sent to
 * the BFF (see ../../README.md).
 */
import bootstrap from './bootstrap';
import config from './config';
import destroy from './destroy';
import register from './register';
import services from './services';

export default { register, bootstrap, destroy, config, services };
