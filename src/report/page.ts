// The HTML page around the charts: one self-contained file (styles inline, no script, no link to
// anything outside it), so it opens from the file system and can be mailed or archived as is.

/** Text for HTML element content or attribute values. */
export function esc(s: string | number): string {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A figure holding one chart; `name` is its data-chart attribute, what tests and readers look it up by. */
export function figure(name: string, caption: string, svg: string): string {
  return `<figure data-chart="${esc(name)}">${svg}<figcaption>${esc(caption)}</figcaption></figure>`;
}

/**
 * A plain table: header cells, then rows of cells (already formatted text). It sits in a box that
 * scrolls sideways on its own when the table is wider than the page (many seats, long map names),
 * so the page itself never does.
 */
export function table(head: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>, name?: string): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const trs = rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('\n');
  return `<div class="table"><table${name ? ` data-table="${esc(name)}"` : ''}><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table></div>`;
}

export function section(title: string, ...parts: string[]): string {
  return `<section><h2>${esc(title)}</h2>${parts.join('\n')}</section>`;
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 980px; color: #222; padding: 0 1em; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; border-bottom: 1px solid #ddd; padding-bottom: .2em; margin-top: 2em; }
table { border-collapse: collapse; margin: .8em 0; font-size: .9em; }
.table { max-width: 100%; overflow-x: auto; }
figure svg { max-width: 100%; height: auto; }
th, td { border: 1px solid #ddd; padding: .25em .6em; text-align: right; }
th:first-child, td:first-child { text-align: left; }
thead th { background: #f3f3f3; }
figure { margin: 1em 0; } figcaption { color: #555; font-size: .85em; }
.meta { color: #555; font-size: .9em; } .warn { color: #8a4b00; }
.maps { display: flex; flex-wrap: wrap; gap: 1em; } .maps svg { max-width: 460px; height: auto; }
`;

/** A whole page: title, a line of facts under it, then the sections. */
export function htmlPage(title: string, meta: string, sections: readonly string[], extraHead = ''): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${esc(title)}</title>`,
    `<style>${STYLE}</style>${extraHead}`,
    '</head><body>',
    `<h1>${esc(title)}</h1>`,
    `<p class="meta">${meta}</p>`,
    ...sections,
    '</body></html>',
    '',
  ].join('\n');
}
