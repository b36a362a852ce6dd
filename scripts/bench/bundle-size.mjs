// First-load JavaScript per page, from the Vite manifest: the entry chunk, the page's lazy chunk,
// and every chunk they import statically (what the browser must fetch before the page shows).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function firstLoadJs(distDir, pagePattern) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const pageKey = Object.keys(manifest).find(
    (key) => manifest[key].isDynamicEntry && pagePattern.test(key),
  );
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  if (!pageKey) throw new Error(`no lazy chunk matching ${pagePattern} in the Vite manifest`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(pageKey);
  let raw = 0;
  let gzip = 0;
  for (const key of seen) {
    const bytes = readFileSync(join(distDir, manifest[key].file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { page: pageKey, chunks: seen.size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}
