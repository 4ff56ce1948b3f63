// A city the barbarians pillage (D46): each seat that loses, in seat order from the roller, picks
// one of its free cities (no metropolis on it), which becomes a settlement; a wall under it goes
// back to its owner's supply (D72). A seat with no settlement piece left keeps the city piece on
// the board "on its side": a settlement in every respect, its node in the `sideways` bitset, until
// it is upgraded again, which takes no city piece from the supply.
//
// A seat with a single free city is asked all the same: the engine applies a step with one legal
// action without asking the bot, and every pillage is then one record entry made the same way.

import { A_CITY, ARG_BITS, idBits } from '../../engine/actions.js';
import { pushDecision } from '../../engine/decision-queue.js';
import { nodeText } from '../../engine/describe.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR, PH_MAIN, TURN_PLAYER, clearBit, hasBit, setBit } from '../../engine/layout.js';
import { placeCity, reduceCity } from '../../engine/pieces.js';
import type { ActionSource } from '../../engine/phase-list.js';
import { canAfford } from '../../engine/queries.js';
import { resumeRoll } from '../../engine/roll-steps.js';
import { replaceInvariant, type GameBuilder, type Invariant, type KindRule } from '../../engine/rule-set.js';
import { COST_CITY } from '../base/supply.js';
import { metropolisAt, type CitiesKnightsFields } from './fields.js';
import { A_PILLAGE, PH_PILLAGE } from './ids.js';
import type { WallFields } from './walls.js';

export interface Pillage {
  /** The seats still to lose a city, a bit each. */
  readonly owed: number;
  /** A node bitset: settlements that are city pieces on their side. */
  readonly sideways: number;
  /** The decision (a roll's pause) in which the seats in `owed` pick their city. */
  readonly obligation: number;
}

/** Whether seat p has a free city: a city carrying no metropolis (D46, D63). */
export function hasFreeCity(game: Game, s: Int32Array, F: CitiesKnightsFields, p: number): boolean {
  const L = game.layout;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let bits = s[L.city + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) {
      if (metropolisAt(F, s, (w << 5) + 31 - Math.clz32(bits & -bits)) < 0) return true;
    }
  }
  return false;
}

/** The first seat in seat order from the roller that still owes a city (and has one), or -1. */
function nextLoser({ game, s }: GameState, F: CitiesKnightsFields, X: Pillage): number {
  const roller = s[TURN_PLAYER]!;
  for (let i = 0; i < game.seats; i++) {
    const q = (roller + i) % game.seats;
    if ((s[X.owed]! & (1 << q)) !== 0 && hasFreeCity(game, s, F, q)) return q;
  }
  return -1;
}

/** Seats in `mask` each lose a city, then the roll paused at step `at` goes on to `after` (pauseRoll's data). */
export function startPillage(st: GameState, X: Pillage, mask: number, data: number): void {
  st.s[X.owed] = mask;
  pushDecision(st, X.obligation, data);
}

/** The pillage kind and phase, the city pieces on their side, and their checks. */
export function installPillage(g: GameBuilder, F: CitiesKnightsFields, W: WallFields): Pillage {
  const X: Pillage = {
    owed: g.field('ck.pillage'),
    sideways: g.field('ck.sideways', g.layout.nodeWords),
    obligation: g.obligation({
      name: 'pillage',
      phase: PH_PILLAGE,
      next: (st) => nextLoser(st, F, X),
      resume(st, data) {
        st.s[X.owed] = 0;
        resumeRoll(st, data);
      },
    }),
  };
  g.kinds[A_PILLAGE] = pillageKind(g, F, W, X);
  g.phases[PH_PILLAGE] = {
    name: 'pillage',
    maxActions: g.supply.cities,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      const L = game.layout;
      let n = 0;
      for (let w = 0; w < L.nodeWords; w++) {
        for (let bits = s[L.city + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) {
          const node = (w << 5) + 31 - Math.clz32(bits & -bits);
          if (metropolisAt(F, s, node) < 0) out[n++] = (A_PILLAGE << ARG_BITS) | node;
        }
      }
      return n;
    },
  };
  installSideways(g, X);
  return X;
}

function pillageKind(g: GameBuilder, F: CitiesKnightsFields, W: WallFields, X: Pillage): KindRule {
  return {
    name: 'pillage',
    argBits: idBits(g.board.numNodes),
    apply({ game, s }, node) {
      const p = s[CUR]!;
      const L = game.layout;
      if (metropolisAt(F, s, node) >= 0) throw new Error(`pillage: the city on node ${node} carries a metropolis`);
      if (hasBit(s, W.walls, node)) {
        clearBit(s, W.walls, node);
        s[W.wallsLeft + p]!++;
      }
      if (s[L.settlementsLeft + p]! > 0) reduceCity(game, s, p, node);
      else {
        if (!hasBit(s, L.city + p * L.nodeWords, node)) throw new Error(`pillage: colour ${p} has no city on node ${node}`);
        clearBit(s, L.city + p * L.nodeWords, node);
        setBit(s, L.settle + p * L.nodeWords, node);
        setBit(s, X.sideways, node);
        s[L.publicVp + p]!--;
      }
      s[X.owed]! &= ~(1 << p);
    },
    describe: (g2, node) => nodeText(g2.board, node),
    record: {
      write: (w, node) => ({ p: w.st.s[CUR]!, a: 'pillage', node: w.node(node) }),
      read: { pillage: (r, e) => [[r.node(e.node), -1]] },
    },
  };
}

/** Seat p's settlements that are city pieces on their side. */
function sidewaysOf(game: Game, s: Int32Array, X: Pillage, p: number): number {
  const L = game.layout;
  let n = 0;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let bits = s[X.sideways + w]! & s[L.settle + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) n++;
  }
  return n;
}

/** Whether seat p has a city piece for its settlement at `node`: one in supply, or the piece on its side there. */
export function cityPieceFor(game: Game, s: Int32Array, X: Pillage, p: number, node: number): boolean {
  return s[game.layout.citiesLeft + p]! > 0 || hasBit(s, X.sideways, node);
}

/** After seat p's settlement at `node` became a city: a piece that was on its side takes no piece from either supply. */
function standUp(game: Game, s: Int32Array, X: Pillage, p: number, node: number, wasSideways: boolean): void {
  if (!wasSideways) return;
  clearBit(s, X.sideways, node);
  s[game.layout.settlementsLeft + p]!--;
  s[game.layout.citiesLeft + p]!++;
}

/** Seat p's settlement at `node` becomes a city outside the city kind (Medicine), a piece on its side standing up. */
export function raiseCity(game: Game, s: Int32Array, X: Pillage, p: number, node: number): void {
  const wasSideways = hasBit(s, X.sideways, node);
  placeCity(game, s, p, node);
  standUp(game, s, X, p, node, wasSideways);
}

/**
 * A city piece on its side: upgrading it takes no piece from either supply (the city kind, and a
 * source for when the supply has no city left); its VP are a settlement's; the pieces' checks
 * count it where it is.
 */
function installSideways(g: GameBuilder, X: Pillage): void {
  const city = g.kinds[A_CITY]!;
  g.kinds[A_CITY] = {
    ...city,
    apply(st, node, outcome) {
      const { game, s } = st;
      const wasSideways = hasBit(s, X.sideways, node);
      city.apply(st, node, outcome);
      standUp(game, s, X, s[CUR]!, node, wasSideways);
    },
  };
  const upright: ActionSource = {
    name: 'sideways_cities',
    maxActions: g.supply.cities,
    list({ game, s }, out, n) {
      const p = s[CUR]!;
      const L = game.layout;
      // With a city piece in supply the builds list these nodes already.
      if (s[L.citiesLeft + p]! > 0 || !canAfford(game, s, p, COST_CITY)) return n;
      for (let w = 0; w < L.nodeWords; w++) {
        for (let bits = s[X.sideways + w]! & s[L.settle + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) out[n++] = (A_CITY << ARG_BITS) | ((w << 5) + 31 - Math.clz32(bits & -bits));
      }
      return n;
    },
  };
  g.phaseList(PH_MAIN).add(upright, { after: 'builds' });
  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => {
    const v = vpSources(st, p);
    const k = sidewaysOf(st.game, st.s, X, p);
    return k === 0 ? v : { ...v, settlements: v.settlements + k, cities: v.cities - 2 * k };
  };
  // The base game counts pieces from the supplies: it checks a copy whose supplies hold the
  // pieces on their side as settlements in play and city pieces at home.
  const seats = g.invariants.find((x) => x.name === 'seats')!;
  const checked: Invariant = {
    name: 'seats',
    check(st, fail) {
      const { game, s } = st;
      const L = game.layout;
      let any = 0;
      for (let w = 0; w < L.nodeWords; w++) any |= s[X.sideways + w]!;
      if (any === 0) return seats.check(st, fail);
      const t = s.slice();
      for (let p = 0; p < L.players; p++) {
        const k = sidewaysOf(game, s, X, p);
        t[L.settlementsLeft + p]! -= k;
        t[L.citiesLeft + p]! += k;
      }
      for (let w = 0; w < L.nodeWords; w++) {
        let settled = 0;
        for (let p = 0; p < L.players; p++) settled |= s[L.settle + p * L.nodeWords + w]!;
        if ((s[X.sideways + w]! & ~settled) !== 0) fail(`a city piece on its side stands on no settlement (node word ${w})`);
        t[X.sideways + w] = 0;
      }
      seats.check({ game, s: t }, fail);
    },
  };
  replaceInvariant(g, checked);
}
