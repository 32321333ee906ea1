import connectionsPdfs from './connections-pdfs';
import learningVirtuesGoals from './learning-virtues-goals';
import postPdfs from './post-pdfs';
import privateFiles from './private-files';
import unverifiedAbsenceEmails from './unverified-absence-emails';

// A controller's name is part of its Content API route's action ('plugin::pdf-queue.learning-goals-pdfs.start',
// held by the BFF's API token in the database), so the Learning Virtues goals controller keeps its first name.
export default {
  'connections-pdfs': connectionsPdfs,
  'learning-goals-pdfs': learningVirtuesGoals,
  'post-pdfs': postPdfs,
  'private-files': privateFiles,
  'unverified-absence-emails': unverifiedAbsenceEmails,
};
