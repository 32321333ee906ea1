import connectionsPdfs from './connections-pdfs';
import jobs from './jobs';
import learningGoalsPdfs from './learning-goals-pdfs';

export default { jobs, 'connections-pdfs': connectionsPdfs, 'learning-goals-pdfs': learningGoalsPdfs };
