// Where each field lives in the flat Int32Array state. One layout per game (board, colours and the
// rule sets in play); every offset is computed once so the step function is plain indexed loads
// and stores. The standard fields are at fixed or per-colour offsets; a rule set's own fields
// follow them, allocated when the game is built (`Layout.fields`).

import { NUM_DEV_TYPES, NUM_RESOURCES } from './constants.js';

// Scalars at fixed offsets.
export const PHASE = 0;
export const CUR = 1; // seat that must act now
export const TURN_PLAYER = 2;
export const TURN = 3; // regular turns begun (set-up excluded)
export const SETUP_STEP = 4;
export const ROBBER = 5;
export const DEV_PLAYED = 6; // a development card was played this turn
export const LAST_NODE = 7; // set-up: the settlement the next road must touch
export const ROADS_FREE = 8; // road building: roads still to place
export const QUEUE_DEPTH = 9; // frames on the decision queue (src/engine/decision-queue.ts)
export const LR_HOLDER = 10;
export const LA_HOLDER = 11;
export const WINNER = 12;
export const CAPPED = 13;
export const OFFER = 14; // the open domestic offer's given bundle, its first word (src/engine/trade-sides.ts); -1 if none
export const OFFERS_MADE = 15; // offers sent or drafts abandoned this turn
export const ACCEPT_MASK = 16; // seats that accepted the open offer
export const DICE = 17; // last roll: d1 * 8 + d2, 0 before the first roll
export const DECK_COUNT = 18;
export const STEPS = 19; // actions applied (chance outcomes included in their action)
export const RNG = 20; // 4 words
export const BANK = 24; // NUM_RESOURCES
export const DECK = BANK + NUM_RESOURCES; // NUM_DEV_TYPES: cards left in the deck by kind
export const PLAYED = DECK + NUM_DEV_TYPES; // NUM_DEV_TYPES: cards played (face up) by kind
// Domestic trade (src/rules/base/domestic-trade.ts): the open offer's other fields, and the draft
// being composed (an offer by the player on turn, or a responder's counter-offer). Counter-offers
// sent are per colour (Layout.counterGive / counterGet). Each bundle here is the first word of a
// side (src/engine/trade-sides.ts); a game trading more than six kinds has further words.
export const OFFER_GET = PLAYED + NUM_DEV_TYPES; // bundle the offerer asks for
export const OFFER_TO = OFFER_GET + 1; // seats addressed (bit mask)
export const COUNTER_MASK = OFFER_GET + 2; // seats that sent a counter-offer
export const DRAFT_GIVE = OFFER_GET + 3;
export const DRAFT_GET = OFFER_GET + 4;
export const DRAFT_TO = OFFER_GET + 5;
/** Frames the decision queue holds: today's rule sets nest at most four (a roll's pause, gold, fog, a gift). */
export const MAX_FRAMES = 6;
/**
 * Words per frame: the obligation id, the return phase and the return seat packed in one word
 * (src/engine/decision-queue.ts), and the obligation's data. Every state carries the frames and a
 * clone copies them, so they are kept small.
 */
export const FRAME_WORDS = 2;
/** Where the standard scalars end: rule sets' own fields go after the standard blocks (`Layout.fields`). */
const SCALARS_END = DRAFT_TO + 1;

export const PH_SETUP_SETTLEMENT = 0;
export const PH_SETUP_ROAD = 1;
export const PH_PRE_ROLL = 2;
export const PH_DISCARD = 3;
export const PH_MOVE_ROBBER = 4;
export const PH_MAIN = 5;
export const PH_ROAD_BUILDING = 6;
export const PH_TRADE_RESPONSE = 7;
export const PH_TRADE_CONFIRM = 8;
export const PH_GAME_OVER = 9;
export const PH_TRADE_COMPOSE = 10;
/** Phases a rule set adds take ids from its own block (src/rules/ids.ts), after these. */
export const STANDARD_PHASES = 11;
export const PHASE_NAMES = [
  'setup_settlement',
  'setup_road',
  'pre_roll',
  'discard',
  'move_robber',
  'main',
  'road_building',
  'trade_response',
  'trade_confirm',
  'game_over',
  'trade_compose',
] as const;

export interface Layout {
  readonly players: number;
  readonly nodeWords: number;
  readonly edgeWords: number;
  /** Per-player blocks: field + p * stride (resources and cards) or + p (counters). */
  readonly hand: number; // p * 5 + r
  readonly handTotal: number; // p
  readonly dev: number; // p * 5 + kind: playable cards held
  readonly devNew: number; // p * 5 + kind: bought this turn
  readonly devCount: number; // p: all development cards held
  readonly newCount: number; // p: bought this turn
  readonly knights: number; // p: knights played
  readonly roadsLeft: number;
  readonly settlementsLeft: number;
  readonly citiesLeft: number;
  readonly publicVp: number; // p: VP everyone can see
  readonly roadLen: number; // p: longest road
  readonly harbors: number; // p: bit k = harbor kind k
  readonly toDiscard: number; // p
  readonly counterGive: number; // p: a counter-offer's given bundle (0: none)
  readonly counterGet: number; // p: what it asks for
  /** Bitsets: settlements/cities per player over nodes, roads per player over edges. */
  readonly settle: number; // + p * nodeWords
  readonly city: number;
  readonly road: number; // + p * edgeWords
  readonly built: number; // nodeWords: any building
  readonly blocked: number; // nodeWords: building on or next to the node
  readonly roads: number; // edgeWords: any road
  /**
   * numNodes words: the colour owning the building on each node, plus one (0: no building, so a
   * zeroed state is an empty board). Kept beside the bitsets by placeSettlement, so "who owns
   * this corner" (production, the robber's victims, Longest Road's cuts) is one load.
   */
  readonly nodeOwner: number;
  /**
   * Node bitsets per colour (+ p * nodeWords): the ends of its roads. Roads are never taken away,
   * so placeRoad keeps it exactly; the main phase's road and settlement sites start from it
   * instead of walking every road of the colour on every list.
   */
  readonly roadEnds: number;
  /** The decision queue's frames (MAX_FRAMES * FRAME_WORDS words, src/engine/decision-queue.ts). */
  readonly frames: number;
  /**
   * The cards discarded since the last 7, by hand kind (2 * handKinds words): [0, K) by every seat,
   * [K, 2K) by the seat discarding now. Views hide the first from later discarders (D9). Placed
   * after the rule sets' fields, once the hand kinds are known; -1 while rule sets install.
   */
  readonly discards: number;
  /**
   * Words of each domestic-trade bundle side: 1 unless more than six kinds are traded between
   * players (src/engine/trade-sides.ts). The first is the side's standard field; the others are in
   * the block at `bundleMore` (placed after the discards; -1 when there is none).
   */
  readonly bundleWords: number;
  readonly bundleMore: number;
  /**
   * Per colour (+ p): bit k set when the seat gives hand kind k to the bank at 2:1 whatever its
   * harbors, kept by a rule set (Cities & Knights: the Trading House, the merchant, a Merchant
   * Fleet); -1 when no rule set in play keeps it (GameBuilder.twoForOne). Every rate reads it
   * through `maritimeRate` or `rateMask` (src/engine/queries.ts).
   */
  readonly twoForOne: number;
  /** Words in a state: the standard fields, then the fields of the rule sets in play. */
  readonly size: number;
  /** Offsets of the rule sets' own fields by name (a game without a rule set has none of its fields). */
  readonly fields: Readonly<Record<string, number>>;
}

/** The standard fields for `players` colours on a board of numNodes/numEdges; no rule-set fields yet. */
export function makeLayout(players: number, numNodes: number, numEdges: number): Layout {
  const nodeWords = (numNodes + 31) >>> 5;
  const edgeWords = (numEdges + 31) >>> 5;
  let at = SCALARS_END;
  const take = (n: number) => {
    const o = at;
    at += n;
    return o;
  };
  const hand = take(players * NUM_RESOURCES);
  const handTotal = take(players);
  const dev = take(players * NUM_DEV_TYPES);
  const devNew = take(players * NUM_DEV_TYPES);
  const devCount = take(players);
  const newCount = take(players);
  const knights = take(players);
  const roadsLeft = take(players);
  const settlementsLeft = take(players);
  const citiesLeft = take(players);
  const publicVp = take(players);
  const roadLen = take(players);
  const harbors = take(players);
  const toDiscard = take(players);
  const counterGive = take(players);
  const counterGet = take(players);
  const settle = take(players * nodeWords);
  const city = take(players * nodeWords);
  const road = take(players * edgeWords);
  const built = take(nodeWords);
  const blocked = take(nodeWords);
  const roads = take(edgeWords);
  const nodeOwner = take(numNodes);
  const roadEnds = take(players * nodeWords);
  const frames = take(MAX_FRAMES * FRAME_WORDS);
  return {
    players,
    nodeWords,
    edgeWords,
    hand,
    handTotal,
    dev,
    devNew,
    devCount,
    newCount,
    knights,
    roadsLeft,
    settlementsLeft,
    citiesLeft,
    publicVp,
    roadLen,
    harbors,
    toDiscard,
    counterGive,
    counterGet,
    settle,
    city,
    road,
    built,
    blocked,
    roads,
    nodeOwner,
    roadEnds,
    frames,
    discards: -1,
    bundleWords: 1,
    bundleMore: -1,
    twoForOne: -1,
    size: at,
    fields: {},
  };
}

export function hasBit(s: Int32Array, base: number, i: number): boolean {
  return (s[base + (i >>> 5)]! & (1 << (i & 31))) !== 0;
}
export function setBit(s: Int32Array, base: number, i: number): void {
  s[base + (i >>> 5)]! |= 1 << (i & 31);
}
export function clearBit(s: Int32Array, base: number, i: number): void {
  s[base + (i >>> 5)]! &= ~(1 << (i & 31));
}
