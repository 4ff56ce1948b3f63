// End-to-end tests of the catan-arena command line through the real binary (`node
// bin/catan-arena.js`, built into dist/ by test/global-setup.ts): help and version, `bots`, `run`
// with its tables and results folder, `--json`, records checked by `replay`, configs and flags, and
// the usage errors (exit code 2) for broken configs, flags and bot modules.
//
// The tournament runner's harder cases (forfeits, workers, resume, shards) are in
// test/tournament.test.ts.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';
import { recordLines } from './helpers/records.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TMP = mkdtempSync(join(tmpdir(), 'catan-cli-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

let dirCount = 0;
/** A fresh, not yet existing folder under the temp dir. */
function outDir(tag: string): string {
  return join(TMP, `${tag}-${++dirCount}`);
}

function cli(...args: string[]) {
  const t0 = Date.now();
  const r = runBin(args);
  return { code: r.status, out: r.stdout, err: r.stderr, ms: Date.now() - t0 };
}

const CSV_HEADER =
  'index,seed,block,rotation,seating,seats,winner_seat,winner,vp,turns,capped,forfeit_seat,forfeit_reason,' +
  'steps,decisions,seat_decisions,think_ms,vp_settlements,vp_cities,vp_longest_road,vp_largest_army,vp_cards,vp_special';
const COLUMNS = CSV_HEADER.split(',');

/** games.csv as rows keyed by column name (the runs here have no quoted fields). */
function readCsv(dir: string): Array<Record<string, string>> {
  const lines = readFileSync(join(dir, 'games.csv'), 'utf8').split('\n').filter((l) => l !== '');
  expect(lines[0]).toBe(CSV_HEADER);
  return lines.slice(1).map((line) => {
    const f = line.split(',');
    expect(f).toHaveLength(COLUMNS.length);
    return Object.fromEntries(COLUMNS.map((c, k) => [c, f[k]!]));
  });
}

interface Summary {
  format: string;
  tool: { name: string; version: string; node: string };
  partial: boolean;
  completed: number;
  expected: number;
  plan: {
    name: string;
    seed: string;
    games: number;
    lineup: Array<{ label: string; kind: string; ref: string; options: Record<string, unknown> }>;
    options: { players: number; tradeOffersPerTurn: number; turnCap: number };
    map: { kind: string };
    record: boolean;
    timeBudgetMs: number;
  };
  stats: {
    games: number;
    won: number;
    capped: number;
    forfeited: number;
    entries: Array<{ label: string; games: number; wins: number; places: number[]; forfeits: number; decisions: number; meanDecisionMs: number }>;
    seats: Array<{ seat: number; games: number; wins: number }>;
    turns: { mean: number; p50: number; p90: number; max: number };
  };
  throughput: { seconds: number; gamesPerSecond: number; workers: number } | null;
}

function readSummary(dir: string): Summary {
  return JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Summary;
}

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('catan-arena: help, version, bots', () => {
  it('--help lists the commands, exit 0', () => {
    const r = cli('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Usage: catan-arena/);
    for (const cmd of ['run', 'merge', 'replay', 'bots']) expect(r.out).toMatch(new RegExp(`^\\s+${cmd}\\b`, 'm'));
    // The removed `play` command is gone.
    expect(r.out).not.toMatch(/^\s+play\b/m);
  });

  it('--version prints the package version, exit 0', () => {
    const r = cli('--version');
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(VERSION);
  });

  it('help run describes the run flags, exit 0', () => {
    const r = cli('help', 'run');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Usage: catan-arena run \[options\] \[config\]/);
    for (const flag of ['--bots', '--games', '--seed', '--workers', '--players', '--map', '--trade', '--time-budget', '--out', '--record', '--shard', '--resume', '--json']) {
      expect(r.out).toContain(flag);
    }
  });

  it('bots lists the built-in random bot', () => {
    const r = cli('bots');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^random\s+\S/m);
  });

  it('rules lists every registered rule set, and --help offers the registered variants', () => {
    const r = cli('rules');
    expect(r.code).toBe(0);
    for (const name of ['base', 'five-six', 'special-building', 'paired', 'catan-for-two']) expect(r.out).toMatch(new RegExp(`^${name}\\s+\\S`, 'm'));
    // Each rule set shows the options it declares, or the value it adds to one.
    expect(r.out).toMatch(/^paired\s+.*\n\s+option turnRule paired: two players share each turn/m);
    expect(r.out).toMatch(/^five-six\s+.*\n\s+option inactiveColour true\|false: house option/m);
    expect(r.out).toMatch(/^options: --players; --turn-rule standard\|special-building\|paired; --variant none\|catan-for-two; --scenario none\|/m);
    expect(cli('run', '--help').out).toMatch(/--variant <name>[\s\S]*catan-for-two:\s+the\s+two-player\s+variant/);
  });

  it('help names a command and prints its help; an unknown topic is a one-line usage error, exit 2', () => {
    const run = cli('help', 'run');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Usage: catan-arena run \[options\] \[config\]/);
    const bad = cli('help', 'play');
    expect(bad.code).toBe(2);
    expect(bad.out).toBe('');
    expect(bad.err).toMatch(/^error: unknown help topic 'play' \(commands: run, match, ladder, [^\n]*\)\nsee catan-arena --help\n$/);
  });

  it('an unknown command exits 2', () => {
    const r = cli('play', '--games', '10');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown command 'play'/);
  });
});

describe('catan-arena run', () => {
  let dir: string;
  let run: ReturnType<typeof cli>;

  beforeAll(() => {
    dir = outDir('run');
    run = cli('run', '--games', '12', '--players', '3', '--seed', 'cli', '--record', '--workers', '2', '--out', dir, '--no-color', '-q');
    console.log(`run 12 games with records: ${run.ms} ms`);
  });

  it('prints the per-bot table, the seat table and the game facts', () => {
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const s = readSummary(dir);
    const out = run.out;
    expect(out).toContain('run: 12 of 12 games, seed "cli", official map, 3 players, trade on');
    // per-bot table: header and one line per line-up entry with its games
    expect(out).toMatch(/bot\s+│ games\s+│ wins\s+│ win %/);
    for (const e of s.stats.entries) {
      expect(out).toMatch(new RegExp(`│ ${e.label.replace('#', '\\#')}\\s+│ 12\\s+│ ${e.wins}\\s+│`));
    }
    // seat table
    expect(out).toContain('win % by seat');
    expect(out).toMatch(/│ 0 \(starts\)\s+│ 12\s+│/);
    for (const seat of s.stats.seats) expect(out).toMatch(new RegExp(`│ ${seat.seat}(?: \\(starts\\))?\\s+│ 12\\s+│ ${seat.wins}\\s+│`));
    // game facts, agreeing with summary.json
    expect(out).toContain('game facts');
    expect(out).toContain(`games: won / capped / forfeited`);
    expect(out).toContain(`12: ${s.stats.won} / ${s.stats.capped} / ${s.stats.forfeited}`);
    expect(out).toMatch(/turns: mean \/ p50 \/ p90 \/ max\s+│ [\d.]+ \/ \d+ \/ \d+ \/ \d+/);
    expect(out).toContain(`${s.stats.turns.max}`);
    expect(out).toMatch(/throughput\s+│ \d+ games\/s \([\d.]+ s, 2 workers\)/);
    expect(out).toContain(`results: ${dir}/summary.json, ${dir}/games.csv, ${dir}/games.jsonl.gz`);
  });

  it('writes summary.json', () => {
    const s = readSummary(dir);
    expect(s.format).toBe('catan-arena/summary@1');
    expect(s.tool).toEqual({ name: 'catan-arena', version: VERSION, node: process.version });
    expect(s.partial).toBe(false);
    expect(s.completed).toBe(12);
    expect(s.expected).toBe(12);
    expect(s.plan.seed).toBe('cli');
    expect(s.plan.games).toBe(12);
    expect(s.plan.options.players).toBe(3);
    expect(s.plan.record).toBe(true);
    expect(s.plan.lineup.map((b) => b.label)).toEqual(['random', 'random#2', 'random#3']);
    expect(s.throughput!.workers).toBe(2);
    const st = s.stats;
    expect(st.games).toBe(12);
    expect(st.won + st.capped + st.forfeited).toBeGreaterThanOrEqual(12);
    expect(st.entries).toHaveLength(3);
    for (const e of st.entries) {
      expect(e.games).toBe(12);
      expect(e.places.reduce((a, b) => a + b, 0)).toBe(12);
      expect(e.decisions).toBeGreaterThan(0);
    }
    expect(st.entries.reduce((a, e) => a + e.wins, 0)).toBe(st.won);
    expect(st.seats.map((x) => x.games)).toEqual([12, 12, 12]);
    expect(st.seats.reduce((a, x) => a + x.wins, 0)).toBe(st.won);
  });

  it('writes games.csv: a header and one row per game', () => {
    const rows = readCsv(dir);
    const s = readSummary(dir);
    expect(rows).toHaveLength(12);
    const labels = ['random', 'random#2', 'random#3'];
    rows.forEach((r, i) => {
      expect(Number(r.index)).toBe(i);
      expect(r.seed).toBe(`cli:${Math.floor(i / 3)}`);
      expect(Number(r.block)).toBe(Math.floor(i / 3));
      expect(Number(r.rotation)).toBe(i % 3);
      const seating = r.seating.split('|').map(Number);
      expect(seating).toEqual([0, 1, 2].map((seat) => (seat + (i % 3)) % 3));
      expect(r.seats).toBe(seating.map((e) => labels[e]).join('|'));
      const vp = r.vp.split('|').map(Number);
      expect(vp).toHaveLength(3);
      if (r.winner_seat !== '') {
        const w = Number(r.winner_seat);
        expect(r.winner).toBe(labels[seating[w]!]);
        expect(vp[w]).toBeGreaterThanOrEqual(10);
        expect(r.capped).toBe('0');
      }
      expect(r.forfeit_seat).toBe('');
      expect(Number(r.turns)).toBeGreaterThan(0);
      expect(r.seat_decisions.split('|').map(Number).reduce((a, b) => a + b, 0)).toBe(Number(r.decisions));
      expect(r.think_ms.split('|')).toHaveLength(3);
    });
    expect(rows.filter((r) => r.winner_seat !== '')).toHaveLength(s.stats.won);
    expect(Math.max(...rows.map((r) => Number(r.turns)))).toBe(s.stats.turns.max);
  });

  it('writes games.jsonl.gz records that replay accepts, and replay rejects a tampered record', () => {
    const file = join(dir, 'games.jsonl.gz');
    const lines = recordLines(dir);
    expect(lines).toHaveLength(12);
    expect(lines.map((l) => (JSON.parse(l) as { index: number }).index)).toEqual([...Array(12).keys()]);
    const ok = cli('replay', file);
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('12 of 12 records replayed and checked');

    const rec = JSON.parse(lines[0]!) as { result: { turns: number }; log: Array<{ a: string; dice?: number[] }> };
    const tampered = join(TMP, 'tampered.jsonl');
    rec.result.turns += 1;
    writeFileSync(tampered, [JSON.stringify(rec), lines[1]].join('\n') + '\n');
    const bad = cli('replay', tampered);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/FAIL .*tampered\.jsonl:1: game 0 .*final result differs/);
    expect(bad.out).toContain('1 of 2 records replayed and checked');

    rec.result.turns -= 1;
    rec.log.find((e) => e.a === 'roll')!.dice = [7, 1];
    writeFileSync(tampered, JSON.stringify(rec) + '\n');
    const dice = cli('replay', tampered);
    expect(dice.code).toBe(1);
    expect(dice.err).toMatch(/dice must be two integers 1-6/);
  });

  it('refuses to overwrite a results folder without --force (exit 2), and --force overwrites it', () => {
    const again = cli('run', '--games', '2', '--players', '2', '--out', dir, '-q');
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/already holds a run/);
    expect(readSummary(dir).completed).toBe(12);
    const forced = cli('run', '--games', '2', '--players', '2', '--trade', 'off', '--out', join(TMP, 'forced'), '-q');
    expect(forced.code).toBe(0);
    const f2 = cli('run', '--games', '4', '--players', '2', '--trade', 'off', '--out', join(TMP, 'forced'), '-q', '--force');
    expect(f2.code).toBe(0);
    expect(readSummary(join(TMP, 'forced')).completed).toBe(4);
  });

  it('--json prints the summary as parseable JSON on stdout, and nothing else', () => {
    const d = outDir('json');
    const r = cli('run', '--games', '8', '--players', '2', '--trade', 'off', '--seed', 'json', '--workers', '1', '--out', d, '--json');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const j = JSON.parse(r.out) as Summary & { out: string };
    expect(j.out).toBe(d);
    expect(j.format).toBe('catan-arena/summary@1');
    expect(j.partial).toBe(false);
    expect(j.completed).toBe(8);
    expect(j.stats.games).toBe(8);
    expect(j.stats.entries.map((e) => e.label)).toEqual(['random', 'random#2']);
    expect(j.stats.entries.map((e) => e.games)).toEqual([8, 8]);
    expect(j.plan.options.tradeOffersPerTurn).toBe(0);
    const { out: _out, ...rest } = j;
    expect(rest).toEqual(readSummary(d));
  });
});

describe('catan-arena run: configs and bot modules', () => {
  it('reads a config file (its workers too), flags override its fields; a .ts bot module loads without a build step', () => {
    const cfg = join(TMP, 'duel.json');
    writeFileSync(
      cfg,
      JSON.stringify({
        name: 'duel',
        games: 4,
        seed: 7,
        players: 2,
        bots: [{ bot: 'random', name: 'alice' }, { bot: 'test/fixtures/typed.ts', options: { first: false } }],
        trade: false,
        timeBudgetMs: 2000,
        workers: 1,
      }),
    );
    const d = outDir('config');
    const r = cli('run', cfg, '--games', '6', '--out', d, '-q', '--no-color');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('duel: 6 of 6 games, seed "7", official map, 2 players, trade off');
    const s = readSummary(d);
    expect(s.plan.name).toBe('duel');
    expect(s.plan.games).toBe(6);
    expect(s.plan.seed).toBe('7');
    expect(s.plan.timeBudgetMs).toBe(2000);
    expect(s.throughput!.workers).toBe(1); // "workers" from the config
    expect(s.plan.lineup.map((b) => [b.label, b.kind])).toEqual([['alice', 'builtin'], ['typed', 'module']]);
    expect(s.plan.lineup[1]!.ref).toBe(join(ROOT, 'test', 'fixtures', 'typed.ts'));
    expect(s.plan.lineup[1]!.options).toEqual({ first: false });
    expect(s.stats.games).toBe(6);
    expect(s.stats.forfeited).toBe(0);
    expect(s.stats.entries[1]!.decisions).toBeGreaterThan(0);
    expect(readCsv(d).map((row) => row.seats)).toEqual(['alice|typed', 'typed|alice', 'alice|typed', 'typed|alice', 'alice|typed', 'typed|alice']);
  });

  it('runs the shipped head-to-head config (a .js bot module by relative path)', () => {
    const d = outDir('h2h');
    const r = cli('run', 'configs/head-to-head.json', '--games', '4', '--workers', '1', '--out', d, '-q');
    expect(r.code).toBe(0);
    const s = readSummary(d);
    expect(s.plan.name).toBe('head-to-head');
    expect(s.plan.seed).toBe('h2h');
    expect(s.stats.entries.map((e) => e.label)).toEqual(['builder', 'random']);
    expect(s.stats.games).toBe(4);
  });

  it('runs 5- and 6-player tournaments under both turn rules, with records that replay', () => {
    for (const [players, rule] of [[6, 'special-building'], [5, 'paired']] as const) {
      const file = join(TMP, `six-${rule}.json`);
      writeFileSync(file, JSON.stringify({ players, turnRule: rule, bots: ['greedy', 'random', 'value', 'random', 'greedy', 'weighted'].slice(0, players), games: players, record: true, workers: 1 }));
      const d = outDir(`six-${rule}`);
      const r = cli('run', file, '--out', d, '-q', '--json');
      expect(r.code, r.err).toBe(0);
      const s = JSON.parse(r.out) as { stats: { games: number }; config: { options: { players: number; turnRule: string } } };
      expect(s.stats.games).toBe(players);
      const rows = readFileSync(join(d, 'games.csv'), 'utf8').trim().split('\n');
      expect(rows).toHaveLength(players + 1);
      const rp = cli('replay', join(d, 'games.jsonl.gz'));
      expect(rp.code, rp.err + rp.out).toBe(0);
    }
  });

  it('the shipped 5-6 player and Catan for Two configs are valid', () => {
    for (const file of ['configs/six-players.json', 'configs/catan-for-two.json']) {
      const d = outDir('shipped');
      const r = cli('run', file, '--games', '2', '--workers', '1', '--out', d, '-q', '--json');
      expect(r.code, r.err).toBe(0);
    }
  });

  it('runs Catan for Two (two players with the variant), with records that replay', () => {
    const d = outDir('two');
    const r = cli('run', '--bots', 'greedy,value', '--variant', 'catan-for-two', '--games', '4', '--workers', '1', '--seed', '1', '--record', '--out', d, '-q', '--json');
    expect(r.code, r.err).toBe(0);
    const s = JSON.parse(r.out) as { stats: { games: number } };
    expect(s.stats.games).toBe(4);
    const lines = recordLines(d);
    expect(JSON.parse(lines[0]!).options.variant).toBe('catan-for-two');
    const rp = cli('replay', join(d, 'games.jsonl.gz'));
    expect(rp.code, rp.err + rp.out).toBe(0);
  });

  describe('config errors exit 2 naming the file, the field and what was expected', () => {
    function badConfig(name: string, text: string) {
      const file = join(TMP, name);
      writeFileSync(file, text);
      const d = outDir('bad-config');
      const r = cli('run', file, '--out', d, '-q');
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(existsSync(d)).toBe(false);
      expect(r.err).toContain(file);
      return r.err;
    }

    it('invalid JSON', () => {
      expect(badConfig('broken.json', '{"games": 10,')).toMatch(/broken\.json: top level: not valid JSON/);
    });

    it('an unknown field', () => {
      const err = badConfig('unknown.json', '{"games": 10, "gamez": 10}');
      expect(err).toMatch(/field "gamez": unknown field \(allowed: .*\bgames\b.*\)/);
    });

    it('a field of the wrong type', () => {
      expect(badConfig('type.json', '{"games": "many"}')).toMatch(/field "games": .*expected number, received string/);
    });

    it('a bot entry of the wrong shape', () => {
      expect(badConfig('entry.json', '{"bots": ["random", {"bot": "random", "nmae": "x"}]}')).toMatch(/field "bots\[1\]/);
    });

    it('a number of bots that does not match players', () => {
      expect(badConfig('count.json', '{"players": 3, "bots": ["random", "random"]}')).toMatch(/field "bots": expected 3 bots \(one per player\), got 2/);
    });

    it('an unknown built-in bot', () => {
      expect(badConfig('nobody.json', '{"bots": ["random", "nobody"]}')).toMatch(/field "bots\[1\]": unknown bot "nobody" \(built-in: random/);
    });

    it('a 5-6 player rule with 4 players', () => {
      expect(badConfig('rule.json', '{"players": 4, "turnRule": "paired"}')).toMatch(/field "turnRule": option turnRule: "paired" is a 5-6 player rule/);
    });

    it('an unknown turn rule', () => {
      expect(badConfig('rule2.json', '{"players": 6, "turnRule": "relay"}')).toMatch(/field "turnRule": /);
    });

    it('too many players', () => {
      expect(badConfig('seven.json', '{"players": 7}')).toMatch(/field "players": .*<=6/);
    });

    it('a missing config file', () => {
      const file = join(TMP, 'no-such-config.json');
      const r = cli('run', file, '--out', outDir('missing'), '-q');
      expect(r.code).toBe(2);
      expect(r.err).toContain(file);
      expect(r.err).toMatch(/cannot read the file \(ENOENT\)/);
    });
  });

  describe('bad flags exit 2', () => {
    const cases: Array<[string[], RegExp]> = [
      [['--players', '9'], /--players must be an integer from 2 to 6/],
      [['--players', '4', '--turn-rule', 'paired'], /field "--turn-rule": option turnRule: "paired" is a 5-6 player rule, but players is 4/],
      [['--players', '6', '--turn-rule', 'standard'], /field "--turn-rule": option turnRule: 6 players need "special-building" or "paired"/],
      [['--turn-rule', 'relay'], /argument 'relay' is invalid\. Allowed choices are standard, special-building, paired/],
      [['--players', '3', '--variant', 'catan-for-two'], /field "--variant": option variant: "catan-for-two" is for exactly 2 players, but players is 3/],
      [['--games', '0'], /--games must be an integer from 1 to/],
      [['--games', 'lots'], /--games must be an integer/],
      [['--shard', '3/2'], /field "--shard": k\/n with 1 <= k <= n, got "3\/2"/],
      [['--shard', 'half'], /field "--shard": k\/n/],
      [['--trade', 'maybe'], /argument 'maybe' is invalid\. Allowed choices are on, off/],
      [['--bots', 'random,nobody'], /field "--bots": unknown bot "nobody"/],
      // A player count a rule set refuses is named where it came from: --players, else the line-up.
      [['--players', '2', '--scenario', 'barbarian-attack'], /^error: \(command line\): field "--players": option players: Barbarian Attack is for 3-6 players, got 2/],
      [['--bots', 'greedy,random', '--scenario', 'traders-and-barbarians'], /^error: \(command line\): field "--bots": option players: the Traders & Barbarians scenario is for 3-6 players, got 2/],
      [['--bots', 'random,random,random', '--players', '2'], /field "--bots": expected 2 bots \(one per player\), got 3/],
      [['--map', 'moon'], /field "--map": a generator \(beginner, official, random, balanced, spiral\) or a readable map file; .*moon: top level: cannot read the file \(ENOENT\)/],
      [['--no-such-flag'], /unknown option '--no-such-flag'/],
    ];
    for (const [flags, message] of cases) {
      it(flags.join(' '), () => {
        const d = outDir('bad-flag');
        const r = cli('run', ...flags, '--out', d, '-q');
        expect(r.code).toBe(2);
        expect(r.err).toMatch(message);
        expect(existsSync(d)).toBe(false);
      });
    }

    it('--resume of a folder that holds no run', () => {
      const d = outDir('empty');
      mkdirSync(d);
      const r = cli('run', '--resume', d, '-q');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/no summary\.json/);
    });
  });

  describe('a broken bot module is a clear error before any game starts (exit 2, no results)', () => {
    const cases: Array<[string, RegExp]> = [
      ['test/fixtures/no-default.js', /bot module .*no-default\.js: the module has no default export: it must `export default` a function \(options\) => bot/],
      ['test/fixtures/broken-import.js', /bot module .*broken-import\.js: failed to load: fixture module exploded on import/],
      ['test/fixtures/not-there.js', /field "--bots": bot module test\/fixtures\/not-there\.js not found/],
      ['./package.json', /field "--bots": bot module \.\/package\.json: expected a \.js, \.mjs or \.ts file/],
    ];
    for (const [bot, message] of cases) {
      it(bot, () => {
        const d = outDir('bad-bot');
        const r = cli('run', '--bots', `${bot},random`, '--games', '4', '--out', d, '-q');
        expect(r.code).toBe(2);
        expect(r.err).toMatch(message);
        expect(r.err.trim().split('\n')).toHaveLength(1);
        expect(r.out).toBe('');
        expect(existsSync(join(d, 'summary.json'))).toBe(false);
        expect(existsSync(d)).toBe(false);
      });
    }
  });
});
