// Observable Plot rendered in Node: every chart becomes static SVG text when the report is written,
// so the page shows its charts with no script and no network. Plot draws into whatever `document`
// it is given; linkedom supplies one without a browser (no canvas: so no continuous colour legends).

import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';

let document: unknown = null;

/** The SVG (or figure) markup of a Plot chart; `options` as Plot.plot takes them, less `document`. */
export function plotSvg(options: Plot.PlotOptions): string {
  document ??= parseHTML('<!doctype html><html><body></body></html>').document;
  const chart = Plot.plot({ ...options, document } as Plot.PlotOptions) as unknown as { outerHTML: string };
  return chart.outerHTML;
}

export { Plot };
