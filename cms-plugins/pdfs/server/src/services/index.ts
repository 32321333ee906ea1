import connectionsPdfs from './connections-pdfs';
import jobs from './jobs';
import learningVirtuesGoals from './learning-virtues-goals';
import privateFiles from './private-files';

export default { jobs, 'connections-pdfs': connectionsPdfs, 'learning-virtues-goals': learningVirtuesGoals, 'private-files': privateFiles };
