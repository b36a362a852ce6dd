// `npm run lint`: keeps the code's pointers into the docs true (docs/README.md "Pointing at the
// docs from code"). Code says where a rule is written down instead of repeating it; when a doc is
// renamed or a heading reworded, such a pointer would quietly lead nowhere. This fails instead.
//
// What counts as a pointer, in source files (.ts, .tsx, .mjs) under apps/, packages/, scripts/:
// - `docs/<path>.md` (not part of a longer path or URL): the file must exist;
// - followed by one or more section names in double quotes, `docs/plan.md "Rules"` or
//   `docs/educations.md "Lifecycle" and "Lifecycle API"` (also after a comma, and a quote may run
//   on into the next comment line): the doc must have a heading for each;
// - followed by a comma, a capitalised phrase and the closing parenthesis,
//   `(docs/plan.md, Rules)`: that phrase is a section name too. Anything else after a comma is
//   prose and is not checked: `(docs/analysis.md, study load)`, `(docs/realtime.md, issue 25)`.
// A heading is a `#` line, or bold text that opens a line or a list item (`**Custom naming**`,
// `- **Dragging**: ...`; the docs name their smaller sections that way), outside fenced code.
// A name matches a heading that starts with it, ignoring case, backticks, hyphens and repeated
// spaces: "Lifecycle" finds "Lifecycle API", "Study load" finds "Study-load norms".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['apps', 'packages', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
]);
const POINTER = /(?<![\w./:-])docs\/[\w./-]+?\.md\b/g;
/** How many following lines a quoted section name may run on into. */
const CONTINUATION_LINES = 2;

/** Every source file under `dir`, relative to the repository root. */
function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        found.push(...sourceFiles(path));
    } else if (SOURCE_FILE.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

const normalise = (text) =>
  text
    .replace(/[`*]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim()
    .toLowerCase();

/** The headings of a doc (`#` lines and bold openers), normalised; read once per doc. */
const headingsByDoc = new Map();
function headingsOf(doc) {
  if (!headingsByDoc.has(doc)) {
    const headings = [];
    let inFence = false;
    for (const line of readFileSync(join(root, doc), 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) continue;
      const heading =
        /^#{1,6}\s+(.+)$/.exec(line) ?? /^\s*(?:[-+*]\s+|\d+\.\s+)?\*\*(.+?)\*\*/.exec(line);
      if (heading) headings.push(normalise(heading[1]));
    }
    headingsByDoc.set(doc, headings);
  }
  return headingsByDoc.get(doc);
}

/** A source line without its comment opener, to join a quote that runs on into it. */
const withoutCommentOpener = (line) => line.replace(/^\s*(\{?\/\*+|\*|\/\/)?\s*/, '');

/** The section names after a pointer: `rest` is the text after it on its line, then `next`. */
function sectionsAfter(rest, next) {
  const text = [rest, ...next.map(withoutCommentOpener)].join(' ');
  const quoted = /^,?\s+"([^"]+)"((?:\s*(?:,|and)\s*"[^"]+")*)/.exec(text);
  if (quoted) return [quoted[1], ...[...quoted[2].matchAll(/"([^"]+)"/g)].map((m) => m[1])];
  const phrase = /^,\s+([A-Z][^,;:()"]*?)\s*\)/.exec(rest);
  return phrase ? [phrase[1]] : [];
}

const problems = [];
let pointers = 0;
for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(POINTER)) {
      pointers += 1;
      const doc = match[0];
      const where = `${relative(root, join(root, file))}:${index + 1}`;
      if (!existsSync(join(root, doc))) {
        problems.push(`${where}  ${doc}: no such file`);
        continue;
      }
      const rest = line.slice(match.index + doc.length);
      const next = lines.slice(index + 1, index + 1 + CONTINUATION_LINES);
      for (const section of sectionsAfter(rest, next)) {
        const wanted = normalise(section);
        if (!headingsOf(doc).some((heading) => heading.startsWith(wanted))) {
          problems.push(`${where}  ${doc} "${section}": no such heading`);
        }
      }
    }
  });
}

if (problems.length > 0) {
  console.error(
    `Pointers into the docs that lead nowhere (docs/README.md):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(`check-doc-pointers: ${pointers} pointers into docs/, all found`);
