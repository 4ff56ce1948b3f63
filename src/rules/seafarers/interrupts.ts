// Gold picks and fog discoveries interrupt whatever phase the game is in (a roll, a set-up
// placement, a road or ship reaching fog), as decisions on the decision queue: each seat owed gold
// picks its cards one at a time, each reached fog hex is turned over, a scenario's own interrupts
// (a gift to place or draw) follow, and the game then goes back to where it was. Gold comes first,
// then fog, then the scenario's in the order they were added.

import { ARG_BITS, idBits } from '../../engine/actions.js';
import { GOLD, NUM_RESOURCES, RESOURCE_NAMES, SEA, TERRAIN_NAMES, terrainIndex } from '../../engine/constants.js';
import { hasDecision, pushDecision, settleDecisions, topDecision } from '../../engine/decision-queue.js';
import { hexText } from '../../engine/describe.js';
import type { Game, GameState } from '../../engine/game.js';
import { bankResourcePhase, requireStream, takeFromBank } from '../../engine/hands.js';
import { BANK, CUR, PHASE, PH_GAME_OVER, RNG, TURN_PLAYER, clearBit, hasBit, setBit } from '../../engine/layout.js';
import type { GameBuilder, KindRule, PhaseRule } from '../../engine/rule-set.js';
import { nextInt } from '../../engine/rng.js';
import { cardRunEntry, readCardRun } from '../base/dice.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';
import { A_DISCOVER, A_GOLD, PH_DISCOVER, PH_GOLD } from './ids.js';

/** Marks the face-down hexes at the ends of edge e as reached by p. */
export function markDiscoveries(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, e: number): void {
  if (game.board.hiddenHexes.length === 0) return;
  for (let k = 0; k < 2; k++) {
    const n = game.board.edgeNodes[e * 2 + k]!;
    for (let j = 0; j < 3; j++) {
      const h = T.nodeFog[n * 3 + j]!;
      if (h < 0) break;
      if (s[F.fogHex + h] === 0) {
        setBit(s, F.fogPending, h);
        s[F.discoverer] = p;
      }
    }
  }
}

function firstPending(game: Game, s: Int32Array, F: SeaFields): number {
  const words = (game.board.numHexes + 31) >>> 5;
  for (let w = 0; w < words; w++) {
    const bits = s[F.fogPending + w]!;
    if (bits !== 0) return (w << 5) + 31 - Math.clz32(bits & -bits);
  }
  return -1;
}

function bankTotal(s: Int32Array): number {
  let n = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) n += s[BANK + r]!;
  return n;
}

/** The first seat owed gold, in turn order from the player on turn; -1 if none. An empty bank cancels gold still owed. */
function goldSeat(game: Game, s: Int32Array, F: SeaFields): number {
  const P = game.seats;
  const from = s[TURN_PLAYER]!;
  for (let i = 0; i < P; i++) {
    const q = (from + i) % P;
    if (s[F.goldOwed + q]! > 0) {
      if (bankTotal(s) > 0) return q;
      for (let p = 0; p < P; p++) s[F.goldOwed + p] = 0;
      return -1;
    }
  }
  return -1;
}

/**
 * A game's Seafarers interrupts: the obligation ids of gold and fog, then those scenarios add (a
 * gift to place, a card to draw), each with the test of whether some seat owes it.
 */
export interface SeaInterrupts {
  readonly F: SeaFields;
  readonly gold: number;
  readonly discover: number;
  /** The scenarios' interrupts in the order added: obligation id, and the seat owing one (-1: none). */
  readonly extra: Array<{ readonly id: number; pending(st: GameState): number }>;
}

/** Registers gold and fog as decisions of a game being built. */
export function seaInterrupts(g: GameBuilder, F: SeaFields): SeaInterrupts {
  const gold = g.obligation({ name: 'gold', phase: PH_GOLD, next: ({ game, s }) => goldSeat(game, s, F) });
  const discover = g.obligation({ name: 'discover', phase: PH_DISCOVER, next: ({ game, s }) => (firstPending(game, s, F) >= 0 ? s[F.discoverer]! : -1) });
  return { F, gold, discover, extra: [] };
}

/**
 * Adds a scenario's interrupt: a seat acts in `phase` while `pending` names it (in the scenario's
 * order over the seats), checked after gold and fog.
 */
export function addInterrupt(g: GameBuilder, X: SeaInterrupts, it: { readonly name: string; readonly phase: number; pending(st: GameState): number }): void {
  const id = g.obligation({ name: it.name, phase: it.phase, next: (st) => it.pending(st) });
  X.extra.push({ id, pending: it.pending });
}

/** The obligation of a Seafarers interrupt on top of the queue. */
function interruptOnTop(st: GameState, X: SeaInterrupts): boolean {
  const top = topDecision(st);
  if (top < 0) return false;
  if (top === X.gold || top === X.discover) return true;
  for (let i = 0; i < X.extra.length; i++) if (X.extra[i]!.id === top) return true;
  return false;
}

/**
 * After any action that may owe gold or reach fog: the most urgent interrupt owed goes on the
 * decision queue, unless it is there already, and the queue is settled (who picks next, or back to
 * where play was once nothing is owed).
 */
export function raiseInterrupts(st: GameState, X: SeaInterrupts): void {
  const { game, s } = st;
  if (s[PHASE] === PH_GAME_OVER) return;
  const F = X.F;
  let id = -1;
  if (goldSeat(game, s, F) >= 0) id = X.gold;
  else if (game.board.hiddenHexes.length > 0 && firstPending(game, s, F) >= 0) id = X.discover;
  else {
    for (let i = 0; i < X.extra.length; i++) {
      if (X.extra[i]!.pending(st) >= 0) {
        id = X.extra[i]!.id;
        break;
      }
    }
  }
  if (id >= 0 && !hasDecision(st, id)) pushDecision(st, id, 0);
  else if (interruptOnTop(st, X)) settleDecisions(st);
}

/** Gold owed by the buildings on hex h (a settlement 1, a city 2) to the acting seats. */
export function oweGold(game: Game, s: Int32Array, F: SeaFields, h: number): void {
  const L = game.layout;
  const b = game.board;
  for (let c = 0; c < 6; c++) {
    const node = b.hexNodes[h * 6 + c]!;
    if (node < 0 || !hasBit(s, L.built, node)) continue;
    for (let p = 0; p < game.seats; p++) {
      if (hasBit(s, L.settle + p * L.nodeWords, node)) s[F.goldOwed + p]! += 1;
      else if (hasBit(s, L.city + p * L.nodeWords, node)) s[F.goldOwed + p]! += 2;
      else continue;
      break;
    }
  }
}

export const GOLD_PHASE: PhaseRule = bankResourcePhase('gold', A_GOLD);

export function goldKind(X: SeaInterrupts): KindRule {
  const F = X.F;
  return {
    name: 'gold',
    argBits: 3,
    apply(st, r) {
      const { game, s } = st;
      const p = s[CUR]!;
      if (s[BANK + r]! <= 0) throw new Error(`gold: the bank has no ${RESOURCE_NAMES[r]}`);
      takeFromBank(game, s, p, r, 1);
      s[F.goldOwed + p]!--;
      raiseInterrupts(st, X);
    },
    describe: (_g, r) => `${RESOURCE_NAMES[r]}`,
    record: {
      write: (w, r) => cardRunEntry(w, 'gold', A_GOLD, r),
      read: { gold: (r, e) => readCardRun(r, e, 'a gold entry names no cards') },
    },
  };
}

export function discoverPhase(F: SeaFields): PhaseRule {
  return {
    name: 'discover',
    maxActions: 1,
    legal({ game, s }, out) {
      const h = firstPending(game, s, F);
      if (h < 0) return 0;
      out[0] = (A_DISCOVER << ARG_BITS) | h;
      return 1;
    },
  };
}

const producing = (t: number) => t < NUM_RESOURCES || t === GOLD;
/** An outcome: what lies under the hex, terrain * 16 + token (0 for none). */
const FACES = TERRAIN_NAMES.length;

/**
 * Turning over a fog hex: the outcome is drawn from the face-down stacks (a terrain, then a token
 * for a producing one). Land pays the discoverer one card of its resource, gold one of their
 * choice; sea and desert pay nothing (docs/rules-decisions.md).
 */
export function discoverKind(g: GameBuilder, X: SeaInterrupts): KindRule {
  const F = X.F;
  const weigh = (s: Int32Array, values: Int32Array | null, weights: Int32Array | null): number => {
    let tokens = 0;
    for (let v = 2; v <= 12; v++) tokens += s[F.fogTokens + v]!;
    let n = 0;
    for (let t = 0; t < FACES; t++) {
      const left = s[F.fogTerrains + t]!;
      if (left <= 0) continue;
      if (!producing(t) || tokens === 0) {
        if (values) {
          values[n] = t * 16;
          weights![n] = left * Math.max(1, tokens);
        }
        n++;
        continue;
      }
      for (let v = 2; v <= 12; v++) {
        const k = s[F.fogTokens + v]!;
        if (k <= 0) continue;
        if (values) {
          values[n] = t * 16 + v;
          weights![n] = left * k;
        }
        n++;
      }
    }
    return n;
  };
  return {
    name: 'discover',
    argBits: idBits(g.board.numHexes),
    maxOutcomes: FACES * 11,
    outcomes: ({ s }, _h, values, weights) => weigh(s, values, weights),
    sample({ s }) {
      requireStream(s);
      let terrains = 0;
      for (let t = 0; t < FACES; t++) terrains += s[F.fogTerrains + t]!;
      // An exhausted stack leaves sea (the map has as many face-down hexes as the stack, so never in play).
      if (terrains === 0) return SEA * 16;
      let ticket = nextInt(s, RNG, terrains);
      let t = 0;
      for (; t < FACES; t++) {
        ticket -= s[F.fogTerrains + t]!;
        if (ticket < 0) break;
      }
      if (!producing(t)) return t * 16;
      let tokens = 0;
      for (let v = 2; v <= 12; v++) tokens += s[F.fogTokens + v]!;
      if (tokens === 0) return t * 16;
      let k = nextInt(s, RNG, tokens);
      for (let v = 2; v <= 12; v++) {
        k -= s[F.fogTokens + v]!;
        if (k < 0) return t * 16 + v;
      }
      return t * 16;
    },
    apply(st, h, outcome) {
      const { game, s } = st;
      const t = outcome >>> 4;
      const v = outcome & 15;
      if (!hasBit(s, F.fogPending, h) || s[F.fogHex + h] !== 0) throw new Error(`discover: hex ${h} is not waiting to be turned over`);
      if (t >= FACES || (v !== 0 && (v < 2 || v > 12 || v === 7))) throw new Error(`discover: outcome ${outcome} is no terrain and token`);
      const p = s[F.discoverer]!;
      clearBit(s, F.fogPending, h);
      s[F.fogHex + h] = (t + 1) | (v << 4);
      if (s[F.fogTerrains + t]! > 0) s[F.fogTerrains + t]!--;
      if (v > 0 && s[F.fogTokens + v]! > 0) s[F.fogTokens + v]!--;
      if (t < NUM_RESOURCES) {
        if (s[BANK + t]! > 0) takeFromBank(game, s, p, t, 1);
      } else if (t === GOLD) {
        s[F.goldOwed + p]!++;
      }
      raiseInterrupts(st, X);
    },
    describe: (game, h) => hexText(game.board, h),
    record: {
      write: (w, h, o) => ({ p: w.st.s[F.discoverer]!, a: 'discover', hex: w.hex(h), terrain: TERRAIN_NAMES[o >>> 4], token: (o & 15) || null }),
      read: {
        discover(r, e) {
          const t = terrainIndex(String(e.terrain));
          if (t < 0) throw r.error(`unknown terrain ${JSON.stringify(e.terrain)}`);
          const v = e.token === null || e.token === undefined ? 0 : Number(e.token);
          return [[r.hex(e.hex), t * 16 + v]];
        },
      },
    },
  };
}
