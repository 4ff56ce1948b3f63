// Monte Carlo tree search in two modes.
//
// mode 'turn' (default) plans the bot's own turn. Inside its turn (pre-roll, main phase, its
// robber move, free roads, its own discards) each iteration samples one determinization of what
// the bot cannot see (opponents' hands and development cards, the deck) from its view and walks
// a tree of the bot's own actions only (no domestic offers):
//   - a node's actions, their one-ply values q0 (the value bot's `evaluate` after the action;
//     an expectation over a drawn card or a steal) and PUCT priors (softmax of q0 / priorTemp) are
//     fixed when the node is first reached; a new node is valued by its best q0;
//   - PUCT (cPuct, in VP) selects among the actions legal in this determinization; an unvisited
//     action counts at its q0. An action that wins at once is always taken;
//   - chance (dice, a card drawn, a steal, a monopoly's take) is sampled with the bot's rng and
//     the node below is keyed by what the bot then knows (phase, own hand and development cards);
//     other seats' discards after a 7 it rolls are random;
//   - when the turn passes (end_turn) the position is a leaf valued by `evaluate` (less `rival`
//     times the opponents' mean value, default 0); backup 'max' passes up each node's best
//     action value (the bot picks its best line), 'mean' the plain average.
// The decision is the most visited root action. Outside its turn (set-up, discards on others'
// 7s, answering offers) and for domestic offers when the search would end the turn, it plays as
// the value bot. Options: iterations (default 1000), ms, cPuct (1.5), priorTemp (0.5), rival (0),
// backup ('max'), weights.
//
// mode 'game' is the older single-observer ISMCTS over whole games (Cowling, Powley and
// Whitehouse 2012) for any number of seats: UCT with availability counts, each node selecting for
// the seat to act there; explicit chance nodes keyed by outcome (a roll by its sum); one new node
// per iteration, then a short random rollout (leaf 'rollout') or none (leaf 'value'), and a reward
// vector with one entry per seat: 1 for a winner, else a softmax share of the seats' `evaluate`.
// Domestic offers are left out of its tree by default (treeOffers). Options: iterations (default
// 200), ms, c (UCT, 1.0), rolloutDepth (30), leaf ('rollout' | 'value'), treeOffers (false),
// temperature (1.5), weights.
//
// Both modes evaluate with the value bot's weights changed by MCTS_WEIGHT_CHANGES (tuned by
// self-play against the value bot); the turn mode also passes them to the value bot it plays as.
//
// Budget: `ms` stops at whichever limit comes first (with ms alone the iteration limit is lifted).
// The turn default of 1000 iterations costs about 7-10 ms per decision in compiled JS (2-core
// machine), about 80 searched decisions a game.
//
// All randomness comes from the rng given to decide(), so a bot budgeted by iterations is
// deterministic for a seed. The bot only ever reads view.state, never the real game.

import type { Bot } from './bot.js';
import { A_BUY_DEV, A_CITY, A_END_TURN, A_KNIGHT, A_MARITIME, A_OFFER, A_ROAD, A_ROBBER, A_ROLL, A_SETTLEMENT, ARG_BITS } from '../engine/actions.js';
import { copyState, totalVp, type Game, type GameState } from '../engine/game.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL, PH_ROAD_BUILDING, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_SPECIAL_BUILD, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE, TURN_PLAYER, WINNER } from '../engine/layout.js';
import { legalActions, maxActions } from '../engine/legal.js';
import { apply, applyWithOutcome, chanceOutcomes } from '../engine/step.js';
import { determinize, type SeatView } from '../engine/view.js';
import { createValueBot, evaluate, resolveValueWeights, type ValueWeights } from './value/index.js';
import { NUM_DEV_TYPES, NUM_RESOURCES } from '../engine/constants.js';

/** A chance outcome of `a` drawn by weight with the bot's own randomness (never the state's stream); -1 if none. */
function drawOutcome(st: GameState, a: number, rng: () => number, values: Int32Array, weights: Int32Array): number {
  const m = chanceOutcomes(st, a, values, weights);
  if (m === 0) return -1;
  let total = 0;
  for (let i = 0; i < m; i++) total += weights[i]!;
  let ticket = Math.floor(rng() * total);
  for (let i = 0; i < m; i++) {
    ticket -= weights[i]!;
    if (ticket < 0) return values[i]!;
  }
  return values[m - 1]!;
}

/**
 * Whether `seat` is still in its own turn: it is the player on turn and the turn has not moved on
 * to the special building phase, where others build while TURN_PLAYER still names the seat.
 */
function ownTurn(s: Int32Array, seat: number): boolean {
  return s[TURN_PLAYER] === seat && s[PHASE] !== PH_SPECIAL_BUILD;
}

/**
 * Index in `list` of an action without chance that makes `seat` win at once, or -1. Only the
 * player on turn can win, and no single such action gives more than 2 VP, so most states skip
 * the scan. `scratch` (a state of the same game) receives the trial positions.
 */
function winningIndex(st: GameState, seat: number, list: ArrayLike<number>, n: number, scratch: GameState): number {
  const s = st.s;
  const phase = s[PHASE]!;
  if (s[TURN_PLAYER] !== seat || (phase !== PH_MAIN && phase !== PH_PRE_ROLL && phase !== PH_ROAD_BUILDING)) return -1;
  if (totalVp(st.game, s, seat) < st.game.options.targetVp - 2) return -1;
  for (let i = 0; i < n; i++) {
    const a = list[i]!;
    const kind = a >>> ARG_BITS;
    // Only buildings, roads (Longest Road) and knights (Largest Army) add VP without chance.
    if (kind !== A_SETTLEMENT && kind !== A_CITY && kind !== A_ROAD && kind !== A_KNIGHT) continue;
    copyState(scratch, st);
    apply(scratch, a);
    if (scratch.s[WINNER] === seat) return i;
  }
  return -1;
}

/**
 * Where mcts's evaluation differs from the value bot's: found by self-play (bench/tune-weights.ts:
 * coordinate search, factors 0.5 and 2, 2,400 games a trial on common seeds), where the value bot
 * with them won 29.5% against three default value bots on the tuning seeds, and 27.1% and 28.0%
 * of two sets of 4,000 games on fresh seeds (the second: configs/value-tuned-vs-value.json). More weight on production, less on the
 * race estimate and on the risk of a large hand. `weights` options apply on top of these.
 */
export const MCTS_WEIGHT_CHANGES: Readonly<Partial<ValueWeights>> = Object.freeze({ production: 0.03, tempo: 0.0175, discardRisk: 0.04 });
const MCTS_WEIGHTS: ValueWeights = resolveValueWeights({ ...MCTS_WEIGHT_CHANGES });

export interface MctsOptions {
  /** 'turn': plan the bot's own turn (default); 'game': search whole games (the older search). */
  mode?: 'turn' | 'game';
  /** Turn mode: PUCT exploration constant, in VP (default 1.5). */
  cPuct?: number;
  /** Turn mode: 'max' (a node's value is its best action's, default) or 'mean' of its searches. */
  backup?: 'max' | 'mean';
  /** Turn mode: weight of the opponents' mean value subtracted from the seat's own (default 0). */
  rival?: number;
  /** Turn mode: softmax temperature, in VP, of the priors from the one-ply values (default 0.5). */
  priorTemp?: number;
  /** Iterations per decision (default 1000 in turn mode, 200 in game mode; unlimited when only `ms` is given). */
  iterations?: number;
  /** Milliseconds per decision (default: none). */
  ms?: number;
  /** UCT exploration constant (default 1.0). */
  c?: number;
  /** Random steps after the tree before evaluating (default 30). */
  rolloutDepth?: number;
  /** 'rollout': rollout then evaluate (default); 'value': evaluate the leaf directly. */
  leaf?: 'rollout' | 'value';
  /** Include domestic trade offers among the tree's actions (default false). */
  treeOffers?: boolean;
  /** Softmax temperature, in VP, turning per-seat values into reward shares (default 1.5). */
  temperature?: number;
  /** Evaluation weights over DEFAULT_VALUE_WEIGHTS with MCTS_WEIGHT_CHANGES (see value.ts). */
  weights?: Partial<ValueWeights>;
}

interface Resolved {
  mode: 'turn' | 'game';
  cPuct: number;
  priorTemp: number;
  rival: number;
  backup: 'max' | 'mean';
  iterations: number;
  ms: number;
  c: number;
  rolloutDepth: number;
  leaf: 'rollout' | 'value';
  treeOffers: boolean;
  temperature: number;
  weights: ValueWeights;
}

const KNOWN_OPTIONS = new Set(['mode', 'cPuct', 'priorTemp', 'rival', 'backup', 'iterations', 'ms', 'c', 'rolloutDepth', 'leaf', 'treeOffers', 'temperature', 'weights']);

function resolve(o: Record<string, unknown>): Resolved {
  for (const k of Object.keys(o)) if (!KNOWN_OPTIONS.has(k)) throw new Error(`mcts: unknown option ${k}`);
  const num = (name: string, def: number, min: number, int: boolean): number => {
    const v = o[name];
    if (v === undefined) return def;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || (int && !Number.isInteger(v))) {
      throw new Error(`mcts option ${name}: expected ${int ? 'an integer' : 'a number'} >= ${min}, got ${JSON.stringify(v)}`);
    }
    return v;
  };
  const ms = num('ms', Infinity, 1, false);
  const gameMode = o.mode === 'game';
  const iterations = o.iterations === undefined && o.ms !== undefined ? Infinity : num('iterations', gameMode ? 200 : 1000, 1, true);
  const leaf = o.leaf ?? 'rollout';
  if (leaf !== 'rollout' && leaf !== 'value') throw new Error(`mcts option leaf: expected "rollout" or "value", got ${JSON.stringify(leaf)}`);
  const treeOffers = o.treeOffers ?? false;
  if (typeof treeOffers !== 'boolean') throw new Error(`mcts option treeOffers: expected a boolean, got ${JSON.stringify(treeOffers)}`);
  const w = o.weights;
  if (w !== undefined && (typeof w !== 'object' || w === null || Array.isArray(w))) {
    throw new Error(`mcts option weights: expected an object, got ${JSON.stringify(w)}`);
  }
  const mode = o.mode ?? 'turn';
  const backup = o.backup ?? 'max';
  if (backup !== 'max' && backup !== 'mean') throw new Error(`mcts option backup: expected "max" or "mean", got ${JSON.stringify(backup)}`);
  if (mode !== 'turn' && mode !== 'game') throw new Error(`mcts option mode: expected "turn" or "game", got ${JSON.stringify(mode)}`);
  return {
    mode,
    cPuct: num('cPuct', 1.5, 0, false),
    priorTemp: num('priorTemp', 0.5, 0.001, false),
    rival: num('rival', 0, 0, false),
    backup,
    iterations,
    ms,
    c: num('c', 1.0, 0, false),
    rolloutDepth: num('rolloutDepth', 30, 0, true),
    leaf,
    treeOffers,
    temperature: num('temperature', 1.5, 0.01, false),
    weights: w === undefined ? MCTS_WEIGHTS : resolveValueWeights({ ...MCTS_WEIGHT_CHANGES, ...(w as Partial<ValueWeights>) }),
  };
}

// ---- the tree ----

/**
 * A node is reached by an action from its parent (or by a chance outcome from a chance node).
 * An action node carries the statistics UCT reads at its parent: visits, availability and the
 * sum of backed-up rewards per seat. Its children are keyed by action, or by outcome when the
 * action that led to it had chance outcomes (`chance`).
 */
class Node {
  visits = 0;
  avail = 0;
  readonly sum: Float64Array;
  readonly children = new Map<number, Node>();
  constructor(
    players: number,
    readonly chance: boolean,
  ) {
    this.sum = new Float64Array(players);
  }
}

function isTerminal(s: Int32Array): boolean {
  return s[PHASE] === PH_GAME_OVER;
}

/** Roll outcomes are keyed by the dice sum (2..12); other outcomes by themselves. */
function outcomeKey(a: number, o: number): number {
  return a >>> ARG_BITS === A_ROLL ? ((o / 6) | 0) + (o % 6) + 2 : o;
}

export function createMctsBot(options: MctsOptions | Record<string, unknown> = {}): Bot {
  const opt = resolve(options as Record<string, unknown>);
  return opt.mode === 'turn' ? createTurnPlanner(opt) : createGameSearch(opt);
}

function createGameSearch(opt: Resolved): Bot {
  // Buffers sized on first use for the game at hand (and again if the game's shape changes).
  let shape: Game | null = null;
  let acts = new Int32Array(0);
  let kept = new Int32Array(0);
  const values = new Int32Array(64);
  const weights = new Int32Array(64);
  let reward = new Float64Array(0);
  let raw = new Float64Array(0);
  const path: Node[] = [];
  let scratch: GameState | null = null;

  function ensure(game: Game): void {
    if (shape === game) return;
    shape = game;
    const size = maxActions(game);
    acts = new Int32Array(size);
    kept = new Int32Array(size);
    reward = new Float64Array(game.layout.players);
    raw = new Float64Array(game.layout.players);
    scratch = { game, s: new Int32Array(game.layout.size) };
  }

  /** The tree's actions at this state (offers left out unless treeOffers), into `acts`. */
  function treeActions(st: GameState): number {
    const n = legalActions(st, acts);
    if (opt.treeOffers) return n;
    let m = 0;
    for (let i = 0; i < n; i++) if (acts[i]! >>> ARG_BITS !== A_OFFER) acts[m++] = acts[i]!;
    return m > 0 ? m : n;
  }

  function decisive(st: GameState, n: number, actor: number): number {
    return winningIndex(st, actor, acts, n, scratch!);
  }

  function sampleOutcome(st: GameState, a: number, rng: () => number): number {
    return drawOutcome(st, a, rng, values, weights);
  }

  /** Random playout: no domestic offers or maritime trades; in the main phase a city or settlement when one is legal. */
  function rollout(st: GameState, rng: () => number): void {
    const s = st.s;
    for (let step = 0; step < opt.rolloutDepth && !isTerminal(s); step++) {
      const n = legalActions(st, acts);
      let m = 0;
      let builds = 0;
      const main = s[PHASE] === PH_MAIN;
      for (let i = 0; i < n; i++) {
        const a = acts[i]!;
        const kind = a >>> ARG_BITS;
        if (kind === A_OFFER || kind === A_MARITIME) continue;
        if (main && (kind === A_CITY || kind === A_SETTLEMENT)) {
          // Builds go to the front of `kept`, the rest after them.
          kept[m++] = kept[builds]!;
          kept[builds++] = a;
        } else kept[m++] = a;
      }
      if (m === 0) {
        for (let i = 0; i < n; i++) kept[i] = acts[i]!;
        m = n;
      }
      const pick = builds > 0 ? kept[Math.floor(rng() * builds)]! : kept[Math.floor(rng() * m)]!;
      apply(st, pick);
    }
  }

  /** Fills `reward` with the per-seat result of the state: one-hot for a winner, else value shares. */
  function evaluateInto(st: GameState): void {
    const s = st.s;
    const P = st.game.seats;
    const w = s[WINNER]!;
    if (isTerminal(s) && w >= 0) {
      for (let p = 0; p < P; p++) reward[p] = p === w ? 1 : 0;
      return;
    }
    let max = -Infinity;
    for (let p = 0; p < P; p++) {
      raw[p] = evaluate(st, p, opt.weights) / opt.temperature;
      if (raw[p]! > max) max = raw[p]!;
    }
    let total = 0;
    for (let p = 0; p < P; p++) {
      raw[p] = Math.exp(raw[p]! - max);
      total += raw[p]!;
    }
    for (let p = 0; p < P; p++) reward[p] = raw[p]! / total;
  }

  function iterate(root: Node, det: GameState, rng: () => number): void {
    const s = det.s;
    path.length = 0;
    let node = root;
    let expanded = false;
    while (!expanded && !isTerminal(s)) {
      const n = treeActions(det);
      const actor = s[CUR]!;
      // Availability: every existing child legal here counts one more chance to be picked.
      let unvisited = 0;
      for (let i = 0; i < n; i++) {
        const child = node.children.get(acts[i]!);
        if (child) child.avail++;
        else kept[unvisited++] = acts[i]!;
      }
      let a: number;
      let child: Node;
      const win = decisive(det, n, actor);
      if (win >= 0) {
        // A decisive move: the actor wins at once with it, so it takes it.
        a = acts[win]!;
        const known = node.children.get(a);
        if (known) child = known;
        else {
          child = new Node(reward.length, false);
          child.avail = 1;
          node.children.set(a, child);
          expanded = true;
        }
      } else if (unvisited > 0) {
        a = kept[Math.floor(rng() * unvisited)]!;
        const m = chanceOutcomes(det, a, values, weights);
        child = new Node(reward.length, m > 0);
        child.avail = 1;
        node.children.set(a, child);
        expanded = true;
      } else {
        let best = -Infinity;
        a = acts[0]!;
        child = node.children.get(a)!;
        for (let i = 0; i < n; i++) {
          const c = node.children.get(acts[i]!)!;
          const score = c.sum[actor]! / c.visits + opt.c * Math.sqrt(Math.log(c.avail) / c.visits);
          if (score > best) {
            best = score;
            a = acts[i]!;
            child = c;
          }
        }
      }
      path.push(child);
      if (child.chance) {
        const o = sampleOutcome(det, a, rng);
        applyWithOutcome(det, a, o);
        const key = outcomeKey(a, o);
        let next = child.children.get(key);
        if (!next) {
          next = new Node(reward.length, false);
          child.children.set(key, next);
        }
        node = next;
      } else {
        apply(det, a);
        node = child;
      }
    }
    if (!isTerminal(s) && opt.leaf === 'rollout') rollout(det, rng);
    evaluateInto(det);
    for (let i = 0; i < path.length; i++) {
      const x = path[i]!;
      x.visits++;
      for (let p = 0; p < reward.length; p++) x.sum[p]! += reward[p]!;
    }
  }

  return {
    name: 'mcts',
    decide(view: SeatView, legal: Int32Array, count: number, rng: () => number): number {
      if (count === 1) return legal[0]!;
      const here = view.state;
      const seat = view.seat;
      ensure(here.game);
      const root = new Node(here.game.layout.players, false);
      const start = performance.now();
      for (let it = 0; it < opt.iterations; it++) {
        if (opt.ms !== Infinity && it > 0 && performance.now() - start >= opt.ms) break;
        const det = determinize(here, seat, rng);
        iterate(root, det, rng);
      }
      // The most visited legal root action; ties to the better mean for this seat.
      let best = legal[0]!;
      let bestVisits = -1;
      let bestMean = -Infinity;
      for (let i = 0; i < count; i++) {
        const c = root.children.get(legal[i]!);
        const visits = c ? c.visits : 0;
        const mean = c && c.visits > 0 ? c.sum[seat]! / c.visits : -Infinity;
        if (visits > bestVisits || (visits === bestVisits && mean > bestMean)) {
          best = legal[i]!;
          bestVisits = visits;
          bestMean = mean;
        }
      }
      return best;
    },
  };
}


// ---- turn mode: plan the bot's own turn ----

/**
 * A decision of the bot inside its own turn. Its actions are fixed at expansion (with one-ply
 * values q0 and priors from them); per action, the visits and summed values of the searches
 * through it, and the nodes below keyed by what the bot knows after it (phase, own hand and
 * development cards), so chance outcomes (dice, a drawn card, a steal, a monopoly's take) get
 * their own subtrees.
 */
class TurnNode {
  visits = 0;
  readonly index = new Map<number, number>();
  readonly n: Int32Array;
  readonly w: Float64Array;
  readonly below: Array<Map<number, TurnNode> | null>;
  constructor(
    readonly actions: Int32Array,
    readonly q0: Float64Array,
    readonly prior: Float64Array,
  ) {
    const k = actions.length;
    this.n = new Int32Array(k);
    this.w = new Float64Array(k);
    this.below = new Array(k).fill(null);
    for (let i = 0; i < k; i++) this.index.set(actions[i]!, i);
  }
}

function createTurnPlanner(opt: Resolved): Bot {
  const fallback = createValueBot({ weights: opt.weights });
  let shape: Game | null = null;
  let acts = new Int32Array(0);
  const values = new Int32Array(64);
  const weights = new Int32Array(64);
  let scratch: GameState | null = null;
  let scratch2: GameState | null = null;
  const pathNodes: TurnNode[] = [];
  const pathIdx: number[] = [];

  /** The seat's value, less `rival` times the opponents' mean value. */
  function leafValue(st: GameState, seat: number): number {
    const v = evaluate(st, seat, opt.weights);
    if (opt.rival === 0) return v;
    const P = st.game.seats;
    let others = 0;
    for (let q = 0; q < P; q++) if (q !== seat) others += evaluate(st, q, opt.weights);
    return v - (opt.rival * others) / (P - 1);
  }

  function ensure(game: Game): void {
    if (shape === game) return;
    shape = game;
    acts = new Int32Array(maxActions(game));
    scratch = { game, s: new Int32Array(game.layout.size) };
    scratch2 = { game, s: new Int32Array(game.layout.size) };
  }

  /** What the seat knows of its own situation: phase, own hand and development cards. */
  function ownKey(st: GameState, seat: number): number {
    const s = st.s;
    const L = st.game.layout;
    let h = (s[PHASE]! * 31 + s[CUR]!) | 0;
    for (let r = 0; r < NUM_RESOURCES; r++) h = (Math.imul(h, 0x01000193) ^ s[L.hand + seat * NUM_RESOURCES + r]!) | 0;
    for (let k = 0; k < NUM_DEV_TYPES; k++) {
      h = (Math.imul(h, 0x01000193) ^ s[L.dev + seat * NUM_DEV_TYPES + k]!) | 0;
      h = (Math.imul(h, 0x01000193) ^ s[L.devNew + seat * NUM_DEV_TYPES + k]!) | 0;
    }
    return h;
  }

  /** The tree's actions in a state of the seat's turn: no domestic offers. */
  function turnActions(st: GameState): number {
    const n = legalActions(st, acts);
    let m = 0;
    for (let i = 0; i < n; i++) if (acts[i]! >>> ARG_BITS !== A_OFFER) acts[m++] = acts[i]!;
    return m > 0 ? m : n;
  }

  /** One-ply value of `a` in `st` for `seat`: expectation over a card draw or a steal. */
  function oneStep(st: GameState, seat: number, a: number): number {
    const kind = a >>> ARG_BITS;
    const t = scratch!;
    if (kind === A_ROLL) return leafValue(st, seat);
    const m = kind === A_BUY_DEV || kind === A_ROBBER ? chanceOutcomes(st, a, values, weights) : 0;
    if (m === 0) {
      copyState(t, st);
      apply(t, a);
      return leafValue(t, seat);
    }
    let total = 0;
    let sum = 0;
    for (let i = 0; i < m; i++) {
      copyState(t, st);
      applyWithOutcome(t, a, values[i]!);
      sum += weights[i]! * leafValue(t, seat);
      total += weights[i]!;
    }
    return sum / total;
  }

  function expand(st: GameState, seat: number): TurnNode {
    const n = turnActions(st);
    const actions = acts.slice(0, n);
    const q0 = new Float64Array(n);
    const prior = new Float64Array(n);
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      q0[i] = oneStep(st, seat, actions[i]!);
      if (q0[i]! > max) max = q0[i]!;
    }
    let total = 0;
    for (let i = 0; i < n; i++) {
      prior[i] = Math.exp((q0[i]! - max) / opt.priorTemp);
      total += prior[i]!;
    }
    for (let i = 0; i < n; i++) prior[i]! /= total;
    return new TurnNode(actions, q0, prior);
  }

  function sample(st: GameState, a: number, rng: () => number): number {
    return drawOutcome(st, a, rng, values, weights);
  }

  /** An action that wins at once for the seat, or -1. */
  function winning(st: GameState, seat: number, list: ArrayLike<number>, n: number): number {
    const i = winningIndex(st, seat, list, n, scratch2!);
    return i < 0 ? -1 : list[i]!;
  }

  /** One search from the root through a determinization; returns nothing, updates the path. */
  function iterate(root: TurnNode, det: GameState, seat: number, rng: () => number): void {
    const s = det.s;
    pathNodes.length = 0;
    pathIdx.length = 0;
    let node: TurnNode | null = root;
    let v = 0;
    for (let guard = 0; ; guard++) {
      if (isTerminal(s) || !ownTurn(s, seat) || guard > 200) {
        v = leafValue(det, seat);
        break;
      }
      if (s[CUR] !== seat) {
        // Another seat discards (after a 7 the bot rolled): at random.
        const n = legalActions(det, acts);
        applyWithOutcome(det, acts[Math.floor(rng() * n)]!, -1);
        continue;
      }
      if (node === null) {
        // A new decision: expand it, and value it by its best one-ply action.
        const parent = pathNodes[pathNodes.length - 1]!;
        const i = pathIdx[pathIdx.length - 1]!;
        const created = expand(det, seat);
        let map = parent.below[i];
        if (!map) parent.below[i] = map = new Map();
        map.set(ownKey(det, seat), created);
        v = -Infinity;
        for (let j = 0; j < created.q0.length; j++) if (created.q0[j]! > v) v = created.q0[j]!;
        const win = winning(det, seat, created.actions, created.actions.length);
        if (win >= 0) v = leafValue(det, seat) + 1000;
        break;
      }
      // Select among the node's actions legal in this determinization.
      const n = legalActions(det, acts);
      const win = winning(det, seat, acts, n);
      let pick = -1;
      if (win >= 0) pick = node.index.get(win) ?? -1;
      if (pick < 0) {
        const sq = Math.sqrt(node.visits + 1);
        let best = -Infinity;
        for (let j = 0; j < n; j++) {
          const i = node.index.get(acts[j]!);
          if (i === undefined) continue;
          const ni = node.n[i]!;
          const q = ni > 0 ? node.w[i]! / ni : node.q0[i]!;
          const score = q + (opt.cPuct * node.prior[i]! * sq) / (1 + ni);
          if (score > best) {
            best = score;
            pick = i;
          }
        }
      }
      if (pick < 0) {
        v = leafValue(det, seat);
        break;
      }
      pathNodes.push(node);
      pathIdx.push(pick);
      const a = node.actions[pick]!;
      const o = sample(det, a, rng);
      applyWithOutcome(det, a, o);
      if (isTerminal(s) || !ownTurn(s, seat)) {
        node = null;
        v = leafValue(det, seat);
        break;
      }
      // Skip others' discards before looking up the next own decision.
      while (!isTerminal(s) && s[CUR] !== seat && ownTurn(s, seat)) {
        const m = legalActions(det, acts);
        applyWithOutcome(det, acts[Math.floor(rng() * m)]!, -1);
      }
      if (isTerminal(s) || !ownTurn(s, seat)) {
        v = leafValue(det, seat);
        break;
      }
      const below: Map<number, TurnNode> | null = node.below[pick]!;
      node = (below && below.get(ownKey(det, seat))) ?? null;
    }
    // Back up from the leaf: with 'max', each node passes up the value of its best action (the
    // bot picks its best line within its turn; chance is averaged by the visits through it).
    for (let k = pathNodes.length - 1; k >= 0; k--) {
      const x = pathNodes[k]!;
      const i = pathIdx[k]!;
      x.visits++;
      x.n[i]!++;
      x.w[i]! += v;
      if (opt.backup === 'max') {
        let best = -Infinity;
        for (let j = 0; j < x.q0.length; j++) {
          const q = x.n[j]! > 0 ? x.w[j]! / x.n[j]! : x.q0[j]!;
          if (q > best) best = q;
        }
        v = best;
      }
    }
  }

  return {
    name: 'mcts',
    decide(view: SeatView, legal: Int32Array, count: number, rng: () => number): number {
      if (count === 1) return legal[0]!;
      const here = view.state;
      const seat = view.seat;
      const s = here.s;
      const phase = s[PHASE]!;
      const own = ownTurn(s, seat) && s[CUR] === seat;
      if (!own || phase === PH_TRADE_CONFIRM || phase === PH_TRADE_RESPONSE || phase === PH_SETUP_SETTLEMENT || phase === PH_SETUP_ROAD) {
        return fallback.decide(view, legal, count, rng);
      }
      ensure(here.game);
      const win = winning(here, seat, legal, count);
      if (win >= 0) return win;
      const start = performance.now();
      // The root's one-ply values on a determinization (a view shows no deck and no hands).
      const first = determinize(here, seat, rng);
      const root = expand(first, seat);
      for (let it = root.actions.length === 1 ? opt.iterations : 0; it < opt.iterations; it++) {
        if (opt.ms !== Infinity && it > 0 && performance.now() - start >= opt.ms) break;
        iterate(root, it === 0 ? first : determinize(here, seat, rng), seat, rng);
      }
      // The most visited action; ties to the better value.
      let bestI = 0;
      for (let i = 1; i < root.actions.length; i++) {
        const qi = root.n[i]! > 0 ? root.w[i]! / root.n[i]! : root.q0[i]!;
        const qb = root.n[bestI]! > 0 ? root.w[bestI]! / root.n[bestI]! : root.q0[bestI]!;
        if (root.n[i]! > root.n[bestI]! || (root.n[i] === root.n[bestI] && qi > qb)) bestI = i;
      }
      const choice = root.actions[bestI]!;
      // Nothing to do this turn: the value bot may still make a domestic offer.
      if (phase === PH_MAIN && choice >>> ARG_BITS === A_END_TURN) {
        const alt = fallback.decide(view, legal, count, rng);
        if (alt >>> ARG_BITS === A_OFFER) return alt;
      }
      return choice;
    },
  };
}
