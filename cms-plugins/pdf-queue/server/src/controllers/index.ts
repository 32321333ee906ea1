import connectionsPdfs from './connections-pdfs';
import learningGoalsPdfs from './learning-goals-pdfs';
import unverifiedAbsenceEmails from './unverified-absence-emails';

export default { 'connections-pdfs': connectionsPdfs, 'learning-goals-pdfs': learningGoalsPdfs, 'unverified-absence-emails': unverifiedAbsenceEmails };
