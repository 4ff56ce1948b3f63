// Seafarers' fast paths agree with their plain definitions over random games of every scenario
// (fast-check): the trade route kept in the state (from the trails through each new piece, a moved
// ship's tip, the colours a new building joins or cuts) and the engine's whole route search (from
// the odd ends of each network only) with a plain search from every piece in both directions.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The code under test runs from the compiled dist/, loaded by Node (vitest.config.ts says why).
import type { GameState } from '../dist/src/engine/game.js';
import { newState } from '../dist/src/engine/game.js';
import { PHASE, PH_GAME_OVER, hasBit } from '../dist/src/engine/layout.js';
import { legalActions, maxActions } from '../dist/src/engine/legal.js';
import { makeRandom } from '../dist/src/engine/rng.js';
import { routeLength } from '../dist/src/engine/route-length.js';
import { apply } from '../dist/src/engine/step.js';
import { createGame, scenarioBoardFor } from '../dist/src/rules/registry.js';
import { seaFieldsOf, type SeaFields } from '../dist/src/rules/seafarers/fields.js';
import { SCENARIO_IDS } from '../dist/src/rules/seafarers/scenarios.js';

/**
 * The longest trail of p's roads and ships, searched from every piece in both directions: no
 * opponent's building passed, road and ship joined only at p's own building.
 */
function plainRoute({ game, s }: GameState, F: SeaFields, p: number): number {
  const L = game.layout;
  const b = game.board;
  const road = (e: number) => hasBit(s, L.road + p * L.edgeWords, e);
  const ship = (e: number) => hasBit(s, F.ships + p * L.edgeWords, e);
  const owner = (node: number) => s[L.nodeOwner + node]! - 1;
  const walk = (node: number, used: Set<number>, isShip: boolean): number => {
    if (owner(node) >= 0 && owner(node) !== p) return 0;
    let best = 0;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[node * 3 + k]!;
      if (e < 0 || used.has(e) || !(road(e) || ship(e))) continue;
      if (ship(e) !== isShip && owner(node) !== p) continue;
      const other = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
      best = Math.max(best, 1 + walk(other, new Set([...used, e]), ship(e)));
    }
    return best;
  };
  let best = 0;
  for (let e = 0; e < b.numEdges; e++) {
    if (!(road(e) || ship(e))) continue;
    best = Math.max(best, 1 + walk(b.edgeNodes[e * 2 + 1]!, new Set([e]), ship(e)), 1 + walk(b.edgeNodes[e * 2]!, new Set([e]), ship(e)));
  }
  return best;
}

describe('Seafarers fast paths agree with their plain definitions', () => {
  it('the trade route, kept and searched whole, after every step of random games of every scenario', () => {
    let moves = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(...SCENARIO_IDS), fc.integer({ min: 3, max: 6 }), (n, scenario, players) => {
        const seed = `sea-fast-paths:${n}`;
        const options = { players, scenario, turnCap: 150, tradeOffersPerTurn: 0 };
        const game = createGame(scenarioBoardFor(options, n % 2 === 0, seed), options);
        const F = seaFieldsOf(game)!;
        const L = game.layout;
        const st = newState(game, seed);
        const rand = makeRandom(`${seed}/choices`);
        const legal = new Int32Array(maxActions(game));
        while (st.s[PHASE] !== PH_GAME_OVER) {
          const k = legalActions(st, legal);
          const a = legal[Math.floor(rand() * k)]!;
          if (game.kinds[a >>> 20]!.name === 'move_ship') moves++;
          apply(st, a);
          for (let p = 0; p < L.players; p++) {
            const plain = plainRoute(st, F, p);
            const whole = routeLength(game, st.s, p, L.road + p * L.edgeWords, F.ships + p * L.edgeWords);
            if (whole !== plain) throw new Error(`${scenario}: route of ${p} searched from its odd ends ${whole}, from every piece ${plain}`);
            const kept = st.s[L.roadLen + p];
            if (kept !== plain) throw new Error(`${scenario}: route of ${p} kept as ${kept}, searched from every piece ${plain}`);
          }
        }
      }),
      { numRuns: 24 },
    );
    expect(moves).toBeGreaterThan(500);
  });
});
