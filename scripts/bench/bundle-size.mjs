// First-load JavaScript per page, from the Vite manifest: the entry chunk, the page's lazy chunk,
// and every chunk they import statically (what the browser must fetch before the page shows).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// `lazyPatterns` name the lazy chunks a page renders with (its layout and its screen).
export function firstLoadJs(distDir, lazyPatterns) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const lazyKeys = lazyPatterns.map((pattern) => {
    const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && pattern.test(k));
    if (!key) throw new Error(`no lazy chunk matching ${pattern} in the Vite manifest`);
    return key;
  });
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  [entryKey, ...lazyKeys].forEach(visit);
  const files = [...seen].map((key) => manifest[key].file);
  return { chunks: files.length, ...sizeOf(distDir, files) };
}

/** Raw and gzip (level 9) size in KB of files under distDir. */
export function sizeOf(distDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { rawKb: raw / 1024, gzipKb: gzip / 1024 };
}
