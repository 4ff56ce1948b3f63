// What the built-in bots know of the Caravans: where a camel helps a seat (its buildings brought
// between two camels, its roads made to count double, its buildings one camel away from the
// bonus) and hurts it (the same for others), a bid of the wool and grain it can spare that grows
// with what the camel is worth to it, and a value term for buildings half-way to the bonus.

import { ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { BotKit, PhasePolicy } from '../../../engine/bot-kit.js';
import { GRAIN, NUM_RESOURCES, WOOL } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { hasBit } from '../../../engine/layout.js';
import { camelOptions, camelsAt } from './camels.js';
import { caravanTables, fieldsOf, type CaravanFields } from './fields.js';
import { A_BID, A_CAMEL, BID_RADIX, CARAVAN_RADIX, PH_BID, PH_CAMEL } from './ids.js';
import { votesOf } from './vote.js';

/** A VP in the scores below; a road made double is worth a fraction of Longest Road. */
const VP = 10;
const OWN_ROAD = 3;
const OTHER_ROAD = 1;
const HALF_WAY = 2;

/** What placing caravan c's camel on edge e is worth to `me` (VP = one victory point). */
export function camelScore(st: GameState, F: CaravanFields, me: number, e: number, c: number): number {
  const { game, s } = st;
  const b = game.board;
  const L = game.layout;
  const head = s[F.heads + c]!;
  const from = head === 0 ? caravanTables(game).arrowTail[c]! : head - 2;
  const to = b.edgeNodes[e * 2] === from ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
  let score = 0;
  for (const node of [from, to]) {
    const owner = s[L.nodeOwner + node]! - 1;
    if (owner < 0) continue;
    const n = camelsAt(game, s, F, node);
    const gain = n === 1 ? VP : n === 0 ? HALF_WAY : 0;
    score += owner === me ? gain : -gain / 2;
  }
  for (let q = 0; q < L.players; q++) {
    if (hasBit(s, L.road + q * L.edgeWords, e)) score += q === me ? OWN_ROAD : -OTHER_ROAD;
  }
  // The next camel leaves from `to`: a building of mine at the far end of a path out of it,
  // already beside one camel, could then gain its VP.
  for (let k = 0; k < 3; k++) {
    const x = b.nodeEdges[to * 3 + k]!;
    if (x < 0 || x === e || s[F.camelAt + x] !== 0) continue;
    const far = b.edgeNodes[x * 2] === to ? b.edgeNodes[x * 2 + 1]! : b.edgeNodes[x * 2]!;
    if (s[L.nodeOwner + far] === me + 1 && camelsAt(game, s, F, far) === 1) score += HALF_WAY;
  }
  return score;
}

// Module scratch for the bid policy's look at the camel options (not re-entrant; nothing here calls out).
let optionScratch = new Int32Array(16);

/** The placement with the best score for `seat`. */
function placeCamelPolicy(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const F = fieldsOf(st.game);
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_CAMEL) continue;
    const arg = a & ARG_MASK;
    const v = camelScore(st, F, seat, Math.floor(arg / CARAVAN_RADIX), arg % CARAVAN_RADIX);
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/**
 * The bid: what the camel is worth to the seat is the gap between the placement it likes best and
 * the one it likes least (what another chooser might do); it bids enough to lead the bids laid so
 * far when that gap is worth it, from the wool and grain it can spare (one wool and two grain kept
 * for a settlement or city, unless a 7 would halve the hand anyway), wool first.
 */
function bidPolicy(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const { game, s } = st;
  const F = fieldsOf(game);
  if (optionScratch.length < 2 * F.caravans) optionScratch = new Int32Array(2 * F.caravans);
  const n = camelOptions(st, F, A_CAMEL, optionScratch, 0);
  let hi = -Infinity;
  let lo = Infinity;
  for (let i = 0; i < n; i++) {
    const arg = optionScratch[i]! & ARG_MASK;
    const v = camelScore(st, F, seat, Math.floor(arg / CARAVAN_RADIX), arg % CARAVAN_RADIX);
    hi = Math.max(hi, v);
    lo = Math.min(lo, v);
  }
  const stake = n === 0 ? 0 : hi - lo;
  const h = game.layout.hand + seat * NUM_RESOURCES;
  const wool = s[h + WOOL]!;
  const grain = s[h + GRAIN]!;
  const overLimit = s[game.layout.handTotal + seat]! > game.hooks.discardLimit(game, s, seat);
  const spareWool = overLimit ? wool : Math.max(0, wool - 1);
  const spareGrain = overLimit ? Math.max(0, grain - 1) : Math.max(0, grain - 2);
  let lead = 0;
  for (let p = 0; p < game.seats; p++) if (p !== seat) lead = Math.max(lead, votesOf(s, F, p));
  // One card for a road's worth, two for a VP's, three when more is at stake.
  const wanted = stake >= 2 * VP ? 3 : stake >= VP ? 2 : stake >= OWN_ROAD ? 1 : 0;
  let votes = wanted === 0 ? 0 : Math.max(wanted, lead + 1);
  if (votes > spareWool + spareGrain || votes > wanted + 2) votes = 0;
  const w = Math.min(votes, spareWool);
  const target = (A_BID << ARG_BITS) | (w * BID_RADIX + (votes - w));
  for (let i = 0; i < count; i++) if (legal[i] === target) return target;
  return (A_BID << ARG_BITS) | 0;
}

/** Seat p's buildings beside exactly one camel: one camel from a VP each. */
function halfWay(st: GameState, seat: number): number {
  const { game, s } = st;
  const F = fieldsOf(game);
  const L = game.layout;
  let n = 0;
  for (let node = 0; node < game.board.numNodes; node++) if (s[L.nodeOwner + node] === seat + 1 && camelsAt(game, s, F, node) === 1) n++;
  return n;
}

const POLICIES: Readonly<Record<number, PhasePolicy>> = Object.freeze({ [PH_BID]: bidPolicy, [PH_CAMEL]: placeCamelPolicy });

export const CARAVANS_KIT: BotKit = Object.freeze({
  name: 'caravans',
  // A camel can bring the chooser a VP at each end of its path and Longest Road.
  maxActionVp: () => 4,
  weights: Object.freeze({
    caravanHalfWay: Object.freeze({ default: 0.15, description: 'The Caravans: per building beside one camel (a second one makes it +1 VP)' }),
  }),
  terms: Object.freeze([{ name: 'caravanHalfWay', weight: 'caravanHalfWay', value: halfWay }]),
  policies: POLICIES,
  waitingPhases: Object.freeze([PH_BID, PH_CAMEL]),
  roles: Object.freeze({ caravanBid: A_BID, caravanCamel: A_CAMEL }),
});
