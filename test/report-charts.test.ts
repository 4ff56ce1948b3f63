// The report's charts drawn in-process (Plot into linkedom, as the report writer does) from
// figures at their edges: games that all lasted 0 turns, an Elo interval open on one side. The
// markup is read back as a reader would see it: tick labels, the label beside the bar, the marks.

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { eloChart, lengthChart } from '../src/report/charts.js';

/** The chart's root element and the texts of its marks by aria-label. */
function read(svg: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${svg}</body></html>`);
  const texts = (label: string) => [...document.querySelectorAll(`g[aria-label="${label}"] text`)].map((t) => t.textContent ?? '');
  return { document, texts };
}

describe('report charts: degenerate and open-ended figures', () => {
  it('games that all lasted 0 turns: one narrow bar over the tick "0", whole turn counts on the axis', () => {
    const { document, texts } = read(lengthChart(new Map([[0, 5]])));
    expect(texts('x-axis tick label')).toEqual(['0']);
    const bars = [...document.querySelectorAll('g[aria-label="bar"] rect, g[aria-label="rect"] rect')];
    expect(bars).toHaveLength(1);
    expect(Number(bars[0]!.getAttribute('width'))).toBeLessThan(640 / 4);
  });

  it('a handful of short games: a bar per turn count, every tick a whole number', () => {
    const { texts } = read(lengthChart(new Map([[3, 1], [4, 2], [6, 1]])));
    const ticks = texts('x-axis tick label');
    expect(ticks.length).toBeGreaterThan(0);
    for (const t of ticks) expect(t).toMatch(/^\d+$/);
  });

  it('an Elo interval unbounded above runs to the edge as an arrow, labelled unbounded, with no made-up end', () => {
    const { document, texts } = read(eloChart('a vs b', Infinity, [212.5, Infinity]));
    expect(texts('text').join(' ')).toBe('+inf (+212.5 to unbounded)');
    expect(document.querySelectorAll('g[aria-label="arrow"] path')).toHaveLength(1);
    // One end tick (the finite one); the axis stops near the figures, not at an invented 1,000.
    expect(document.querySelectorAll('g[aria-label="tick"] line')).toHaveLength(1);
    expect(texts('x-axis tick label').map((t) => Number(t.replace(/[,−]/g, (c: string) => (c === '−' ? '-' : ''))))).not.toContain(1000);
  });

  it('an Elo interval unbounded below, with a finite estimate, ends in an arrow on the left', () => {
    const { document, texts } = read(eloChart('a vs b', -150, [-Infinity, -40]));
    expect(texts('text').join(' ')).toBe('-150.0 (unbounded to -40.0)');
    const arrow = document.querySelector('g[aria-label="arrow"] path')!.getAttribute('d')!;
    const xs = [...arrow.matchAll(/[ML]\s*(-?[\d.]+)/g)].map((m) => Number(m[1]));
    // The arrow runs leftwards, from the finite end to its tip at the left edge (the head's wings
    // are drawn back from the tip).
    expect(xs[1]).toBe(Math.min(...xs));
    expect(xs[0]).toBeGreaterThan(xs[1]!);
  });
});
