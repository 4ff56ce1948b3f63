// mode 'game': single-observer ISMCTS over whole games, UCT with availability counts, explicit
// chance nodes and a short rollout or a value leaf. Its node type (per-seat reward sums, children
// by action or by outcome) is its own, so it lives here rather than in tree.ts.

import type { Bot } from '../bot.js';
import { withoutRoadBuildingStop } from '../features.js';
import { A_CITY, A_MARITIME, A_OFFER, A_ROLL, A_SETTLEMENT, ARG_BITS } from '../../engine/actions.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR, PHASE, PH_MAIN, WINNER } from '../../engine/layout.js';
import { legalActions, maxActions, untradedActions } from '../../engine/legal.js';
import { apply, applyWithOutcome, chanceOutcomes } from '../../engine/step.js';
import { determinize, type SeatView } from '../../engine/view.js';
import { evaluateSeats, kitWeights, type ValueWeights } from '../value/index.js';
import { nodePipsTable } from '../value/race.js';
import { searchWeights, type Resolved } from './options.js';
import { drawOutcome, isTerminal, winningIndex } from './tree.js';

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

/**
 * Dice roll outcomes are keyed by the dice sum (2..12); other outcomes by themselves, a roll's too
 * when the game's roll is no dice roll (an event deck's card, whose event matters beside its number).
 */
function outcomeKey(a: number, o: number, diceSums: boolean): number {
  return diceSums && a >>> ARG_BITS === A_ROLL ? ((o / 6) | 0) + (o % 6) + 2 : o;
}

/** Whether the game's roll throws dice (the roll kind lists the dice it shows; an event deck's flip does not). */
function rollsDice(game: Game): boolean {
  return (game.kinds[A_ROLL] as { readonly dice?: unknown } | undefined)?.dice !== undefined;
}

export function createGameSearch(opt: Resolved): Bot {
  // Buffers sized on first use for the game at hand (and again if the game's shape changes).
  let shape: Game | null = null;
  let W: ValueWeights = opt.weights;
  let diceSums = true;
  let acts = new Int32Array(0);
  let kept = new Int32Array(0);
  let values = new Int32Array(0);
  let weights = new Int32Array(0);
  let reward = new Float64Array(0);
  let raw = new Float64Array(0);
  let totals = new Float64Array(0); // evaluateSeats' production totals
  let seatPips = new Float64Array(0); // and every seat's production by resource
  let nodePips: Float64Array = new Float64Array(0); // the game's nodePipsTable, for evaluateSeats
  const path: Node[] = [];
  let scratch: GameState | null = null;
  let det: GameState | null = null; // each iteration's determinization, written in place

  function ensure(game: Game): void {
    if (shape === game) return;
    // The kits' weights of the game's shape: an unknown weight name throws before any search.
    // The game's weights (its kits' mcts weights, and their value defaults where the options set none).
    W = searchWeights(game, opt);
    kitWeights(game, W);
    shape = game;
    diceSums = rollsDice(game);
    values = new Int32Array(game.maxOutcomes);
    weights = new Int32Array(game.maxOutcomes);
    const size = maxActions(game);
    acts = new Int32Array(size);
    kept = new Int32Array(size);
    reward = new Float64Array(game.layout.players);
    raw = new Float64Array(game.layout.players);
    totals = new Float64Array(game.layout.players);
    seatPips = new Float64Array(game.layout.players * NUM_RESOURCES);
    nodePips = nodePipsTable(game);
    scratch = { game, s: new Int32Array(game.layout.size) };
    det = { game, s: new Int32Array(game.layout.size) };
  }

  /** The tree's actions at this state (offers left out unless treeOffers), into `acts`. */
  function treeActions(st: GameState): number {
    const n = withoutRoadBuildingStop(acts, legalActions(st, acts));
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
    // The buffers in locals (docs/performance.md, "fields read into locals"): the closure's variables are reassigned by ensure.
    const acts_ = acts;
    const kept_ = kept;
    const depth = opt.rolloutDepth;
    for (let step = 0; step < depth && !isTerminal(s); step++) {
      // Without the trades where the phase lists them apart (the main phase): the filter below
      // drops them anyway, and a list without them (m > 0) is the filtered list itself.
      const u = untradedActions(st, acts_);
      const n = withoutRoadBuildingStop(acts_, u > 0 ? u : legalActions(st, acts_));
      let m = 0;
      let builds = 0;
      const main = s[PHASE] === PH_MAIN;
      for (let i = 0; i < n; i++) {
        const a = acts_[i]!;
        const kind = a >>> ARG_BITS;
        if (kind === A_OFFER || kind === A_MARITIME) continue;
        if (main && (kind === A_CITY || kind === A_SETTLEMENT)) {
          // Builds go to the front of `kept`, the rest after them.
          kept_[m++] = kept_[builds]!;
          kept_[builds++] = a;
        } else kept_[m++] = a;
      }
      if (m === 0) {
        for (let i = 0; i < n; i++) kept_[i] = acts_[i]!;
        m = n;
      }
      const pick = builds > 0 ? kept_[Math.floor(rng() * builds)]! : kept_[Math.floor(rng() * m)]!;
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
    evaluateSeats(st, W, raw, totals, nodePips, seatPips);
    let max = -Infinity;
    for (let p = 0; p < P; p++) {
      raw[p] = raw[p]! / opt.temperature;
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
        const key = outcomeKey(a, o, diceSums);
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
    decide(view: SeatView, legal: Int32Array, given: number, rng: () => number): number {
      const count = withoutRoadBuildingStop(legal, given);
      if (count === 1) return legal[0]!;
      const here = view.state;
      const seat = view.seat;
      ensure(here.game);
      const root = new Node(here.game.layout.players, false);
      const start = performance.now();
      for (let it = 0; it < opt.iterations; it++) {
        if (opt.ms !== Infinity && it > 0 && performance.now() - start >= opt.ms) break;
        iterate(root, determinize(here, seat, rng, det!), rng);
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
