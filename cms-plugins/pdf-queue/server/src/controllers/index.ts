import connectionsPdfs from './connections-pdfs';
import learningGoalsPdfs from './learning-goals-pdfs';
import privateFiles from './private-files';
import unverifiedAbsenceEmails from './unverified-absence-emails';

export default { 'connections-pdfs': connectionsPdfs, 'learning-goals-pdfs': learningGoalsPdfs, 'private-files': privateFiles, 'unverified-absence-emails': unverifiedAbsenceEmails };
