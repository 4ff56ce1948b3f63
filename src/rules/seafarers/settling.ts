// What a settlement does on a Seafarers board beyond the base game's: it may join a colour's
// roads and ships into one trade route or cut another colour's, it may earn special victory
// points (Catan chits) in a foreign area, a set-up one names its seat's home area, and the
// second set-up settlement's gold fields pay a card of choice each.

import { GOLD } from '../../engine/constants.js';
import type { Game } from '../../engine/game.js';
import { CUR, PHASE, PH_SETUP_SETTLEMENT, SETUP_STEP, hasBit } from '../../engine/layout.js';
import { updateLongestRoadHolder } from '../../engine/longest-road.js';
import type { KindRule } from '../../engine/rule-set.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';
import { raiseInterrupts, type SeaInterrupts } from './interrupts.js';

/** Recomputes every colour's route length (a building joins or cuts routes), then the holder. */
export function updateAllRoutes(game: Game, s: Int32Array): void {
  const L = game.layout;
  let changed = false;
  for (let q = 0; q < L.players; q++) {
    const len = game.hooks.routeLength(game, s, q);
    if (len !== s[L.roadLen + q]) {
      s[L.roadLen + q] = len;
      changed = true;
    }
  }
  if (changed) updateLongestRoadHolder(game, s);
}

/**
 * After p's new building on `node`: the routes it may change, recomputed, then the holder. It
 * joins p's roads and ships there (when p has both at the node) and cuts another colour's route
 * through the node (when that colour has two pieces there); every other route keeps its length.
 */
export function updateRoutesAt(game: Game, s: Int32Array, F: SeaFields, p: number, node: number): void {
  const L = game.layout;
  const b = game.board;
  let changed = false;
  for (let q = 0; q < L.players; q++) {
    let roads = 0;
    let ships = 0;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[node * 3 + k]!;
      if (e < 0) break;
      if (hasBit(s, L.road + q * L.edgeWords, e)) roads++;
      else if (hasBit(s, F.ships + q * L.edgeWords, e)) ships++;
    }
    if (q === p ? roads === 0 || ships === 0 : roads + ships < 2) continue;
    const len = game.hooks.routeLength(game, s, q);
    if (len !== s[L.roadLen + q]) {
      s[L.roadLen + q] = len;
      changed = true;
    }
  }
  if (changed) updateLongestRoadHolder(game, s);
}

/** Catan chits: `points` special VP to p, public like the buildings they lie under. */
export function awardChits(game: Game, s: Int32Array, F: SeaFields, p: number, points: number): void {
  s[F.chits + p]! += points;
  s[game.layout.publicVp + p]! += points;
}

/** The special VP a new settlement of p on `node` earns under the scenario's area rule. */
function areaVp(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, node: number): void {
  const rule = T.scenario.areaVp;
  const a = T.nodeArea[node]!;
  if (!rule || a < 0) return;
  const bit = 1 << a;
  const foreign = rule.foreign === 'not-start' ? T.areaStart[a] === 0 : (s[F.home + p]! & bit) === 0;
  if (!foreign) return;
  if (rule.each === 'first') {
    if ((s[F.claimed + p]! & bit) !== 0) return;
    s[F.claimed + p]! |= bit;
  }
  awardChits(game, s, F, p, rule.points);
}

export function seaSettlementKind(base: KindRule, F: SeaFields, tables: (game: Game) => SeaBoard, X: SeaInterrupts): KindRule {
  return {
    ...base,
    apply(st, node, outcome) {
      const { game, s } = st;
      const p = s[CUR]!;
      const T = tables(game);
      const setup = s[PHASE] === PH_SETUP_SETTLEMENT;
      const second = setup && s[SETUP_STEP]! >= game.seats;
      base.apply(st, node, outcome);
      updateRoutesAt(game, s, F, p, node);
      if (setup) {
        const a = T.nodeArea[node]!;
        if (a >= 0) s[F.home + p]! |= 1 << a;
      } else {
        areaVp(game, s, F, T, p, node);
      }
      if (second) {
        const b = game.board;
        for (let k = 0; k < 3; k++) {
          const h = b.nodeHexes[node * 3 + k]!;
          if (h >= 0 && b.hexTerrain[h] === GOLD) s[F.goldOwed + p]!++;
        }
      }
      raiseInterrupts(st, X);
    },
  };
}
