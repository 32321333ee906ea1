import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * Screens compared with pictures agreed on earlier (issue 27): each shot against its committed
 * baseline in e2e/screenshots/, with pixelmatch. Baselines change only deliberately, through
 * UPDATE_COMMAND; without it a missing baseline fails. A mismatch leaves the actual picture and
 * the difference in the git-ignored DIFFS_DIR for a person to look at.
 */
const e2eDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const BASELINES_DIR = path.join(e2eDir, 'screenshots');
export const DIFFS_DIR = path.join(e2eDir, 'screenshot-diffs');
const CHROMIUM_VERSION_FILE = path.join(BASELINES_DIR, 'chromium-version.txt');
export const UPDATE_COMMAND = 'npm run screenshots:update --workspace @portal/e2e';

/** Set by UPDATE_COMMAND: write the shots as the new baselines instead of comparing. */
export const updatingBaselines = process.env.E2E_UPDATE_SCREENSHOTS === '1';

/** Per pixel: pixelmatch's colour distance (0–1) under which two pixels count as the same (anti-aliasing is ignored). */
const PIXEL_THRESHOLD = 0.1;
/** Per picture: the share of differing pixels a baseline tolerates (font hinting, a sub-pixel shift). */
const MAX_DIFFERING_SHARE = 0.005;

/**
 * The baselines hold for one Chromium major: another one draws text and shadows a little
 * differently. Recorded when they are updated (which starts the set afresh); a different one
 * fails, saying how to update.
 */
export function chromiumMajorMismatch(version: string): string | undefined {
  const running = version.split('.')[0]!;
  if (updatingBaselines) {
    // The whole set is made again: a screen no longer pictured leaves no baseline behind.
    rmSync(BASELINES_DIR, { recursive: true, force: true });
    mkdirSync(BASELINES_DIR, { recursive: true });
    writeFileSync(CHROMIUM_VERSION_FILE, `${running}\n`);
    return undefined;
  }
  if (!existsSync(CHROMIUM_VERSION_FILE)) return `No Chromium version is recorded with the screenshot baselines: make them with \`${UPDATE_COMMAND}\`.`;
  const recorded = readFileSync(CHROMIUM_VERSION_FILE, 'utf8').trim();
  if (recorded === running) return undefined;
  return (
    `The screenshot baselines were made with Chromium ${recorded}, this is Chromium ${running} (${version}), which draws differently. ` +
    `Update them with \`${UPDATE_COMMAND}\`, look at every changed picture in e2e/screenshots/ (git diff), and commit them with chromium-version.txt.`
  );
}

/** Page set-up that stills the page for a shot: no motion, no caret, what varies hidden. */
const STEADY_CSS = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
  [data-varies], [data-screenshot-varies] { visibility: hidden !important; }
`;

/** What a shot shows instead of a text that changes from run to run: always as wide. */
const VARIES = '\u2592\u2592\u2592';

/**
 * Takes out of the page what depends on the day the demo school was seeded (its dates are
 * relative to today) and on the seed itself: every date, time, half of the day, day of the week and year, a <time>'s words, and
 * record ids (Strapi's 24-character document ids, UUIDs) become VARIES, so the layout keeps
 * one width whatever the date; a field holding one is hidden. Words and numbers stay.
 */
function steadyTexts(varies: string): void {
  const month = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
  const weekday = '(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\\s+)?';
  const changing = new RegExp(
    [
      `\\b${weekday}\\d{1,2}(?:st|nd|rd|th)?\\s+${month}\\.?(?:,?\\s+\\d{4})?\\b`,
      `\\b${weekday}${month}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`,
      `\\b${month}\\s+\\d{4}\\b`,
      // A log's 'YYYY-MM-DD hh:mm am/pm': its half of the day too, which depends on the hour of the run.
      '\\b\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?Z?(?:\\s?[ap]\\.?m\\b\\.?)?)?',
      // A day of the week on its own ('due Monday', a timetable's day).
      '\\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\\b',
      '\\b\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}\\b',
      '\\b\\d{1,2}:\\d{2}(?:\\s?[ap]\\.?m\\b\\.?)?',
      // A year, also inside a name ('Mia_Taylor_Semester_1_2026.pdf').
      '(?<!\\d)20\\d{2}(?!\\d)',
      '\\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\b',
      '\\b(?=[a-z0-9]*\\d)[a-z0-9]{24}\\b',
    ].join('|'),
    'gi',
  );
  for (const time of Array.from(document.querySelectorAll('time'))) time.textContent = varies;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (changing.test(text)) node.nodeValue = text.replace(changing, varies);
    changing.lastIndex = 0;
  }
  for (const field of Array.from(document.querySelectorAll('input, textarea'))) {
    const value = (field as HTMLInputElement).value;
    if (changing.test(value)) field.setAttribute('data-screenshot-varies', '');
    changing.lastIndex = 0;
  }
}

/**
 * Takes the shot of the page as it stands (scrolled to the top, pictures loaded, stilled and
 * what varies taken out: STEADY_CSS, steadyTexts and the screen's own `hide` selectors) and
 * compares it with its baseline, or writes the baseline when updating. It changes the page's
 * texts: check the screen before, and open it afresh after. At most `maxHeight` CSS px of the
 * page are taken, so that the baselines stay small. Returns what is wrong, or nothing.
 */
export async function differsFromBaseline(page: Page, name: string, { hide = [], maxHeight }: { hide?: readonly string[]; maxHeight: number }): Promise<string | undefined> {
  await page.addStyleTag({ content: STEADY_CSS + hide.map((selector) => `${selector} { visibility: hidden !important; }`).join('\n') });
  await page.evaluate(steadyTexts, VARIES);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    // A lazy picture below the fold would be in one shot and not the next: load them all.
    const pictures = Array.from(document.images);
    for (const picture of pictures) picture.loading = 'eager';
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const width = page.viewportSize()!.width;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const shot = PNG.sync.read(await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(pageHeight, maxHeight) } }));

  const baselineFile = path.join(BASELINES_DIR, `${name}.png`);
  const actualFile = path.join(DIFFS_DIR, `${name}.actual.png`);
  const diffFile = path.join(DIFFS_DIR, `${name}.diff.png`);
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });
  if (updatingBaselines) {
    mkdirSync(BASELINES_DIR, { recursive: true });
    writeFileSync(baselineFile, PNG.sync.write(shot, { colorType: 2 }));
    return undefined;
  }
  mkdirSync(DIFFS_DIR, { recursive: true });
  if (!existsSync(baselineFile)) {
    writeFileSync(actualFile, PNG.sync.write(shot));
    return `${name}: no baseline at e2e/screenshots/${name}.png (this run's shot: ${path.relative(e2eDir, actualFile)}); make it with \`${UPDATE_COMMAND}\` and commit it`;
  }
  const baseline = PNG.sync.read(readFileSync(baselineFile));
  if (baseline.width !== shot.width || baseline.height !== shot.height) {
    writeFileSync(actualFile, PNG.sync.write(shot));
    return `${name}: ${shot.width}×${shot.height} px, the baseline is ${baseline.width}×${baseline.height} (see ${path.relative(e2eDir, actualFile)})`;
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const differing = pixelmatch(baseline.data, shot.data, diff.data, shot.width, shot.height, { threshold: PIXEL_THRESHOLD });
  const share = differing / (shot.width * shot.height);
  if (share <= MAX_DIFFERING_SHARE) return undefined;
  writeFileSync(actualFile, PNG.sync.write(shot));
  writeFileSync(diffFile, PNG.sync.write(diff));
  return `${name}: ${(share * 100).toFixed(2)} % of the pixels differ from the baseline (over ${MAX_DIFFERING_SHARE * 100} %): see ${path.relative(e2eDir, actualFile)} and ${path.relative(e2eDir, diffFile)}; if the change is meant, \`${UPDATE_COMMAND}\``;
}
