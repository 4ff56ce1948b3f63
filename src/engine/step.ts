// The step function: applies one legal action, drawing its chance outcome (dice, development
// card, stolen card) from the state's own random stream unless the caller supplies it.

import {
  A_ACCEPT,
  A_BUY_DEV,
  A_CANCEL,
  A_CITY,
  A_CONFIRM,
  A_DECLINE,
  A_DISCARD,
  A_END_TURN,
  A_FORCED_TRADE,
  A_GIVE,
  A_KNIGHT,
  A_MARITIME,
  A_MONOPOLY,
  A_NEUTRAL_ROAD,
  A_NEUTRAL_SETTLEMENT,
  A_OFFER,
  A_ROAD,
  A_ROAD_BUILDING,
  A_RETIRE_KNIGHT,
  A_ROBBER,
  A_ROBBER_TO_DESERT,
  A_ROLL,
  A_SETTLEMENT,
  A_YEAR_OF_PLENTY,
  ARG_BITS,
  offerGet,
  offerGive,
} from './actions.js';
import { DESERT, KNIGHT, MONOPOLY, NUM_DEV_TYPES, NUM_RESOURCES, ROAD_BUILDING, SEA, YEAR_OF_PLENTY } from './constants.js';
import { TR_PAIRED, TR_SPECIAL_BUILDING, totalVp, type Game, type GameState } from './game.js';
import {
  ACCEPT_MASK,
  BANK,
  CAPPED,
  CUR,
  DECK,
  DECK_COUNT,
  DEV_PLAYED,
  DICE,
  FIRST_TOTAL,
  LA_HOLDER,
  LAST_NODE,
  OFFER,
  OFFERS_MADE,
  PHASE,
  PH_DISCARD,
  PH_FORCED_GIVE,
  PH_GAME_OVER,
  PH_MAIN,
  PH_MOVE_ROBBER,
  PH_NEUTRAL_BUILD,
  PH_PRE_ROLL,
  PH_ROAD_BUILDING,
  PH_SECOND_ROLL,
  PH_SETUP_ROAD,
  PH_SETUP_SETTLEMENT,
  PH_SPECIAL_BUILD,
  PH_TRADE_CONFIRM,
  PH_TRADE_RESPONSE,
  NEUTRAL_KIND,
  NEUTRAL_RETURN,
  PLAYED,
  RETIRED,
  RETIRED_THIS_TURN,
  RETURN_PHASE,
  RNG,
  ROADS_FREE,
  ROBBER,
  SETUP_STEP,
  STEPS,
  SUBTURN,
  TO_GIVE,
  TOKENS,
  TOKEN_SUPPLY,
  TURN,
  TURN_PLAYER,
  WINNER,
  hasBit,
} from './layout.js';
import { anyNeutralSettlementSite, anyRoadSite, desertHex, tokenActionPrice } from './legal.js';
import { placeCity, placeRoad, placeSettlement } from './pieces.js';
import { maritimeRate } from './queries.js';
import { nextInt } from './rng.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT } from '../rules/base/supply.js';
import { RETIRE_TOKENS, tokensForSite } from '../rules/catan-for-two/data.js';

export const NO_OUTCOME = -1;

/**
 * The chance outcomes an action can have, with integer weights (probability = weight / sum).
 * Returns 0 for a deterministic action. Outcomes: a roll is (d1 - 1) * 6 + (d2 - 1); a bought
 * card is its kind; a steal is the resource taken.
 */
export function chanceOutcomes(st: GameState, a: number, values: Int32Array, weights: Int32Array): number {
  const { game, s } = st;
  const kind = a >>> ARG_BITS;
  if (kind === A_ROLL) {
    if (s[PHASE] === PH_SECOND_ROLL) {
      // Catan for Two: the second total differs from the first (re-rolled until it does).
      const first = s[FIRST_TOTAL]!;
      let n = 0;
      for (let i = 0; i < 36; i++) {
        if (((i / 6) | 0) + (i % 6) + 2 === first) continue;
        values[n] = i;
        weights[n++] = 1;
      }
      return n;
    }
    for (let i = 0; i < 36; i++) {
      values[i] = i;
      weights[i] = 1;
    }
    return 36;
  }
  if (kind === A_FORCED_TRADE) return forcedTradeOutcomes(game, s, values, weights);
  let base = -1;
  if (kind === A_BUY_DEV) base = DECK;
  else if (kind === A_ROBBER) {
    const victim = (a & 7) - 1;
    if (victim >= 0) base = game.layout.hand + victim * NUM_RESOURCES;
  }
  if (base < 0) return 0;
  let n = 0;
  for (let k = 0; k < 5; k++) {
    if (s[base + k]! > 0) {
      values[n] = k;
      weights[n++] = s[base + k]!;
    }
  }
  return n;
}

/** Draws the outcome of `a` from the state's stream (advancing it); NO_OUTCOME if deterministic. */
export function sampleOutcome(st: GameState, a: number): number {
  const { game, s } = st;
  const kind = a >>> ARG_BITS;
  if ((kind === A_ROLL || kind === A_BUY_DEV || kind === A_FORCED_TRADE || (kind === A_ROBBER && (a & 7) !== 0)) && !hasStream(s)) {
    throw new Error('this state has no random stream (it is a seat view): sample hidden information with determinize(), or give the outcome with applyWithOutcome()');
  }
  if (kind === A_ROLL) return s[PHASE] === PH_SECOND_ROLL ? secondRoll(s[FIRST_TOTAL]!, nextInt(s, RNG, 36 - dieWays(s[FIRST_TOTAL]!))) : nextInt(s, RNG, 36);
  if (kind === A_FORCED_TRADE) {
    // Two cards drawn one after the other without replacement (one if that is all there is).
    const L = game.layout;
    const h = L.hand + (1 - s[CUR]!) * NUM_RESOURCES;
    const total = s[L.handTotal + 1 - s[CUR]!]!;
    const r1 = pickWeighted(s, h, nextInt(s, RNG, total));
    if (total < 2) return r1 * 6 + 5;
    s[h + r1]!--;
    const r2 = pickWeighted(s, h, nextInt(s, RNG, total - 1));
    s[h + r1]!++;
    return r1 * 6 + r2;
  }
  if (kind === A_BUY_DEV) return pickWeighted(s, DECK, nextInt(s, RNG, s[DECK_COUNT]!));
  if (kind === A_ROBBER) {
    const victim = (a & 7) - 1;
    if (victim < 0) return NO_OUTCOME;
    const L = game.layout;
    return pickWeighted(s, L.hand + victim * NUM_RESOURCES, nextInt(s, RNG, s[L.handTotal + victim]!));
  }
  return NO_OUTCOME;
}

/** Ways two dice show `total`. */
function dieWays(total: number): number {
  return 6 - Math.abs(total - 7);
}

/** The k-th roll (in outcome order) whose total is not `first`. */
function secondRoll(first: number, k: number): number {
  for (let i = 0; i < 36; i++) {
    if (((i / 6) | 0) + (i % 6) + 2 === first) continue;
    if (k-- === 0) return i;
  }
  return NO_OUTCOME;
}

/** Ordered pairs of cards a forced trade can take from the opponent of the player to act, weighted. */
function forcedTradeOutcomes(game: Game, s: Int32Array, values: Int32Array, weights: Int32Array): number {
  const L = game.layout;
  const o = 1 - s[CUR]!;
  const h = L.hand + o * NUM_RESOURCES;
  const total = s[L.handTotal + o]!;
  let n = 0;
  for (let r1 = 0; r1 < NUM_RESOURCES; r1++) {
    const c1 = s[h + r1]!;
    if (c1 <= 0) continue;
    if (total < 2) {
      values[n] = r1 * 6 + 5;
      weights[n++] = c1;
      continue;
    }
    for (let r2 = 0; r2 < NUM_RESOURCES; r2++) {
      const c2 = s[h + r2]! - (r1 === r2 ? 1 : 0);
      if (c2 <= 0) continue;
      values[n] = r1 * 6 + r2;
      weights[n++] = c1 * c2;
    }
  }
  return n;
}

function pickWeighted(s: Int32Array, base: number, ticket: number): number {
  for (let k = 0; k < 5; k++) {
    ticket -= s[base + k]!;
    if (ticket < 0) return k;
  }
  return NO_OUTCOME;
}

/** Applies a legal action with a sampled outcome; returns the outcome (for records). */
export function apply(st: GameState, a: number): number {
  const outcome = sampleOutcome(st, a);
  applyOutcome(st, a, outcome);
  return outcome;
}

/**
 * Applies a legal action with a given outcome. The stream still advances as if it had been
 * sampled, so a replay with recorded outcomes ends in exactly the original state.
 */
export function applyWithOutcome(st: GameState, a: number, outcome: number): void {
  if (hasStream(st.s)) sampleOutcome(st, a);
  applyOutcome(st, a, outcome);
}

/** Views have their stream zeroed; real and determinized states never do. */
function hasStream(s: Int32Array): boolean {
  return (s[RNG]! | s[RNG + 1]! | s[RNG + 2]! | s[RNG + 3]!) !== 0;
}

function applyOutcome(st: GameState, a: number, outcome: number): void {
  const { game, s } = st;
  const L = game.layout;
  const p = s[CUR]!;
  const arg = a & ((1 << ARG_BITS) - 1);
  const phase = s[PHASE]!;
  s[STEPS]!++;
  switch (a >>> ARG_BITS) {
    case A_SETTLEMENT:
      if (phase === PH_SETUP_SETTLEMENT) {
        placeSettlement(game, s, p, arg);
        if (game.twoPlayer) earnTokens(game, s, p, arg);
        if (s[SETUP_STEP]! >= game.seats) collectStartingResources(game, s, p, arg);
        s[LAST_NODE] = arg;
        s[PHASE] = PH_SETUP_ROAD;
        return; // no win check during set-up
      }
      pay(game, s, p, COST_SETTLEMENT);
      placeSettlement(game, s, p, arg);
      if (game.twoPlayer) {
        earnTokens(game, s, p, arg);
        startNeutralBuild(game, s, NEUTRAL_SETTLEMENT_BUILD);
      }
      break;
    case A_ROAD:
      if (phase === PH_SETUP_ROAD) {
        placeRoad(game, s, p, arg);
        nextSetupStep(game, s);
        return;
      }
      if (phase === PH_ROAD_BUILDING) {
        placeRoad(game, s, p, arg);
        s[ROADS_FREE]!--;
        endRoadBuildingIfDone(game, s, p);
        if (game.twoPlayer) startNeutralBuild(game, s, NEUTRAL_ROAD_BUILD);
        break;
      }
      pay(game, s, p, COST_ROAD);
      placeRoad(game, s, p, arg);
      if (game.twoPlayer) startNeutralBuild(game, s, NEUTRAL_ROAD_BUILD);
      break;
    case A_CITY:
      pay(game, s, p, COST_CITY);
      placeCity(game, s, p, arg);
      break;
    case A_BUY_DEV:
      // On a view the deck's contents are hidden (zeros): a given card is taken on trust there.
      if (outcome < 0 || outcome >= NUM_DEV_TYPES || (s[DECK + outcome]! <= 0 && hasStream(s))) {
        throw new Error(`buy_dev: no such card left in the deck (outcome ${outcome})`);
      }
      pay(game, s, p, COST_DEV);
      if (s[DECK + outcome]! > 0) s[DECK + outcome]!--;
      s[DECK_COUNT]!--;
      s[L.devNew + p * NUM_DEV_TYPES + outcome]!++;
      s[L.devCount + p]!++;
      s[L.newCount + p]!++;
      break;
    case A_KNIGHT:
      playCard(game, s, p, KNIGHT);
      s[L.knights + p]!++;
      updateLargestArmy(game, s, p);
      s[RETURN_PHASE] = phase;
      s[PHASE] = PH_MOVE_ROBBER;
      break;
    case A_ROAD_BUILDING:
      playCard(game, s, p, ROAD_BUILDING);
      s[ROADS_FREE] = Math.min(2, s[L.roadsLeft + p]!);
      s[RETURN_PHASE] = phase;
      s[PHASE] = PH_ROAD_BUILDING;
      break;
    case A_YEAR_OF_PLENTY: {
      playCard(game, s, p, YEAR_OF_PLENTY);
      takeFromBank(game, s, p, (arg / 5) | 0, 1);
      takeFromBank(game, s, p, arg % 5, 1);
      break;
    }
    case A_MONOPOLY: {
      playCard(game, s, p, MONOPOLY);
      for (let q = 0; q < game.seats; q++) {
        if (q === p) continue;
        const n = s[L.hand + q * NUM_RESOURCES + arg]!;
        moveCards(game, s, q, p, arg, n);
      }
      break;
    }
    case A_ROBBER: {
      s[ROBBER] = arg >>> 3;
      const victim = (arg & 7) - 1;
      if (victim >= 0) {
        const held = s[L.hand + victim * NUM_RESOURCES + outcome]!;
        if (!(outcome >= 0 && outcome < NUM_RESOURCES) || (held <= 0 && hasStream(s))) {
          throw new Error(`move_robber: seat ${victim} holds no card of resource ${outcome} to steal`);
        }
        if (held > 0) moveCards(game, s, victim, p, outcome, 1);
        else {
          // A view hides the victim's cards (zeros): only its card count can go down.
          s[L.handTotal + victim]!--;
          s[L.hand + p * NUM_RESOURCES + outcome]!++;
          s[L.handTotal + p]!++;
        }
      }
      s[PHASE] = s[RETURN_PHASE]!;
      s[CUR] = s[TURN_PLAYER]!;
      break;
    }
    case A_ROLL: {
      if (!(outcome >= 0 && outcome < 36)) throw new Error(`roll: outcome ${outcome} is not a roll of two dice`);
      const d1 = ((outcome / 6) | 0) + 1;
      const d2 = (outcome % 6) + 1;
      s[DICE] = d1 * 8 + d2;
      // Catan for Two: the first of the turn's two rolls leads to the second, not the main phase.
      let after = PH_MAIN;
      if (game.twoPlayer) {
        if (phase === PH_SECOND_ROLL && d1 + d2 === s[FIRST_TOTAL]) throw new Error(`roll: the second total must differ from the first (${d1 + d2})`);
        if (phase === PH_PRE_ROLL) {
          s[FIRST_TOTAL] = d1 + d2;
          after = PH_SECOND_ROLL;
        }
      }
      if (d1 + d2 === 7) startSeven(game, s, after);
      else {
        produce(game, s, d1 + d2);
        s[PHASE] = after;
      }
      break;
    }
    case A_NEUTRAL_ROAD:
      placeRoad(game, s, game.seats + (arg & 1), arg >>> 1);
      endNeutralBuild(game, s);
      break;
    case A_NEUTRAL_SETTLEMENT:
      placeSettlement(game, s, game.seats + (arg & 1), arg >>> 1);
      endNeutralBuild(game, s);
      break;
    case A_FORCED_TRADE: {
      const o = 1 - p;
      const r1 = (outcome / 6) | 0;
      const r2 = outcome % 6;
      if (!(outcome >= 0 && r1 < NUM_RESOURCES)) throw new Error(`forced_trade: outcome ${outcome} names no card`);
      payTokens(game, s, p);
      takeCard(game, s, o, p, r1);
      if (r2 < NUM_RESOURCES) takeCard(game, s, o, p, r2);
      // Two cards go back, or as many as the taker holds (D35).
      s[TO_GIVE] = Math.min(2, s[L.handTotal + p]!);
      if (s[TO_GIVE]! > 0) s[PHASE] = PH_FORCED_GIVE;
      break;
    }
    case A_GIVE:
      moveCards(game, s, p, 1 - p, arg, 1);
      if (--s[TO_GIVE]! === 0) s[PHASE] = PH_MAIN;
      break;
    case A_ROBBER_TO_DESERT:
      payTokens(game, s, p);
      s[ROBBER] = desertHex(game);
      break;
    case A_RETIRE_KNIGHT:
      retireKnight(game, s, p);
      break;
    case A_DISCARD: {
      s[L.hand + p * NUM_RESOURCES + arg]!--;
      s[L.handTotal + p]!--;
      s[BANK + arg]!++;
      if (--s[L.toDiscard + p]! === 0) nextDiscarder(game, s, ((p - s[TURN_PLAYER]! + game.seats) % game.seats) + 1);
      break;
    }
    case A_MARITIME: {
      const give = (arg / 5) | 0;
      const get = arg % 5;
      const rate = maritimeRate(game, s, p, give);
      s[L.hand + p * NUM_RESOURCES + give]! -= rate;
      s[L.handTotal + p]! -= rate;
      s[BANK + give]! += rate;
      takeFromBank(game, s, p, get, 1);
      break;
    }
    case A_OFFER:
      s[OFFER] = arg;
      s[OFFERS_MADE]!++;
      s[ACCEPT_MASK] = 0;
      s[PHASE] = PH_TRADE_RESPONSE;
      s[CUR] = (p + 1) % game.seats;
      break;
    case A_ACCEPT:
    case A_DECLINE: {
      if (a >>> ARG_BITS === A_ACCEPT) s[ACCEPT_MASK]! |= 1 << p;
      const next = (p + 1) % game.seats;
      const tp = s[TURN_PLAYER]!;
      if (next !== tp) {
        s[CUR] = next;
        break;
      }
      s[CUR] = tp;
      if (s[ACCEPT_MASK] === 0) endOffer(s);
      else s[PHASE] = PH_TRADE_CONFIRM;
      break;
    }
    case A_CONFIRM: {
      const offer = s[OFFER]!;
      const give = offerGive(offer);
      const get = offerGet(offer);
      for (let r = 0; r < NUM_RESOURCES; r++) {
        moveCards(game, s, p, arg, r, (give >>> (2 * r)) & 3);
        moveCards(game, s, arg, p, r, (get >>> (2 * r)) & 3);
      }
      endOffer(s);
      break;
    }
    case A_CANCEL:
      endOffer(s);
      break;
    case A_END_TURN:
      if (phase === PH_SPECIAL_BUILD) endSpecialBuild(game, s, p);
      else endTurn(game, s, p);
      break;
    default:
      throw new Error(`unknown action kind ${a >>> ARG_BITS}`);
  }
  // Nobody wins in the special building phase: a builder who reaches the target wins at the
  // start of their own turn (D13, D29).
  if (s[PHASE] !== PH_GAME_OVER && s[PHASE] !== PH_SPECIAL_BUILD) {
    const tp = s[TURN_PLAYER]!;
    if (totalVp(game, s, tp) >= game.options.targetVp) {
      s[PHASE] = PH_GAME_OVER;
      s[WINNER] = tp;
    }
  }
}

function pay(game: Game, s: Int32Array, p: number, cost: Int8Array): void {
  const h = game.layout.hand + p * NUM_RESOURCES;
  let total = 0;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const c = cost[r]!;
    s[h + r]! -= c;
    s[BANK + r]! += c;
    total += c;
  }
  s[game.layout.handTotal + p]! -= total;
}

function takeFromBank(game: Game, s: Int32Array, p: number, r: number, n: number): void {
  s[BANK + r]! -= n;
  s[game.layout.hand + p * NUM_RESOURCES + r]! += n;
  s[game.layout.handTotal + p]! += n;
}

function moveCards(game: Game, s: Int32Array, from: number, to: number, r: number, n: number): void {
  if (n === 0) return;
  const L = game.layout;
  s[L.hand + from * NUM_RESOURCES + r]! -= n;
  s[L.handTotal + from]! -= n;
  s[L.hand + to * NUM_RESOURCES + r]! += n;
  s[L.handTotal + to]! += n;
}

function playCard(game: Game, s: Int32Array, p: number, kind: number): void {
  const L = game.layout;
  s[L.dev + p * NUM_DEV_TYPES + kind]!--;
  s[L.devCount + p]!--;
  s[PLAYED + kind]!++;
  s[DEV_PLAYED] = 1;
}

function collectStartingResources(game: Game, s: Int32Array, p: number, node: number): void {
  const b = game.board;
  for (let k = 0; k < 3; k++) {
    const h = b.nodeHexes[node * 3 + k]!;
    if (h < 0) continue;
    const t = b.hexTerrain[h]!;
    if (t === DESERT || t === SEA) continue;
    if (s[BANK + t]! > 0) takeFromBank(game, s, p, t, 1);
  }
}

function nextSetupStep(game: Game, s: Int32Array): void {
  const P = game.seats;
  const step = ++s[SETUP_STEP]!;
  if (step >= 2 * P) {
    s[TURN_PLAYER] = 0;
    s[CUR] = 0;
    s[TURN] = 1;
    s[PHASE] = PH_PRE_ROLL;
    return;
  }
  s[CUR] = step < P ? step : 2 * P - 1 - step;
  s[PHASE] = PH_SETUP_SETTLEMENT;
}

function updateLargestArmy(game: Game, s: Int32Array, p: number): void {
  const L = game.layout;
  const k = s[L.knights + p]!;
  const holder = s[LA_HOLDER]!;
  if (holder === p || k < game.supply.largestArmyMin) return;
  if (holder >= 0 && s[L.knights + holder]! >= k) return;
  if (holder >= 0) s[L.publicVp + holder]! -= 2;
  s[L.publicVp + p]! += 2;
  s[LA_HOLDER] = p;
}

/** Production for a roll, with the bank-shortage rule applied per resource. */
function produce(game: Game, s: Int32Array, roll: number): void {
  const L = game.layout;
  const b = game.board;
  const owed = game.scratch.owed;
  const P = game.seats; // colours that never act collect nothing
  owed.fill(0);
  let any = false;
  const robber = s[ROBBER]!;
  for (let i = b.tokenHexStart[roll]!; i < b.tokenHexStart[roll + 1]!; i++) {
    const h = b.tokenHexList[i]!;
    if (h === robber) continue;
    const r = b.hexTerrain[h]!;
    for (let c = 0; c < 6; c++) {
      const node = b.hexNodes[h * 6 + c]!;
      if (node < 0 || !hasBit(s, L.built, node)) continue;
      for (let p = 0; p < P; p++) {
        if (hasBit(s, L.settle + p * L.nodeWords, node)) owed[p * NUM_RESOURCES + r]! += 1;
        else if (hasBit(s, L.city + p * L.nodeWords, node)) owed[p * NUM_RESOURCES + r]! += 2;
        else continue;
        any = true;
        break;
      }
    }
  }
  if (!any) return;
  for (let r = 0; r < NUM_RESOURCES; r++) {
    let total = 0;
    let players = 0;
    let only = -1;
    for (let p = 0; p < P; p++) {
      const n = owed[p * NUM_RESOURCES + r]!;
      if (n > 0) {
        total += n;
        players++;
        only = p;
      }
    }
    if (total === 0) continue;
    const bank = s[BANK + r]!;
    if (total <= bank) {
      for (let p = 0; p < P; p++) {
        const n = owed[p * NUM_RESOURCES + r]!;
        if (n > 0) takeFromBank(game, s, p, r, n);
      }
    } else if (players === 1 && bank > 0) {
      takeFromBank(game, s, only, r, bank);
    }
  }
}

function startSeven(game: Game, s: Int32Array, after: number): void {
  const L = game.layout;
  const limit = game.options.discardLimit;
  let anyone = false;
  for (let p = 0; p < game.seats; p++) {
    const n = s[L.handTotal + p]!;
    const d = n > limit ? n >> 1 : 0;
    s[L.toDiscard + p] = d;
    if (d > 0) anyone = true;
  }
  s[RETURN_PHASE] = after;
  if (anyone) {
    s[PHASE] = PH_DISCARD;
    nextDiscarder(game, s, 0);
  } else {
    s[PHASE] = PH_MOVE_ROBBER;
  }
}

/** The first seat at or after position `from` of the turn order (roller = 0) still owing a discard; else on to the robber. */
function nextDiscarder(game: Game, s: Int32Array, from: number): void {
  const L = game.layout;
  const P = game.seats;
  const tp = s[TURN_PLAYER]!;
  for (let i = from; i < P; i++) {
    const q = (tp + i) % P;
    if (s[L.toDiscard + q]! > 0) {
      s[CUR] = q;
      return;
    }
  }
  s[CUR] = tp;
  s[PHASE] = PH_MOVE_ROBBER;
}

function endOffer(s: Int32Array): void {
  s[OFFER] = -1;
  s[ACCEPT_MASK] = 0;
  s[PHASE] = PH_MAIN;
  s[CUR] = s[TURN_PLAYER]!;
}

/** Cards bought earlier become playable once the buyer's part of a turn is over. */
function releaseNewCards(game: Game, s: Int32Array, p: number): void {
  const L = game.layout;
  for (let k = 0; k < NUM_DEV_TYPES; k++) {
    const i = p * NUM_DEV_TYPES + k;
    s[L.dev + i]! += s[L.devNew + i]!;
    s[L.devNew + i] = 0;
  }
  s[L.newCount + p] = 0;
}

function endTurn(game: Game, s: Int32Array, p: number): void {
  releaseNewCards(game, s, p);
  s[DEV_PLAYED] = 0;
  s[OFFERS_MADE] = 0;
  s[FIRST_TOTAL] = 0;
  s[RETIRED_THIS_TURN] = 0;
  const P = game.seats;
  if (game.turnRule === TR_PAIRED && s[SUBTURN] === 0) {
    // Player 1 is done; the third player to their left acts as player 2 (D28). The win check
    // that follows is player 2's start-of-turn check.
    const second = (p + 3) % P;
    s[SUBTURN] = 1;
    s[TURN_PLAYER] = second;
    s[CUR] = second;
    s[PHASE] = PH_MAIN;
    return;
  }
  if (s[TURN]! >= game.options.turnCap) {
    s[PHASE] = PH_GAME_OVER;
    s[CAPPED] = 1;
    return;
  }
  if (game.turnRule === TR_PAIRED) {
    // Both markers pass one seat left: the next player 1 sits left of this pair's player 1,
    // who is three seats to the right of player 2 (p).
    s[SUBTURN] = 0;
    startTurn(s, (p - 2 + P) % P);
    return;
  }
  if (game.turnRule === TR_SPECIAL_BUILDING) {
    s[SUBTURN] = 1;
    s[CUR] = (p + 1) % P;
    s[PHASE] = PH_SPECIAL_BUILD;
    return;
  }
  startTurn(s, (p + 1) % P);
}

/** A builder passes: the next player in turn order builds, or the next turn begins. */
function endSpecialBuild(game: Game, s: Int32Array, builder: number): void {
  // Cards bought in the special building phase are playable from the buyer's own next turn.
  releaseNewCards(game, s, builder);
  const P = game.seats;
  const tp = s[TURN_PLAYER]!;
  const k = ++s[SUBTURN]!;
  if (k < P) {
    s[CUR] = (tp + k) % P;
    return;
  }
  s[SUBTURN] = 0;
  startTurn(s, (tp + 1) % P);
}

function startTurn(s: Int32Array, next: number): void {
  s[TURN_PLAYER] = next;
  s[CUR] = next;
  s[TURN]!++;
  s[PHASE] = PH_PRE_ROLL;
}

// ---- Catan for Two (D31-D37) ----

const NEUTRAL_ROAD_BUILD = 1;
const NEUTRAL_SETTLEMENT_BUILD = 2;

/**
 * After a player's road or settlement, the free neutral piece of the same kind, or a neutral
 * road when no neutral settlement fits, or nothing when no neutral piece fits at all (D32). The
 * phase in force now is resumed afterwards.
 */
function startNeutralBuild(game: Game, s: Int32Array, kind: number): void {
  if (s[PHASE] === PH_GAME_OVER) return;
  let k = kind;
  if (k === NEUTRAL_SETTLEMENT_BUILD && !anyNeutralSettlementSite(game, s)) k = NEUTRAL_ROAD_BUILD;
  if (k === NEUTRAL_ROAD_BUILD) {
    let any = false;
    for (let n = 0; n < 2 && !any; n++) {
      const colour = game.seats + n;
      any = s[game.layout.roadsLeft + colour]! > 0 && anyRoadSite(game, s, colour);
    }
    if (!any) return;
  }
  s[NEUTRAL_KIND] = k;
  s[NEUTRAL_RETURN] = s[PHASE]!;
  s[PHASE] = PH_NEUTRAL_BUILD;
}

function endNeutralBuild(game: Game, s: Int32Array): void {
  s[PHASE] = s[NEUTRAL_RETURN]!;
  s[NEUTRAL_KIND] = 0;
  s[NEUTRAL_RETURN] = 0;
  // A free neutral road may take the last site of the builder's own free roads (Road Building).
  if (s[PHASE] === PH_ROAD_BUILDING) endRoadBuildingIfDone(game, s, s[CUR]!);
}

/** Road Building ends when its free roads are used, p has no road piece left, or no site is free. */
function endRoadBuildingIfDone(game: Game, s: Int32Array, p: number): void {
  if (s[ROADS_FREE]! <= 0 || s[game.layout.roadsLeft + p]! <= 0 || !anyRoadSite(game, s, p)) {
    s[ROADS_FREE] = 0;
    s[PHASE] = s[RETURN_PHASE]!;
  }
}

/** Trade tokens for a new settlement of seat p at `node`: next to the desert and/or on the coast. */
function earnTokens(game: Game, s: Int32Array, p: number, node: number): void {
  const b = game.board;
  let land = 0;
  let desert = false;
  for (let k = 0; k < 3; k++) {
    const h = b.nodeHexes[node * 3 + k]!;
    if (h < 0 || b.hexTerrain[h] === SEA) continue;
    land++;
    if (b.hexTerrain[h] === DESERT) desert = true;
  }
  const n = Math.min(tokensForSite(desert, land < 3), s[TOKEN_SUPPLY]!);
  s[TOKENS + p]! += n;
  s[TOKEN_SUPPLY]! -= n;
}

function payTokens(game: Game, s: Int32Array, p: number): void {
  const price = tokenActionPrice(game, s, p);
  s[TOKENS + p]! -= price;
  s[TOKEN_SUPPLY]! += price;
}

/** One card of `r` from `from` to `to`; on a view, where `from`'s cards are hidden, only its count drops. */
function takeCard(game: Game, s: Int32Array, from: number, to: number, r: number): void {
  const L = game.layout;
  if (s[L.hand + from * NUM_RESOURCES + r]! > 0) {
    moveCards(game, s, from, to, r, 1);
    return;
  }
  if (hasStream(s)) throw new Error(`forced_trade: seat ${from} holds no card of resource ${r}`);
  s[L.handTotal + from]!--;
  s[L.hand + to * NUM_RESOURCES + r]!++;
  s[L.handTotal + to]!++;
}

/**
 * A played knight leaves the table for trade tokens. Largest Army is set aside if its holder drops
 * below the minimum or no longer has more knights than the opponent; then whoever has the most
 * (and at least the minimum) takes it (D36).
 */
function retireKnight(game: Game, s: Int32Array, p: number): void {
  const L = game.layout;
  const o = 1 - p;
  s[L.knights + p]!--;
  s[RETIRED]!++;
  s[RETIRED_THIS_TURN] = 1;
  const n = Math.min(RETIRE_TOKENS, s[TOKEN_SUPPLY]!);
  s[TOKENS + p]! += n;
  s[TOKEN_SUPPLY]! -= n;
  const min = game.supply.largestArmyMin;
  if (s[LA_HOLDER] !== p) return;
  if (s[L.knights + p]! >= min && s[L.knights + p]! > s[L.knights + o]!) return;
  s[L.publicVp + p]! -= 2;
  s[LA_HOLDER] = -1;
  if (s[L.knights + o]! >= min && s[L.knights + o]! > s[L.knights + p]!) {
    s[L.publicVp + o]! += 2;
    s[LA_HOLDER] = o;
  }
}
