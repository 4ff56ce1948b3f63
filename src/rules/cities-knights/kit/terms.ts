// The Cities & Knights terms of the value evaluation (BotKit.terms), each counted at its weight
// (weights.ts): commodities held and produced, knights and how the seat stands when the
// barbarians land, walls, progress cards held, improvement levels. Each reads only what the seat
// sees (its own hand and cards, public pieces and counts), so it is the same on a view.

import type { EvalTerm } from '../../../engine/bot-kit.js';
import type { GameState } from '../../../engine/game.js';
import { ROBBER } from '../../../engine/layout.js';
import { DICE_WAYS } from '../../../bots/features.js';
import { AREA_LEVELS, AREAS, CITY_COMMODITY } from '../data.js';
import { ABILITY_LEVEL, commodityReserve, metropolisHolder } from './improve.js';
import { CARD_AREA, CARD_KEEP, CARD_KIND } from './cards.js';
import { defenceOf, urgency, wouldDefend, wouldLose } from './defence.js';
import { cardsOf, ckOf, knightCounts, levelAt, type Ck } from './state.js';
import { WALLS_PER_PLAYER } from '../walls.js';

const counts = new Int32Array(4);

/** A term over the seat's Cities & Knights state (0 in a game without it). */
function term(name: string, weight: string, value: (C: Ck, st: GameState, seat: number) => number): EvalTerm {
  return {
    name,
    weight,
    value(st, seat) {
      const C = ckOf(st.game);
      return C ? value(C, st, seat) : 0;
    },
  };
}

/** Commodities held toward each area's next level (beyond it a commodity is a card like any other). */
function commodities(C: Ck, st: GameState, seat: number): number {
  let n = 0;
  for (let i = 0; i < C.commodity.length; i++) {
    const k = C.commodity[i]!;
    n += Math.min(commodityReserve(C, st, seat, k), cardsOf(st.game, st.s, seat, k));
  }
  return n;
}

/** Pips of commodity production: each city's commodity hexes (D50) at the state's tokens, the robber's hex aside. */
function commodityPips(C: Ck, st: GameState, seat: number): number {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const robber = s[ROBBER]!;
  let v = 0;
  for (let w = 0; w < L.nodeWords; w++) {
    for (let bits = s[L.city + seat * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) {
      const node = (w << 5) + 31 - Math.clz32(bits & -bits);
      for (let k = 0; k < 3; k++) {
        const h = b.nodeHexes[node * 3 + k]!;
        if (h < 0 || h === robber || CITY_COMMODITY[b.hexTerrain[h]!] === undefined) continue;
        v += DICE_WAYS[s[C.tokens + h]!] ?? 0;
      }
    }
  }
  return v;
}

/** The seat's losses to come: how soon the ship lands when it would lose a city then (less when one strength above the weakest). */
function cityLoss(C: Ck, st: GameState, seat: number): number {
  const d = defenceOf(C, st, seat);
  if (d.distance === 0) return 0;
  if (wouldLose(d)) return -urgency(d.distance);
  // Just above the weakest: one knight of theirs makes it the weakest.
  if (d.free && d.total < d.barbarians && d.mine === d.lowOther + 1) return -0.3 * urgency(d.distance);
  return 0;
}

function defender(C: Ck, st: GameState, seat: number): number {
  const d = defenceOf(C, st, seat);
  return d.distance > 0 && wouldDefend(d) ? urgency(d.distance) : 0;
}

/** The seat's own progress cards, each at its worth (cards.ts). */
function progress(C: Ck, st: GameState, seat: number): number {
  let v = 0;
  for (let id = 0; id < CARD_KEEP.length; id++) {
    const d = C.decks[CARD_AREA[id]!]!;
    const n = st.s[d.piles + seat * d.names.length + CARD_KIND[id]!]!;
    if (n > 0) v += n * CARD_KEEP[id]!;
  }
  return v;
}

/**
 * The improvement levels: each level, the ability of a level 3 worth three more (D62), and a level 3
 * or 4 with the area's metropolis still to claim one more (the metropolis itself is VP already).
 */
function levels(C: Ck, st: GameState, seat: number): number {
  let v = 0;
  for (let a = 0; a < AREAS.length; a++) {
    const level = levelAt(C, st.s, seat, a);
    v += level;
    if (level >= ABILITY_LEVEL) v += 3;
    if (level >= ABILITY_LEVEL && level < AREA_LEVELS && metropolisHolder(C, st, a) < 0) v += 1;
  }
  return v;
}

function walls(C: Ck, st: GameState, seat: number): number {
  return WALLS_PER_PLAYER - st.s[C.wallsLeft + seat]!;
}

export const CK_TERMS: readonly EvalTerm[] = Object.freeze([
  term('commodities', 'ckCommodity', commodities),
  term('commodity production', 'ckCommodityPips', commodityPips),
  term('knights', 'ckKnight', (C, st, seat) => knightCounts(C, st.s, seat, counts)[1]!),
  term('active knights', 'ckActive', (C, st, seat) => knightCounts(C, st.s, seat, counts)[2]!),
  term('city lost to the barbarians', 'ckCityLoss', cityLoss),
  term('Defender of Catan', 'ckDefender', defender),
  term('walls', 'ckWall', walls),
  term('progress cards', 'ckProgress', progress),
  term('improvement levels', 'ckLevel', levels),
]);
