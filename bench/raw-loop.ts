// The raw engine alone, on any build of catan-arena: random 4-player games (domestic trade off) on
// one random map, legal list and step with a uniform choice, nothing else. Its instruction count
// under callgrind is the same from run to run however loaded the machine is, so two builds can be
// compared when timings cannot (docs/measurements.md, "Instruction counts"):
//
//   ENGINE_ROOT=<checkout with dist/> GAMES=1000 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//     --smc-check=all-non-file node --single-threaded dist/bench/raw-loop.js
//
// Without valgrind it prints ns per step. Prints the steps played, so both builds can be seen to
// play the same games.

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.env.ENGINE_ROOT ?? process.cwd());
const games = Number(process.env.GAMES ?? 1000);
if (!Number.isInteger(games) || games < 1) throw new Error(`GAMES: expected a positive integer, got ${process.env.GAMES}`);

const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(join(root, 'dist/src', path)).href)) as T;

interface State {
  s: Int32Array;
}
interface Engine {
  createGame(board: unknown, options: Record<string, unknown>): unknown;
  newState(game: unknown, seed: string): State;
  legalActions(st: State, out: Int32Array): number;
  apply(st: State, a: number): number;
  maxActions(game: unknown): number;
  randomBoard(seed: string): unknown;
  layout: Record<string, number>;
}
const E = await load<Engine>('index.js');
const { buildBoard } = await load<{ buildBoard(spec: unknown): unknown }>('engine/board.js');
const { PHASE, PH_GAME_OVER } = E.layout as Record<string, number>;

function play(): { steps: number; ns: number } {
  const game = E.createGame(buildBoard(E.randomBoard('raw')), { players: 4, tradeOffersPerTurn: 0 });
  const legal = new Int32Array(E.maxActions(game));
  // A fixed linear congruential choice: no stream of the engine's, the same on every build.
  let x = 12345;
  let steps = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < games; i++) {
    const st = E.newState(game, `raw:${i}`);
    while (st.s[PHASE!] !== PH_GAME_OVER) {
      const k = E.legalActions(st, legal);
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      E.apply(st, legal[x % k]!);
      steps++;
    }
  }
  return { steps, ns: Number(process.hrtime.bigint() - t0) };
}

const { steps, ns } = play();
console.log(`${root}: ${games} games, ${steps} steps, ${(ns / steps).toFixed(1)} ns/step`);
