import sends from './sends';
import snsEvents from './sns-events';

export default { sends, 'sns-events': snsEvents };
