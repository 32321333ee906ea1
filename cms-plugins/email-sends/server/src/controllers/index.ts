import messages from './messages';
import optOuts from './opt-outs';
import send from './send';
import sns from './sns';

export default { messages, sns, send, 'opt-outs': optOuts };
