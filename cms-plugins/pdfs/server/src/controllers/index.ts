import connectionsPdfs from './connections-pdfs';
import learningVirtuesGoalsPdfs from './learning-virtues-goals-pdfs';
import postPdfs from './post-pdfs';
import privateFiles from './private-files';

// A controller's name is part of its Content API action ('plugin::pdfs.connections-pdfs.start'),
// which the BFF's token holds (cms/src/bff-token-scope.ts).
export default {
  'connections-pdfs': connectionsPdfs,
  'learning-virtues-goals-pdfs': learningVirtuesGoalsPdfs,
  'post-pdfs': postPdfs,
  'private-files': privateFiles,
};
