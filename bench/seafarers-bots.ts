// The built-in bots on Seafarers boards, 4 players: (a) how many games of four greedy bots end by
// a win rather than the turn cap, (b) greedy against three random bots (win rate, 95% Wilson
// interval), and how often greedy builds ships and settles a foreign area; optionally (c) value
// against three greedy bots. Boards: the rule tests' Seafarers board (test/helpers/sea-board.ts,
// Heading for New Shores) and the nine scenarios on their printed layouts at 4 players (harbors
// drawn per game, src/rules/seafarers/boards.ts). Seeded: the same arguments give the same games.
// Prints a table and writes results/seafarers-bots.json.
//
//   npm run build && node dist/bench/seafarers-bots.js
//   SEA_GAMES=400 node dist/bench/seafarers-bots.js             # games per line-up (default 200)
//   SEA_VALUE_GAMES=100 node dist/bench/seafarers-bots.js       # also value vs 3 greedy
//   SEA_BOARDS=test-board,four-islands node dist/bench/seafarers-bots.js   # only these boards
//   SEA_TURN_CAP=300 node dist/bench/seafarers-bots.js          # a turn cap other than the default (1000)

import { mkdirSync, writeFileSync } from 'node:fs';
import type { Bot } from '../src/bots/bot.js';
import { createGreedyBot } from '../src/bots/greedy/index.js';
import { createRandomBot } from '../src/bots/random.js';
import { createValueBot } from '../src/bots/value/index.js';
import { seaOf } from '../src/rules/seafarers/kit/sea.js';
import type { BoardSpec } from '../src/engine/board.js';
import type { GameState } from '../src/engine/game.js';
import { createGame, scenarioBoardFor } from '../src/rules/registry.js';
import { SCENARIO_IDS, type ScenarioId } from '../src/rules/seafarers/scenarios.js';
import { seaFieldsOf } from '../src/rules/seafarers/fields.js';
import { SHIPS_PER_COLOUR } from '../src/rules/seafarers/phases.js';
import { wilson } from '../src/stats/intervals.js';
import { playGame } from '../src/tournament/play-game.js';
import { seaTestBoard } from '../test/helpers/sea-board.js';

const GAMES = Number(process.env.SEA_GAMES ?? 200);
const VALUE_GAMES = Number(process.env.SEA_VALUE_GAMES ?? 0);
const TURN_CAP = process.env.SEA_TURN_CAP ? Number(process.env.SEA_TURN_CAP) : undefined;
const ONLY = process.env.SEA_BOARDS ? new Set(process.env.SEA_BOARDS.split(',')) : null;

interface BoardCase {
  name: string;
  scenario: ScenarioId;
  board: (seed: string) => BoardSpec;
}

/** The nine scenarios on their printed layouts at 4 players (harbors drawn per game from the seed). */
function scenarioCases(): BoardCase[] {
  return SCENARIO_IDS.map((id) => ({ name: id, scenario: id, board: (seed: string) => scenarioBoardFor({ players: 4, scenario: id }, false, seed) }));
}

interface LineupStats {
  games: number;
  wins: number;
  capped: number;
  forfeits: number;
  turns: number[];
  /** Per game, for the hero seat (greedy in "greedy vs random"; seat 0 in "4 greedy"): a ship built, a foreign area settled. */
  shipGames: number;
  foreignGames: number;
  chits: number;
  ms: number;
}

function heroSea(st: GameState, seat: number): { ships: number; foreign: boolean; chits: number } {
  const F = seaFieldsOf(st.game)!;
  const s = st.s;
  const ships = SHIPS_PER_COLOUR - s[F.shipsLeft + seat]!;
  const chits = s[F.chits + seat]!;
  // A foreign area: a building outside the seat's home areas.
  const L = st.game.layout;
  let foreign = chits > 0;
  const home = s[F.home + seat]!;
  const nodeArea = seaOf(st.game)!.T.nodeArea;
  for (let n = 0; n < st.game.board.numNodes && !foreign; n++) {
    const mine = ((s[L.settle + seat * L.nodeWords + (n >>> 5)]! | s[L.city + seat * L.nodeWords + (n >>> 5)]!) & (1 << (n & 31))) !== 0;
    if (mine && nodeArea[n]! >= 0 && (home & (1 << nodeArea[n]!)) === 0) foreign = true;
  }
  return { ships, foreign, chits };
}

function play(c: BoardCase, label: string, games: number, lineup: (i: number) => { bots: Bot[]; hero: number }): LineupStats {
  const st: LineupStats = { games: 0, wins: 0, capped: 0, forfeits: 0, turns: [], shipGames: 0, foreignGames: 0, chits: 0, ms: 0 };
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const seed = `seafarers-bots:${c.name}:${label}:${i}`;
    const game = createGame(c.board(seed), { players: 4, scenario: c.scenario, ...(TURN_CAP ? { turnCap: TURN_CAP } : {}) });
    const { bots, hero } = lineup(i);
    const { result, state } = playGame(game, seed, bots);
    st.games++;
    if (result.forfeit) st.forfeits++;
    if (result.capped) st.capped++;
    if (result.winner === hero) st.wins++;
    st.turns.push(result.turns);
    const h = heroSea(state, hero);
    if (h.ships > 0) st.shipGames++;
    if (h.foreign) st.foreignGames++;
    st.chits += h.chits;
  }
  st.ms = performance.now() - t0;
  return st;
}

function quantile(xs: number[], q: number): number {
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))] ?? 0;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function main(): Promise<void> {
  const cases: BoardCase[] = [{ name: 'test-board', scenario: 'heading-for-new-shores' as const, board: () => seaTestBoard() }, ...scenarioCases()].filter(
    (c) => !ONLY || ONLY.has(c.name),
  );
  const rows: Array<Record<string, unknown>> = [];
  for (const c of cases) {
    const all = play(c, 'all-greedy', GAMES, () => ({ bots: [0, 1, 2, 3].map(() => createGreedyBot()), hero: 0 }));
    const won = all.games - all.capped - all.forfeits;
    const endCi = wilson(won, all.games);
    rows.push({
      board: c.name,
      scenario: c.scenario,
      lineup: '4 x greedy',
      games: all.games,
      wonShare: won / all.games,
      ci95: [endCi.low, endCi.high],
      goalMet: won / all.games >= 0.95,
      capped: all.capped,
      forfeits: all.forfeits,
      medianTurns: quantile(all.turns, 0.5),
      p90Turns: quantile(all.turns, 0.9),
      seat0ShipShare: all.shipGames / all.games,
      seat0ForeignShare: all.foreignGames / all.games,
      seconds: all.ms / 1000,
    });
    const vsRandom = play(c, 'greedy-vs-random', GAMES, (i) => {
      const hero = i % 4;
      return { bots: [0, 1, 2, 3].map((k) => (k === hero ? createGreedyBot() : createRandomBot())), hero };
    });
    const ci = wilson(vsRandom.wins, vsRandom.games);
    rows.push({
      board: c.name,
      scenario: c.scenario,
      lineup: 'greedy vs 3 x random',
      games: vsRandom.games,
      wins: vsRandom.wins,
      winRate: vsRandom.wins / vsRandom.games,
      ci95: [ci.low, ci.high],
      goalMet: ci.low > 0.25,
      capped: vsRandom.capped,
      forfeits: vsRandom.forfeits,
      medianTurns: quantile(vsRandom.turns, 0.5),
      p90Turns: quantile(vsRandom.turns, 0.9),
      heroShipShare: vsRandom.shipGames / vsRandom.games,
      heroForeignShare: vsRandom.foreignGames / vsRandom.games,
      heroMeanChits: vsRandom.chits / vsRandom.games,
      seconds: vsRandom.ms / 1000,
    });
    if (VALUE_GAMES > 0) {
      const vsGreedy = play(c, 'value-vs-greedy', VALUE_GAMES, (i) => {
        const hero = i % 4;
        return { bots: [0, 1, 2, 3].map((k) => (k === hero ? createValueBot() : createGreedyBot())), hero };
      });
      const vci = wilson(vsGreedy.wins, vsGreedy.games);
      rows.push({
        board: c.name,
        scenario: c.scenario,
        lineup: 'value vs 3 x greedy',
        games: vsGreedy.games,
        wins: vsGreedy.wins,
        winRate: vsGreedy.wins / vsGreedy.games,
        ci95: [vci.low, vci.high],
        capped: vsGreedy.capped,
        forfeits: vsGreedy.forfeits,
        medianTurns: quantile(vsGreedy.turns, 0.5),
        p90Turns: quantile(vsGreedy.turns, 0.9),
        heroShipShare: vsGreedy.shipGames / vsGreedy.games,
        heroForeignShare: vsGreedy.foreignGames / vsGreedy.games,
        heroMeanChits: vsGreedy.chits / vsGreedy.games,
        seconds: vsGreedy.ms / 1000,
      });
    }
  }

  const header = ['board', 'line-up', 'games', 'result', '95% CI', 'goal', 'capped', 'forfeits', 'turns (median / p90)', 'ships', 'foreign area', 's'];
  const lines = rows.map((r) => {
    const ci = r.ci95 as number[];
    const result = r.lineup === '4 x greedy' ? `${pct(r.wonShare as number)} end by a win` : `${pct(r.winRate as number)} wins`;
    const goal = r.goalMet === undefined ? '' : r.goalMet ? 'met' : 'NOT met';
    const ships = (r.seat0ShipShare ?? r.heroShipShare) as number;
    const foreign = (r.seat0ForeignShare ?? r.heroForeignShare) as number;
    return [
      String(r.board),
      String(r.lineup),
      String(r.games),
      result,
      `${pct(ci[0]!)} - ${pct(ci[1]!)}`,
      goal,
      String(r.capped),
      String(r.forfeits),
      `${r.medianTurns} / ${r.p90Turns}`,
      pct(ships),
      pct(foreign),
      (r.seconds as number).toFixed(1),
    ];
  });
  const widths = header.map((h, k) => Math.max(h.length, ...lines.map((l) => l[k]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((x, k) => x.padEnd(widths[k]!)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(fmt(l));
  console.log('\nships / foreign area: share of games where the greedy seat (seat 0 of four greedy bots; the hero otherwise) built a ship / settled outside its home areas.');

  mkdirSync('results', { recursive: true });
  const out = { generated: new Date().toISOString(), games: GAMES, valueGames: VALUE_GAMES, turnCap: TURN_CAP ?? 1000, rows };
  writeFileSync('results/seafarers-bots.json', `${JSON.stringify(out, null, 2)}\n`);
  console.log('wrote results/seafarers-bots.json');
}

await main();
