// Setting up positions by hand (rule scenarios, puzzles, bot tests). Every helper keeps the
// state's invariants: cards come from and go to the bank or deck, pieces from the supply.

import { NUM_DEV_TYPES, NUM_RESOURCES, RESOURCE_NAMES, DEV_NAMES } from './constants.js';
import type { GameState } from './game.js';
import {
  BANK,
  CUR,
  DECK,
  DECK_COUNT,
  DEV_PLAYED,
  LA_HOLDER,
  OFFERS_MADE,
  PHASE,
  PH_MAIN,
  PH_PRE_ROLL,
  PLAYED,
  ROBBER,
  SETUP_STEP,
  TURN,
  TURN_PLAYER,
} from './layout.js';
import { placeCity, placeRoad, placeSettlement } from './pieces.js';

/** Hand cards by name: the resources, and any card kind a rule set adds (a commodity). */
export type Cards = Partial<Record<(typeof RESOURCE_NAMES)[number], number>> & Readonly<Record<string, number>>;

/** Ends set-up without placements: seat `p` is on turn in `phase` (pre_roll by default). */
export function skipSetup(st: GameState, p = 0, phase: number = PH_PRE_ROLL): void {
  const s = st.s;
  s[SETUP_STEP] = 2 * st.game.seats;
  s[TURN_PLAYER] = p;
  s[CUR] = p;
  s[TURN] = Math.max(1, s[TURN]!);
  s[PHASE] = phase;
  s[DEV_PLAYED] = 0;
  s[OFFERS_MADE] = 0;
}

/** Seat `p` on turn after the roll, free to build and trade. */
export function inMainPhase(st: GameState, p = 0): void {
  skipSetup(st, p, PH_MAIN);
}

export function putSettlement(st: GameState, p: number, node: number): void {
  placeSettlement(st.game, st.s, p, node);
}
export function putCity(st: GameState, p: number, node: number): void {
  putSettlement(st, p, node);
  placeCity(st.game, st.s, p, node);
}
export function putRoad(st: GameState, p: number, edge: number): void {
  placeRoad(st.game, st.s, p, edge);
}

/** Sets seat p's hand exactly (every other kind to zero), moving cards to or from the bank. */
export function setHand(st: GameState, p: number, cards: Cards): void {
  const { game, s } = st;
  for (const name of Object.keys(cards)) if (game.cardNames.indexOf(name) < 0) throw new Error(`setHand: no card "${name}" in this game`);
  let total = 0;
  for (let k = 0; k < game.handKinds; k++) {
    const want = cards[game.cardNames[k]!] ?? 0;
    const at = game.cardSlot[p * game.handKinds + k]!;
    const bank = game.bankSlot[k]!;
    const delta = want - s[at]!;
    if (delta > s[bank]!) throw new Error(`setHand: bank has only ${s[bank]} ${game.cardNames[k]}`);
    s[bank]! -= delta;
    s[at] = want;
    total += want;
  }
  s[game.layout.handTotal + p] = total;
}

/** Empties the bank of a resource down to `left` cards, handing the rest to `holder`. */
export function drainBank(st: GameState, resource: number, left: number, holder: number): void {
  const { game, s } = st;
  const n = s[BANK + resource]! - left;
  if (n < 0) throw new Error('drainBank: bank already below target');
  s[BANK + resource]! -= n;
  s[game.layout.hand + holder * NUM_RESOURCES + resource]! += n;
  s[game.layout.handTotal + holder]! += n;
}

/** Gives seat p a development card from the deck, playable now unless `fresh` (bought this turn). */
export function giveDev(st: GameState, p: number, kind: number, fresh = false): void {
  const { game, s } = st;
  const L = game.layout;
  if (s[DECK + kind]! <= 0) throw new Error(`giveDev: no ${DEV_NAMES[kind]} left in the deck`);
  s[DECK + kind]!--;
  s[DECK_COUNT]!--;
  s[(fresh ? L.devNew : L.dev) + p * NUM_DEV_TYPES + kind]!++;
  s[L.devCount + p]!++;
  if (fresh) s[L.newCount + p]!++;
}

/** Records `n` knights already played by seat p (cards move from the deck to the played pile). */
export function setKnightsPlayed(st: GameState, p: number, n: number): void {
  const { game, s } = st;
  const L = game.layout;
  const delta = n - s[L.knights + p]!;
  s[DECK]! -= delta;
  s[DECK_COUNT]! -= delta;
  s[PLAYED]! += delta;
  s[L.knights + p] = n;
  const holder = s[LA_HOLDER]!;
  if (n >= game.supply.largestArmyMin && (holder < 0 || s[L.knights + holder]! < n) && holder !== p) {
    if (holder >= 0) s[L.publicVp + holder]! -= 2;
    s[L.publicVp + p]! += 2;
    s[LA_HOLDER] = p;
  }
}

export function setRobber(st: GameState, hex: number): void {
  st.s[ROBBER] = hex;
}
