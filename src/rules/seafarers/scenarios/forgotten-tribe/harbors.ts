// The tribe's harbor gifts (S14): face-down harbor tokens turned up on their gift spots at the start
// (one of each resource, the rest 3:1); a colour holding one places it on a coastal edge beside one
// of its own buildings with no harbor at either end, and whoever builds at either end trades there.

import { ARG_BITS, idBits } from '../../../../engine/actions.js';
import { HARBOR_GENERIC, HARBOR_NAMES } from '../../../../engine/constants.js';
import { edgeText } from '../../../../engine/describe.js';
import type { Game } from '../../../../engine/game.js';
import { CUR, RNG, hasBit } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import { nextInt } from '../../../../engine/rng.js';
import { raiseInterrupts } from '../../interrupts.js';
import type { Tribe } from './context.js';
import { A_PLACE_HARBOR, MAX_GIFTS, MAX_PLACED } from './ids.js';

/**
 * Edges where p may place a harbor (written to `out` unless null, in id order): coastal, beside p's
 * building, no harbor at either end. Found from p's few buildings, not from every edge.
 */
export function harborSites(X: Tribe, game: Game, s: Int32Array, p: number, out: Int32Array | null): number {
  const T = X.sea.tables(game);
  const L = game.layout;
  const b = game.board;
  const own = L.settle + p * L.nodeWords;
  const cities = L.city + p * L.nodeWords;
  const sites = game.scratch.edgeSites;
  for (let w = 0; w < L.edgeWords; w++) sites[w] = 0;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let bits = s[own + w]! | s[cities + w]!; bits !== 0; bits &= bits - 1) {
      const node = (w << 5) + 31 - Math.clz32(bits & -bits);
      for (let k = 0; k < 3; k++) {
        const e = b.nodeEdges[node * 3 + k]!;
        if (e < 0) break;
        if (T.edgeRoad[e] === 1 && T.edgeShip[e] === 1) sites[e >>> 5]! |= 1 << (e & 31);
      }
    }
  }
  let n = 0;
  for (let w = 0; w < L.edgeWords; w++) {
    for (let bits = sites[w]!; bits !== 0; bits &= bits - 1) {
      const e = (w << 5) + 31 - Math.clz32(bits & -bits);
      if (game.hooks.harborAt(game, s, b.edgeNodes[e * 2]!) >= 0 || game.hooks.harborAt(game, s, b.edgeNodes[e * 2 + 1]!) >= 0) continue;
      if (out) out[n] = (A_PLACE_HARBOR << ARG_BITS) | e;
      n++;
    }
  }
  return n;
}

export function installHarbors(g: GameBuilder, X: Tribe): void {
  const { TF, gifts } = X;
  const L = g.layout;

  const harborAt = g.hooks.harborAt;
  g.hooks.harborAt = (game, s, node) => {
    const h = harborAt(game, s, node);
    if (h >= 0) return h;
    const b = game.board;
    for (let i = 0; i < s[TF.placedCount]!; i++) {
      const e = s[TF.placed + 2 * i]!;
      if (b.edgeNodes[e * 2] === node || b.edgeNodes[e * 2 + 1] === node) return s[TF.placed + 2 * i + 1]!;
    }
    return -1;
  };

  g.kinds[A_PLACE_HARBOR] = {
    name: 'place_harbor',
    argBits: idBits(g.board.numEdges),
    apply(st, e) {
      const { game, s } = st;
      const p = s[CUR]!;
      const held = s[TF.held + p]!;
      if (held === 0) throw new Error(`place_harbor: seat ${p} holds no harbor`);
      const i = 31 - Math.clz32(held & -held);
      const kind = s[TF.giftHarbor + i]!;
      s[TF.held + p]! &= ~(1 << i);
      const at = s[TF.placedCount]!++;
      s[TF.placed + 2 * at] = e;
      s[TF.placed + 2 * at + 1] = kind;
      // Whoever has a building at either end trades there from now on, this turn included.
      for (let k = 0; k < 2; k++) {
        const node = game.board.edgeNodes[e * 2 + k]!;
        for (let q = 0; q < L.players; q++) {
          if (hasBit(s, L.settle + q * L.nodeWords, node) || hasBit(s, L.city + q * L.nodeWords, node)) s[L.harbors + q]! |= 1 << kind;
        }
      }
      raiseInterrupts(st, X.sea.interrupts);
    },
    describe: (game, e) => edgeText(game.board, e),
    record: {
      write: (w, e) => {
        const s = w.st.s;
        const held = s[TF.held + s[CUR]!]!;
        const i = 31 - Math.clz32(held & -held);
        return { p: s[CUR]!, a: 'place_harbor', edge: w.edge(e), harbor: HARBOR_NAMES[s[TF.giftHarbor + i]!] };
      },
      read: { place_harbor: (r, e) => [[r.edge(e.edge), -1]] },
    },
  };

  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    const { game, s } = st;
    const list = gifts(game);
    if (list.length > MAX_GIFTS) throw new Error(`forgotten-tribe: ${list.length} gifts, at most ${MAX_GIFTS}`);
    const harbors = list.filter((x) => x.gift === 'harbor').length;
    if (harbors > MAX_PLACED) throw new Error(`forgotten-tribe: ${harbors} harbor gifts, at most ${MAX_PLACED}`);
    // The harbor tokens go face down on their spots and are turned up: one of each resource, the rest 3:1.
    const pool = Array.from({ length: harbors }, (_, i) => (i < 5 ? i : HARBOR_GENERIC));
    for (let i = pool.length - 1; i > 0; i--) {
      const j = nextInt(s, RNG, i + 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    let k = 0;
    list.forEach((x, i) => {
      if (x.gift === 'harbor') s[TF.giftHarbor + i] = pool[k++]!;
    });
  };
}
