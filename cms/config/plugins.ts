import fs from 'node:fs';
import path from 'node:path';

// The local upload provider refuses to start without public/uploads, and it is checked
// while plugins register, before any hook of ours runs. Config files load first, so the
// folder is created here rather than committed (uploads are git-ignored).
fs.mkdirSync(path.resolve(__dirname, '..', '..', 'public', 'uploads'), { recursive: true });

export default {};
