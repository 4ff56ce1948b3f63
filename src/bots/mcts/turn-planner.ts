// mode 'turn' (the default): PUCT over the bot's own turn, priors and leaves from the value
// evaluation, chance keyed by what the bot then knows. Outside its turn, and for domestic offers,
// it plays as the value bot it holds as a fallback.

import type { Bot } from '../bot.js';
import { withoutRoadBuildingStop } from '../features.js';
import { A_END_TURN, A_OFFER, A_ROLL, ARG_BITS } from '../../engine/actions.js';
import { copyState, type Game, type GameState } from '../../engine/game.js';
import { CUR, PHASE, PH_MAIN, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_TRADE_COMPOSE, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE, TURN_PLAYER } from '../../engine/layout.js';
import { legalActions, maxActions } from '../../engine/legal.js';
import { apply, applyWithOutcome, chanceOutcomes } from '../../engine/step.js';
import { determinize, type SeatView } from '../../engine/view.js';
import { BoardMemo, createValueBot, evaluate, kitWeights, RaceMemo, valueKit, type EvaluateMemo, type ValueWeights } from '../value/index.js';
import { NUM_DEV_TYPES } from '../../engine/constants.js';
import { MCTS_WEIGHT_CHANGES, searchWeights, type Resolved } from './options.js';
import { mctsWeights } from './kit-part.js';
import { ViewMemo } from './view-memo.js';
import { drawOutcome, isTerminal, mayWinAtOnce, winningIndex } from './tree.js';
import { isChance, isWaiting, known, NOTHING_KNOWN, type Known } from '../kits.js';

/**
 * Whether `seat` is still in its own turn: it is the player on turn and the turn has not moved on
 * to the special building phase, where others build while TURN_PLAYER still names the seat.
 */
function ownTurn(s: Int32Array, seat: number, kit: Known): boolean {
  return s[TURN_PLAYER] === seat && !isWaiting(kit, s[PHASE]!);
}

/**
 * A decision of the bot inside its own turn. Its actions are fixed at expansion (with one-ply
 * values q0 and priors from them); per action, the visits and summed values of the searches
 * through it, and the nodes below keyed by what the bot knows after it (phase, own hand and
 * development cards), so chance outcomes (dice, a drawn card, a steal, a monopoly's take) get
 * their own subtrees.
 */
class TurnNode {
  visits = 0;
  /** The largest action value (mean of its searches, else q0) and an action holding it; -1 until first asked. */
  #best = -Infinity;
  #bestAt = -1;
  /**
   * Open addressing from action to its index (stored as index + 1, 0 for empty), twice the
   * actions rounded up to a power of two: every selection step looks up each legal action here,
   * where a Map lookup cost more than the rest of the step.
   */
  readonly table: Int32Array;
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
    let size = 4;
    while (size < 2 * k) size *= 2;
    this.table = new Int32Array(size);
    const mask = size - 1;
    for (let i = 0; i < k; i++) {
      let at = slotOf(actions[i]!, mask);
      while (this.table[at] !== 0) at = (at + 1) & mask;
      this.table[at] = i + 1;
    }
  }

  /**
   * The largest action value once action i's statistics have changed. A maximum does not depend
   * on the order it is taken in, so keeping it is exact; the actions are scanned again only when
   * the one holding it fell (or on the first call).
   */
  bestAfter(i: number): number {
    const q = this.w[i]! / this.n[i]!;
    if (this.#bestAt >= 0 && q >= this.#best) {
      this.#best = q;
      this.#bestAt = i;
    } else if (this.#bestAt < 0 || i === this.#bestAt) {
      let best = -Infinity;
      let at = 0;
      for (let j = 0; j < this.q0.length; j++) {
        const qj = this.n[j]! > 0 ? this.w[j]! / this.n[j]! : this.q0[j]!;
        if (qj > best) {
          best = qj;
          at = j;
        }
      }
      this.#best = best;
      this.#bestAt = at;
    }
    return this.#best;
  }

  /** The index of action `a` among the node's actions, or -1. */
  indexOf(a: number): number {
    const table = this.table;
    const mask = table.length - 1;
    for (let at = slotOf(a, mask); ; at = (at + 1) & mask) {
      const v = table[at]!;
      if (v === 0) return -1;
      if (this.actions[v - 1] === a) return v - 1;
    }
  }
}

function slotOf(a: number, mask: number): number {
  return (Math.imul(a, 0x9e3779b1) >>> 16) & mask;
}

export function createTurnPlanner(opt: Resolved): Bot {
  // The value bot it plays as, with the weights it searches with (a kit's mcts weights change them).
  let fallback = createValueBot({ weights: opt.weights });
  let fallbackWeights = opt.weights;
  let W: ValueWeights = opt.weights;
  let shape: Game | null = null;
  let acts = new Int32Array(0);
  let values = new Int32Array(0);
  let weights = new Int32Array(0);
  let kit: Known = NOTHING_KNOWN;
  let scratch: GameState | null = null;
  let scratch2: GameState | null = null;
  let det: GameState | null = null; // each iteration's determinization, written in place
  const pathNodes: TurnNode[] = [];
  const pathIdx: number[] = [];

  // Leaves without `rival` depend on the seat's view alone, so the search remembers them; the
  // opponents' values read their hidden cards, which differ from one determinization to the next.
  const leaves = opt.rival === 0 ? new ViewMemo() : null;
  // Views the leaf memo has not met mostly share their board with one valued before (other hands),
  // and their race with one run before (views that differ where the race does not look).
  const boards = new BoardMemo();
  const races = new RaceMemo();
  const parts: EvaluateMemo = { boards, races };
  // The winning move (or -1) of each view met in the tree's own decisions.
  const wins = new ViewMemo();

  /** The seat's value, less `rival` times the opponents' mean value. */
  function leafValue(st: GameState, seat: number): number {
    if (leaves) {
      const known = leaves.lookup(st, seat);
      return known === known ? known : leaves.store(evaluate(st, seat, W, parts));
    }
    const v = evaluate(st, seat, W, parts);
    const P = st.game.seats;
    let others = 0;
    for (let q = 0; q < P; q++) if (q !== seat) others += evaluate(st, q, W, parts);
    return v - (opt.rival * others) / (P - 1);
  }

  function ensure(game: Game): void {
    if (shape === game) return;
    // The kits' weights of the game's shape: an unknown weight name throws before any search.
    // The game's weights (its kits' mcts weights, and their value defaults where the options set none).
    W = searchWeights(game, opt);
    kitWeights(game, W);
    const own = mctsWeights(game, opt.weights, MCTS_WEIGHT_CHANGES, opt.given);
    if (own !== fallbackWeights) {
      fallback = createValueBot({ weights: own });
      fallbackWeights = own;
    }
    shape = game;
    values = new Int32Array(game.maxOutcomes);
    weights = new Int32Array(game.maxOutcomes);
    acts = new Int32Array(maxActions(game));
    kit = known(game);
    scratch = { game, s: new Int32Array(game.layout.size) };
    scratch2 = { game, s: new Int32Array(game.layout.size) };
    det = { game, s: new Int32Array(game.layout.size) };
  }

  /** What the seat knows of its own situation: phase, own hand and development cards. */
  function ownKey(st: GameState, seat: number): number {
    const { game, s } = st;
    const L = game.layout;
    let h = (s[PHASE]! * 31 + s[CUR]!) | 0;
    // Every kind of hand card (a rule set's commodities after the resources), then the cards of
    // every deck whose hands are piles (a rule set's progress cards; the development cards are
    // their own fields).
    const K = game.handKinds;
    for (let k = 0; k < K; k++) h = (Math.imul(h, 0x01000193) ^ s[game.cardSlot[seat * K + k]!]!) | 0;
    for (let k = 0; k < NUM_DEV_TYPES; k++) {
      h = (Math.imul(h, 0x01000193) ^ s[L.dev + seat * NUM_DEV_TYPES + k]!) | 0;
      h = (Math.imul(h, 0x01000193) ^ s[L.devNew + seat * NUM_DEV_TYPES + k]!) | 0;
    }
    const decks = game.decks;
    for (let d = 0; d < decks.length; d++) {
      const deck = decks[d]!;
      if (deck.piles < 0) continue;
      const kinds = deck.names.length;
      for (let k = 0; k < kinds; k++) h = (Math.imul(h, 0x01000193) ^ s[deck.piles + seat * kinds + k]!) | 0;
    }
    return h;
  }

  /** The tree's actions in a state of the seat's turn: no domestic offers. */
  function turnActions(st: GameState): number {
    const n = withoutRoadBuildingStop(acts, legalActions(st, acts));
    let m = 0;
    for (let i = 0; i < n; i++) if (acts[i]! >>> ARG_BITS !== A_OFFER) acts[m++] = acts[i]!;
    return m > 0 ? m : n;
  }

  /** One-ply value of `a` in `st` for `seat`: expectation over a card draw, a steal (robber or pirate) or a fog hex turned over. */
  function oneStep(st: GameState, seat: number, a: number): number {
    const kind = a >>> ARG_BITS;
    const t = scratch!;
    if (kind === A_ROLL) return leafValue(st, seat);
    const m = isChance(kit, kind) ? chanceOutcomes(st, a, values, weights) : 0;
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
    let n = turnActions(st);
    // A kit's value policy decides its phases in the tree as at the root (decide).
    const policy = valueKit(st.game).policies[st.s[PHASE]!];
    if (policy) {
      const a = policy(st, seat, acts, n);
      if (a >= 0) {
        acts[0] = a;
        n = 1;
      }
    }
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

  /**
   * `winning` over the legal list `acts[0..n)` of `st`, through the memo: the list, the trial
   * placements and the win check read only what the seat can see.
   */
  function rememberedWin(st: GameState, seat: number, n: number): number {
    const known = wins.lookup(st, seat);
    return known === known ? known : wins.store(winning(st, seat, acts, n));
  }

  /** Another seat's action in the bot's turn: uniform over its legal actions, with a chance outcome drawn (none for a discard). */
  function otherActs(det: GameState, rng: () => number): void {
    const n = legalActions(det, acts);
    const a = acts[Math.floor(rng() * n)]!;
    applyWithOutcome(det, a, sample(det, a, rng));
  }

  /** One search from the root through a determinization; returns nothing, updates the path. */
  function iterate(root: TurnNode, det: GameState, seat: number, rng: () => number): void {
    const s = det.s;
    pathNodes.length = 0;
    pathIdx.length = 0;
    let node: TurnNode | null = root;
    let v = 0;
    for (let guard = 0; ; guard++) {
      if (isTerminal(s) || !ownTurn(s, seat, kit) || guard > 200) {
        v = leafValue(det, seat);
        break;
      }
      if (s[CUR] !== seat) {
        // Another seat acts in the bot's turn (discards after a 7 it rolled, a card drawn at a
        // gate): at random, a chance outcome drawn.
        otherActs(det, rng);
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
      const win = mayWinAtOnce(det, seat) ? rememberedWin(det, seat, n) : -1;
      let pick = -1;
      if (win >= 0) pick = node.indexOf(win);
      if (pick < 0) {
        const sq = Math.sqrt(node.visits + 1);
        let best = -Infinity;
        for (let j = 0; j < n; j++) {
          const i = node.indexOf(acts[j]!);
          if (i < 0) continue;
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
      if (isTerminal(s) || !ownTurn(s, seat, kit)) {
        node = null;
        v = leafValue(det, seat);
        break;
      }
      // Skip others' actions before looking up the next own decision.
      while (!isTerminal(s) && s[CUR] !== seat && ownTurn(s, seat, kit)) otherActs(det, rng);
      if (isTerminal(s) || !ownTurn(s, seat, kit)) {
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
      if (opt.backup === 'max') v = x.bestAfter(i);
    }
  }

  return {
    name: 'mcts',
    decide(view: SeatView, legal: Int32Array, given: number, rng: () => number): number {
      const count = withoutRoadBuildingStop(legal, given);
      if (count === 1) return legal[0]!;
      const here = view.state;
      const seat = view.seat;
      const s = here.s;
      const phase = s[PHASE]!;
      ensure(here.game);
      const own = ownTurn(s, seat, known(here.game)) && s[CUR] === seat;
      if (!own || phase === PH_TRADE_CONFIRM || phase === PH_TRADE_RESPONSE || phase === PH_TRADE_COMPOSE || phase === PH_SETUP_SETTLEMENT || phase === PH_SETUP_ROAD) {
        return fallback.decide(view, legal, count, rng);
      }
      const win = winning(here, seat, legal, count);
      if (win >= 0) return win;
      // A kit's value policy (a play whose effect a determinization may hide), as the value bot asks it.
      const policy = valueKit(here.game).policies[phase];
      if (policy) {
        const a = policy(here, seat, legal, count);
        if (a >= 0) return a;
      }
      leaves?.clear(here.game);
      wins.clear(here.game);
      boards.clear();
      races.clear();
      const start = performance.now();
      // The root's one-ply values on a determinization (a view shows no deck and no hands), which
      // the first iteration then plays on.
      const root = expand(determinize(here, seat, rng, det!), seat);
      for (let it = root.actions.length === 1 ? opt.iterations : 0; it < opt.iterations; it++) {
        if (opt.ms !== Infinity && it > 0 && performance.now() - start >= opt.ms) break;
        iterate(root, it === 0 ? det! : determinize(here, seat, rng, det!), seat, rng);
      }
      // The most visited action; ties to the better value.
      let bestI = 0;
      for (let i = 1; i < root.actions.length; i++) {
        const qi = root.n[i]! > 0 ? root.w[i]! / root.n[i]! : root.q0[i]!;
        const qb = root.n[bestI]! > 0 ? root.w[bestI]! / root.n[bestI]! : root.q0[bestI]!;
        if (root.n[i]! > root.n[bestI]! || (root.n[i] === root.n[bestI] && qi > qb)) bestI = i;
      }
      const choice = root.actions[bestI]!;
      // A legal list that shows the seat hidden cards (one it takes from a hand it is shown) is the
      // determinization's in the tree: a choice the real list lacks goes to the value bot.
      if (!listed(legal, count, choice)) return fallback.decide(view, legal, count, rng);
      // Nothing to do this turn: the value bot may still make a domestic offer.
      if (phase === PH_MAIN && choice >>> ARG_BITS === A_END_TURN) {
        const alt = fallback.decide(view, legal, count, rng);
        if (alt >>> ARG_BITS === A_OFFER) return alt;
      }
      return choice;
    },
  };
}

/** Whether `a` is among legal[0..count). */
function listed(legal: Int32Array, count: number, a: number): boolean {
  for (let i = 0; i < count; i++) if (legal[i] === a) return true;
  return false;
}
