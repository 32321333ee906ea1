import connectionsPdfs from './connections-pdfs';
import learningGoalsPdfs from './learning-goals-pdfs';
import postPdfs from './post-pdfs';
import privateFiles from './private-files';
import unverifiedAbsenceEmails from './unverified-absence-emails';

export default {
  'connections-pdfs': connectionsPdfs,
  'learning-goals-pdfs': learningGoalsPdfs,
  'post-pdfs': postPdfs,
  'private-files': privateFiles,
  'unverified-absence-emails': unverifiedAbsenceEmails,
};
