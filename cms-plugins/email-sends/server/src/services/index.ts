import sends from './sends';
import snsEvents from './sns-events';
import statistics from './statistics';

export default { sends, 'sns-events': snsEvents, statistics };
