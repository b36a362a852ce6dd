// Where a Node process spent its CPU: the top functions by self time in a `.cpuprofile` (written by
// `node --cpu-prof`), and the same grouped by package (node_modules/<name>) or our own bundle.
//
//   node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';

/** Self time per function and per package, in ms, from a V8 CPU profile. */
export function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  // timeDeltas[i] is the time before samples[i]; attribute it to that sample's node.
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const functions = new Map();
  const packages = new Map();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id);
    totalUs += us;
    const url = callFrame.url.replace(/^file:\/\//, '');
    const where = url ? `${url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}` : '';
    const name = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + us);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('/dist/')
        ? 'our server bundle'
        : url.startsWith('node:')
          ? 'node core'
          : callFrame.functionName || '(vm)');
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const sorted = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, ms: us / 1000, share: us / totalUs }));
  return { totalMs: totalUs / 1000, functions: sorted(functions), packages: sorted(packages) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top = '25'] = process.argv.slice(2);
  const summary = summariseProfile(JSON.parse(readFileSync(file, 'utf8')));
  const line = ({ name, ms, share }) =>
    `${(share * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`;
  console.log(`total sampled: ${summary.totalMs.toFixed(0)} ms\n\nby package:`);
  summary.packages.slice(0, 15).forEach((row) => console.log(line(row)));
  console.log('\nby function (self time):');
  summary.functions.slice(0, Number(top)).forEach((row) => console.log(line(row)));
}
