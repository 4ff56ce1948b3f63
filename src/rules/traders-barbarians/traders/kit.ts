// What the built-in bots know of the scenario: the greedy bot upgrades its baggage train after its
// city and settlement builds, steers its wagon along the cheapest way to the plaza that wants its
// load (or the nearest with tokens left), buys grain or plays Swift Journey when that reaches the
// plaza this turn, attacks every barbarian it may, and moves barbarians onto the leading opponent's
// roads; the value bot counts a load on the way and the baggage train; searches average over the
// draws, the dice and the steals.

import { findKind } from '../../../bots/greedy/legal-list.js';
import { A_END_TURN, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import type { BotKit, PhasePolicy } from '../../../engine/bot-kit.js';
import type { Game, GameState } from '../../../engine/game.js';
import { PHASE, PH_MOVE_ROBBER } from '../../../engine/layout.js';
import { otherEnd, pathDistances } from '../../../engine/path-moves.js';
import type { GreedyKitPart } from '../../../bots/greedy/kit-part.js';
import { fieldsOf, pathCost, pointsLeft, roadOwner, STOPPED, tablesOf, type TradersFields } from './context.js';
import { barbarianVictim } from './barbarians.js';
import { A_DRIVE_OFF, A_GRAIN_BOOST, A_MOVE_BARBARIAN, A_SWIFT_JOURNEY, A_UPGRADE, A_WAGON_STEP, EDGE_BITS, PH_BARBARIAN_AWAY, PH_WAGON } from './ids.js';
import { GRAIN_BOOST, SWIFT_JOURNEY_MP, TRADE_HEX_NAMES, WANTED_AT } from './tables.js';

const EDGE_MASK = (1 << EDGE_BITS) - 1;

/**
 * Where seat p's wagon heads and the cheapest cost from every node to there: the plaza that wants
 * its load, or with none the nearest plaza with tokens left. Null when nothing is worth the trip.
 */
export function wagonGoal(game: Game, F: TradersFields, s: Int32Array, p: number): { plaza: number; dist: Float64Array } | null {
  const T = tablesOf(game);
  const at = s[F.wagonAt + p]!;
  if (at < 0) return null;
  const cost = (e: number) => pathCost(game, F, s, p, e);
  const c = s[F.carried + p]!;
  const N = game.board.numNodes;
  const count = T.kind.length;
  // On a board with one hex of each kind (3-4 players) a load has one destination: no search.
  const fromWagon: Float64Array | null = count > TRADE_HEX_NAMES.length || c < 0 ? pathDistances(T.graph, at, cost) : null;
  let best = -1;
  for (let t = 0; t < count; t++) {
    const k = T.kind[t]!;
    if (c >= 0 ? WANTED_AT[c] !== k : s[F.stack + 2 * k]! + s[F.stack + 2 * k + 1]! === 0) continue;
    if (best < 0 || (fromWagon && fromWagon[N + t]! < fromWagon[N + best]!)) best = t;
  }
  if (best < 0 || (c < 0 && fromWagon![N + best] === Infinity)) return null;
  return { plaza: N + best, dist: pathDistances(T.graph, N + best, cost) };
}

/** The wagon phase: attack, then the step along the cheapest way, grain or Swift Journey when they reach the plaza, else the end. */
const wagonPolicy: PhasePolicy = (st, seat, legal, count) => {
  const a = wagonMove(st, seat, legal, count);
  return a >= 0 ? a : findKind(legal, count, A_END_TURN);
};

function wagonMove(st: GameState, seat: number, legal: Int32Array, count: number): number {
  const { game, s } = st;
  const F = fieldsOf(game);
  const attack = findKind(legal, count, A_DRIVE_OFF);
  if (attack >= 0) return attack;
  if (s[F.spent + seat]! >= STOPPED) return -1;
  const goal = wagonGoal(game, F, s, seat);
  if (!goal) return -1;
  const at = s[F.wagonAt + seat]!;
  const here = goal.dist[at]!;
  const G = tablesOf(game).graph;
  let best = -1;
  let bestLeft = Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_WAGON_STEP) continue;
    const e = a & ARG_MASK;
    const rest = goal.dist[otherEnd(G, e, at)]!;
    if (rest < here && rest + pathCost(game, F, s, seat, e) <= here && rest < bestLeft) {
      best = a;
      bestLeft = rest;
    }
  }
  if (best >= 0) return best;
  // Nothing affordable leads on: more points, when they reach the plaza now.
  const left = pointsLeft(F, s, seat);
  const boost = findKind(legal, count, A_GRAIN_BOOST);
  if (boost >= 0 && here <= left + GRAIN_BOOST) return boost;
  const journey = findKind(legal, count, A_SWIFT_JOURNEY);
  if (journey >= 0 && here <= left + SWIFT_JOURNEY_MP) return journey;
  return -1;
}

/** How good a barbarian move is for seat p: a steal from the leader, off p's own roads, onto opponents'. */
function barbarianScore(st: GameState, p: number, a: number): number {
  const { game, s } = st;
  const F = fieldsOf(game);
  const e = a & EDGE_MASK;
  const from = s[F.barbarian + ((a & ARG_MASK) >>> EDGE_BITS)]!;
  let score = 0;
  const owner = roadOwner(game, F, s, e);
  if (owner === p) score -= 20;
  else if (owner >= 0) score += 4 + s[game.layout.publicVp + owner]!;
  if (s[PHASE] === PH_MOVE_ROBBER && barbarianVictim(st, p, e) >= 0) score += 10;
  if (roadOwner(game, F, s, from) === p) score += 8;
  const at = s[F.wagonAt + p]!;
  const en = game.board.edgeNodes;
  if (at >= 0 && (en[e * 2] === at || en[e * 2 + 1] === at)) score -= 5;
  return score;
}

const barbarianPolicy: PhasePolicy = (st, seat, legal, count) => {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    if (a >>> ARG_BITS !== A_MOVE_BARBARIAN) continue;
    const sc = barbarianScore(st, seat, a);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  return best;
};

/** After the city and settlement builds: the next baggage-train card. */
const upgradeFirst: NonNullable<GreedyKitPart['beforeBuilds']> = (_st, _seat, legal, count) => findKind(legal, count, A_UPGRADE);

/** A wagon's load on the way, worth part of the VP it will bring; a nearer plaza counts more. */
function cargoValue(st: GameState, seat: number): number {
  const F = fieldsOf(st.game);
  return st.s[F.carried + seat]! >= 0 ? 1 : 0;
}

export const TRADERS_KIT: BotKit = Object.freeze({
  name: 'traders-and-barbarians',
  maxActionVp: () => 2,
  weights: Object.freeze({
    tbCargo: Object.freeze({ default: 0.5, description: 'Traders & Barbarians: a commodity carried toward its delivery (1 VP when delivered)' }),
    tbTrain: Object.freeze({ default: 0.3, description: 'Traders & Barbarians: per baggage-train card flipped (movement, gold, attacks)' }),
  }),
  terms: Object.freeze([
    { name: 'tbCargo', weight: 'tbCargo', value: cargoValue },
    { name: 'tbTrain', weight: 'tbTrain', value: (st: GameState, seat: number) => st.s[fieldsOf(st.game).level + seat]! },
  ]),
  chanceKinds: Object.freeze([A_WAGON_STEP, A_DRIVE_OFF, A_MOVE_BARBARIAN]),
  policies: Object.freeze({ [PH_WAGON]: wagonPolicy, [PH_BARBARIAN_AWAY]: barbarianPolicy }),
  strategies: Object.freeze({
    greedy: Object.freeze({
      beforeBuilds: upgradeFirst,
      policies: Object.freeze({ [PH_WAGON]: wagonPolicy, [PH_MOVE_ROBBER]: barbarianPolicy, [PH_BARBARIAN_AWAY]: barbarianPolicy }),
    } satisfies GreedyKitPart),
  }),
});
