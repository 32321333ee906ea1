/**
 * pdfs: the PDFs the CMS makes (the Connections PDF and the Learning Virtues goals PDFs, in jobs
 * of the jobs plugin; a post's PDF on request) and the private file store that keeps files about
 * people (see ../../README.md).
 */
import bootstrap from './bootstrap';
import config from './config';
import controllers from './controllers';
import register from './register';
import routes from './routes';
import services from './services';

export default { register, bootstrap, config, controllers, routes, services };
