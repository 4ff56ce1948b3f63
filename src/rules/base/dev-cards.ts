// Development cards: which may be played now (one per turn, not one bought this turn), the four
// playable kinds, Largest Army, and cards bought this turn becoming playable.

import { A_KNIGHT, A_MONOPOLY, A_ROAD_BUILDING, A_YEAR_OF_PLENTY, ARG_BITS } from '../../engine/actions.js';
import { KNIGHT, MONOPOLY, NUM_DEV_TYPES, NUM_RESOURCES, RESOURCE_NAMES, ROAD_BUILDING, YEAR_OF_PLENTY } from '../../engine/constants.js';
import { pushDecision } from '../../engine/decision-queue.js';
import type { Game, GameState } from '../../engine/game.js';
import { moveCards, playCard, takeFromBank } from '../../engine/hands.js';
import { BANK, CUR, DEV_PLAYED, LA_HOLDER, PHASE, ROADS_FREE, TURN_PLAYER } from '../../engine/layout.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { KindRecord, KindRule, LogEntry, RecordReader } from '../../engine/rule-set.js';
import { OB_ROAD_BUILDING, OB_ROBBER } from './decisions.js';

/** Most card plays devPlays can list: a knight, road building, 15 year-of-plenty pairs, 5 monopolies. */
export const MAX_DEV_PLAYS = 22;

/** The card plays of the seat to act: a source of the pre-roll and main phases. */
export const DEV_PLAYS_SOURCE: ActionSource = { name: 'dev_plays', maxActions: MAX_DEV_PLAYS, list: ({ game, s }, out, n) => cardPlays(game, s, s[CUR]!, out, n) };

/** devPlays without a call for a seat that holds no development card: most seats on most turns. */
export function cardPlays(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  return s[game.layout.devCount + p] === 0 ? n : devPlays(game, s, p, out, n);
}

/** The development cards p may play now, appended from out[n]. */
export function devPlays(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  if (s[DEV_PLAYED] !== 0) return n;
  const L = game.layout;
  const d = L.dev + p * NUM_DEV_TYPES;
  if (s[d + KNIGHT]! > 0) out[n++] = A_KNIGHT << ARG_BITS;
  if (s[d + ROAD_BUILDING]! > 0 && game.hooks.roadBuildingPlayable(game, s, p)) out[n++] = A_ROAD_BUILDING << ARG_BITS;
  // Locals for the imported constants in the loops (see tradeActions in trade.ts).
  const resources = NUM_RESOURCES;
  if (s[d + YEAR_OF_PLENTY]! > 0) {
    const bank = BANK;
    const kind = A_YEAR_OF_PLENTY << ARG_BITS;
    for (let a = 0; a < resources; a++) {
      for (let b = a; b < resources; b++) {
        const ok = a === b ? s[bank + a]! >= 2 : s[bank + a]! >= 1 && s[bank + b]! >= 1;
        if (ok) out[n++] = kind | (a * 5 + b);
      }
    }
  }
  if (s[d + MONOPOLY]! > 0) {
    const kind = A_MONOPOLY << ARG_BITS;
    for (let r = 0; r < resources; r++) out[n++] = kind | r;
  }
  return n;
}

/** Largest Army after p's knight count grew: p takes it with the minimum and strictly more knights than the holder. */
export function updateLargestArmy(game: Game, s: Int32Array, p: number): void {
  const L = game.layout;
  const k = s[L.knights + p]!;
  const holder = s[LA_HOLDER]!;
  if (holder === p || k < game.supply.largestArmyMin) return;
  if (holder >= 0 && s[L.knights + holder]! >= k) return;
  if (holder >= 0) s[L.publicVp + holder]! -= 2;
  s[L.publicVp + p]! += 2;
  s[LA_HOLDER] = p;
}

/** Cards bought earlier become playable once the buyer's part of a turn is over. */
export function releaseNewCards(game: Game, s: Int32Array, p: number): void {
  const L = game.layout;
  // Most turns end with no card bought: nothing to move.
  if (s[L.newCount + p] === 0) return;
  // Locals for the offsets and the count (see tradeActions in trade.ts): this runs at every end of turn.
  const types = NUM_DEV_TYPES;
  const dev = L.dev + p * types;
  const fresh = L.devNew + p * types;
  for (let k = 0; k < types; k++) {
    s[dev + k]! += s[fresh + k]!;
    s[fresh + k] = 0;
  }
  s[L.newCount + p] = 0;
}

const played = (p: number, card: string, more: Record<string, unknown> = {}): LogEntry => ({ p, a: 'play_dev', card, ...more });

/** A `play_dev` reader for one card: null for another card's entry, so the next card's reader is tried. */
function readsCard(card: string, arg: (r: RecordReader, e: LogEntry) => number): KindRecord['read'] {
  return { play_dev: (r, e) => (e.card === card ? [[arg(r, e), -1]] : null) };
}

export const KNIGHT_CARD: KindRule = {
  name: 'play_knight',
  argBits: 0,
  apply(st: GameState) {
    const { game, s } = st;
    const p = s[CUR]!;
    playCard(game, s, p, KNIGHT);
    s[game.layout.knights + p]!++;
    updateLargestArmy(game, s, p);
    pushDecision(st, OB_ROBBER, p, s[PHASE]!, s[TURN_PLAYER]!);
  },
  describe: () => '',
  record: { write: (w) => played(w.st.s[CUR]!, 'knight'), read: readsCard('knight', () => 0) },
};

export const ROAD_BUILDING_CARD: KindRule = {
  name: 'play_road_building',
  argBits: 0,
  apply(st: GameState) {
    const { game, s } = st;
    const p = s[CUR]!;
    playCard(game, s, p, ROAD_BUILDING);
    s[ROADS_FREE] = Math.min(2, s[game.layout.roadsLeft + p]!);
    pushDecision(st, OB_ROAD_BUILDING, p);
  },
  describe: () => '',
  record: { write: (w) => played(w.st.s[CUR]!, 'road_building'), read: readsCard('road_building', () => 0) },
};

export const YEAR_OF_PLENTY_CARD: KindRule = {
  name: 'play_year_of_plenty',
  argBits: 5,
  apply({ game, s }: GameState, arg: number) {
    const p = s[CUR]!;
    playCard(game, s, p, YEAR_OF_PLENTY);
    takeFromBank(game, s, p, (arg / 5) | 0, 1);
    takeFromBank(game, s, p, arg % 5, 1);
  },
  describe: (_b, arg) => `${RESOURCE_NAMES[(arg / 5) | 0]} + ${RESOURCE_NAMES[arg % 5]}`,
  record: {
    write: (w, arg) => played(w.st.s[CUR]!, 'year_of_plenty', { resources: [RESOURCE_NAMES[(arg / 5) | 0], RESOURCE_NAMES[arg % 5]] }),
    read: readsCard('year_of_plenty', (r, e) => {
      const rs = ((e.resources ?? []) as unknown[]).map((x) => r.resource(x)).sort((x, y) => x - y);
      if (rs.length !== 2) throw r.error('year of plenty takes two resources');
      return rs[0]! * 5 + rs[1]!;
    }),
  },
};

export const MONOPOLY_CARD: KindRule = {
  name: 'play_monopoly',
  argBits: 3,
  apply({ game, s }: GameState, r: number) {
    const p = s[CUR]!;
    playCard(game, s, p, MONOPOLY);
    for (let q = 0; q < game.seats; q++) {
      if (q === p) continue;
      moveCards(game, s, q, p, r, s[game.layout.hand + q * NUM_RESOURCES + r]!);
    }
  },
  describe: (_b, r) => `${RESOURCE_NAMES[r]}`,
  record: {
    write: (w, r) => played(w.st.s[CUR]!, 'monopoly', { resource: RESOURCE_NAMES[r] }),
    read: readsCard('monopoly', (r, e) => r.resource(e.resource)),
    // The entry reports the cards taken, so a reader sees the effect without replaying the hands.
    effect: {
      before: ({ game, s }, r) => s[game.layout.hand + s[CUR]! * NUM_RESOURCES + r]!,
      report: ({ game, s }, r, before) => ({ taken: s[game.layout.hand + s[CUR]! * NUM_RESOURCES + r]! - before }),
    },
  },
};
