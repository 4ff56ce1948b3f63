// Conquest (D180): a coastal hex with 3 barbarians is conquered: it produces nothing and takes no
// more barbarians, no road is built beside it nor settlement at its corners. A building whose land
// hexes are all conquered (the desert and the castle never are) is conquered too: it scores no VP
// and its harbor is closed. What conquest takes is worked out again whenever barbarians come or go
// and after every build, from the barbarians alone, so a reversal restores exactly what was lost.

import { A_ROAD, A_SETTLEMENT, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import { NUM_RESOURCES } from '../../../engine/constants.js';
import type { Game, GameState } from '../../../engine/game.js';
import { PH_MAIN, hasBit } from '../../../engine/layout.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import { collectOwed, oweHex, payOwed } from '../../base/dice.js';
import type { Attack } from './context.js';
import { CONQUEST } from './ids.js';

/** Whether hex h holds 3 barbarians. */
export function hexConquered(X: Attack, s: Int32Array, h: number): boolean {
  return s[X.F.barbarians + h]! >= CONQUEST;
}

/** Whether the intersection's land hexes are all conquered (a building there is conquered). */
export function nodeConquered(X: Attack, game: Game, s: Int32Array, node: number): boolean {
  if (s[X.F.conquered] === 0) return false;
  const nh = game.board.nodeHexes;
  let any = false;
  for (let k = 0; k < 3; k++) {
    const h = nh[node * 3 + k]!;
    if (h < 0) continue;
    if (!hexConquered(X, s, h)) return false;
    any = true;
  }
  return any;
}

/** Whether a conquered hex touches the intersection (no settlement there). */
export function nodeBesideConquest(X: Attack, game: Game, s: Int32Array, node: number): boolean {
  const nh = game.board.nodeHexes;
  for (let k = 0; k < 3; k++) {
    const h = nh[node * 3 + k]!;
    if (h >= 0 && hexConquered(X, s, h)) return true;
  }
  return false;
}

/** Whether a conquered hex lies beside the path (no road there). */
export function edgeBesideConquest(X: Attack, game: Game, s: Int32Array, edge: number): boolean {
  const eh = game.board.edgeHexes;
  for (let k = 0; k < 2; k++) {
    const h = eh[edge * 2 + k]!;
    if (h >= 0 && hexConquered(X, s, h)) return true;
  }
  return false;
}

/**
 * Brings everything conquest decides in line with the barbarians: the count of conquered hexes,
 * each colour's VP lost to conquered buildings (public VP move by the difference) and its harbors.
 */
export function settleConquest(X: Attack, game: Game, s: Int32Array): void {
  const F = X.F;
  const T = X.tables(game);
  let conquered = 0;
  for (const h of T.coast) if (hexConquered(X, s, h)) conquered++;
  s[F.conquered] = conquered;
  const L = game.layout;
  for (let p = 0; p < L.players; p++) {
    let lost = 0;
    let harbors = 0;
    for (let node = 0; node < game.board.numNodes; node++) {
      const city = hasBit(s, L.city + p * L.nodeWords, node);
      if (!city && !hasBit(s, L.settle + p * L.nodeWords, node)) continue;
      if (nodeConquered(X, game, s, node)) lost += city ? 2 : 1;
      const harbor = game.hooks.harborAt(game, s, node);
      if (harbor >= 0) harbors |= 1 << harbor;
    }
    s[L.publicVp + p]! += s[F.lostVp + p]! - lost;
    s[F.lostVp + p] = lost;
    s[L.harbors + p] = harbors;
  }
}

/** Production without the conquered hexes; the base game's while none is. */
function produceOutsideConquest(X: Attack) {
  return ({ game, s }: GameState, roll: number): void => {
    if (s[X.F.conquered] === 0) {
      const owed = collectOwed(game, s, roll);
      if (owed !== 0) payOwed(game, s, owed);
      return;
    }
    const b = game.board;
    let owedKinds = 0;
    for (let i = b.tokenHexStart[roll]!; i < b.tokenHexStart[roll + 1]!; i++) {
      const h = b.tokenHexList[i]!;
      const r = b.hexTerrain[h]!;
      if (r >= NUM_RESOURCES || hexConquered(X, s, h)) continue;
      owedKinds |= oweHex(game, s, h, r, game.scratch.owed);
    }
    if (owedKinds !== 0) payOwed(game, s, owedKinds);
  };
}

export function installConquest(g: GameBuilder, X: Attack): void {
  const harborAt = g.hooks.harborAt;
  g.hooks.harborAt = (game, s, node) => (nodeConquered(X, game, s, node) ? -1 : harborAt(game, s, node));
  g.hooks.produce = produceOutsideConquest(X);
  const road = A_ROAD << ARG_BITS;
  const settlement = A_SETTLEMENT << ARG_BITS;
  g.phaseList(PH_MAIN).refine({
    name: 'conquest',
    maxActions: 0,
    refine({ game, s }, out, n) {
      if (s[X.F.conquered] === 0) return n;
      let m = 0;
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        const head = a & ~ARG_MASK;
        if (head === road && edgeBesideConquest(X, game, s, a & ARG_MASK)) continue;
        if (head === settlement && nodeBesideConquest(X, game, s, a & ARG_MASK)) continue;
        out[m++] = a;
      }
      return m;
    },
  });
}
