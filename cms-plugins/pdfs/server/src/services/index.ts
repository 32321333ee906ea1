import connectionsPdfs from './connections-pdfs';
import formSignedCopies from './form-signed-copies';
import learningVirtuesGoalsPdfs from './learning-virtues-goals-pdfs';
import privateFiles from './private-files';

export default {
  'connections-pdfs': connectionsPdfs,
  'form-signed-copies': formSignedCopies,
  'learning-virtues-goals-pdfs': learningVirtuesGoalsPdfs,
  'private-files': privateFiles,
};
