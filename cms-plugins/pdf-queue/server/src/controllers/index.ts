import connectionsPdfs from './connections-pdfs';

export default { 'connections-pdfs': connectionsPdfs };
