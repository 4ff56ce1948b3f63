// report.html for a run, a match, a ladder and a balance folder, and show's game viewer: written by
// the real binary from small folders made once for this file, then opened from file:// in headless
// Chromium (one launch for the file): no console error, no request off the file system, the
// expected charts and the numbers of the results. Without a browser the page checks skip.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';
import { HAVE_BROWSER, launch, NO_BROWSER, openFile, type OpenBrowser } from './helpers/browser.js';

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
    expect(ok(['show', join(dir('run'), 'games.jsonl'), '--game', '3'])).toContain('game-3.html');
    expect(existsSync(join(dir('run'), 'game-3.html'))).toBe(true);
    const bad = runBin(['show', join(dir('run'), 'games.jsonl'), '--game', '99']);
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

  it('match: the Elo estimate and the SPRT path; ladder: ratings and the pairwise heat map; balance: seat fairness and maps', async () => {
    const match = await charts(join(dir('match'), 'report.html'));
    expect(match.errors).toEqual([]);
    expect(match.names.slice(0, 2)).toEqual(['elo', 'sprt']);
    const m = JSON.parse(readFileSync(join(dir('match'), 'summary.json'), 'utf8')).match;
    expect(await match.page.textContent('[data-figure="sprt"]')).toContain(`LLR ${m.sprt.llr.toFixed(3)}`);
    expect(await match.page.textContent('table[data-table="match"] tbody tr td:nth-child(2)')).toBe(`${m.games} (${m.wins} / ${m.draws} / ${m.losses})`);
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
    const rec = JSON.parse(readFileSync(join(dir('run'), 'games.jsonl'), 'utf8').split('\n')[3]!);
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
});
