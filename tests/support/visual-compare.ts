// Pictures compared with their committed baselines (tests/visual/baselines/): pixelmatch counts the
// pixels that differ beyond antialiasing; a difference writes the expected, actual and diff images
// into test-results/visual/ for a person to look at. UPDATE_VISUAL=1 (`npm run test:visual:update`)
// writes the pictures as the new baselines instead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = join(__dirname, '..', '..');
export const BASELINES = join(root, 'tests', 'visual', 'baselines');
export const RESULTS = join(root, 'test-results', 'visual');
export const UPDATING = process.env.UPDATE_VISUAL === '1';

/**
 * Pixels allowed to differ: text edges that antialias differently from run to run. pixelmatch
 * already leaves out the pixels it recognises as antialiasing; a moved block changes thousands.
 */
const TOLERANCE = { threshold: 0.1, maxShare: 0.0005, minPixels: 40 };

/** Compares `actual` (a PNG) with the baseline `name`; returns why it differs, or null when it matches. */
export function compareWithBaseline(name: string, actual: Buffer): string | null {
  const baselineFile = join(BASELINES, `${name}.png`);
  const difference = differenceFrom(baselineFile, name, actual);
  // Updating rewrites only the pictures that changed, so a commit's baselines are the ones it changed.
  if (UPDATING && difference) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baselineFile, actual);
    return null;
  }
  return UPDATING ? null : difference;
}

function differenceFrom(baselineFile: string, name: string, actual: Buffer): string | null {
  mkdirSync(RESULTS, { recursive: true });
  const files = {
    expected: join(RESULTS, `${name}.expected.png`),
    actual: join(RESULTS, `${name}.actual.png`),
    diff: join(RESULTS, `${name}.diff.png`),
  };
  if (!existsSync(baselineFile)) {
    if (UPDATING) return `${name}: no baseline`;
    writeFileSync(files.actual, actual);
    return `${name}: no baseline (tests/visual/baselines/${name}.png); look at ${files.actual}, then npm run test:visual:update`;
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(files.expected, readFileSync(baselineFile));
    writeFileSync(files.actual, actual);
    return `${name}: ${got.width}×${got.height} px instead of ${expected.width}×${expected.height}; expected ${files.expected}, actual ${files.actual}`;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: TOLERANCE.threshold });
  const allowed = Math.max(TOLERANCE.minPixels, Math.round(got.width * got.height * TOLERANCE.maxShare));
  if (differing <= allowed) return null;
  writeFileSync(files.expected, readFileSync(baselineFile));
  writeFileSync(files.actual, actual);
  writeFileSync(files.diff, PNG.sync.write(diff));
  return `${name}: ${differing} pixels differ (${allowed} allowed); expected ${files.expected}, actual ${files.actual}, diff ${files.diff}`;
}
