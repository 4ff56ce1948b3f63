// Seafarers' fast paths agree with their plain definitions over random games of every scenario
// (fast-check): the trade route kept in the state (from the trails through each new piece, a moved
// ship's tip, the colours a new building joins or cuts) and the engine's whole route searches (the
// walk over networks without loops, the search from the odd ends of each network) with a plain
// search from every piece in both directions; road,
// ship and settlement sites (bitsets a word at a time, ship ends kept in the state) with a test of
// every edge and node; ship moves (every ship's from one bitset of sites) with each ship lifted and
// every edge tested; the
// robber's and pirate's list (victims marked from the pieces) with the victims of each hex; and
// every invariant (the ship ends kept in the state among them) after every step.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The code under test runs from the compiled dist/, loaded by Node (vitest.config.ts says why).
import type { GameState } from '../dist/src/engine/game.js';
import { newState } from '../dist/src/engine/game.js';
import { checkInvariants } from '../dist/src/engine/invariants.js';
import { A_ROBBER, ARG_BITS, idBits } from '../dist/src/engine/actions.js';
import { SEA } from '../dist/src/engine/constants.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MOVE_ROBBER, ROBBER, hasBit } from '../dist/src/engine/layout.js';
import { legalActions, maxActions } from '../dist/src/engine/legal.js';
import { edgeMoves, type EdgeMover } from '../dist/src/engine/network-moves.js';
import { robberVictims } from '../dist/src/engine/queries.js';
import { makeRandom } from '../dist/src/engine/rng.js';
import { routeLength } from '../dist/src/engine/route-length.js';
import { trailLength } from '../dist/src/engine/route-trails.js';
import { apply } from '../dist/src/engine/step.js';
import { createGame, scenarioBoardFor } from '../dist/src/rules/registry.js';
import { seaBoard, type SeaBoard } from '../dist/src/rules/seafarers/board-tables.js';
import { seaFieldsOf, type SeaFields } from '../dist/src/rules/seafarers/fields.js';
import { A_MOVE_SHIP, A_PIRATE } from '../dist/src/rules/seafarers/ids.js';
import { scenarioOf } from '../dist/src/rules/seafarers/index.js';
import { pirateVictims } from '../dist/src/rules/seafarers/pirate.js';
import { SCENARIO_IDS } from '../dist/src/rules/seafarers/scenarios.js';
import {
  edgeTaken,
  faceOf,
  nextToPirate,
  roadEdge,
  seaRoadSites,
  seaSettlementSite,
  seaSettlementSites,
  shipEdge,
  shipMayMove,
  shipMoveActions,
  shipSites,
} from '../dist/src/rules/seafarers/sites.js';

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

/** Node x is in the reach of p's pieces of the bitset at `own`: p's building, or a free node at one of them. */
function reaches({ game, s }: GameState, own: number, p: number, x: number): boolean {
  const owner = s[game.layout.nodeOwner + x]! - 1;
  if (owner >= 0) return owner === p;
  for (let k = 0; k < 3; k++) {
    const e = game.board.nodeEdges[x * 3 + k]!;
    if (e >= 0 && hasBit(s, own, e)) return true;
  }
  return false;
}

/** Every edge tested: free, allowed, and with an end in the reach of p's roads (or ships). */
function plainSites(st: GameState, F: SeaFields, T: SeaBoard, p: number, ship: boolean): number[] {
  const { game, s } = st;
  const L = game.layout;
  const own = ship ? F.ships + p * L.edgeWords : L.road + p * L.edgeWords;
  const out: number[] = [];
  for (let e = 0; e < game.board.numEdges; e++) {
    if (edgeTaken(game, s, F, e)) continue;
    if (ship ? !shipEdge(game, s, F, T, e) || nextToPirate(game, s, F, e) : !roadEdge(game, s, F, T, e)) continue;
    if (reaches(st, own, p, game.board.edgeNodes[e * 2]!) || reaches(st, own, p, game.board.edgeNodes[e * 2 + 1]!)) out.push(e);
  }
  return out;
}

/** The robber's and pirate's list with the victims of each hex asked one by one. */
function plainRobberList({ game, s }: GameState, F: SeaFields, T: SeaBoard): number[] {
  const p = s[CUR]!;
  const out: number[] = [];
  const push = (kind: number, h: number, victims: number) => {
    if (victims === 0) out.push((kind << ARG_BITS) | (h * 8));
    for (let q = 0; q < game.layout.players; q++) if (victims & (1 << q)) out.push((kind << ARG_BITS) | (h * 8 + q + 1));
  };
  for (let h = 0; h < game.board.numHexes; h++) {
    const t = faceOf(game, s, F, h);
    if (t < 0) continue;
    if (t === SEA) {
      if (T.scenario.pirate && h !== s[F.pirate]) push(A_PIRATE, h, pirateVictims(game, s, F, p, h));
    } else if (T.scenario.robber && h !== s[ROBBER] && !(T.hexArea[h]! >= 0 && T.areaNoSettle[T.hexArea[h]!] === 1)) {
      push(A_ROBBER, h, robberVictims(game, s, p, h));
    }
  }
  return out;
}

const argsOf = (out: Int32Array, n: number) => Array.from(out.subarray(0, n), (a) => a & ((1 << ARG_BITS) - 1));

/** Where the sites and moves of p disagree with their plain definitions, or null. */
function sitesDisagree(st: GameState, F: SeaFields, T: SeaBoard, p: number, out: Int32Array): string | null {
  const { game, s } = st;
  const roads = argsOf(out, seaRoadSites(game, s, F, T, p, out, 0, 0));
  if (roads.join() !== plainSites(st, F, T, p, false).join()) return `road sites of ${p}: ${roads.join()}, every edge tested gives ${plainSites(st, F, T, p, false).join()}`;
  const ships = argsOf(out, shipSites(game, s, F, T, p, out, 0, 0));
  if (ships.join() !== plainSites(st, F, T, p, true).join()) return `ship sites of ${p}: ${ships.join()}, every edge tested gives ${plainSites(st, F, T, p, true).join()}`;
  const nodes = argsOf(out, seaSettlementSites(game, s, F, T, p, out, 0, 0));
  const plainNodes: number[] = [];
  for (let node = 0; node < game.board.numNodes; node++) if (seaSettlementSite(game, s, F, T, p, node)) plainNodes.push(node);
  if (nodes.join() !== plainNodes.join()) return `settlement sites of ${p}: ${nodes.join()}, every node tested gives ${plainNodes.join()}`;
  // Ship moves: from one bitset of sites and the ends kept in the state, and with each ship lifted
  // and every edge tested.
  const lifted: EdgeMover<SeaBoard> = {
    kind: A_MOVE_SHIP,
    toBits: (g) => idBits(g.board.numEdges),
    own: (g, q) => F.ships + q * g.layout.edgeWords,
    all: F.anyShip,
    mayMove: (g, state, t, q, e) => shipMayMove(g, state, F, t, q, e),
    sites: (g, state, t, q, o, n) => {
      for (const e of plainSites({ game: g, s: state } as GameState, F, t, q, true)) o[n++] = e;
      return n;
    },
  };
  const fast = Array.from(out.subarray(0, shipMoveActions(game, s, F, T, p, out, 0, null)));
  const plain = Array.from(out.subarray(0, edgeMoves(game, s, T, lifted, p, out, 0)));
  if (fast.join() !== plain.join()) return `ship moves of ${p}: ${fast.length} from the sites bitset and the movable ships, ${plain.length} lifting each ship`;
  return null;
}

describe('Seafarers fast paths agree with their plain definitions', () => {
  it('the trade route, sites, ship moves and the robber\'s list after every step of random games of every scenario', () => {
    let moves = 0;
    let robberLists = 0;
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
        const scratch = new Int32Array(maxActions(game));
        const T = seaBoard(game.board, scenarioOf(options));
        while (st.s[PHASE] !== PH_GAME_OVER) {
          const k = legalActions(st, legal);
          // The scenarios that change this list (the tribe, Cloth for Catan, the Pirate Islands) start from the core's.
          if (st.s[PHASE] === PH_MOVE_ROBBER && !['forgotten-tribe', 'cloth-for-catan', 'pirate-islands'].includes(scenario)) {
            expect(Array.from(legal.subarray(0, k))).toEqual(plainRobberList(st, F, T));
            robberLists++;
          }
          const a = legal[Math.floor(rand() * k)]!;
          if (game.kinds[a >>> 20]!.name === 'move_ship') moves++;
          apply(st, a);
          // Every invariant, the ship ends kept in the state among them.
          const broken = checkInvariants(st);
          if (broken.length > 0) throw new Error(`${scenario}: ${broken.join('; ')}`);
          for (let p = 0; p < L.players; p++) {
            const plain = plainRoute(st, F, p);
            const whole = routeLength(game, st.s, p, L.road + p * L.edgeWords, F.ships + p * L.edgeWords);
            if (whole !== plain) throw new Error(`${scenario}: route of ${p} walked ${whole}, searched from every piece ${plain}`);
            const trails = trailLength(game, st.s, p, L.road + p * L.edgeWords, F.ships + p * L.edgeWords);
            if (trails !== plain) throw new Error(`${scenario}: route of ${p} searched from its odd ends ${trails}, from every piece ${plain}`);
            const kept = st.s[L.roadLen + p];
            if (kept !== plain) throw new Error(`${scenario}: route of ${p} kept as ${kept}, searched from every piece ${plain}`);
            const sites = sitesDisagree(st, F, T, p, scratch);
            if (sites) throw new Error(`${scenario}: ${sites}`);
          }
        }
      }),
      { numRuns: 24 },
    );
    expect(moves).toBeGreaterThan(500);
    expect(robberLists).toBeGreaterThan(100);
  });
});
