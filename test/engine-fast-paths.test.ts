// The engine's fast paths agree with their plain definitions over random games (fast-check): the
// owner word of every node with the settlement and city bitsets, the main phase's road and
// settlement sites (found from bitsets) with a test of every edge and every node of the board,
// the robber's list (found from the buildings) with robberVictims asked of every hex, and Longest
// Road (with its owner-word cuts, and as kept in the state from the trails through each new road)
// with a plain search over sets of used roads; and the main phase's list without trades (for
// rollouts) with the full list less its trades, where the phase has one (a rule set that wraps the
// main phase, as Catan for Two does, leaves it behind).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The code under test runs from the compiled dist/, loaded by Node (vitest.config.ts says why).
import { buildBoard } from '../dist/src/engine/board.js';
import { newState, type GameState } from '../dist/src/engine/game.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MOVE_ROBBER, ROBBER } from '../dist/src/engine/layout.js';
import { A_MARITIME, A_OFFER, A_ROBBER, ARG_BITS } from '../dist/src/engine/actions.js';
import { legalActions, maxActions, untradedActions } from '../dist/src/engine/legal.js';
import { buildingOwner, canBuildSettlementAt, ownsBuilding, ownsRoad, robberVictims } from '../dist/src/engine/queries.js';
import { longestRoad } from '../dist/src/engine/longest-road.js';
import { makeRandom } from '../dist/src/engine/rng.js';
import { apply } from '../dist/src/engine/step.js';
import { PAYS_CITY, PAYS_DEV, PAYS_ROAD, PAYS_SETTLEMENT, affordable, isRoadSite, markReach, roadSites, settlementSites } from '../dist/src/rules/base/build.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT } from '../dist/src/rules/base/supply.js';
import { canAfford } from '../dist/src/engine/queries.js';
import { randomBoard } from '../dist/src/rules/base/maps.js';
import { fiveSixRandomBoard } from '../dist/src/rules/five-six/maps.js';
import { createGame } from '../dist/src/rules/registry.js';

/** Where they disagree, or null. */
function ownersDisagree({ game, s }: GameState): string | null {
  for (let node = 0; node < game.board.numNodes; node++) {
    let owner = -1;
    for (let p = 0; p < game.layout.players; p++) if (ownsBuilding(game, s, p, node)) owner = p;
    if (buildingOwner(game, s, node) !== owner) return `node ${node}: owner word says ${buildingOwner(game, s, node)}, bitsets ${owner}`;
  }
  return null;
}

function sitesDisagree({ game, s }: GameState, p: number, out: Int32Array): string | null {
  const roads = Array.from(out.subarray(0, roadSites(game, s, p, out, 0, 0)));
  const reach = markReach(game, s, p);
  const plainRoads: number[] = [];
  for (let e = 0; e < game.board.numEdges; e++) if (isRoadSite(game, s, reach, e)) plainRoads.push(e);
  if (roads.join() !== plainRoads.join()) return `road sites of ${p}: ${roads.join()} but every edge tested gives ${plainRoads.join()}`;
  const nodes = Array.from(out.subarray(0, settlementSites(game, s, p, out, 0, 0)));
  const plainNodes: number[] = [];
  for (let node = 0; node < game.board.numNodes; node++) if (canBuildSettlementAt(game, s, p, node)) plainNodes.push(node);
  if (nodes.join() !== plainNodes.join()) return `settlement sites of ${p}: ${nodes.join()} but every node tested gives ${plainNodes.join()}`;
  return null;
}

/** The longest trail of p's roads, searched from every road in both directions. */
function plainLongestRoad({ game, s }: GameState, p: number): number {
  const b = game.board;
  const cut = (node: number) => buildingOwner(game, s, node) >= 0 && buildingOwner(game, s, node) !== p;
  const walk = (node: number, used: Set<number>): number => {
    if (cut(node)) return 0;
    let best = 0;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[node * 3 + k]!;
      if (e < 0 || used.has(e) || !ownsRoad(game, s, p, e)) continue;
      const other = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
      best = Math.max(best, 1 + walk(other, new Set([...used, e])));
    }
    return best;
  };
  let best = 0;
  for (let e = 0; e < b.numEdges; e++) {
    if (!ownsRoad(game, s, p, e)) continue;
    best = Math.max(best, 1 + walk(b.edgeNodes[e * 2 + 1]!, new Set([e])), 1 + walk(b.edgeNodes[e * 2]!, new Set([e])));
  }
  return best;
}

/** The robber's list as robberVictims gives it, hex by hex. */
function plainRobberList({ game, s }: GameState): number[] {
  const out: number[] = [];
  for (const h of game.board.landHexes) {
    if (h === s[ROBBER]) continue;
    const victims = robberVictims(game, s, s[CUR]!, h);
    if (victims === 0) out.push((A_ROBBER << ARG_BITS) | (h * 8));
    for (let q = 0; q < game.layout.players; q++) if (victims & (1 << q)) out.push((A_ROBBER << ARG_BITS) | (h * 8 + q + 1));
  }
  return out;
}

describe('fast paths agree with their plain definitions', () => {
  it('node owners, build sites, the robber\'s list, Longest Road and the list without trades after every step of random games: 2-6 players, Catan for Two', () => {
    let untraded = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 6 }), fc.boolean(), (n, players, forTwo) => {
        const seed = `fast-paths:${n}`;
        const spec = players >= 5 ? fiveSixRandomBoard(seed) : randomBoard(seed);
        const game = createGame(buildBoard(spec), { players, turnCap: 120, variant: players === 2 && forTwo ? 'catan-for-two' : undefined });
        const st = newState(game, seed);
        const rand = makeRandom(`${seed}/choices`);
        const legal = new Int32Array(maxActions(game));
        const scratch = new Int32Array(maxActions(game));
        while (st.s[PHASE] !== PH_GAME_OVER) {
          const u = untradedActions(st, scratch);
          const k = legalActions(st, legal);
          if (st.s[PHASE] === PH_MOVE_ROBBER) expect(Array.from(legal.subarray(0, k))).toEqual(plainRobberList(st));
          if (u >= 0) {
            untraded++;
            const kind = (a: number) => a >>> ARG_BITS;
            const plain = Array.from(legal.subarray(0, k)).filter((a) => kind(a) !== A_MARITIME && kind(a) !== A_OFFER);
            expect(Array.from(scratch.subarray(0, u))).toEqual(plain);
          }
          apply(st, legal[Math.floor(rand() * k)]!);
          const owners = ownersDisagree(st);
          if (owners) throw new Error(owners);
          // Production leaves its scratch cleared (the next roll does not clear it).
          if (game.scratch.owed.some((x) => x !== 0)) throw new Error(`production scratch left dirty: ${Array.from(game.scratch.owed).join(',')}`);
          for (let p = 0; p < game.layout.players; p++) {
            const sites = sitesDisagree(st, p, scratch);
            if (sites) throw new Error(`seat to act ${st.s[CUR]}: ${sites}`);
            const plain = plainLongestRoad(st, p);
            const len = longestRoad(game, st.s, p);
            if (len !== plain) throw new Error(`Longest Road of ${p}: ${len}, searched from every road ${plain}`);
            // The length kept in the state, updated only by the trails through each new road.
            const kept = st.s[game.layout.roadLen + p];
            if (kept !== plain) throw new Error(`Longest Road of ${p} kept as ${kept}, searched from every road ${plain}`);
          }
        }
      }),
      { numRuns: 30 },
    );
    expect(untraded).toBeGreaterThan(1000);
  });

  it('the builds a hand pays for, written out, are the supply\'s costs: every hand of 0-3 of each resource', () => {
    const game = createGame(randomBoard('fast:afford'), { players: 4 });
    const { s } = newState(game, 'fast:afford');
    const h = game.layout.hand;
    const costs: Array<[number, Int8Array]> = [[PAYS_ROAD, COST_ROAD], [PAYS_SETTLEMENT, COST_SETTLEMENT], [PAYS_CITY, COST_CITY], [PAYS_DEV, COST_DEV]];
    for (let hand = 0; hand < 4 ** 5; hand++) {
      for (let r = 0; r < 5; r++) s[h + r] = Math.floor(hand / 4 ** r) % 4;
      let expected = 0;
      for (const [bit, cost] of costs) if (canAfford(game, s, 0, cost)) expected |= bit;
      expect(affordable(game, s, 0)).toBe(expected);
    }
  });
});
