// `npm start` and `npm test` (their pre-scripts) and .ci/run: says which Node runs them, and stops
// when it is older than package.json's `engines.node` (docs/decisions/0025).
//
// npm ci installs Node 24 as the package `node`, and `npm run`/`npx` put node_modules/.bin first on
// the PATH. When that binary is missing (no `npm ci` yet, or its install script not approved in
// `allowScripts`: npm then skips it with only a warning), the PATH falls through to the machine's
// own Node without a word; this check makes that a clear failure instead of a run on the wrong
// runtime.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { engines } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

/** [major, minor] of a version or of an `engines` range written as `>=major.minor`. */
const majorMinor = (text) => {
  const match = /(\d+)\.(\d+)/.exec(text);
  if (!match) throw new Error(`cannot read a version from "${text}"`);
  return [Number(match[1]), Number(match[2])];
};

const [wantMajor, wantMinor] = majorMinor(engines.node);
const [major, minor] = majorMinor(process.versions.node);
const oldEnough = major > wantMajor || (major === wantMajor && minor >= wantMinor);

console.log(`Node ${process.version} (${process.execPath})`);
if (!oldEnough) {
  console.error(
    `This project runs on Node ${engines.node} (package.json "engines"), installed by \`npm ci\` ` +
      `as the npm package "node" in node_modules/.bin, which \`npm run\` and \`npx\` put first ` +
      `on the PATH. This is Node ${process.version}: run \`npm ci\`; if ` +
      `node_modules/.bin/node is still missing, approve the "node" package's install script in ` +
      `package.json "allowScripts" (npm warned "install-scripts" during npm ci).`,
  );
  process.exit(1);
}
