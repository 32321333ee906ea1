import send from './send';
import snsMessage from './sns-message';
import suppression from './suppression';

export default { suppression, 'sns-message': snsMessage, send };
