// Results folders edited consistently (journal.jsonl and games.csv alike, or the journal alone
// before games.csv exists) are refused by run --resume and merge, through the real binary: by the
// checks every row gets, or by games played again and compared. Genuine folders (complete,
// interrupted, sharded, with forfeits of every kind) still pass. Children are killed after each test.

import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { csvLine } from '../src/tournament/games-csv.js';
import type { GameRow } from '../src/tournament/play-spec.js';
import { cli, completeLines, killChildren, killedAfterLines, type Ran } from './helpers/cli.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-forged-'));
afterEach(killChildren);
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

let count = 0;
const fresh = (tag: string) => join(TMP, `${tag}-${++count}`);
const journalOf = (dir: string) => join(dir, 'journal.jsonl');
const QUICK = ['--players', '2', '--trade', 'off', '--turn-cap', '100', '-q', '--no-color'];

function ok(r: Ran, what: string): Ran {
  expect(r.code, `${what}: exit ${r.code}; stderr: ${r.err}`).toBe(0);
  return r;
}

// The default turn cap, so that games have a winner to forge.
const BASE_ARGS = ['run', '--games', '8', '--seed', 'forge', '--workers', '1', '--players', '2', '--trade', 'off', '-q'];
let base: string | null = null;
/** A copy of a finished 8-game folder (made once). */
function copyOfBase(): string {
  if (!base) {
    base = fresh('base');
    ok(cli([...BASE_ARGS, '--out', base]), 'the run to forge');
  }
  const dir = fresh('forged');
  cpSync(base, dir, { recursive: true });
  return dir;
}

const journalRows = (dir: string) =>
  readFileSync(journalOf(dir), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as GameRow);
const wonGame = (dir: string) => journalRows(dir).find((r) => r.result.winner >= 0)!;

/**
 * Edits game `index` alike in journal.jsonl and games.csv (when the folder has one): the forger's
 * edit, made consistently, so that the two files agree.
 */
function forge(dir: string, index: number, edit: (row: GameRow) => void): GameRow {
  const lines = readFileSync(journalOf(dir), 'utf8').split('\n');
  let forged: GameRow | null = null;
  for (let i = 1; i < lines.length; i++) {
    if (lines[i] === '') continue;
    const row = JSON.parse(lines[i]!) as GameRow;
    if (row.index !== index) continue;
    edit(row);
    lines[i] = JSON.stringify(row);
    forged = row;
  }
  writeFileSync(journalOf(dir), lines.join('\n'));
  const csv = join(dir, 'games.csv');
  if (existsSync(csv)) {
    const labels = (JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { plan: { lineup: Array<{ label: string }> } }).plan.lineup.map((b) => b.label);
    const rows = readFileSync(csv, 'utf8').split('\n');
    const k = rows.findIndex((l, i) => i > 0 && l.split(',')[0] === String(index));
    rows[k] = csvLine(forged!, labels).trimEnd();
    writeFileSync(csv, rows.join('\n'));
  }
  return forged!;
}

/** Both commands that read a folder back refuse it: exit 2, one line, the message. */
function refused(dir: string, message: RegExp): void {
  for (const r of [cli(['run', '--resume', dir, '-q']), cli(['merge', dir, '--out', fresh('merged')])]) {
    expect(r.code, r.err).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  }
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const swapSeats = <T>(xs: T[], a: number, b: number) => ([xs[a], xs[b]] = [xs[b]!, xs[a]!]);

describe('consistent forgeries are refused by run --resume and merge', () => {
  it('a winner and its VP swapped with another seat\'s: the game replayed names the real winner', () => {
    const dir = copyOfBase();
    const g = wonGame(dir);
    const [w, o] = [g.result.winner, 1 - g.result.winner];
    forge(dir, g.index, (row) => {
      row.result.winner = o;
      swapSeats(row.result.vp, w, o);
      swapSeats(row.result.vpSources, w, o);
    });
    refused(dir, new RegExp(`${esc(dir)}: game ${g.index} does not replay as stored: field winner_seat: stored ${o}, replayed ${w}$`, 'm'));
  });

  it('a winner with 3 VP while another seat has 11', () => {
    const dir = copyOfBase();
    const g = wonGame(dir);
    const [w, o] = [g.result.winner, 1 - g.result.winner];
    forge(dir, g.index, (row) => {
      row.result.vp[w] = 3;
      row.result.vpSources[w] = { settlements: 3, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0 };
      row.result.vp[o] = 11;
      row.result.vpSources[o] = { settlements: 3, cities: 4, longestRoad: 2, largestArmy: 2, vpCards: 0 };
    });
    const vp = w === 0 ? '3|11' : '11|3';
    refused(dir, new RegExp(`journal\\.jsonl: line \\d+ \\(game ${g.index}\\), field vp: expected the winner \\(seat ${w}\\) at the target \\(10\\) or above, got "${esc(vp)}"`));
  });

  it('a game marked capped at turn 68 of a 1,000-turn cap', () => {
    const dir = copyOfBase();
    const g = wonGame(dir);
    forge(dir, g.index, (row) => {
      row.result.winner = -1;
      row.result.capped = true;
      row.result.turns = 68;
    });
    refused(dir, new RegExp(`\\(game ${g.index}\\), field turns: expected 1000 in a capped game \\(the plan's turn cap\\), got 68`));
  });

  it('an injected forfeit: a bot that threw, where the game replayed has a winner', () => {
    const dir = copyOfBase();
    const g = wonGame(dir);
    forge(dir, g.index, (row) => {
      row.result.forfeit = { seat: 1 - row.result.winner, reason: 'threw: Error: gave up' };
      row.result.winner = -1;
    });
    refused(dir, new RegExp(`: game ${g.index} does not replay as stored: field winner_seat: stored none, replayed ${g.result.winner}$`, 'm'));
  });

  it('an injected forfeit for timing, which no replay reproduces: refused where it comes after the end of the game', () => {
    // A slow decision at the game's last decision, the counts of the end kept: the replay applied that decision.
    const slow = copyOfBase();
    const g = wonGame(slow);
    forge(slow, g.index, (row) => {
      row.result.forfeit = { seat: row.result.winner, reason: 'timeout: a decision took 6012 ms (budget 5000 ms)' };
      row.result.winner = -1;
    });
    refused(slow, new RegExp(`: game ${g.index} does not replay as stored: field steps: stored ${g.result.steps}, replayed ${g.result.steps} \\(the stored forfeit, for timing or the machine, comes after the end of the replayed game\\)$`, 'm'));
    // A worker stopped for a hang (its row holds only the turn) after the game's last turn.
    const hung = copyOfBase();
    forge(hung, g.index, (row) => {
      const zeros = row.result.vp.map(() => 0);
      row.result = {
        ...row.result,
        winner: -1,
        turns: g.result.turns + 1,
        vp: zeros,
        steps: 0,
        decisions: 0,
        seatDecisions: zeros,
        thinkMs: zeros,
        vpSources: zeros.map(() => ({ settlements: 0, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0 })),
        forfeit: { seat: 0, reason: 'timeout: no answer after 7000 ms, worker stopped' },
      };
    });
    refused(hung, new RegExp(`: game ${g.index} does not replay as stored: field turns: stored ${g.result.turns + 1}, replayed ${g.result.turns} `));
  });

  it('a journal-only edit after an early kill, before games.csv was written', () => {
    const dir = copyOfBase();
    // As a kill in the first games leaves it: the header and three games, no checkpoint.
    writeFileSync(journalOf(dir), readFileSync(journalOf(dir), 'utf8').split('\n').slice(0, 4).join('\n') + '\n');
    rmSync(join(dir, 'summary.json'));
    rmSync(join(dir, 'games.csv'));
    const g = journalRows(dir).find((r) => r.result.winner >= 0);
    expect(g, 'a won game among the first three').toBeDefined();
    const [w, o] = [g!.result.winner, 1 - g!.result.winner];
    forge(dir, g!.index, (row) => {
      row.result.winner = o;
      swapSeats(row.result.vp, w, o);
      swapSeats(row.result.vpSources, w, o);
    });
    refused(dir, new RegExp(`: game ${g!.index} does not replay as stored: field winner_seat: stored ${o}, replayed ${w}$`, 'm'));
  });
});

describe('genuine folders pass, and say what was replayed', () => {
  it('a complete folder: every game replayed, and the default draw takes every game of a small folder', () => {
    const dir = copyOfBase();
    const all = ok(cli(['run', '--resume', dir, '--verify', 'all', '--no-color']), 'resume --verify all');
    expect(all.err).toContain(`verify: ${dir}: every game replayed as stored\n`);
    expect(ok(cli(['merge', dir, '--out', fresh('merged')]), 'merge').err).toContain(`verify: ${dir}: every game replayed as stored\n`);
    expect(ok(cli(['run', '--resume', dir, '--verify', 'none', '-q']), 'resume --verify none').err).toBe('');
  });

  it('an interrupted run (SIGKILL) resumes after its games so far replay; its shards merge after every game replays', async () => {
    const args = ['run', '--games', '200', '--seed', 'verify-kill', '--workers', '2', ...QUICK];
    const dir = fresh('killed');
    await killedAfterLines([...args, '--out', dir], journalOf(dir), 3);
    const kept = completeLines(journalOf(dir)) - 1;
    const resumed = ok(cli(['run', '--resume', dir, '--no-color', '--workers', '2']), 'resume');
    const replayed = kept <= 32 ? 'every game' : `32 of ${kept} games \\(drawn\\)`;
    expect(resumed.err).toMatch(new RegExp(`verify: ${esc(dir)}: ${replayed} replayed as stored\\n`));
    expect((JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { completed: number }).completed).toBe(200);

    const shards = [1, 2].map((k) => {
      const shard = fresh(`shard${k}`);
      ok(cli(['run', '--games', '24', '--seed', 'verify-kill', '--workers', '1', '--shard', `${k}/2`, ...QUICK, '--out', shard]), `shard ${k}`);
      return shard;
    });
    const merged = ok(cli(['merge', ...shards, '--out', fresh('merged'), '--verify', 'all', '--workers', '2']), 'merge');
    for (const s of shards) expect(merged.err).toContain(`verify: ${s}: every game replayed as stored\n`);
  });

  it('a bot that decides by the clock (mcts with ms): no game is played again, and the folder resumes', () => {
    const config = join(TMP, 'clock.json');
    writeFileSync(config, JSON.stringify({ bots: [{ bot: 'mcts', options: { ms: 1 } }, 'random'], players: 2, trade: false, turnCap: 20, games: 2, seed: 'clock' }));
    const dir = fresh('clock');
    ok(cli(['run', config, '--workers', '1', '-q', '--out', dir]), 'run');
    const r = ok(cli(['run', '--resume', dir, '--verify', 'all', '--json']), 'resume');
    expect(r.err).toBe(`verify: ${dir}: no game replayed: mcts (ms) decides by the clock, so its games do not replay the same\n`);
  });

  it('forfeits: a throw replays exactly; slow decisions and a hang are only partly checked, and counted', () => {
    const dir = fresh('forfeits');
    ok(cli(['run', '--games', '8', '--bots', 'test/fixtures/throw-fifth.js,test/fixtures/slow.js', '--time-budget', '200', '--seed', 'verify-forfeits', '--workers', '1', ...QUICK, '--out', dir]), 'run');
    const reasons = journalRows(dir).map((r) => r.result.forfeit?.reason ?? '');
    const timeouts = reasons.filter((r) => r.startsWith('timeout:')).length;
    expect(timeouts, 'slow decisions forfeited').toBeGreaterThan(0);
    expect(reasons.filter((r) => r.startsWith('threw:')).length, 'throws forfeited').toBeGreaterThan(0);
    const r = ok(cli(['run', '--resume', dir, '--verify', 'all', '--no-color']), 'resume');
    expect(r.err).toContain(`verify: ${dir}: every game replayed as stored; ${timeouts} of them only partly checked`);

    const hang = fresh('hang');
    ok(cli(['run', '--games', '4', '--bots', 'test/fixtures/hang.js,random', '--time-budget', '100', '--seed', 'verify-hang', '--workers', '1', ...QUICK, '--out', hang]), 'run with a hang');
    expect(journalRows(hang).find((row) => row.index === 2)?.result.forfeit?.reason).toMatch(/^timeout: no answer after \d+ ms, worker stopped$/);
    const h = ok(cli(['merge', hang, '--out', fresh('merged'), '--verify', 'all']), 'merge');
    expect(h.err).toContain(`verify: ${hang}: every game replayed as stored; 1 of them only partly checked`);
  });
});
