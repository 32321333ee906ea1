import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import qs from 'qs';
import { startStack } from '../src/stack/stack.ts';
import { signIn } from '../src/test/sign-in.ts';

/**
 * The BFF's notice list against the same query sent straight to the CMS, side by side in one
 * run on one seeded database, so the ratio says what the BFF's checks and shaping cost.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const stack = await startStack({
  port: 3400,
  cmsPort: 1640,
  idpPort: 4400,
  cmsEnv: { DATABASE_FILENAME: path.join(workDir, 'cms.db') },
  cmsLogFile: path.join(workDir, 'cms.log'),
  log: () => {},
});

type Result = { name: string; requests: number; p99: number; errors: number };

async function measure(name: string, url: string, token: string): Promise<Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
  });
  const errors = result.errors + result.non2xx;
  return { name, requests: result.requests.average, p99: result.latency.p99, errors };
}

try {
  const { access_token } = await signIn({ idpUrl: stack.idpUrl!, appUrl: stack.url, username: 'carer1' });
  const direct = qs.stringify(
    {
      filters: { type: { $in: ['notice'] }, published: { $eq: true }, campus: { $eq: 'sydney' } },
      populate: { postcategory: true, groups: true },
      pagination: { pageSize: 1000 },
    },
    { encodeValuesOnly: true },
  );
  // Warm both paths (JIT, CMS caches, key set) before measuring.
  await fetch(`${stack.url}/api/posts/?types=notice`, { headers: { authorization: `Bearer ${access_token}` } });
  await fetch(`${stack.cmsUrl}/api/posts?${direct}`, { headers: { authorization: `Bearer ${stack.cmsApiToken}` } });

  const bff = await measure('BFF  GET /api/posts/?types=notice', `${stack.url}/api/posts/?types=notice`, access_token);
  const cms = await measure('CMS  GET /api/posts (same filter)', `${stack.cmsUrl}/api/posts?${direct}`, stack.cmsApiToken);

  console.log(`\nnotice list, ${CONNECTIONS} connections, ${DURATION_S} s each, on ${os.cpus().length} cores`);
  for (const r of [bff, cms]) {
    console.log(`${r.name.padEnd(36)} ${r.requests.toFixed(1).padStart(8)} req/s   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}`);
  }
  console.log(`ratio BFF/CMS: throughput ${(bff.requests / cms.requests).toFixed(2)}x, p99 ${(bff.p99 / cms.p99).toFixed(2)}x`);
  if (bff.errors > 0 || cms.errors > 0) process.exitCode = 1;
} finally {
  await stack.stop();
}
