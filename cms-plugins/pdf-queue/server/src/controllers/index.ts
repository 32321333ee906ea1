import connectionsPdfs from './connections-pdfs';
import learningGoalsPdfs from './learning-goals-pdfs';

export default { 'connections-pdfs': connectionsPdfs, 'learning-goals-pdfs': learningGoalsPdfs };
