import messages from './messages';
import sns from './sns';
import statistics from './statistics';

export default { messages, sns, statistics };
