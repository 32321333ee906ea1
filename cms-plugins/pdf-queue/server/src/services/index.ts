import connectionsPdfs from './connections-pdfs';
import jobs from './jobs';

export default { jobs, 'connections-pdfs': connectionsPdfs };
