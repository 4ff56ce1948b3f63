// The evaluation: `evaluate` and its board part (VP, production, sites, cards, army, road,
// opponents). The board part also fills the context and the race's candidates that the hand
// part reads after it, which is why the two are called in that order.

import { DESERT, HARBOR_GENERIC, KNIGHT, MONOPOLY, NUM_DEV_TYPES, NUM_RESOURCES, ROAD_BUILDING, SEA, YEAR_OF_PLENTY } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { LA_HOLDER, LR_HOLDER, PHASE, PH_GAME_OVER, WINNER, hasBit } from '../../engine/layout.js';
import { rateMask } from '../../engine/queries.js';
import { DICE_WAYS, productionPips, roadDistances, totalPips } from '../features.js';
import { siteScore, siteScoreOf } from '../greedy/index.js';
import type { BoardMemo } from './board-memo.js';
import type { RaceMemo } from './race-memo.js';
import { ctx } from './context.js';
import { handValue } from './hand.js';
import { MAX_TOWNS, addCandidate, addNodePipsAt, copyPips, ownVpOf, pickSites, race } from './race.js';
import { resolveValueWeights, type ValueWeights, type WeightOptions } from './weights.js';
import { valueKit } from './kit-part.js';
import { kitWeights } from './kit-weights.js';

/** A search's memories of evaluate's parts (each optional); they give the values a fresh evaluation would. */
export interface EvaluateMemo {
  boards: BoardMemo | null;
  races: RaceMemo | null;
}

/**
 * How good `st` is for `seat`, in victory-point units. Reads only what the seat may know (its
 * own cards, public counts), so it is the same on a view and on the full state. Allocates
 * nothing when called again with the same `weights` object (resolved weights are cached per
 * object); uses module scratch, so it is not re-entrant (one thread, one call at a time).
 * With `memo`, the board part and the race come from it when it has met them (same value).
 */
export function evaluate(st: GameState, seat: number, weights?: WeightOptions, memo?: EvaluateMemo | null): number {
  const W = resolveValueWeights(weights);
  const boards = memo ? memo.boards : null;
  const board = boards && valueKit(st.game).plain ? boards.boardValue(st, seat, W) : boardValue(st, seat, W);
  return board + handValue(st, seat, W, null, memo ? memo.races : null);
}

/**
 * evaluate(st, p, weights) into out[p] for every seat p, in seat order: a search that values a
 * position for all seats at once (mcts game mode). Each seat's production total, which every
 * other seat's evaluation reads, is summed once into `totals` (a buffer of at least game.seats);
 * `nodePips` (optional) is the game's nodePipsTable, which the board part reads for its sites.
 * With `seatPips` (a buffer of at least 5 x game.seats), each seat's production by resource is
 * kept there from the same pass, and its own board part reads it rather than summing it again.
 */
export function evaluateSeats(
  st: GameState,
  weights: WeightOptions | undefined,
  out: Float64Array,
  totals: Float64Array,
  nodePips: Float64Array | null = null,
  seatPips: Float64Array | null = null,
): void {
  const W = resolveValueWeights(weights);
  const P = st.game.seats;
  if (seatPips) {
    const pips = ctx.pips;
    for (let q = 0; q < P; q++) {
      totals[q] = productionPips(st, q, pips);
      copyPips(seatPips, q * NUM_RESOURCES, pips, 0);
    }
  } else if (W.enemyProduction !== 0) for (let q = 0; q < P; q++) totals[q] = totalPips(st, q);
  for (let p = 0; p < P; p++) out[p] = boardValue(st, p, W, totals, nodePips, seatPips) + handValue(st, p, W, null);
}

/**
 * The board part of evaluate; `totals` (optional) holds every seat's totalPips for this state,
 * `nodePips` (optional) the game's nodePipsTable, read for the sites and towns off a Seafarers board;
 * `seatPips` (optional, with `totals`) every seat's productionPips by resource, seat after seat.
 */
export function boardValue(
  st: GameState,
  seat: number,
  W: ValueWeights,
  totals: Float64Array | null = null,
  nodePips: Float64Array | null = null,
  seatPips: Float64Array | null = null,
): number {
  const { game, s } = st;
  const L = game.layout;
  const P = game.seats; // opponents: seats that act, not neutral colours
  let v = 0;
  if (s[PHASE] === PH_GAME_OVER) {
    const winner = s[WINNER]!;
    if (winner === seat) v += W.win;
    else if (winner >= 0) v -= W.win;
  }
  v += W.vp * ownVpOf(s, L, seat);

  const rv = W.resourceValue;
  const kit = valueKit(game);
  const sea = kit.board;
  // The kits' weights, only where a kit adds a board part or terms (remembered per shape and W).
  const K = kit.plain ? null : kitWeights(game, W);
  ctx.sea = sea !== null;
  if (sea) {
    // A kit's board (Seafarers: gold, fog, ships and special VP).
    ctx.shipCost = sea.shipCost;
    v += sea.boardTerms(st, seat, W, K!.byName);
  } else {
    // Production.
    const pips = ctx.pips;
    let total: number;
    if (seatPips && totals) {
      copyPips(pips, 0, seatPips, seat * NUM_RESOURCES);
      total = totals[seat]!;
    } else total = productionPips(st, seat, pips);
    ctx.total = total;
    // The five resources written out, here and below: in a loop V8 checks the arrays' maps and
    // bounds again on every pass. Same sums in the same order.
    let prod = 0;
    let div = 0;
    const p0 = pips[0]!;
    const p1 = pips[1]!;
    const p2 = pips[2]!;
    const p3 = pips[3]!;
    const p4 = pips[4]!;
    if (p0 > 0) {
      prod += p0 * rv[0]!;
      div++;
    }
    if (p1 > 0) {
      prod += p1 * rv[1]!;
      div++;
    }
    if (p2 > 0) {
      prod += p2 * rv[2]!;
      div++;
    }
    if (p3 > 0) {
      prod += p3 * rv[3]!;
      div++;
    }
    if (p4 > 0) {
      prod += p4 * rv[4]!;
      div++;
    }
    v += W.production * prod + W.diversity * div;
    // A 2:1 trade a rule set gives (the merchant, a Trading House) counts as that resource's harbor.
    const harbors = rateMask(game, s, seat);
    const rate = ctx.rate;
    const other = Math.min((harbors & (1 << HARBOR_GENERIC)) !== 0 ? 3 : 4, W.raceRate);
    rate[0] = (harbors & 1) !== 0 ? 2 : other;
    rate[1] = (harbors & 2) !== 0 ? 2 : other;
    rate[2] = (harbors & 4) !== 0 ? 2 : other;
    rate[3] = (harbors & 8) !== 0 ? 2 : other;
    rate[4] = (harbors & 16) !== 0 ? 2 : other;
    if (harbors !== 0) {
      for (let r = 0; r < NUM_RESOURCES; r++) if ((harbors & (1 << r)) !== 0) v += W.harbor2 * pips[r]!;
      if ((harbors & (1 << HARBOR_GENERIC)) !== 0) v += W.harbor3 * total;
    }

    // Expansion: settlement sites now, one road away, two roads away.
    const best = ctx.siteBest;
    // Plain stores here and below: on ranges of a few words a call to fill() costs more than they do.
    best[0] = 0;
    best[1] = 0;
    best[2] = 0;
    ctx.sites0 = 0;
    if (s[L.settlementsLeft + seat]! > 0) {
      const maxRoads = Math.min(W.tempo !== 0 ? Math.max(2, W.raceRoads) : 2, s[L.roadsLeft + seat]!);
      const dist = roadDistances(st, seat, maxRoads);
      let n0 = 0;
      race.nCand = 0;
      // The node count, the blocked bitset, the race's switch and the resource count in locals
      // (docs/performance.md, "fields read into locals").
      const numNodes = game.board.numNodes;
      const blocked = L.blocked;
      const tempo = W.tempo !== 0;
      const resources = NUM_RESOURCES;
      for (let node = 0; node < numNodes; node++) {
        const d = dist[node]!;
        if (d < 0 || hasBit(s, blocked, node)) continue;
        const sc = nodePips ? siteScoreOf(game, node, nodePips, node * resources, pips, harbors) : siteScore(game, node, pips, harbors);
        if (d === 0) n0++;
        if (d <= 2 && sc > best[d]!) best[d] = sc;
        if (tempo) addCandidate(node, sc - 3 * d, d);
      }
      if (tempo) pickSites(game, addNodePipsAt, nodePips);
      ctx.sites0 = n0;
      v += W.site * best[0]! + W.siteCount * Math.min(Math.max(n0 - 1, 0), 3) + W.site1 * best[1]! + W.site2 * best[2]!;
    }
  }
  // A city's gain: the best settlement to upgrade.
  ctx.cityGain = -1;
  race.nTowns = 0;
  // One pass over the seat's settlements: the towns the race estimate upgrades, and the best city.
  const towns = W.tempo !== 0;
  const cities = s[L.citiesLeft + seat]! > 0;
  if (towns || cities) {
    const base = L.settle + seat * L.nodeWords;
    for (let w = 0; w < L.nodeWords; w++) {
      let bits = s[base + w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const node = (w << 5) + 31 - Math.clz32(low);
        if (towns && race.nTowns < MAX_TOWNS) {
          const at = race.nTowns * NUM_RESOURCES;
          if (nodePips && !sea) copyPips(race.townPips, at, nodePips, node * NUM_RESOURCES);
          else {
            for (let r = 0; r < NUM_RESOURCES; r++) race.townPips[at + r] = 0;
            if (sea) sea.townPips(st, node, race.townPips, at);
            else addNodePipsAt(game, node, race.townPips, at);
          }
          race.nTowns++;
        }
        if (cities) {
          const g = sea ? sea.cityGain(st, node, W, K!.byName) : weightedNodePips(game, node, rv);
          if (g > ctx.cityGain) ctx.cityGain = g;
        }
      }
    }
  }

  // Development cards, army, road.
  const d = L.dev + seat * NUM_DEV_TYPES;
  const dn = L.devNew + seat * NUM_DEV_TYPES;
  v += W.devKnight * (s[d + KNIGHT]! + s[dn + KNIGHT]!);
  v += W.devRoadBuilding * (s[d + ROAD_BUILDING]! + s[dn + ROAD_BUILDING]!);
  v += W.devYearOfPlenty * (s[d + YEAR_OF_PLENTY]! + s[dn + YEAR_OF_PLENTY]!);
  v += W.devMonopoly * (s[d + MONOPOLY]! + s[dn + MONOPOLY]!);
  const knights = s[L.knights + seat]!;
  v += W.knight * knights;
  const la = s[LA_HOLDER]!;
  if (la !== seat) {
    const need = la >= 0 ? s[L.knights + la]! : game.supply.largestArmyMin - 1;
    if (knights + 1 >= need && knights + 1 >= game.supply.largestArmyMin - 1) v += W.armyLead;
  }
  const len = s[L.roadLen + seat]!;
  v += W.road * Math.min(len, 12);
  const lr = s[LR_HOLDER]!;
  if (lr !== seat) {
    const need = lr >= 0 ? s[L.roadLen + lr]! + 1 : game.supply.longestRoadMin;
    if (len + 1 >= need) v += W.roadLead;
  }

  // Opponents.
  let maxVp = 0;
  for (let q = 0; q < P; q++) {
    if (q === seat) continue;
    const vp = s[L.publicVp + q]!;
    if (vp > maxVp) maxVp = vp;
    if (W.enemyProduction !== 0) v -= W.enemyProduction * (totals ? totals[q]! : totalPips(st, q)) * (1 + vp / 5);
  }
  v -= W.enemyVp * maxVp;
  const terms = kit.terms;
  if (terms.length > 0) {
    const tw = K!.terms;
    for (let i = 0; i < terms.length; i++) v += tw[i]! * terms[i]!.value(st, seat);
  }
  return v;
}

function weightedNodePips(game: Game, node: number, rv: readonly number[]): number {
  const b = game.board;
  // The board's tables, the dice table and the terrain constants in locals (docs/performance.md, "fields read into locals");
  // hexResource's test written out, with its callers' test for a hidden hex's negative code. The
  // same sum in the same order as addNodePips.
  const hexes = b.nodeHexes;
  const terrain = b.hexTerrain;
  const tokens = b.hexToken;
  const ways = DICE_WAYS;
  const desert = DESERT;
  const sea = SEA;
  const resources = NUM_RESOURCES;
  let g = 0;
  for (let k = 0; k < 3; k++) {
    const h = hexes[node * 3 + k]!;
    if (h < 0) continue;
    const t = terrain[h]!;
    if (t < 0 || t === desert || t === sea || t >= resources) continue;
    g += ways[tokens[h]!]! * rv[t]!;
  }
  return g;
}
