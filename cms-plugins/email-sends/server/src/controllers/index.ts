import messages from './messages';
import optOuts from './opt-outs';
import send from './send';
import sns from './sns';
import statistics from './statistics';

export default { messages, sns, statistics, send, 'opt-outs': optOuts };
