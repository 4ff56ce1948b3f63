// report.html for a run, a match, a ladder and a balance folder, and show's game viewer: written by
// the real binary from small folders made once for this file, then opened from file:// in headless
// Chromium (one launch for the file): no console error, no request off the file system, the
// expected charts and the numbers of the results; bots in line-up order in every chart, colours
// that show on their background, and no sideways scroll at 800 px. Without a browser the page
// checks skip.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';
import { recordLines } from './helpers/records.js';
import { HAVE_BROWSER, launch, NO_BROWSER, openFile, type OpenBrowser } from './helpers/browser.js';
import { buildBoard } from '../src/engine/board.js';
import { contrastRatio, SEAT_FILL } from '../src/maps/palette.js';
import { boardSvg } from '../src/maps/svg.js';
import { randomBoard } from '../src/rules/base/maps.js';
import type { Page } from 'playwright-core';

const tmp = mkdtempSync(join(tmpdir(), 'catan-report-'));
const dir = (name: string) => join(tmp, name);
let browser: OpenBrowser | null = null;

function ok(args: string[]): string {
  const r = runBin(args);
  expect(r.status, `${args.join(' ')}\n${r.stdout}\n${r.stderr}`).toBe(0);
  return r.stdout;
}

beforeAll(async () => {
  // One worker: thread start-up is most of the cost of games this few.
  const common = ['--seed', 'report-test', '--workers', '1', '--quiet'];
  ok(['run', '--bots', 'greedy,random,weighted,random', '--games', '16', '--record', '--report', '--out', dir('run'), ...common]);
  ok(['match', 'greedy', 'random', '--players', '2', '--games', '40', '--sprt', '0,100,0.05,0.05', '--report', '--out', dir('match'), ...common]);
  ok(['ladder', 'greedy', 'weighted', 'random', '--games', '18', '--report', '--out', dir('ladder'), ...common]);
  ok(['balance', '--games', '8', '--maps', '8', '--bots', 'random', '--report', '--out', dir('balance'), ...common]);
  if (HAVE_BROWSER) browser = await launch();
  else console.warn(NO_BROWSER);
});

/** The line-up's labels of a results folder, in its order. */
const lineup = (name: string): string[] => JSON.parse(readFileSync(join(dir(name), 'summary.json'), 'utf8')).plan.lineup.map((b: { label: string }) => b.label);

/** `#rgb` or `#rrggbb` as `#rrggbb`. */
const hex6 = (c: string) => (/^#[0-9a-f]{3}$/i.test(c) ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c).toLowerCase();

/**
 * The tick labels of an axis of a chart, in the order a reader sees them (top to bottom, left to
 * right), whatever order the markup holds them in. `axis` is x, y or fy (facet rows).
 */
async function axisLabels(page: Page, chart: string, axis: 'x' | 'y' | 'fy'): Promise<string[]> {
  return page.$$eval(`figure[data-chart="${chart}"] g[aria-label="${axis}-axis tick label"] text`, (ts, vertical) => {
    const at = (t: (typeof ts)[number]) => (vertical ? t.getBoundingClientRect().top : t.getBoundingClientRect().left);
    return ts.sort((a, b) => at(a) - at(b)).map((t) => t.textContent ?? '');
  }, axis !== 'x');
}

/** The page is no wider than an 800 px window: nothing makes it scroll sideways. */
async function fitsAt800(page: Page): Promise<number> {
  await page.setViewportSize({ width: 800, height: 800 });
  return page.$eval('html', (html) => html.scrollWidth - html.clientWidth);
}

afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('report: the page as written', () => {
  it('every kind of folder gets one self-contained report.html: no script, no address outside the file', () => {
    for (const kind of ['run', 'match', 'ladder', 'balance']) {
      const html = readFileSync(join(dir(kind), 'report.html'), 'utf8');
      expect(html).not.toMatch(/<script/i);
      // The only URLs are SVG's namespace names, which nothing fetches.
      expect(html.replace(/xmlns(:\w+)?="http:\/\/www\.w3\.org\/[^"]*"/g, '')).not.toMatch(/(https?:)?\/\/[a-z]/i);
    }
  });

  it('report <dir> writes it again and prints its path; a folder without results is one line and exit 2', () => {
    expect(ok(['report', dir('run')])).toContain(join(dir('run'), 'report.html'));
    const bad = runBin(['report', tmp]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual([`error: ${tmp}: no summary.json or journal.jsonl (not a catan-arena results folder?)`]);
  });

  it('show writes the viewer page beside the records; a game the file lacks is exit 2', () => {
    expect(ok(['show', join(dir('run'), 'games.jsonl.gz'), '--game', '3'])).toContain('game-3.html');
    expect(existsSync(join(dir('run'), 'game-3.html'))).toBe(true);
    const bad = runBin(['show', join(dir('run'), 'games.jsonl.gz'), '--game', '99']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('holds no game of that index (it holds games 0-15)');
  });
});

describe.skipIf(!HAVE_BROWSER)('report and show in a browser (file://)', () => {
  const charts = async (file: string) => {
    const { page, errors } = await openFile(browser!.browser, file);
    const names = await page.$$eval('figure[data-chart]', (fs) => fs.filter((f) => f.querySelector('svg')).map((f) => f.getAttribute('data-chart')));
    return { page, errors, names };
  };

  it('run: win rates with intervals, seats, placements, game length, VP sources, forfeits; the numbers of summary.json', async () => {
    const { page, errors, names } = await charts(join(dir('run'), 'report.html'));
    expect(errors).toEqual([]);
    expect(names).toEqual(['win-rates', 'seats', 'placements', 'game-length', 'vp-sources']);
    const summary = JSON.parse(readFileSync(join(dir('run'), 'summary.json'), 'utf8'));
    const rows = await page.$$eval('table[data-table="bots"] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    for (const [k, e] of summary.stats.entries.entries()) {
      expect(rows[k]!.slice(0, 4)).toEqual([e.label, String(e.games), String(e.wins), `${(100 * e.winRate).toFixed(1)}%`]);
    }
    // One error bar (a rule) per bot in the win-rate chart.
    expect(await page.$$eval('figure[data-chart="win-rates"] g[aria-label="rule"] line', (ls) => ls.length)).toBe(1 + summary.stats.entries.length);
    expect(await page.textContent('[data-figure="capped"]')).toContain(`${summary.stats.capped} of 16 games capped`);
    await page.close();
  });

  it('every chart of bots lists them in line-up order, and facets in the order of their subjects', async () => {
    for (const kind of ['run', 'ladder', 'match']) {
      const { page } = await charts(join(dir(kind), 'report.html'));
      const bots = lineup(kind);
      const names = ['win-rates', 'placements', 'vp-sources', ...(kind === 'ladder' ? ['ratings', 'win-matrix'] : [])];
      for (const name of names) expect([kind, name, await axisLabels(page, name, 'y')]).toEqual([kind, name, bots]);
      if (kind === 'ladder') expect(await axisLabels(page, 'win-matrix', 'x')).toEqual(bots);
      await page.close();
    }
    const subjects = JSON.parse(readFileSync(join(dir('balance'), 'balance.json'), 'utf8')).subjects.map((s: { label: string }) => s.label);
    const { page } = await charts(join(dir('balance'), 'report.html'));
    expect(await axisLabels(page, 'seat-fairness', 'fy')).toEqual(subjects);
    await page.close();
  });

  it('every place in the placements chart has a colour at least 3:1 against the white page', async () => {
    const { page } = await charts(join(dir('run'), 'report.html'));
    const fills = await page.$$eval('figure[data-chart="placements"] g[aria-label="bar"] rect', (rs) => [...new Set(rs.map((r) => r.getAttribute('fill') ?? ''))]);
    expect(fills).toHaveLength(4);
    expect(fills.filter((fill) => contrastRatio(hex6(fill), '#ffffff') < 3)).toEqual([]);
    await page.close();
  });

  it('no report and no viewer page scrolls sideways in an 800 px window', async () => {
    for (const file of [...['run', 'match', 'ladder', 'balance'].map((k) => join(dir(k), 'report.html')), join(dir('run'), 'game-3.html')]) {
      const { page } = await openFile(browser!.browser, file);
      expect([file, await fitsAt800(page)]).toEqual([file, 0]);
      await page.close();
    }
  });

  it('heat maps: each label fits inside its disc as the browser draws it, or the disc has none', async () => {
    // Shares from 1% to 39%, as a hundred games give: the small discs are the test.
    const spec = randomBoard('heat-labels');
    const heat = Array.from({ length: buildBoard(spec).numNodes }, (_, n) => (n % 40) / 100);
    const file = join(tmp, 'heat.html');
    writeFileSync(file, `<!doctype html><html><body>${boardSvg(spec, { heat, neutral: true })}</body></html>`);
    for (const page of [(await openFile(browser!.browser, file)).page, (await charts(join(dir('balance'), 'report.html'))).page]) {
      const over = await page.$$eval('circle[fill="#d7301f"]', (cs) =>
        cs.flatMap((c) => {
          const t = c.nextElementSibling;
          if (t?.tagName !== 'text') return [];
          const width = (t as unknown as { getComputedTextLength(): number }).getComputedTextLength();
          return width > 2 * Number(c.getAttribute('r')) ? [`${t.textContent}: ${width.toFixed(1)} wide in a disc of radius ${c.getAttribute('r')}`] : [];
        }),
      );
      expect(over).toEqual([]);
      await page.close();
    }
  });

  it('match: the Elo estimate and the SPRT path; ladder: ratings and the pairwise heat map; balance: seat fairness and maps', async () => {
    const match = await charts(join(dir('match'), 'report.html'));
    expect(match.errors).toEqual([]);
    expect(match.names.slice(0, 2)).toEqual(['elo', 'sprt']);
    const m = JSON.parse(readFileSync(join(dir('match'), 'summary.json'), 'utf8')).match;
    expect(await match.page.textContent('[data-figure="sprt"]')).toContain(`LLR ${m.sprt.llr.toFixed(3)}`);
    expect(await match.page.textContent('table[data-table="match"] tbody tr td:nth-child(2)')).toBe(`${m.games} (${m.wins} / ${m.draws} / ${m.losses})`);
    // The SPRT path is a step line from 0 games: every segment level or upright, starting at the
    // axis's "0" tick, where the ratio is 0 until the stop rule first evaluated it.
    const d = await match.page.getAttribute('figure[data-chart="sprt"] g[aria-label="line"] path', 'd');
    const points = [...d!.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((p) => [Number(p[1]), Number(p[2])] as const);
    expect(points.length).toBeGreaterThanOrEqual(3);
    const sloped = points.slice(1).filter(([x, y], i) => Math.abs(x - points[i]![0]) > 0.01 && Math.abs(y - points[i]![1]) > 0.01);
    expect(sloped).toEqual([]);
    const zeroAt = await match.page.$$eval('figure[data-chart="sprt"] g[aria-label="x-axis tick label"] text', (ts) =>
      ts.filter((t) => t.textContent === '0').map((t) => Number(/translate\(([-\d.]+)/.exec(t.getAttribute('transform') ?? '')?.[1])),
    );
    expect(zeroAt).toEqual([points[0]![0]]);
    await match.page.close();

    const ladder = await charts(join(dir('ladder'), 'report.html'));
    expect(ladder.errors).toEqual([]);
    expect(ladder.names.slice(0, 2)).toEqual(['ratings', 'win-matrix']);
    expect(await ladder.page.$$eval('figure[data-chart="win-matrix"] g[aria-label="cell"] rect', (r) => r.length)).toBe(6);
    const top = JSON.parse(readFileSync(join(dir('ladder'), 'summary.json'), 'utf8')).ladder.ratings.sort((a: { ordinal: number }, b: { ordinal: number }) => b.ordinal - a.ordinal)[0];
    expect(await ladder.page.textContent('table[data-table="ratings"] tbody tr td:nth-child(2)')).toBe(top.label);
    await ladder.page.close();

    const balance = await charts(join(dir('balance'), 'report.html'));
    expect(balance.errors).toEqual([]);
    expect(balance.names).toEqual(['seat-fairness', 'heatmap-official', 'map-official-0', 'map-official-1', 'heatmap-balanced', 'map-balanced-0', 'map-balanced-1']);
    await balance.page.close();
  });

  it('show: steps forward and back with the keys and buttons, jumps to a turn, and ends on the winner', async () => {
    // game-3.html is the game of index 3 (games.csv's numbering): the file's fourth line.
    const rec = JSON.parse(recordLines(dir('run'))[3]!);
    expect(rec.index).toBe(3);
    const { page, errors } = await openFile(browser!.browser, join(dir('run'), 'game-3.html'));
    expect(errors).toEqual([]);
    const n = rec.log.length;
    expect(await page.textContent('#step')).toBe(`1 / ${n}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.click('#prev');
    expect(await page.textContent('#step')).toBe(`2 / ${n}`);
    await page.fill('#to', '3');
    await page.click('#jump button');
    expect(Number(await page.textContent('#turn'))).toBe(3);
    await page.keyboard.press('End');
    expect(await page.textContent('#step')).toBe(`${n} / ${n}`);
    const winner = rec.result.winner;
    expect(await page.textContent('#winner')).toBe(`winner: ${winner}: ${rec.seats[winner].bot} with ${rec.result.vp[winner]} VP after ${rec.result.turns} turns`);
    const vps = await page.$$eval('#seats tr', (trs) => trs.map((tr) => Number(tr.children[1]!.textContent)));
    expect(vps).toEqual(rec.result.vp);
    // The final position's pieces are on the board: the viewer shows some, not all, of what it drew.
    const shown = await page.$$eval('#pieces > g', (gs) => gs.filter((g) => (g as unknown as { style: { display: string } }).style.display !== 'none').length);
    expect(shown).toBeGreaterThan(8);
    await page.close();
  });

  it('show: every piece outline stands out 3:1 from every colour of the board under it, and the seat colour from its outline', async () => {
    const { page } = await openFile(browser!.browser, join(dir('run'), 'game-3.html'));
    await page.keyboard.press('End');
    const { board, pieces } = await page.$$eval('.board svg', ([svg]) => {
      const layer = svg!.querySelector('#pieces')!;
      const paint = (e: (typeof layer.children)[number]) => ['fill', 'stroke'].map((a) => e.getAttribute(a) ?? '').filter((c) => c.startsWith('#'));
      const shapes = 'polygon, circle, rect, line, path, ellipse';
      return {
        board: [...svg!.querySelectorAll(shapes)].filter((e) => !layer.contains(e)).flatMap(paint),
        pieces: [...layer.children].map((g) => [...g.querySelectorAll(shapes)].map((e) => ({ fill: e.getAttribute('fill') ?? '', stroke: e.getAttribute('stroke') ?? '' }))),
      };
    });
    const under = [...new Set(board.map(hex6))];
    const seats: readonly string[] = SEAT_FILL.map(hex6);
    const bad: string[] = [];
    let checked = 0;
    for (const shapes of pieces) {
      const paints = shapes.flatMap((x) => [x.fill, x.stroke]).filter((c) => c.startsWith('#')).map(hex6);
      const seat = paints.find((c) => seats.includes(c));
      if (seat === undefined) continue; // the robber, not a seat's piece
      checked++;
      const outline = [...new Set(shapes.map((x) => x.stroke).filter((c) => c.startsWith('#')).map(hex6).filter((c) => c !== seat))];
      const best = (c: string) => Math.max(0, ...outline.map((o) => contrastRatio(o, c)));
      for (const c of under) if (best(c) < 3) bad.push(`seat ${seat}: outline ${outline.join('+')} on ${c}: ${best(c).toFixed(2)}:1`);
      if (best(seat) < 3) bad.push(`seat ${seat}: its own colour inside outline ${outline.join('+')}: ${best(seat).toFixed(2)}:1`);
    }
    expect(checked).toBeGreaterThan(8);
    expect([...new Set(bad)]).toEqual([]);
    await page.close();
  });

  it('show: a robber move with no one to rob reads "no victim" in the log, never null', async () => {
    const records = recordLines(dir('run'));
    const at = records.findIndex((line) => /"victim":null/.test(line));
    expect(at).toBeGreaterThanOrEqual(0);
    const file = join(tmp, 'no-victim.html');
    ok(['show', join(dir('run'), 'games.jsonl.gz'), '--game', String(at), '--out', file]);
    const { page, errors } = await openFile(browser!.browser, file);
    expect(errors).toEqual([]);
    const log = await page.$$eval('#log li', (lis) => lis.map((li) => li.textContent ?? ''));
    expect(log.filter((line) => /\bnull\b/.test(line))).toEqual([]);
    expect(log.some((line) => line.includes('no victim'))).toBe(true);
    await page.close();
  });
});
