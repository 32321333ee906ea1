import connectionsPdfs from './connections-pdfs';
import jobs from './jobs';
import learningGoalsPdfs from './learning-goals-pdfs';
import privateFiles from './private-files';

export default { jobs, 'connections-pdfs': connectionsPdfs, 'learning-goals-pdfs': learningGoalsPdfs, 'private-files': privateFiles };
