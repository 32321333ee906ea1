import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { RUNS, median, startBenchStack } from '../support/bench.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { startHttpsFront } from '../support/https-front.ts';

/**
 * Lighthouse (mobile defaults: a mid-range phone on slow 4G, simulated) on the reader's main
 * screens, signed in as carer1, against the real stack. Cold: the HTTP cache, the service
 * worker (with its caches) and IndexedDB are cleared before every run, while the session
 * stays, as for a carer opening the portal again in the same tab. Median of BENCH_RUNS runs.
 *
 * Lighthouse opens the page it is given, so the session (in sessionStorage, which belongs
 * to one tab) is kept: the bench signs in with Puppeteer in that same tab, and Lighthouse's
 * own storage reset is off (it would also clear localStorage, where the device's answer to
 * "Is this a shared computer?" lives).
 *
 * The portal is measured as a school serves it: over HTTPS with HTTP/2, through a front before
 * the BFF (support/https-front.ts), not over the stack's plain HTTP/1.1, whose six connections
 * per site queued a phone's two dozen first requests in waves no visitor meets.
 */
const ROUTES = ['/', '/notices', '/calendar'];
/** Issue 27: Performance ≥ 95 with LCP ≤ 2.0 s and TBT ≤ 150 ms (mobile, cold, median of 5); the rest kept from before. */
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, fcpMs: 2000, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts as sent (brotli) and as parsed, in bytes. */
  scriptSent: number;
  scriptSize: number;
};

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function figures(lhr: Result): Figures {
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[];
      }
    ).items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptSent: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptSize: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
  };
}

/** What failed in a run, for the report (audits that lost points in the scored categories). */
function failedAudits(lhr: Result): string[] {
  return ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

/** Signs in on the identity provider's page, as a person would, and answers "own device". */
async function signIn(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/`);
  await page.waitForSelector('#username');
  await page.type('#username', 'carer1');
  await page.type('#password', 'demo');
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  const own = await page.waitForSelector('::-p-text(No, this is my own device)');
  await own?.click();
  await page.waitForSelector('::-p-aria([name="Dashboard"][role="heading"])');
}

/** Cold, except for the session: no HTTP cache, service worker, Cache Storage or IndexedDB. */
async function coldStart(page: Page, origin: string): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage,indexeddb' });
  await cdp.detach();
}

/** Runs Lighthouse itself could not record, made again per route before the bench gives up. */
const REPEATS_PER_ROUTE = 2;

const frontPort = 3643 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const stack = await startBenchStack('lighthouse', { port: 3600, cmsPort: 1840, idpPort: 4600, sesPort: 8605 }, [`https://localhost:${frontPort}`]);
const front = await startHttpsFront({ port: frontPort, target: stack.url });
// The front's certificate is made for this run: the browser accepts it as a school's would be.
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] });
try {
  const page = await browser.newPage();
  await signIn(page, front.url);
  const origin = front.url;
  let missed = false;
  console.log(`\nLighthouse ${RUNS}× per route, mobile, over HTTPS and HTTP/2, signed in as carer1, cold (session kept); medians:`);
  for (const route of ROUTES) {
    const runs: Figures[] = [];
    const failures = new Set<string>();
    let repeated = 0;
    while (runs.length < RUNS) {
      await coldStart(page, origin);
      const result = await lighthouse(
        `${front.url}${route}`,
        { disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices'], logLevel: 'error' },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
      if (result.lhr.runtimeError) {
        // Lighthouse's advice when it could not record a trace ("Please run Lighthouse again"):
        // that run is made again, a few times at most, and the report says so.
        if (repeated < REPEATS_PER_ROUTE) {
          repeated += 1;
          console.log(`  ${route}: run repeated (${result.lhr.runtimeError.code})`);
          continue;
        }
        throw new Error(`Lighthouse failed on ${route}: ${result.lhr.runtimeError.message}`);
      }
      runs.push(figures(result.lhr));
      failedAudits(result.lhr).forEach((audit) => failures.add(audit));
    }
    const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
    const result = {
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      fcpMs: m('fcpMs'),
      lcpMs: m('lcpMs'),
      tbtMs: m('tbtMs'),
      cls: m('cls'),
    };
    const ok =
      result.performance >= TARGETS.performance &&
      result.accessibility >= TARGETS.accessibility &&
      result.bestPractices >= TARGETS.bestPractices &&
      result.fcpMs <= TARGETS.fcpMs &&
      result.lcpMs <= TARGETS.lcpMs &&
      result.tbtMs <= TARGETS.tbtMs &&
      result.cls <= TARGETS.cls;
    if (!ok) missed = true;
    console.log(
      `${route.padEnd(10)} Performance ${result.performance}, Accessibility ${result.accessibility}, Best Practices ${result.bestPractices}, ` +
        `FCP ${(result.fcpMs / 1000).toFixed(2)} s, LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}; ` +
        `scripts ${(m('scriptSent') / 1000).toFixed(1)} kB sent (${(m('scriptSize') / 1000).toFixed(1)} kB uncompressed)` +
        `${ok ? '' : '  << misses a target'}` +
        `${failures.size ? `\n           audits lost in some run: ${[...failures].join(', ')}` : ''}`,
    );
  }
  console.log(
    `targets: Performance ≥ ${TARGETS.performance}, Accessibility and Best Practices ${TARGETS.accessibility}, FCP ≤ ${TARGETS.fcpMs / 1000} s, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
  );
  if (missed) process.exitCode = 1;
} finally {
  await browser.close();
  await front.stop();
  await stack.stop();
}
