import connectionsPdfs from './connections-pdfs';
import learningVirtuesGoalsPdfs from './learning-virtues-goals-pdfs';
import privateFiles from './private-files';

export default { 'connections-pdfs': connectionsPdfs, 'learning-virtues-goals-pdfs': learningVirtuesGoalsPdfs, 'private-files': privateFiles };
