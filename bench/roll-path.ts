// The roll's cost alone, on any build of catan-arena: states saved at the pre-roll phase of random
// 4-player games (turn 6 on), each copied into a scratch state and rolled with a given outcome, so
// the figure is the roll's apply (production, or a 7's discards and robber set-up) plus one copy,
// and the copy alone is measured beside it. For locating a change in the step's hottest third (a
// roll is about a third of a random game's steps) where a whole-game benchmark's noise hides it.
//
//   ENGINE_ROOT=<checkout with dist/> node dist/bench/roll-path.js [seven|other|all]
//
// Prints min over 15 repetitions of ns per roll (copy included) and per copy.

import { engineRoot as root, loadEngine as load, type RawEngine, type RawState as State } from './engine-root.js';

const which = process.argv[2] ?? 'all';
if (!['seven', 'other', 'all'].includes(which)) throw new Error(`expected seven, other or all, got ${which}`);

const E = await load<RawEngine>('index.js');
const { buildBoard } = await load<{ buildBoard(spec: unknown): unknown }>('engine/board.js');
const { PHASE, PH_GAME_OVER, PH_PRE_ROLL, TURN } = E.layout as Record<string, number>;

const game = E.createGame(buildBoard(E.randomBoard('roll-path')), { players: 4, tradeOffersPerTurn: 0 });
const legal = new Int32Array(E.maxActions(game));
const saved: State[] = [];
let x = 12345;
for (let i = 0; i < 200 && saved.length < 4000; i++) {
  const st = E.newState(game, `roll-path:${i}`);
  while (st.s[PHASE] !== PH_GAME_OVER) {
    if (st.s[PHASE] === PH_PRE_ROLL && st.s[TURN]! > 5 && saved.length < 4000) saved.push(E.cloneState(st));
    const k = E.legalActions(st, legal);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    E.apply(st, legal[x % k]!);
  }
}
const isSeven = (o: number) => ((o / 6) | 0) + (o % 6) + 2 === 7;
const outcomes = Array.from({ length: 36 }, (_, o) => o).filter((o) => which === 'all' || (which === 'seven') === isSeven(o));
const roll = E.A_ROLL << E.ARG_BITS;
const scratch = E.cloneState(saved[0]!);

function best(body: (st: State, n: number) => void): number {
  let min = Infinity;
  for (let rep = 0; rep < 15; rep++) {
    let n = 0;
    const t0 = process.hrtime.bigint();
    for (let j = 0; j < 50; j++) for (const st of saved) body(st, n++);
    min = Math.min(min, Number(process.hrtime.bigint() - t0) / n);
  }
  return min;
}
const rolled = best((st, n) => {
  E.copyState(scratch, st);
  E.applyWithOutcome(scratch, roll, outcomes[n % outcomes.length]!);
});
const copied = best((st) => E.copyState(scratch, st));
console.log(JSON.stringify({ engineRoot: root, outcomes: which, states: saved.length, nsPerRollWithCopy: +rolled.toFixed(1), nsPerCopy: +copied.toFixed(1), nsPerRoll: +(rolled - copied).toFixed(1) }));
