// The raw engine alone, on any build of catan-arena: random 4-player games (domestic trade off) on
// one random map, legal list and step with a uniform choice, nothing else. Its instruction count
// under callgrind is the same from run to run however loaded the machine is, so two builds can be
// compared when timings cannot (docs/measurements.md, "Instruction counts"):
//
//   ENGINE_ROOT=<checkout with dist/> GAMES=1000 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//     --smc-check=all-non-file node --single-threaded dist/bench/raw-loop.js
//
// SCENARIO=<id> plays that Seafarers scenario instead (4 players, its printed map dealt from the
// seed 'raw', as bench/variants.ts's raw loop does); EXPANSION=cities-knights plays Cities & Knights
// (PLAYERS=4 or 6, on the official map dealt from the seed 'raw'); TRADE=<offers per turn> turns
// domestic trade on (0, off, by default). Without valgrind it prints ns per step. Prints the steps played, so
// both builds can be seen to play the same games, and a hash of every action chosen.

import { engineRoot as root, loadEngine as load, type RawEngine } from './engine-root.js';

const games = Number(process.env.GAMES ?? 1000);
if (!Number.isInteger(games) || games < 1) throw new Error(`GAMES: expected a positive integer, got ${process.env.GAMES}`);
const offers = Number(process.env.TRADE ?? 0);
if (!Number.isInteger(offers) || offers < 0) throw new Error(`TRADE: expected an integer >= 0, got ${process.env.TRADE}`);
const scenario = process.env.SCENARIO;
const expansion = process.env.EXPANSION;
const players = Number(process.env.PLAYERS ?? 4);
if (players !== 4 && players !== 6) throw new Error(`PLAYERS: expected 4 or 6, got ${process.env.PLAYERS}`);

const E = await load<RawEngine>('index.js');
const { PHASE, PH_GAME_OVER } = E.layout as Record<string, number>;

interface Registry {
  gameMaker(options: Record<string, unknown>): { board(spec: unknown): unknown; game(board: unknown): unknown };
  scenarioBoardFor(options: Record<string, unknown>, variable: boolean, seed: string): unknown;
  frameFor(options: Record<string, unknown>): unknown;
}

async function gameOf(): Promise<unknown> {
  if (expansion !== undefined) {
    const R = await load<Registry>('rules/registry.js');
    const { generateMap } = await load<{ generateMap(spec: unknown, seed: string, frame: unknown): unknown }>('maps/generators.js');
    const options = { players, expansion, tradeOffersPerTurn: offers };
    const maker = R.gameMaker(options);
    return maker.game(maker.board(generateMap({ generator: 'official', options: {} }, 'raw', R.frameFor(options))));
  }
  if (scenario === undefined) {
    const { buildBoard } = await load<{ buildBoard(spec: unknown): unknown }>('engine/board.js');
    return E.createGame(buildBoard(E.randomBoard('raw')), { players: 4, tradeOffersPerTurn: offers });
  }
  const R = await load<Registry>('rules/registry.js');
  const maker = R.gameMaker({ players: 4, scenario, tradeOffersPerTurn: offers });
  return maker.game(maker.board(R.scenarioBoardFor({ players: 4, scenario }, false, 'raw')));
}

function play(game: unknown): { steps: number; ns: number; hash: number } {
  const legal = new Int32Array(E.maxActions(game));
  // A fixed linear congruential choice: no stream of the engine's, the same on every build.
  let x = 12345;
  let steps = 0;
  let hash = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < games; i++) {
    const st = E.newState(game, `raw:${i}`);
    while (st.s[PHASE!] !== PH_GAME_OVER) {
      const k = E.legalActions(st, legal);
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const a = legal[x % k]!;
      hash = (Math.imul(hash, 31) + a) | 0;
      E.apply(st, a);
      steps++;
    }
  }
  return { steps, ns: Number(process.hrtime.bigint() - t0), hash };
}

const { steps, ns, hash } = play(await gameOf());
const what = expansion !== undefined ? ` of ${expansion}, ${players} players` : scenario === undefined ? '' : ` of ${scenario}`;
const trade = offers > 0 ? `, trade ${offers}` : '';
const tail = scenario === undefined && expansion === undefined && offers === 0 ? '' : `, actions hash ${(hash >>> 0).toString(16)}`;
console.log(`${root}: ${games} games${what}${trade}, ${steps} steps, ${(ns / steps).toFixed(1)} ns/step${tail}`);
