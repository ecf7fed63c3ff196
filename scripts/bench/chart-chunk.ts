/** The metrics dashboard's chart library (uPlot): its chunk's gzip size, and that no login or bucket page loads it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_LAYOUT, LOGIN_GROUP } from '../lib/chunk-groups.ts';
import { closure, entryChunk, groupChunk, gzipKb, type Manifest, OUT } from './bundle-size.ts';

const CHART_BUDGET_KB = 25;
const CHART_MODULE = 'src/features/metrics/components/UplotChart.tsx';
/** The class uPlot gives its charts, a string its code alone carries: a chunk holding it holds the library. */
const UPLOT_MARKER = /["'`]uplot["'`]/;

/** Reads the manifest of the build `benchBundleSize` made (or of the build in `out`). */
export function benchChartChunk(out = OUT): void {
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = entryChunk(manifest);
  // What the chart adds to the page that loads it: its chunks that the entry and that page do not load already.
  const loadedBefore = closure(manifest, entryKey);
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.dynamicImports?.includes(CHART_MODULE)) closure(manifest, key, loadedBefore);
  const chartKeys = [...closure(manifest, CHART_MODULE)].filter((key) => !loadedBefore.has(key));
  if (!manifest[CHART_MODULE]?.isDynamicEntry) throw new Error(`${CHART_MODULE} is not a chunk of its own`);
  const css = chartKeys.flatMap((key) => manifest[key]?.css ?? []);
  const jsKb = chartKeys.reduce((total, key) => total + gzipKb(manifest[key]?.file ?? '', out), 0);
  const cssKb = css.reduce((total, file) => total + gzipKb(file, out), 0);
  const kb = jsKb + cssKb;
  console.log(
    `chart chunk (uPlot, gzip): ${kb.toFixed(1)} KB (JS ${jsKb.toFixed(1)} + CSS ${cssKb.toFixed(1)})  (target ${CHART_BUDGET_KB} KB: ${kb <= CHART_BUDGET_KB ? 'met' : 'missed'})`,
  );

  const pages = [
    ...[LOGIN_GROUP, ...APP_LAYOUT.pages.map((page) => page.name)].map((group) =>
      groupChunk(manifest, group),
    ),
    ...Object.keys(manifest).filter(
      (key) => key.startsWith('src/routes/login.tsx') || key.startsWith('src/routes/_console/buckets'),
    ),
  ];
  const loaded = new Set<string>();
  for (const key of [entryKey, ...pages]) closure(manifest, key, loaded);
  const holding = [...loaded].filter((key) =>
    readFileSync(join(out, manifest[key]?.file ?? ''), 'utf8').match(UPLOT_MARKER),
  );
  console.log(
    `  in the login or bucket pages' JS: ${holding.length === 0 ? 'no' : `YES (${holding.join(', ')})`} (${loaded.size} chunks checked)`,
  );
  if (holding.length > 0) process.exitCode = 1;
}
