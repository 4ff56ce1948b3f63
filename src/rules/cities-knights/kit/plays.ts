// Which progress card to play, shared by the built-in bots (a policy of the main phase and of the
// turn before the roll, ahead of their own rules): each legal play is scored, in rough VP, by what
// it brings now as the seat sees it, and the best above its threshold is played. Irrigation,
// Mining, Medicine and the Engineer whenever they can be; a monopoly on the kind the opponents
// hold most of (their hands are hidden: what they hold together, from the bank and the seat's own
// cards); the Alchemist on the dice its buildings gain most from; the Warlord before an attack or
// with knights to wake; Road Building toward a site; the Smith on its knights; the Inventor's best
// swap for its production against the others'.

import { ARG_BITS, ARG_MASK, idBits } from '../../../engine/actions.js';
import type { GameState } from '../../../engine/game.js';
import { LR_HOLDER, ROBBER, hasBit } from '../../../engine/layout.js';
import { DICE_WAYS, leader, nodeBlocked, nodePips, pipsOnHex, roadDistances, touchesHex } from '../../../bots/features.js';
import { A_HARBOR_OFFER, A_PLAY_PROGRESS } from '../ids.js';
import { levelGain } from './improve.js';
import { spareCards, surplusScorer } from './phases.js';
import { maritimeRate } from '../../../engine/queries.js';
import { CARD_NAMES, cardNumber, playCard, playTarget } from './cards.js';
import { defenceOf, wouldLose } from './defence.js';
import { knightCounts, progressCount, type Ck } from './state.js';

const IRRIGATION = cardNumber('irrigation');
const MINING = cardNumber('mining');
const MEDICINE = cardNumber('medicine');
const ENGINEER = cardNumber('engineer');
const SMITH = cardNumber('smith');
const WARLORD = cardNumber('warlord');
const ROAD_BUILDING = cardNumber('road_building');
const RESOURCE_MONOPOLY = cardNumber('resource_monopoly');
const TRADE_MONOPOLY = cardNumber('trade_monopoly');
const INVENTOR = cardNumber('inventor');
const ALCHEMIST = cardNumber('alchemist');

/** A play's score per card of the cards it plays, keyed by number; absent: the card is not played by this policy. */
type Scorer = (C: Ck, st: GameState, seat: number, target: number) => number;

const knightScratch = new Int32Array(4);

/** Cards of hand kind k the opponents of `seat` hold between them (public: the totals less the bank and its own). */
export function opponentsHold(st: GameState, seat: number, k: number): number {
  const { game, s } = st;
  return game.cardTotals[k]! - s[game.bankSlot[k]!]! - s[game.cardSlot[seat * game.handKinds + k]!]!;
}

/** Cards seat q's buildings on hex h yield when it produces: 1 a settlement, 2 a city. */
export function hexYield(st: GameState, q: number, h: number): number {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  let n = 0;
  for (let c = 0; c < 6; c++) {
    const node = b.hexNodes[h * 6 + c]!;
    if (node < 0 || s[L.nodeOwner + node] !== q + 1) continue;
    n += hasBit(s, L.city + q * L.nodeWords, node) ? 2 : 1;
  }
  return n;
}

/** Cards the dice sum `sum` gives seat q, and (minus `others` x) the cards it gives its opponents. */
function sumYield(C: Ck, st: GameState, q: number, sum: number, others: number): number {
  const { game, s } = st;
  const robber = s[ROBBER]!;
  let v = 0;
  for (let h = 0; h < game.board.numHexes; h++) {
    if (s[C.tokens + h] !== sum || h === robber) continue;
    for (let p = 0; p < game.seats; p++) {
      const y = hexYield(st, p, h);
      if (y !== 0) v += p === q ? y : -others * y;
    }
  }
  return v;
}

/** The seat's cards per roll on average (pips of its buildings' hexes at the state's tokens, robber aside). */
function cardsPerRoll(C: Ck, st: GameState, q: number): number {
  const { game, s } = st;
  const robber = s[ROBBER]!;
  let v = 0;
  for (let h = 0; h < game.board.numHexes; h++) {
    if (h === robber) continue;
    const ways = DICE_WAYS[s[C.tokens + h]!] ?? 0;
    if (ways > 0) v += ways * hexYield(st, q, h);
  }
  return v / 36;
}

const SCORERS: Array<Scorer | undefined> = [];
SCORERS[IRRIGATION] = () => 1;
SCORERS[MINING] = () => 1;
// The cheaper city on the settlement that yields most.
SCORERS[MEDICINE] = (_C, st, _seat, node) => 1 + nodePips(st.game, node) / 100;
SCORERS[ENGINEER] = (_C, st, _seat, node) => 0.5 + nodePips(st.game, node) / 100;
SCORERS[SMITH] = (_C, st, _seat, t) => (t >>> idBits(st.game.board.numNodes) !== 0 ? 0.8 : 0.35);
SCORERS[WARLORD] = (C, st, seat) => {
  const k = knightCounts(C, st.s, seat, knightScratch);
  const d = defenceOf(C, st, seat);
  // Worth it with two knights to wake, or one when the ship is close.
  return k[3]! >= 2 || (k[3]! >= 1 && d.distance <= 2) || (wouldLose(d) && d.distance <= 3) ? 0.3 * k[3]! : 0;
};
SCORERS[ROAD_BUILDING] = (_C, st, seat) => {
  const L = st.game.layout;
  if (st.s[L.settlementsLeft + seat]! <= 0 || st.s[L.roadsLeft + seat]! < 1) return 0;
  const dist = roadDistances(st, seat, 2);
  for (let node = 0; node < st.game.board.numNodes; node++) if (dist[node]! > 0 && !nodeBlocked(st, node)) return 0.6;
  return 0;
};
// Each opponent gives 2 of a resource or what it has (D93): what they hold between them, at most 2 each.
SCORERS[RESOURCE_MONOPOLY] = (_C, st, seat, k) => {
  const take = Math.min(opponentsHold(st, seat, k), 2 * (st.game.seats - 1));
  return take >= 3 ? 0.2 * take : 0;
};
SCORERS[TRADE_MONOPOLY] = (_C, st, seat, k) => {
  const take = Math.min(opponentsHold(st, seat, k), st.game.seats - 1);
  return take >= 2 ? 0.25 * take : 0;
};
SCORERS[INVENTOR] = (C, st, seat, t) => {
  const bits = idBits(st.game.board.numHexes);
  const a = t & ((1 << bits) - 1);
  const b = t >>> bits;
  const s = st.s;
  const wa = DICE_WAYS[s[C.tokens + a]!]!;
  const wb = DICE_WAYS[s[C.tokens + b]!]!;
  // Pips the swap moves to (or from) each seat, the opponents' gain counting half against it.
  let v = 0;
  for (let q = 0; q < st.game.seats; q++) {
    const gain = (wb - wa) * hexYield(st, q, a) + (wa - wb) * hexYield(st, q, b);
    v += q === seat ? gain : -0.5 * gain;
  }
  return v >= 3 ? 0.1 * v : 0;
};
// The dice whose sum yields most: played when they bring two cards more than a roll's average.
SCORERS[ALCHEMIST] = (C, st, seat, o) => {
  const red = ((o / 6) | 0) + 1;
  const sum = red + (o % 6) + 1;
  if (sum === 7) return 0;
  const v = sumYield(C, st, seat, sum, 0.3) - cardsPerRoll(C, st, seat);
  // A smaller red die opens more gates' draws for the seat's levels (D54).
  return v >= 2 ? 0.2 * v + 0.01 * (6 - red) : 0;
};

// The robber to an opponent's hex, a card from each opponent beside it (D82): as a robber's move,
// never onto the seat's own buildings.
SCORERS[cardNumber('bishop')] = (_C, st, seat, hex) => {
  if (touchesHex(st, seat, hex)) return 0;
  const lead = leader(st, seat);
  let v = 0;
  for (let q = 0; q < st.game.seats; q++) {
    if (q === seat) continue;
    const pips = pipsOnHex(st, q, hex);
    if (pips === 0) continue;
    v += pips * (q === lead ? 2 : 1) / 30 + (st.s[st.game.layout.handTotal + q]! > 0 ? 0.3 : 0);
  }
  return v >= 0.5 ? v : 0;
};
// An open road of the Longest Road's holder when the seat is close behind it (D83).
SCORERS[cardNumber('diplomat')] = (_C, st, seat, edge) => {
  const { game, s } = st;
  const L = game.layout;
  const holder = s[LR_HOLDER]!;
  if (holder < 0 || holder === seat || !hasBit(s, L.road + holder * L.edgeWords, edge)) return 0;
  return s[L.roadLen + seat]! + 2 >= s[L.roadLen + holder]! ? 0.5 : 0;
};
SCORERS[cardNumber('deserter')] = (C, st, _seat, q) => 0.45 + 0.05 * knightCounts(C, st.s, q, knightScratch)[1]!;
// A knight of another colour off the end of one of the seat's roads (D85).
SCORERS[cardNumber('intrigue')] = () => 0.4;
// Each opponent with as many VP or more discards half its cards (D86): played for four cards or more.
SCORERS[cardNumber('saboteur')] = (_C, st, seat) => {
  const { game, s } = st;
  const L = game.layout;
  let cards = 0;
  for (let q = 0; q < game.seats; q++) if (q !== seat && s[L.publicVp + q]! >= s[L.publicVp + seat]!) cards += s[L.handTotal + q]! >> 1;
  return cards >= 4 ? 0.1 * cards : 0;
};
SCORERS[cardNumber('spy')] = (C, st, _seat, q) => 0.5 + 0.05 * progressCount(C, st.s, q);
// Each opponent with more VP gives 2 cards (D89): played for two cards or more.
SCORERS[cardNumber('wedding')] = (_C, st, seat) => {
  const { game, s } = st;
  const L = game.layout;
  let gift = 0;
  for (let q = 0; q < game.seats; q++) if (q !== seat && s[L.publicVp + q]! > s[L.publicVp + seat]!) gift += Math.min(2, s[L.handTotal + q]!);
  return gift >= 2 ? 0.25 * gift : 0;
};
SCORERS[cardNumber('master_merchant')] = (_C, st, _seat, q) => 0.5 + 0.02 * st.s[st.game.layout.handTotal + q]!;
// Exchanges of the seat's resources for the opponents' commodities (D90): with spare resources and commodities to get.
SCORERS[cardNumber('commercial_harbor')] = (C, st, seat) => {
  let commodities = 0;
  for (let i = 0; i < C.commodity.length; i++) commodities += opponentsHold(st, seat, C.commodity[i]!);
  let resources = 0;
  for (let r = 0; r < 5; r++) resources += st.s[st.game.layout.hand + seat * 5 + r]!;
  return commodities >= 2 && resources >= 3 ? 0.4 : 0;
};

// The Crane's cheaper level in the area where a level brings most (improve.ts).
SCORERS[cardNumber('crane')] = (C, st, seat, area) => levelGain(C, st, seat, area) + 0.1;
// The merchant's VP (D94), on the hex beside the seat that yields it most, unless it holds it already.
SCORERS[cardNumber('merchant')] = (C, st, seat, hex) => (st.s[C.merchantOwner] === seat + 1 ? 0 : 1 + pipsOnHex(st, seat, hex) / 30);
// 2:1 for a kind the seat holds four or more to spare, when its rate is worse.
SCORERS[cardNumber('merchant_fleet')] = (_C, st, seat, k) => {
  return spareCards(st, seat)(k) >= 4 && maritimeRate(st.game, st.s, seat, k) > 2 ? 0.3 : 0;
};

/** The best progress play among the legal actions by SCORERS, or -1 when none is worth it. */
export function progressPlay(C: Ck, st: GameState, seat: number, legal: Int32Array, count: number): number {
  let best = -1;
  let bestScore = 0;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_PLAY_PROGRESS) continue;
    const score = SCORERS[playCard(a)];
    if (!score) continue;
    const v = score(C, st, seat, playTarget(a));
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/** Names of the cards progressPlay knows how to play (for docs and tests). */
export function playedCards(): string[] {
  return CARD_NAMES.filter((_, id) => SCORERS[id] !== undefined);
}

/**
 * An exchange the Commercial Harbor opened (D90): the seat's resource it has most to spare, to an
 * opponent, for a commodity of the opponent's choice; -1 when it spares none.
 */
export function harborOffer(st: GameState, seat: number, legal: Int32Array, count: number): number {
  let surplus: ((k: number) => number) | null = null;
  let best = -1;
  let bestScore = 10;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_HARBOR_OFFER) continue;
    surplus ??= surplusScorer(st, seat);
    // The argument: the opponent | the resource given << 3.
    const v = surplus((a & ARG_MASK) >>> 3);
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}
