import messages from './messages';
import sns from './sns';

export default { messages, sns };
