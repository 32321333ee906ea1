import connectionsPdfEmails from './connections-pdf-emails';
import messages from './messages';
import optOuts from './opt-outs';
import send from './send';
import sns from './sns';
import statistics from './statistics';
import unverifiedAbsenceEmails from './unverified-absence-emails';

export default {
  messages,
  sns,
  statistics,
  send,
  'opt-outs': optOuts,
  'connections-pdf-emails': connectionsPdfEmails,
  'unverified-absence-emails': unverifiedAbsenceEmails,
};
