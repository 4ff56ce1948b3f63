// What the greedy bot takes from a rule set's kit (BotKit.strategies.greedy), and the parts of
// the kits in play merged once per game. A kit teaches it phases to play by its main-phase
// priorities, policies for its own phases, a step before the maritime trades, and, for a rule set
// that changes the board itself (ships, gold, the pirate), the whole dispatch with the target,
// robber and card choices that go with it.

import type { BotKit, PhasePolicy } from '../../engine/bot-kit.js';
import type { Game, GameState } from '../../engine/game.js';
import { perShape } from '../kits.js';
import type { Target } from './targets.js';

/** The greedy bot's play on a board a rule set reshapes: every hook is asked only where `applies` holds. */
export interface GreedyBoardPart {
  /** Whether the part plays games of this game's shape (its rule sets and install options decide it). */
  applies(game: Game): boolean;
  /** The decision in any phase, or -1 to leave it to the bot (a phase it has no rule for). */
  decide(st: GameState, seat: number, legal: Int32Array, count: number, target: Target, maxOffers: number): number;
  /** What to work toward next (the target's `cost` set for a build of the kit's own). */
  chooseTarget(st: GameState, seat: number, out: Target): Target;
  robberMove(st: GameState, seat: number, legal: Int32Array, count: number): number;
  /** Whether a knight before the roll frees something of the seat's (the pirate off its ships). */
  knightBeforeRoll(st: GameState, seat: number): boolean;
  /** Whether free pieces (Road Building) reach a site the target does not already aim at. */
  freePiecesReach(st: GameState, seat: number, t: Target): boolean;
  /** The set-up placements, which the value bot plays the same way. */
  setupSettlement(st: GameState, seat: number, legal: Int32Array, count: number): number;
  setupRoad(st: GameState, seat: number, legal: Int32Array, count: number): number;
}

export interface GreedyKitPart {
  /** Phases played by the main phase's priorities, without domestic offers (special building). */
  readonly buildPhases?: readonly number[];
  /**
   * Greedy policies by phase, asked first in any phase: the kit's own (ahead of its general
   * policies) or a standard phase the rule set changes (then -1 leaves the bot its own rule).
   * Where several kits have one for a phase, the later kit's is asked first.
   */
  readonly policies?: Readonly<Record<number, PhasePolicy>>;
  /**
   * A main-phase step after the city and settlement builds, ahead of the target's cards, builds and
   * trades, given the target (its cards in `need` of the bot's scratch): an action or -1.
   */
  beforeBuilds?(st: GameState, seat: number, legal: Int32Array, count: number, target: Target): number;
  /** A main-phase step before the maritime trades, given the cards the target lacks: an action or -1. */
  beforeTrades?(st: GameState, seat: number, legal: Int32Array, count: number, missing: number): number;
  readonly board?: GreedyBoardPart;
}

/** The greedy parts of a game's kits, merged. */
export interface GreedyKit {
  /** 1 at a phase played by the main phase's priorities. */
  readonly buildPhase: Uint8Array;
  readonly policies: ReadonlyArray<PhasePolicy | undefined>;
  readonly beforeBuilds: ReadonlyArray<NonNullable<GreedyKitPart['beforeBuilds']>>;
  readonly beforeTrades: ReadonlyArray<NonNullable<GreedyKitPart['beforeTrades']>>;
  /** The board part when it plays this game, else null. */
  readonly board: GreedyBoardPart | null;
}

/** `first`, and where it leaves the decision (-1) `then`, when there is one. */
function chain(first: PhasePolicy, then: PhasePolicy | undefined): PhasePolicy {
  if (!then) return first;
  return (st, seat, legal, count) => {
    const a = first(st, seat, legal, count);
    return a >= 0 ? a : then(st, seat, legal, count);
  };
}

/** The greedy parts of `game`'s kits (the same for every game of its shape). */
export const greedyKit: (game: Game) => GreedyKit = perShape(merge);

function merge(game: Game): GreedyKit {
  const buildPhases: number[] = [];
  const policies: Array<PhasePolicy | undefined> = [];
  const beforeBuilds: Array<NonNullable<GreedyKitPart['beforeBuilds']>> = [];
  const beforeTrades: Array<NonNullable<GreedyKitPart['beforeTrades']>> = [];
  let board: GreedyBoardPart | null = null;
  for (const kit of game.kits) {
    const part = kit.strategies?.greedy as GreedyKitPart | undefined;
    if (!part) continue;
    buildPhases.push(...(part.buildPhases ?? []));
    // Kits with a policy for the same phase are asked last-installed first, until one decides.
    for (const [id, policy] of Object.entries(part.policies ?? {})) policies[Number(id)] = chain(policy, policies[Number(id)]);
    if (part.beforeBuilds) beforeBuilds.push(part.beforeBuilds);
    if (part.beforeTrades) beforeTrades.push(part.beforeTrades);
    if (part.board?.applies(game)) board = part.board;
  }
  const buildPhase = new Uint8Array(buildPhases.reduce((m, id) => Math.max(m, id + 1), 0));
  for (const id of buildPhases) buildPhase[id] = 1;
  return Object.freeze({ buildPhase, policies, beforeBuilds, beforeTrades, board });
}
