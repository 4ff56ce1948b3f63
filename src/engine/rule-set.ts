// The seam between the engine core and the rules: what a rule set provides, and the tables a
// game is played through. The core (step, legal, record, describe, view, invariants) calls only
// what is here; every rule, the base game's included, comes in through `RuleSet.install`. The
// tables are built once per game, so a step costs one indexed call, never a flag test.

import type { Board, BoardOptions } from './board.js';
import type { BotKit } from './bot-kit.js';
import type { Game, GameState } from './game.js';
import type { Layout } from './layout.js';
import type { Obligation } from './decision-queue.js';
import type { CardClass } from './cards.js';
import type { Deck } from './decks.js';
import type { PieceTable, PlaceKind } from './piece-tables.js';
import type { PhaseList } from './phase-list.js';
import type { PlacedPiece } from './pieces.js';
import type { RollStep } from './roll-steps.js';

/** Component counts of a game: the bank, the development deck, pieces per colour, special-card minimums. */
export interface Supply {
  /** Cards of each resource in the bank at the start. */
  resourceCount: number;
  /** Development deck by card kind: knight, road building, year of plenty, monopoly, VP. */
  devDeck: readonly number[];
  roads: number;
  settlements: number;
  cities: number;
  longestRoadMin: number;
  largestArmyMin: number;
}

/** A log entry of a game record (docs/record-format.md): the acting seat, the entry kind, its fields. */
export type LogEntry = { p: number; a: string } & Record<string, unknown>;

/** What a kind's record writer sees: the state before the action, the log so far, and names of ids. */
export interface RecordWriter {
  readonly st: GameState;
  readonly log: LogEntry[];
  /** The action applied just before this one (-1 at the start), for entries that merge runs. */
  readonly previous: number;
  node(n: number): number[];
  edge(e: number): number[];
  hex(h: number): number[];
}

/** What a kind's record reader sees: the state before the entry, where it is, and id lookups that throw RecordError. */
export interface RecordReader {
  readonly st: GameState;
  /** `log[i] (entry kind)`, for messages. */
  readonly where: string;
  node(v: unknown): number;
  edge(v: unknown): number;
  hex(v: unknown): number;
  resource(name: unknown): number;
  /** A hand kind by name: a resource or a card kind a rule set added. */
  card(name: unknown): number;
  /** A RecordError naming the entry. */
  error(message: string): Error;
}

/**
 * How one action kind is written to and read from records. Several kinds may read the same entry
 * name (the four development cards share `play_dev`): a reader returns null for an entry that is
 * not its own, and the next one is tried.
 */
export interface KindRecord {
  /** The log entry for the action, or null when it extended the previous entry (runs of discards). */
  write(w: RecordWriter, arg: number, outcome: number): LogEntry | null;
  /**
   * Entry names this kind reads, each to the (action argument, outcome) pairs it stands for; a
   * pair's third element names another kind, for an entry that stands for a run of kinds (a
   * domestic offer composed card by card).
   */
  read: Readonly<Record<string, (r: RecordReader, e: LogEntry) => Array<[arg: number, outcome: number, kind?: number]> | null>>;
  /**
   * An effect the entry reports (monopoly: cards taken): `before` is measured before the action,
   * `report` after it. The writer adds the report's fields to the entry; a replay compares them.
   */
  effect?: {
    before(st: GameState, arg: number): number;
    report(st: GameState, arg: number, before: number): Record<string, number | string>;
  };
}

/**
 * One action kind, with everything about it in one place. Its functions are called as plain
 * functions (never with `this`): keep what they need in closures or read it from the state.
 */
export interface KindRule {
  /** Name in descriptions and errors ('road', 'play_knight'). */
  readonly name: string;
  /** Bits its argument needs; the engine checks it fits the action word (ARG_BITS). */
  readonly argBits: number;
  /** The effect, with the chance outcome drawn or given (NO_OUTCOME for a deterministic action). */
  apply(st: GameState, arg: number, outcome: number): void;
  /** Chance outcomes and integer weights written to values/weights; absent for deterministic kinds. */
  outcomes?(st: GameState, arg: number, values: Int32Array, weights: Int32Array): number;
  /**
   * Draws the outcome from the state's stream (NO_OUTCOME when there is none). A replay with a
   * given outcome calls it too, so it must draw exactly as often as the live game did.
   */
  sample?(st: GameState, arg: number): number;
  /** Most outcomes `outcomes` can list; sizes the callers' buffers. */
  readonly maxOutcomes?: number;
  /** The argument in words ('[0, -2, 3]', 'brick -> ore'); empty for kinds without one. */
  describe(game: Game, arg: number): string;
  readonly record: KindRecord;
}

/** One phase: the actions the seat to act may take, and a bound on their number (`legal` is called without `this`). */
export interface PhaseRule {
  readonly name: string;
  /** Writes the legal actions into `out` from index 0 and returns their count. */
  legal(st: GameState, out: Int32Array): number;
  /** Most actions `legal` can write on this board. */
  readonly maxActions: number;
  /**
   * Optional: the same list less its trades (maritime trades and offers), in the same order, for a
   * search's rollouts that never pick a trade. `for` names the `legal` it matches: a rule set that
   * wraps `legal` leaves it behind, and the engine then does without it; a phase composed from a
   * PhaseList (GameBuilder.phaseList) keeps it.
   */
  readonly untraded?: { readonly for: PhaseRule['legal']; legal(st: GameState, out: Int32Array): number };
}

/** The VP sources of every game (the keys of VpSources a rule set need not declare). */
export const BASE_VP_SOURCES = ['settlements', 'cities', 'longestRoad', 'largestArmy', 'vpCards'] as const;

/**
 * A name a rule set may give a VP source it adds (RuleSet.vpSourceNames): a lower-case word, or
 * words in camelCase, so that the results can name a column after it (`vp_special_trade_route`);
 * neither a base source nor `special`, which the results give the sum of the added sources.
 */
export const VP_SOURCE_NAME = /^[a-z][a-zA-Z0-9]*$/;

/** Victory points by where they come from, for the results (a rule set may add sources, each declared in RuleSet.vpSourceNames). */
export interface VpSources {
  settlements: number;
  cities: number;
  longestRoad: number;
  largestArmy: number;
  vpCards: number;
  [source: string]: number;
}

/**
 * Rules the core and the rule sets call by name. Each is a plain function a later rule set may
 * replace, usually wrapping the one before it (as a chessops variant overrides a Position hook).
 */
export interface GameHooks {
  /** After the standard start of a game: fixed pieces, starting tokens. */
  setUp(st: GameState): void;
  /** After every action: the win check. */
  afterAction(st: GameState): void;
  /** Resources paid out for a roll total. */
  produce(st: GameState, roll: number): void;
  /** Seat p's part of a turn is over: per-turn counters reset, new cards released. */
  turnEnded(st: GameState, p: number): void;
  /** Who acts after p's part of a turn (the turn rules), or the end at the turn cap. */
  passTurn(st: GameState, p: number): void;
  /** Whether the player to act may propose a domestic trade now. */
  mayOffer(st: GameState): boolean;
  /**
   * The most counted cards (CARD_COUNTED) seat p may hold when a 7 is rolled without discarding
   * half: the discardLimit option, which a rule set may raise per seat (city walls) but never
   * lower (a 7 asks it only of hands above the option). Reads only
   * what every seat sees, so bots ask it of their views too.
   */
  discardLimit(game: Game, s: Int32Array, p: number): number;
  /**
   * The length of seat p's longest road for the Longest Road card (Seafarers: its trade route of
   * roads and ships). Called as pieces are placed, with the game and the raw state so it allocates nothing.
   */
  routeLength(game: Game, s: Int32Array, p: number): number;
  /**
   * routeLength just after p placed a new road (Seafarers: or ship) at `edge`, s[layout.roadLen + p]
   * still holding the length before it: lets a rule search only the trails through the new piece. A rule set
   * that replaces routeLength replaces this too (the route invariant catches one that does not).
   */
  routeLengthWithRoad(game: Game, s: Int32Array, p: number, edge: number): number;
  /**
   * After the engine put colour p's settlement on `node` (placeSettlement, from a rule or a position
   * set up by hand): what a rule set keeps beside the pieces (Seafarers: where each network reaches).
   * A city changes no network, so there is no hook for it.
   */
  settlementPlaced(game: Game, s: Int32Array, p: number, node: number): void;
  /** After the engine put colour p's road on `edge` (placeRoad), as settlementPlaced. */
  roadPlaced(game: Game, s: Int32Array, p: number, edge: number): void;
  /** After the engine took colour p's road off `edge` (removeRoad: the Diplomat), as settlementPlaced. */
  roadRemoved(game: Game, s: Int32Array, p: number, edge: number): void;
  /**
   * Pieces of colour p that lie in its road network without being road pieces (Rivers of Catan's
   * bridges): the road bits count them, for connection and Longest Road; the road supply does not.
   */
  roadsOffSupply(game: Game, s: Int32Array, p: number): number;
  /** Whether p has something to build with a Road Building card (a road piece and a free site; Seafarers: or a ship). */
  roadBuildingPlayable(game: Game, s: Int32Array, p: number): boolean;
  /**
   * Where the robber goes when it is sent away without a move (Traders & Barbarians' Robber Flees):
   * a hex, or -1 for off the board until the next 7 or knight. By default the first desert, or off
   * the board where there is none; a scenario that says otherwise replaces it.
   */
  robberRefuge(game: Game, s: Int32Array): number;
  /** The harbor kind at a node (-1 for none): the board's, or one a rule set placed during the game. */
  harborAt(game: Game, s: Int32Array, node: number): number;
  /** Where seat p's victory points come from: the base sources and one key per name the rule sets declare (Rules.vpSourceNames). */
  vpSources(st: GameState, p: number): VpSources;
  /**
   * Every piece on the board with its owner (the standard pieces, and those a rule set keeps: ships).
   * Records list the ones placed before the set-up (Catan for Two's neutrals, an inactive colour).
   */
  pieces(game: Game, s: Int32Array): PlacedPiece[];
  /** Blanks what `seat` may not see in a copy of the state (beyond the standard hands, cards, deck and stream). */
  redact(game: Game, s: Int32Array, seat: number): void;
  /** Fills what `redact` blanked, consistently with the view, drawing from `rand`. */
  determinize(game: Game, s: Int32Array, seat: number, rand: () => number): void;
}

/**
 * Card kinds a rule set adds to the hands (commodities, fish, ...): held like resources, counted in
 * a seat's hand total, and by default hidden from other seats, discarded on a 7 and stolen by the
 * robber like resources; their class (`flags`, CARD_* in src/engine/cards.ts) says otherwise. They
 * are hand kinds NUM_RESOURCES.. in the order added (`cardName`, `cardSlot`).
 */
export interface CardKinds {
  readonly names: readonly string[];
  /** Seat p's count of names[j] is at hand + p * names.length + j; the bank's at bank + j. */
  readonly hand: number;
  readonly bank: number;
  /** Cards of each name in the game (all in the bank at the start). */
  readonly total: number;
  /** The class's CARD_* flags. */
  readonly flags: number;
  /** Most cards of the class a seat may hold (0: no limit of its own). */
  readonly limit: number;
}

/** A named check of the state's invariants: pushes one message per violation. */
export interface Invariant {
  readonly name: string;
  check(st: GameState, fail: (message: string) => void): void;
}

/** The sizes of a board: all a rule set may read of it while installing. */
export type BoardSizes = Pick<Board, 'numNodes' | 'numEdges' | 'numHexes'>;

/**
 * What a rule set gets while a game is built: the board's sizes, the options, the layout of the
 * standard fields, and the tables to fill. Rule sets install in registry order; a later one sees
 * and may wrap what an earlier one put in. What is installed is shared by every game of the same
 * rule sets, options and board sizes (the engine builds it once per such shape), so a rule reads
 * the board itself from `st.game.board` when it runs, never from the builder.
 */
export interface GameBuilder {
  readonly board: BoardSizes;
  /**
   * The options installing may depend on: `players` and those the rule sets in play name in
   * `installOptions`. Everything else (target, turn cap, limits) is read from `st.game.options`
   * when a rule runs, so games that differ only there share what was installed.
   */
  readonly options: Readonly<Record<string, unknown>> & { readonly players: number };
  readonly layout: Layout;
  /** Seats that act. */
  readonly seats: number;
  supply: Supply;
  /** Action kinds by id; set an entry to add or replace a kind. */
  readonly kinds: Array<KindRule | undefined>;
  /** Phases by id; set an entry to add or replace a phase. */
  readonly phases: Array<PhaseRule | undefined>;
  /**
   * The contributions to phase `id` (created, named `name`, on first use): its entry in `phases` is
   * composed from them at the end of every rule set's install. A phase built from a list is
   * extended through the list; a rule set that wraps its entry instead ends the list (a later
   * contribution is an error) and loses the list without trades.
   */
  phaseList(id: number, name?: string): PhaseList;
  readonly hooks: GameHooks;
  /** Invariant checks in order; a rule set may replace one by name (`replaceInvariant`). */
  readonly invariants: Invariant[];
  /** Words of state this rule set keeps: returns the offset of the first (a per-game layout). */
  field(name: string, words?: number): number;
  /** The fields allocated so far by name (a later rule set reads an earlier one's). */
  readonly fields: Readonly<Record<string, number>>;
  /**
   * A table of `capacity` pieces on places of one kind, each with an owner and named attributes
   * (see PieceTable): its rows and an occupancy word per place are allocated as state fields.
   */
  pieceTable(name: string, spec: { readonly place: PlaceKind; readonly capacity: number; readonly attributes?: readonly string[] }): PieceTable;
  /**
   * Adds a deck of the card kinds `names`, `totals[k]` of each, all in the deck at the start; with
   * `piles`, each seat's drawn cards (hidden from the others), with `played` a public pile, with
   * `revealed` the kinds shown when drawn (to the played pile, never to a seat's pile), with
   * `returns` room for cards put back under it, drawn once the shuffled cards are gone (see Deck).
   */
  deck(
    name: string,
    names: readonly string[],
    totals: readonly number[],
    options?: { readonly piles?: boolean; readonly played?: boolean; readonly revealed?: readonly string[]; readonly returns?: boolean },
  ): Deck;
  /** Adds card kinds of one class to every hand and to the bank, `total` of each (see CardKinds, CardClass). */
  cards(names: readonly string[], total: number, cardClass?: CardClass): CardKinds;
  /**
   * The seats' 2:1 masks for trade with the bank (Layout.twoForOne), allocated on the first call
   * by any rule set and shared after: returns its offset. The rule set keeps each seat's word equal
   * to what its rules give (a mask derived from its own fields, checked by its invariant); listing,
   * applying and recording maritime trades and the bots' rates all read it.
   */
  twoForOne(): number;
  /** Registers a kind of mid-turn decision (src/engine/decision-queue.ts): returns its id for pushDecision. */
  obligation(rule: Obligation): number;
  /** The roll's steps in order (src/engine/roll-steps.ts); insert with addRollStep. */
  readonly rollSteps: RollStep[];
  /**
   * A value the rule sets of one game share while installing, by name: the first call, by any rule
   * set, makes it with `make`; every later call returns the same value. What a rule set installed
   * early leaves there for one installed after it (a scenario's readings of a variant's events).
   */
  shared<T>(name: string, make: () => T): T;
}

/**
 * A rule set: data plus a module in src/rules/<name>/. The registry (src/rules/registry.ts) lists
 * every rule set and decides from the options which are in play; the engine builds each game from
 * that list.
 *
 * Adding one (see docs/architecture.md, "Adding a rule set"): name it, say when it applies,
 * declare its options, extra colours and supply, then in `install` allocate its state fields,
 * add its phases and action kinds (ids from its own block, see src/rules/ids.ts), wrap the hooks
 * it changes, and add its invariants. Register it in src/rules/registry.ts.
 */
export interface RuleSet {
  /** Name in records, configs and help: the folder's name under src/rules. */
  readonly name: string;
  /** One line for `--help` and the README. */
  readonly summary: string;
  /** An edition names the game in records (`ruleset`): the last edition in play does. */
  readonly edition?: boolean;
  /** The ids of the kinds and phases it adds, as [first, end) (src/rules/ids.ts); the base game's are the standard ids. */
  readonly ids?: { readonly kinds?: readonly [number, number]; readonly phases?: readonly [number, number] };
  /** Options its `install`, `extraColours` or `supply` read (see GameBuilder.options). */
  readonly installOptions?: readonly string[];
  /** How its boards are built (Seafarers: sea hexes are places for ships and the pirate). */
  readonly board?: BoardOptions;
  /** Colours that own pieces but never act (neutral players, an inactive colour). */
  extraColours?(options: Readonly<Record<string, unknown>>): number;
  /** The supply in force once this rule set is in play, given the one before it (null for the first). */
  supply?(previous: Supply | null, options: Readonly<Record<string, unknown>>): Supply;
  /** Registers the rule set's fields, phases, kinds, hooks and invariants. */
  install(g: GameBuilder): void;
  /** What the built-in bots need to know to play it (src/engine/bot-kit.ts); without one they search. */
  readonly kit?: BotKit;
  /**
   * The keys its vpSources hook adds to the result (VP_SOURCE_NAME): the results keep each source
   * by this name, per seat, beside the base game's five. The "pieces" invariant holds the hook to it.
   */
  readonly vpSourceNames?: readonly string[];
}

/** Replaces the invariant named `name` (or adds it when there is none). */
export function replaceInvariant(g: GameBuilder, inv: Invariant): void {
  const i = g.invariants.findIndex((x) => x.name === inv.name);
  if (i >= 0) g.invariants[i] = inv;
  else g.invariants.push(inv);
}
