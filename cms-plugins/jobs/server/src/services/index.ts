import jobs from './jobs';

export default { jobs };
