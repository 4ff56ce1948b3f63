// Metropolises (D63): the first to buy level 4 of an area while nobody holds its metropolis takes
// it; a player buying level 5 takes it from a holder below level 5; once its holder has level 5 it
// never moves. Each time the taker places it on a free city of their choice, a decision on the
// queue even when there is one free city, so that a record always names the city in a
// `place_metropolis` entry. A metropolis is worth 2 public VP beside its city's 2.

import { ARG_BITS, idBits } from '../../engine/actions.js';
import { decisionData, pushDecision, topDecision } from '../../engine/decision-queue.js';
import { nodeText } from '../../engine/describe.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR, hasBit } from '../../engine/layout.js';
import type { GameBuilder, Invariant, KindRule, PhaseRule } from '../../engine/rule-set.js';
import { AREAS, AREA_LEVELS } from './data.js';
import { levelOf, metropolisAt, type CitiesKnightsFields } from './fields.js';
import { PH_PLACE_METROPOLIS } from './ids.js';

/** VP of a metropolis beside its city's (D95). */
export const METROPOLIS_VP = 2;
/** The level that claims a free metropolis (D63). */
export const METROPOLIS_LEVEL = 4;

/** Who holds area `area`'s metropolis, or -1. */
export function metropolisHolder(game: Game, F: CitiesKnightsFields, s: Int32Array, area: number): number {
  const v = s[F.metropolis + area]!;
  return v === 0 ? -1 : s[game.layout.nodeOwner + v - 1]! - 1;
}

/** Metropolises seat p holds. */
export function metropolisesOf(game: Game, F: CitiesKnightsFields, s: Int32Array, p: number): number {
  let n = 0;
  for (let a = 0; a < AREAS.length; a++) if (metropolisHolder(game, F, s, a) === p) n++;
  return n;
}

/** Seat p's cities on the board, metropolises included. */
export function citiesOf(game: Game, s: Int32Array, p: number): number {
  const L = game.layout;
  const at = L.city + p * L.nodeWords;
  let n = 0;
  for (let w = 0; w < L.nodeWords; w++) for (let bits = s[at + w]!; bits !== 0; bits &= bits - 1) n++;
  return n;
}

/** Seat p's free cities: those without a metropolis. */
export function freeCitiesOf(game: Game, F: CitiesKnightsFields, s: Int32Array, p: number): number {
  return citiesOf(game, s, p) - metropolisesOf(game, F, s, p);
}

/**
 * After seat p bought level `level` of `area`: claims the metropolis at level 4 when nobody holds
 * it, or captures it at level 5 from a holder below 5 (who loses its VP at once), and asks p where
 * to place it. D61 guarantees p a free city for it.
 */
export function claimMetropolis(st: GameState, F: CitiesKnightsFields, ob: number, p: number, area: number, level: number): void {
  if (level < METROPOLIS_LEVEL) return;
  const { game, s } = st;
  const holder = metropolisHolder(game, F, s, area);
  if (holder === p) return;
  if (holder >= 0) {
    if (level < AREA_LEVELS || levelOf(F, s, holder, area) >= AREA_LEVELS) return;
    s[F.metropolis + area] = 0;
    s[game.layout.publicVp + holder]! -= METROPOLIS_VP;
  }
  pushDecision(st, ob, area | (p << 2));
}

/** The placement's obligation: the taker places it while the area's metropolis is off the board. */
export function metropolisObligation(F: CitiesKnightsFields): Parameters<GameBuilder['obligation']>[0] {
  return { name: 'place_metropolis', phase: PH_PLACE_METROPOLIS, next: ({ s }, data) => (s[F.metropolis + (data & 3)] === 0 ? data >> 2 : -1) };
}

/** The area whose metropolis is waiting to be placed, or -1. */
export function pendingMetropolis(st: GameState, ob: number): number {
  return topDecision(st) === ob ? decisionData(st) & 3 : -1;
}

/** The placement phase: each free city of the taker's. */
export function metropolisPhase(g: GameBuilder, F: CitiesKnightsFields, kind: number): PhaseRule {
  return {
    name: 'place_metropolis',
    maxActions: g.supply.cities,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      const L = game.layout;
      const cities = L.city + p * L.nodeWords;
      let n = 0;
      for (let w = 0; w < L.nodeWords; w++) {
        for (let bits = s[cities + w]!; bits !== 0; bits &= bits - 1) {
          const node = (w << 5) + 31 - Math.clz32(bits & -bits);
          if (metropolisAt(F, s, node) < 0) out[n++] = (kind << ARG_BITS) | node;
        }
      }
      return n;
    },
  };
}

/** place_metropolis: argument the city's node; recorded with the area it is for. */
export function metropolisKind(g: GameBuilder, F: CitiesKnightsFields, ob: number): KindRule {
  return {
    name: 'place_metropolis',
    argBits: idBits(g.board.numNodes),
    apply(st, node) {
      const { game, s } = st;
      const p = s[CUR]!;
      const area = pendingMetropolis(st, ob);
      if (area < 0) throw new Error('place_metropolis: no metropolis is waiting to be placed');
      if (!hasBit(s, game.layout.city + p * game.layout.nodeWords, node) || metropolisAt(F, s, node) >= 0) throw new Error(`place_metropolis: node ${node} is not a free city of seat ${p}`);
      s[F.metropolis + area] = node + 1;
      s[game.layout.publicVp + p]! += METROPOLIS_VP;
    },
    describe: (game, node) => nodeText(game.board, node),
    record: {
      write: (w, node) => ({ p: w.st.s[CUR]!, a: 'place_metropolis', area: AREAS[pendingMetropolis(w.st, ob)], node: w.node(node) }),
      read: {
        place_metropolis(r, e) {
          const area = pendingMetropolis(r.st, ob);
          if (area < 0 || e.area !== AREAS[area]) throw r.error(`no ${String(e.area)} metropolis is waiting to be placed`);
          return [[r.node(e.node), -1]];
        },
      },
    },
  };
}

/**
 * Each metropolis stands on a city of its holder, one per city, and its holder has level 4 or more
 * in the area and no lower a level than anyone else (else it would have been captured); while no
 * metropolis of an area stands, nobody has level 4 there, unless it waits to be placed.
 */
export function metropolisInvariant(F: CitiesKnightsFields, ob: number): Invariant {
  return {
    name: 'ck-metropolises',
    check(st, fail) {
      const { game, s } = st;
      const L = game.layout;
      const pending = pendingMetropolis(st, ob);
      for (let a = 0; a < AREAS.length; a++) {
        const v = s[F.metropolis + a]!;
        if (v === 0) {
          if (a === pending) continue;
          for (let q = 0; q < game.seats; q++) if (levelOf(F, s, q, a) >= METROPOLIS_LEVEL) fail(`seat ${q} has level ${levelOf(F, s, q, a)} in ${AREAS[a]} but nobody holds its metropolis`);
          continue;
        }
        if (a === pending) fail(`the ${AREAS[a]} metropolis waits to be placed but stands on node ${v - 1}`);
        const node = v - 1;
        const q = s[L.nodeOwner + node]! - 1;
        if (q < 0 || !hasBit(s, L.city + q * L.nodeWords, node)) {
          fail(`the ${AREAS[a]} metropolis stands on node ${node}, which holds no city`);
          continue;
        }
        if (levelOf(F, s, q, a) < METROPOLIS_LEVEL) fail(`seat ${q} holds the ${AREAS[a]} metropolis at level ${levelOf(F, s, q, a)}`);
        for (let r = 0; r < game.seats; r++) if (levelOf(F, s, r, a) > levelOf(F, s, q, a)) fail(`seat ${r} has a higher ${AREAS[a]} level than the metropolis's holder ${q}`);
        for (let b = a + 1; b < AREAS.length; b++) if (s[F.metropolis + b] === v) fail(`node ${node} holds two metropolises`);
      }
    },
  };
}
