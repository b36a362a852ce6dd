import type { OpenApiDocument } from './document';
import { REFERENCE_TEXTS, type Language } from './reference-texts';

/*
 * The API reference page (`GET /api/v1/reference`) for schools' IT staff: the OpenAPI document
 * rendered as plain HTML on the server, so it needs no script (the CSP allows none inline) and
 * cannot drift from the document. The page's own words follow the browser's language (Dutch
 * first); the endpoint summaries are the registry's English lines (decision 0017).
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Operation = OpenApiDocument['paths'][string][string];

const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const schemaBlock = (label: string, content: Record<string, { schema: unknown }> | undefined) =>
  content
    ? Object.entries(content)
        .map(
          ([type, { schema }]) =>
            `<details><summary>${escape(label)} <code>${escape(type)}</code></summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`,
        )
        .join('')
    : '';

function operationHtml(
  method: string,
  path: string,
  op: Operation,
  t: (typeof REFERENCE_TEXTS)[Language],
) {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? `, ${t.required}` : ''})</li>`,
    )
    .join('');
  const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
  return `<section class="op" id="${escape(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary)}</p>
<p><strong>${t.access}:</strong> ${escape(t.levels[op['x-access-level']])} <code>${op['x-access-level']}</code></p>
${params ? `<p><strong>${t.parameters}:</strong></p><ul>${params}</ul>` : ''}
${schemaBlock(t.body, op.requestBody?.content)}
${success ? schemaBlock(`${t.answer} ${success[0]}`, success[1].content) : ''}
</section>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1a1a1a;line-height:1.5}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f4;padding:.75rem;overflow:auto;font-size:.85rem}
.op{border-top:1px solid #ccc;padding:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-size:.85rem;color:#fff;border-radius:4px;padding:0 .4rem;text-align:center}
.get{background:#1d5e9e}.post{background:#1e6b34}.put,.patch{background:#8a4b00}.delete{background:#a11d1d}
a{color:#1d4f8a}a:focus-visible,summary:focus-visible{outline:3px solid #1d4f8a;outline-offset:2px}summary{cursor:pointer}`;

export function renderReferencePage(document: OpenApiDocument, language: Language): string {
  const t = REFERENCE_TEXTS[language];
  const byTag = new Map<string, [string, string, Operation][]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? '';
      const list = byTag.get(tag) ?? [];
      list.push([method, path, op]);
      byTag.set(tag, list);
    }
  }
  const tags = document.tags.map((tag) => tag.name).filter((name) => byTag.has(name));
  const toc = tags.map((tag) => `<li><a href="#${anchor(tag)}">${escape(tag)}</a></li>`).join('');
  const sections = tags
    .map(
      (tag) =>
        `<section aria-labelledby="${anchor(tag)}"><h2 id="${anchor(tag)}">${escape(tag)}</h2>${(byTag.get(tag) ?? []).map(([m, p, op]) => operationHtml(m, p, op, t)).join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title><style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p>${escape(t.intro)}</p>${t.summaries ? `<p>${t.summaries}</p>` : ''}
<p><a href="openapi.json">${t.download}</a></p>
<nav aria-label="${t.contents}"><h2>${t.contents}</h2><ul>${toc}</ul></nav>
${sections}</main></body></html>`;
}
