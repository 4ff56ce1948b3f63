// A Game is everything fixed for the length of one game: board topology, rule options, supply
// and the state layout, plus scratch buffers reused by the step function (one Game per thread).

import { ARG_BITS, STANDARD_KINDS } from './actions.js';
import type { BotKit } from './bot-kit.js';
import { buildBoard, type Board, type BoardOptions, type BoardSpec } from './board.js';
import { DESERT, NUM_DEV_TYPES, NUM_RESOURCES, RESOURCE_NAMES, VICTORY_POINT } from './constants.js';
import {
  BANK,
  CUR,
  LA_HOLDER,
  LAST_NODE,
  LR_HOLDER,
  OFFER,
  PHASE,
  PH_SETUP_SETTLEMENT,
  RNG,
  ROBBER,
  STANDARD_PHASES,
  WINNER,
  makeLayout,
  type Layout,
} from './layout.js';
import { checkCoreOptions, type CoreOptions } from './options.js';
import { DECISION_QUEUE_INVARIANT, MAX_OBLIGATIONS, type Obligation } from './decision-queue.js';
import { seedWords } from './rng.js';
import { composeRoll, type RollStep, type WholeRoll } from './roll-steps.js';
import { CARD_COUNTED, CARD_DISCARDED, CARD_MARITIME, CARD_STOLEN, CARD_TRADED, RESOURCE_CLASS, classFlags, type CardClass } from './cards.js';
import { BUNDLE_MAX } from './bundle.js';
import { bundleOffsets, bundleWordsFor, sideCounterGet } from './trade-sides.js';
import { DEVELOPMENT_DECK, MAX_DECK_KINDS, fillDecks, type Deck } from './decks.js';
import { ROW_HEADER, placeCount, type PieceTable } from './piece-tables.js';
import { standardPieces } from './pieces.js';
import { PhaseList, composePhase } from './phase-list.js';
import { BASE_VP_SOURCES, VP_SOURCE_NAME, type BoardSizes, type CardKinds, type GameBuilder, type GameHooks, type Invariant, type KindRule, type PhaseRule, type RuleSet, type Supply } from './rule-set.js';

/** Options as a game holds them: the core options and those of its rule sets, frozen. */
export type GameOptions = Readonly<CoreOptions & Record<string, unknown>>;

/** What a game's rule sets built: shared by every game of one shape (see createGameOf). */
export interface Rules {
  readonly supply: Supply;
  readonly layout: Layout;
  /** The record's ruleset: the last edition in play ('base', 'five-six'). */
  readonly ruleset: string;
  /** Names of the rule sets in play, in the order they were installed. */
  readonly ruleSets: readonly string[];
  /**
   * The rule sets in play themselves, in install order: the registered ones and any extra (a
   * house rule, a rule set not yet registered), so what a rule set brings beside the engine's part
   * (its drawing, its readable view) is found from the game alone.
   */
  readonly installed: readonly RuleSet[];
  /** The bot kits of the rule sets in play that have one, in install order. */
  readonly kits: readonly BotKit[];
  /** The VP sources the rule sets in play add (RuleSet.vpSourceNames), in install order. */
  readonly vpSourceNames: readonly string[];
  /** Action kinds by id, phases by id, hooks and invariants: the tables of the rule sets in play. */
  readonly kinds: ReadonlyArray<KindRule | undefined>;
  readonly phases: ReadonlyArray<PhaseRule | undefined>;
  readonly hooks: Readonly<GameHooks>;
  readonly invariants: readonly Invariant[];
  /** Kinds of mid-turn decision by id (src/engine/decision-queue.ts), and the roll's steps in order. */
  readonly obligations: readonly Obligation[];
  readonly rollSteps: readonly RollStep[];
  /**
   * The same tables as packed arrays of functions by id (null where no rule set has the id), for
   * the hot path: an indexed load of a function stays fast whatever rule set wrote it, where a
   * property read on kind objects of many shapes does not.
   */
  readonly hot: {
    readonly apply: ReadonlyArray<((st: GameState, arg: number, outcome: number) => void) | null>;
    readonly sample: ReadonlyArray<((st: GameState, arg: number) => number) | null>;
    readonly outcomes: ReadonlyArray<((st: GameState, arg: number, values: Int32Array, weights: Int32Array) => number) | null>;
    readonly legal: ReadonlyArray<((st: GameState, out: Int32Array) => number) | null>;
    /** PhaseRule.untraded's list where it still matches the phase's `legal`, else null. */
    readonly untraded: ReadonlyArray<((st: GameState, out: Int32Array) => number) | null>;
    /** The roll steps' functions in order. */
    readonly roll: ReadonlyArray<RollStep['run']>;
    /** The same steps as one function (composeRoll), for a roll from its first step. */
    readonly rollAll: WholeRoll;
    /** The obligations' phases, `next` and `resume` by id (null where absent), for the decision queue. */
    readonly obligationPhase: Int32Array;
    readonly obligationNext: ReadonlyArray<Obligation['next'] | null>;
    readonly obligationResume: ReadonlyArray<Obligation['resume'] | null>;
  };
  /**
   * Kinds of card a hand holds: the five resources, then the card kinds of the rule sets in play.
   * `cardSlot[p * handKinds + k]` is where seat p's count of kind k is, `bankSlot[k]` the bank's.
   */
  readonly handKinds: number;
  readonly cardKinds: readonly CardKinds[];
  /** The decks: the development deck first, then those the rule sets added (GameBuilder.deck). */
  readonly decks: readonly Deck[];
  /** The piece tables the rule sets added (GameBuilder.pieceTable), in the order added. */
  readonly pieceTables: readonly PieceTable[];
  readonly cardSlot: Int32Array;
  readonly bankSlot: Int32Array;
  /** Each hand kind's name (records, descriptions) and how many cards of it the game has. */
  readonly cardNames: readonly string[];
  readonly cardTotals: Int32Array;
  /** Each hand kind's class as CARD_* flags (src/engine/cards.ts). */
  readonly cardFlags: Int32Array;
  /** Hand kinds not counted toward the discard limit, not discarded, not taken by the robber: empty in most games. */
  readonly uncountedKinds: Int32Array;
  readonly undiscardedKinds: Int32Array;
  readonly unstolenKinds: Int32Array;
  /** Hand kinds beyond the resources traded with the bank; a maritime trade's argument is give * maritimeWidth + get. */
  readonly maritimeExtra: Int32Array;
  readonly maritimeWidth: number;
  /**
   * Hand kinds traded between players, in the order a trade bundle holds them (the resources,
   * then the added kinds whose class is CARD_TRADED); `bundleSlot[k]` is kind k's place there
   * (-1: not traded), and `bundleAt` where each bundle side's words are (src/engine/trade-sides.ts).
   */
  readonly tradedKinds: Int32Array;
  readonly bundleSlot: Int32Array;
  readonly bundleAt: Int32Array;
  /** Bounds over every phase and kind in play: the sizes of legal-action and chance buffers. */
  readonly maxActions: number;
  readonly maxOutcomes: number;
}

export interface Game extends Rules {
  readonly board: Board;
  readonly options: GameOptions;
  /**
   * Seats that act (0..seats-1). The layout may hold more colours (layout.players): colours
   * that own pieces but never act, collect or trade (neutral players, an inactive colour).
   * Loops over who acts use `seats`; loops over who owns pieces use layout.players.
   */
  readonly seats: number;
  /**
   * States are carved out of slabs: a view on a shared buffer costs a small fraction of
   * allocating an off-heap buffer per state, which is what makes clone cheap. A slab is freed once
   * none of its states is referenced. Slabs double from one state up to MAX_STATES_PER_SLAB, so a
   * game that only ever needs its own state (most games of a tournament) zeroes one state, not 64.
   */
  readonly slab: { buffer: ArrayBuffer | null; used: number; capacity: number };
  /** Scratch space for the step function; never part of the state. */
  readonly scratch: {
    owed: Int32Array;
    roadEdges: Int32Array;
    edgeLocal: Int32Array;
    outcomes: Int32Array;
    weights: Int32Array;
    reach: Int32Array;
    /** Legal builds: free road sites (an edge bitset). */
    edgeSites: Int32Array;
    /** The robber's list: each hex's possible victims as a colour mask. */
    hexVictims: Int32Array;
    /** determinize: hand cards and development cards left to deal. */
    unseenResources: Int32Array;
    unseenCards: Int32Array;
    /** determinize: a deck's cards left to deal. */
    unseenDeck: Int32Array;
  };
}

export interface GameState {
  readonly game: Game;
  readonly s: Int32Array;
}

/** The card tables of Rules that cardSlots builds. */
type CardTables =
  | 'handKinds'
  | 'cardSlot'
  | 'bankSlot'
  | 'cardNames'
  | 'cardTotals'
  | 'cardFlags'
  | 'uncountedKinds'
  | 'undiscardedKinds'
  | 'unstolenKinds'
  | 'maritimeExtra'
  | 'maritimeWidth'
  | 'tradedKinds'
  | 'bundleSlot';

/** Kinds of card a hand may hold: bounds the discard list and the robber's outcomes. */
export const MAX_HAND_KINDS = 32;

/** Longest Road marks the roads of a trail in a 32-bit set, so a colour may own at most 32. */
const MAX_ROADS = 32;

/**
 * The harbor kind at a node on the board itself (-1 for none): the default of GameHooks.harborAt,
 * exported so that a rule set can tell whether any rule set in play places harbors of its own.
 */
export function boardHarborAt(game: Game, _s: Int32Array, node: number): number {
  return game.board.nodeHarbor[node]!;
}

/** The first desert among the land hexes, or -1 (off the board) on a board without one. */
function firstDesert(game: Game): number {
  const b = game.board;
  for (let i = 0; i < b.landHexes.length; i++) if (b.hexTerrain[b.landHexes[i]!] === DESERT) return b.landHexes[i]!;
  return -1;
}

const noHooks = (): GameHooks => ({
  setUp() {},
  afterAction() {},
  produce() {},
  turnEnded() {},
  passTurn() {
    throw new Error('no rule set in play decides who acts next (passTurn)');
  },
  mayOffer: () => false,
  discardLimit: (game) => game.options.discardLimit,
  routeLength: () => 0,
  routeLengthWithRoad: (game, s, p) => game.hooks.routeLength(game, s, p),
  settlementPlaced() {},
  roadPlaced() {},
  roadRemoved() {},
  roadsOffSupply: () => 0,
  roadBuildingPlayable: () => false,
  robberRefuge: firstDesert,
  harborAt: boardHarborAt,
  vpSources: () => ({ settlements: 0, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0 }),
  pieces: standardPieces,
  redact() {},
  determinize() {},
});

/**
 * Rules by shape (the rule sets, the options they install by, the board's sizes). Building them
 * makes closures (a rule set wrapping another's kind or hook); doing it once per shape, not per game,
 * keeps every call site of the step function seeing the same few functions, which is what lets
 * the JIT keep it fast when a tournament builds a new game per map. A memo of a pure function:
 * bounded, and never observable except through speed.
 */
const RULES_BY_SHAPE = new Map<string, Rules>();
const MAX_SHAPES = 64;
const ruleSetIds = new WeakMap<RuleSet, number>();

/** Rule sets are told apart by identity (two objects may share a name). */
function ruleSetId(r: RuleSet): number {
  let id = ruleSetIds.get(r);
  if (id === undefined) {
    id = nextRuleSetId++;
    ruleSetIds.set(r, id);
  }
  return id;
}
let nextRuleSetId = 0;

/** The options installing may read: `players` and those the rule sets name (GameBuilder.options). */
function installOptions(ruleSets: readonly RuleSet[], opts: GameOptions): Readonly<Record<string, unknown>> & { readonly players: number } {
  const picked: Record<string, unknown> = { players: opts.players };
  for (const r of ruleSets) for (const name of r.installOptions ?? []) picked[name] = opts[name];
  return Object.freeze(picked) as Readonly<Record<string, unknown>> & { readonly players: number };
}

function shapeKey(ruleSets: readonly RuleSet[], opts: Readonly<Record<string, unknown>>, b: BoardSizes): string {
  return `${ruleSets.map(ruleSetId).join(',')}|${b.numNodes},${b.numEdges},${b.numHexes}|${JSON.stringify(opts)}`;
}

/**
 * A game of the given rule sets (in install order; the registry in src/rules chooses them from the
 * options) on a board. Options must be resolved already: missing core options are an error here.
 */
export function createGameOf(ruleSets: readonly RuleSet[], boardSpec: BoardSpec | Board, options: Readonly<CoreOptions & Record<string, unknown>>): Game {
  return gamesOf(ruleSets, options)(boardSpec);
}

/**
 * Games of the given rule sets under one set of options, board after board: the options are
 * checked, frozen and keyed once, and the rules of the last board's sizes kept at hand, so a
 * tournament or a benchmark dealing a fresh map per game pays for the map and the game's own
 * buffers only. Every game shares the one frozen options object.
 */
export function gamesOf(ruleSets: readonly RuleSet[], options: Readonly<CoreOptions & Record<string, unknown>>): (board: BoardSpec | Board) => Game {
  if (ruleSets.length === 0) throw new Error('createGame: no rule set');
  checkCoreOptions(options);
  const boardOptions = boardOptionsOf(ruleSets);
  const opts: GameOptions = Object.freeze({ ...options });
  const shapeOpts = installOptions(ruleSets, opts);
  let last: { sizes: BoardSizes; rules: Rules } | null = null;
  return (boardSpec) => {
    const board = 'numNodes' in boardSpec ? boardSpec : buildBoard(boardSpec, boardOptions);
    let rules: Rules;
    if (last && last.sizes.numNodes === board.numNodes && last.sizes.numEdges === board.numEdges && last.sizes.numHexes === board.numHexes) {
      rules = last.rules;
    } else {
      rules = rulesFor(ruleSets, board, shapeOpts);
      last = { sizes: { numNodes: board.numNodes, numEdges: board.numEdges, numHexes: board.numHexes }, rules };
    }
    return {
      board,
      options: opts,
      ...rules,
      seats: opts.players,
      slab: { buffer: null, used: 0, capacity: 0 },
      scratch: gameScratch(opts.players, board, rules),
    };
  };
}

/** What the rule sets ask of the board they play on (Seafarers: sea hexes as places). */
export function boardOptionsOf(ruleSets: readonly RuleSet[]): BoardOptions {
  const options: BoardOptions = Object.assign({}, ...ruleSets.map((r) => r.board ?? {}));
  // Terrains add up: each rule set registers its own, in install order.
  const terrains = ruleSets.flatMap((r) => r.board?.terrains ?? []);
  return terrains.length > 0 ? { ...options, terrains } : options;
}

/** The rules of these rule sets and options for boards of these sizes, from the memo or built. */
function rulesFor(ruleSets: readonly RuleSet[], b: BoardSizes, shapeOpts: GameBuilder['options']): Rules {
  const key = shapeKey(ruleSets, shapeOpts, b);
  let rules = RULES_BY_SHAPE.get(key);
  if (!rules) {
    rules = buildRules(ruleSets, { numNodes: b.numNodes, numEdges: b.numEdges, numHexes: b.numHexes }, shapeOpts);
    if (RULES_BY_SHAPE.size >= MAX_SHAPES) RULES_BY_SHAPE.delete(RULES_BY_SHAPE.keys().next().value!);
    RULES_BY_SHAPE.set(key, rules);
  }
  return rules;
}

/**
 * The step function's scratch, carved out of one buffer: eleven small typed arrays each of their
 * own were a third of making a game, and a tournament on random maps makes one per game.
 */
function gameScratch(players: number, board: BoardSizes, rules: Rules): Game['scratch'] {
  const L = rules.layout;
  const sizes = {
    owed: players * NUM_RESOURCES,
    roadEdges: MAX_ROADS,
    edgeLocal: board.numEdges,
    outcomes: rules.maxOutcomes,
    weights: rules.maxOutcomes,
    reach: L.nodeWords,
    edgeSites: L.edgeWords,
    hexVictims: board.numHexes,
    unseenResources: rules.handKinds,
    unseenCards: NUM_DEV_TYPES,
    // Only the decks a rule set added are dealt through it (the development deck has its own).
    unseenDeck: rules.decks.reduce((m, d, i) => (i === 0 ? m : Math.max(m, d.names.length)), 0),
  };
  let total = 0;
  for (const n of Object.values(sizes)) total += n;
  const buffer = new ArrayBuffer(total * 4);
  let at = 0;
  const carve = (n: number) => {
    const view = new Int32Array(buffer, at * 4, n);
    at += n;
    return view;
  };
  return {
    owed: carve(sizes.owed),
    roadEdges: carve(sizes.roadEdges),
    edgeLocal: carve(sizes.edgeLocal).fill(-1),
    outcomes: carve(sizes.outcomes),
    weights: carve(sizes.weights),
    reach: carve(sizes.reach),
    edgeSites: carve(sizes.edgeSites),
    hexVictims: carve(sizes.hexVictims),
    unseenResources: carve(sizes.unseenResources),
    unseenCards: carve(sizes.unseenCards),
    unseenDeck: carve(sizes.unseenDeck),
  };
}

/** Installs the rule sets in order on an empty set of tables, for boards of these sizes. */
function buildRules(ruleSets: readonly RuleSet[], sizes: BoardSizes, opts: GameBuilder['options']): Rules {
  let colours = opts.players;
  let supply: Supply | null = null;
  for (const r of ruleSets) {
    colours += r.extraColours?.(opts) ?? 0;
    if (r.supply) supply = r.supply(supply, opts);
  }
  if (!supply) throw new Error(`createGame: no rule set among ${ruleSets.map((r) => r.name).join(', ')} gives a supply`);
  if (supply.roads > MAX_ROADS) throw new Error(`createGame: ${supply.roads} roads per colour, at most ${MAX_ROADS} are supported`);
  const standard = makeLayout(colours, sizes.numNodes, sizes.numEdges);
  const fields: Record<string, number> = {};
  let size = standard.size;
  const kinds: Array<KindRule | undefined> = [];
  const phases: Array<PhaseRule | undefined> = [];
  const hooks = noHooks();
  const invariants: Invariant[] = [DECISION_QUEUE_INVARIANT];
  const cardKinds: CardKinds[] = [];
  const obligations: Obligation[] = [];
  const rollSteps: RollStep[] = [];
  const shared = new Map<string, unknown>();
  const lists = new PhaseLists(phases);
  // The development deck is in every game, at the standard fields; its totals are the supply's.
  const decks: Deck[] = [DEVELOPMENT_DECK];
  const pieceTables: PieceTable[] = [];
  let twoForOne = -1;
  for (const r of ruleSets) {
    const kindsBefore = kinds.map((k) => k !== undefined);
    const phasesBefore = phases.map((p) => p !== undefined);
    const builder: GameBuilder = {
      board: sizes,
      options: opts,
      layout: standard,
      seats: opts.players,
      get supply() {
        return supply!;
      },
      set supply(v: Supply) {
        supply = v;
      },
      kinds,
      phases,
      phaseList: (id, name) => lists.get(r, id, name),
      hooks,
      invariants,
      fields,
      field(name: string, words = 1) {
        if (Object.hasOwn(fields, name)) throw new Error(`rule set ${r.name}: state field "${name}" is already taken`);
        fields[name] = size;
        size += words;
        return fields[name];
      },
      pieceTable(name, spec) {
        if (pieceTables.some((t) => t.name === name)) throw new Error(`rule set ${r.name}: a piece table "${name}" is already in the game`);
        const attributes = Object.freeze([...(spec.attributes ?? [])]);
        const stride = ROW_HEADER + attributes.length;
        const table: PieceTable = Object.freeze({
          name,
          place: spec.place,
          capacity: spec.capacity,
          attributes,
          stride,
          rows: this.field(`pieces.${name}.rows`, spec.capacity * stride),
          occupancy: this.field(`pieces.${name}.at`, placeCount(sizes, spec.place)),
        });
        pieceTables.push(table);
        return table;
      },
      deck(name, names, totals, options = {}) {
        if (names.length !== totals.length) throw new Error(`rule set ${r.name}: deck ${name} needs one total per kind`);
        // Dealing piles again reads the revealed kinds as a bit each: only a deck without piles or revealed kinds may hold more.
        if (names.length > MAX_DECK_KINDS && (options.piles || (options.revealed ?? []).length > 0)) throw new Error(`rule set ${r.name}: deck ${name} with piles or revealed kinds holds at most ${MAX_DECK_KINDS} kinds`);
        if (decks.some((d) => d.name === name)) throw new Error(`rule set ${r.name}: a deck "${name}" is already in the game`);
        const k = names.length;
        const piles = options.piles ?? false;
        let revealed = 0;
        for (const kind of options.revealed ?? []) {
          const i = names.indexOf(kind);
          if (i < 0) throw new Error(`rule set ${r.name}: deck ${name} reveals ${kind}, a kind it does not hold`);
          revealed |= 1 << i;
        }
        // determinize deals returned cards with the piles, and revealed kinds go to the played pile.
        if ((options.returns && !piles) || (revealed !== 0 && !options.played)) throw new Error(`rule set ${r.name}: deck ${name} returns cards only with piles, and reveals kinds only with a played pile`);
        const cards = totals.reduce((a, b) => a + b, 0);
        const deck: Deck = Object.freeze({
          name,
          names: Object.freeze([...names]),
          totals: Object.freeze([...totals]),
          counts: this.field(`deck.${name}.counts`, k),
          size: this.field(`deck.${name}.size`),
          piles: piles ? this.field(`deck.${name}.piles`, standard.players * k) : -1,
          pileSizes: piles ? this.field(`deck.${name}.pileSizes`, standard.players) : -1,
          played: options.played ? this.field(`deck.${name}.played`, k) : -1,
          revealed,
          returned: options.returns ? this.field(`deck.${name}.returned`, cards) : -1,
          returnedSize: options.returns ? this.field(`deck.${name}.returnedSize`) : -1,
        });
        decks.push(deck);
        return deck;
      },
      cards(names: readonly string[], total: number, cardClass?: CardClass) {
        const block: CardKinds = Object.freeze({
          names: Object.freeze([...names]),
          hand: this.field(`cards.${names.join('+')}.hands`, standard.players * names.length),
          bank: this.field(`cards.${names.join('+')}.bank`, names.length),
          total,
          flags: classFlags(cardClass),
          limit: cardClass?.limit ?? 0,
        });
        cardKinds.push(block);
        return block;
      },
      twoForOne() {
        if (twoForOne < 0) twoForOne = this.field('trade.twoForOne', standard.players);
        return twoForOne;
      },
      obligation(rule: Obligation) {
        if (obligations.length >= MAX_OBLIGATIONS) throw new Error(`${r.name}: more than ${MAX_OBLIGATIONS} obligations`);
        if (!(rule.phase >= 0 && rule.phase < MAX_OBLIGATIONS)) throw new Error(`${r.name}: obligation ${rule.name}'s phase ${rule.phase} is not a phase id below ${MAX_OBLIGATIONS}`);
        // One shape for every obligation, so the queue's loads of them stay monomorphic.
        obligations.push(Object.freeze({ name: rule.name, phase: rule.phase, next: rule.next, resume: rule.resume }));
        return obligations.length - 1;
      },
      rollSteps,
      shared<T>(name: string, make: () => T): T {
        if (!shared.has(name)) shared.set(name, make());
        return shared.get(name) as T;
      },
    };
    r.install(builder);
    lists.compose(r);
    checkNewIds(r, kinds, kindsBefore, 'kind', STANDARD_KINDS);
    checkNewIds(r, phases, phasesBefore, 'phase', STANDARD_PHASES);
  }
  kinds.forEach((k, id) => {
    if (k && k.argBits > ARG_BITS) throw new Error(`action kind ${k.name} (${id}) needs ${k.argBits} argument bits; actions carry ${ARG_BITS}`);
  });
  let maxActions = 1;
  for (const ph of phases) if (ph) maxActions = Math.max(maxActions, ph.maxActions);
  let maxOutcomes = 1;
  for (const k of kinds) if (k?.maxOutcomes) maxOutcomes = Math.max(maxOutcomes, k.maxOutcomes);
  const last = [...ruleSets].reverse().find((r) => r.edition) ?? ruleSets[0]!;
  const slots = cardSlots(standard, supply, cardKinds);
  const handKinds = slots.handKinds;
  if (handKinds > MAX_HAND_KINDS) throw new Error(`createGame: ${handKinds} kinds of card in a hand, at most ${MAX_HAND_KINDS} are supported`);
  const discards = size;
  size += 2 * handKinds;
  // Bundle words beyond the first, only in a game trading more than six kinds between players.
  const bundleWords = bundleWordsFor(slots.tradedKinds.length);
  const bundleMore = bundleWords > 1 ? size : -1;
  if (bundleWords > 1) size += (sideCounterGet(standard.players - 1) + 1) * (bundleWords - 1);
  return Object.freeze({
    supply: Object.freeze(supply),
    layout: Object.freeze({ ...standard, discards, bundleWords, bundleMore, twoForOne, size, fields: Object.freeze(fields) }),
    ruleset: last.name,
    ruleSets: Object.freeze(ruleSets.map((r) => r.name)),
    installed: Object.freeze(ruleSets.slice()),
    kits: Object.freeze(ruleSets.flatMap((r) => (r.kit ? [r.kit] : []))),
    vpSourceNames: vpSourceNamesOf(ruleSets),
    kinds: Object.freeze(kinds.map((k) => (k ? Object.freeze(k) : k))),
    phases: Object.freeze(phases.map((p) => (p ? Object.freeze(p) : p))),
    hooks: Object.freeze(hooks),
    invariants: Object.freeze(invariants.slice()),
    obligations: Object.freeze(obligations.slice()),
    rollSteps: Object.freeze(rollSteps.slice()),
    hot: hotTables(kinds, phases, rollSteps, obligations),
    ...slots,
    bundleAt: bundleOffsets(standard, bundleWords, bundleMore),
    cardKinds: Object.freeze(cardKinds),
    decks: Object.freeze([Object.freeze({ ...DEVELOPMENT_DECK, totals: Object.freeze([...supply.devDeck]) }), ...decks.slice(1)]),
    pieceTables: Object.freeze(pieceTables),
    maxActions,
    maxOutcomes,
  });
}

/** The VP sources the rule sets add, in install order; throws for a name the results could not keep apart. */
export function vpSourceNamesOf(ruleSets: readonly RuleSet[]): readonly string[] {
  const names: string[] = [];
  for (const r of ruleSets) {
    for (const name of r.vpSourceNames ?? []) {
      const taken = (BASE_VP_SOURCES as readonly string[]).includes(name) || name === 'special' || names.includes(name);
      if (!VP_SOURCE_NAME.test(name) || taken) {
        throw new Error(`rule set ${r.name}: VP source "${name}" ${taken ? 'is already a source' : 'is not a lower-case word or camelCase words'}`);
      }
      names.push(name);
    }
  }
  return Object.freeze(names);
}

/**
 * The hand kinds, resources first and then the added kinds: where each colour's count of each is,
 * the bank's, their names and totals.
 */
function cardSlots(L: Layout, supply: Supply, blocks: readonly CardKinds[]): Pick<Rules, CardTables> {
  // Each hand kind as (block stride, hand offset, bank offset, name, total, class); resources are a block of their own.
  const kinds: Array<{ width: number; hand: number; bank: number; name: string; total: number; flags: number }> = [];
  RESOURCE_NAMES.forEach((name, r) => kinds.push({ width: NUM_RESOURCES, hand: L.hand + r, bank: BANK + r, name, total: supply.resourceCount, flags: RESOURCE_CLASS }));
  for (const b of blocks) b.names.forEach((name, j) => kinds.push({ width: b.names.length, hand: b.hand + j, bank: b.bank + j, name, total: b.total, flags: b.flags }));
  const lacking = (flag: number) => Int32Array.from(kinds.flatMap((k, i) => ((k.flags & flag) === 0 ? [i] : [])));
  const maritimeExtra = Int32Array.from(kinds.flatMap((k, i) => (i >= NUM_RESOURCES && (k.flags & CARD_MARITIME) !== 0 ? [i] : [])));
  const tradedKinds = Int32Array.from(kinds.flatMap((k, i) => ((k.flags & CARD_TRADED) !== 0 ? [i] : [])));
  const handKinds = kinds.length;
  const cardSlot = new Int32Array(L.players * handKinds);
  for (let p = 0; p < L.players; p++) kinds.forEach((k, i) => (cardSlot[p * handKinds + i] = k.hand + p * k.width));
  return {
    handKinds,
    cardSlot,
    bankSlot: Int32Array.from(kinds, (k) => k.bank),
    cardNames: Object.freeze(kinds.map((k) => k.name)),
    cardTotals: Int32Array.from(kinds, (k) => k.total),
    cardFlags: Int32Array.from(kinds, (k) => k.flags),
    uncountedKinds: lacking(CARD_COUNTED),
    undiscardedKinds: lacking(CARD_DISCARDED),
    unstolenKinds: lacking(CARD_STOLEN),
    maritimeExtra,
    maritimeWidth: maritimeExtra.length > 0 ? handKinds : NUM_RESOURCES,
    tradedKinds,
    bundleSlot: Int32Array.from(kinds, (_, k) => tradedKinds.indexOf(k)),
  };
}

/**
 * Packed arrays of the rules' functions by id (see Rules.hot). They are called as plain functions:
 * not bound, so a rule shared by many shapes keeps one function object at every call site.
 */
function hotTables(kinds: ReadonlyArray<KindRule | undefined>, phases: ReadonlyArray<PhaseRule | undefined>, rollSteps: readonly RollStep[], obligations: readonly Obligation[]): Game['hot'] {
  const byId = <T, F>(table: ReadonlyArray<T | undefined>, pick: (x: T) => F, none: F): F[] => Array.from({ length: table.length }, (_, i) => (table[i] ? pick(table[i]!) : none));
  type Sample = (st: GameState, arg: number) => number;
  type Outcomes = (st: GameState, arg: number, values: Int32Array, weights: Int32Array) => number;
  type Legal = (st: GameState, out: Int32Array) => number;
  return {
    apply: byId<KindRule, ((st: GameState, arg: number, outcome: number) => void) | null>(kinds, (k) => k.apply, null),
    sample: byId<KindRule, Sample | null>(kinds, (k) => k.sample ?? null, null),
    outcomes: byId<KindRule, Outcomes | null>(kinds, (k) => k.outcomes ?? null, null),
    legal: byId<PhaseRule, Legal | null>(phases, (p) => p.legal, null),
    untraded: byId<PhaseRule, Legal | null>(phases, (p) => (p.untraded && p.untraded.for === p.legal ? p.untraded.legal : null), null),
    roll: rollSteps.map((r) => r.run),
    rollAll: composeRoll(rollSteps.map((r) => r.run)),
    obligationPhase: Int32Array.from(obligations, (o) => o.phase),
    obligationNext: obligations.map((o) => o.next ?? null),
    obligationResume: obligations.map((o) => o.resume ?? null),
  };
}

/**
 * The phase lists of a game being built, and the entry each last composed into the phases table.
 * A rule set may still wrap a composed entry (it then loses the list without trades, as any
 * wrapper does); contributing to a list whose entry was replaced meanwhile is an error, since
 * composing again would silently drop the replacement.
 */
class PhaseLists {
  private readonly lists = new Map<number, { list: PhaseList; composed: PhaseRule | undefined; changed: boolean }>();
  constructor(private readonly phases: Array<PhaseRule | undefined>) {}

  get(r: RuleSet, id: number, name?: string): PhaseList {
    let entry = this.lists.get(id);
    if (!entry) {
      // A list started on a phase set directly replaces it: the name says that is meant.
      if (name === undefined) throw new Error(`rule set ${r.name}: phase ${id} has no list yet; name it to start one`);
      entry = { list: new PhaseList(name), composed: undefined, changed: true };
      this.lists.set(id, entry);
    }
    this.check(r, id, entry.composed);
    entry.changed = true;
    return entry.list;
  }

  compose(r: RuleSet): void {
    for (const [id, entry] of this.lists) {
      if (!entry.changed) continue;
      this.check(r, id, entry.composed);
      entry.composed = this.phases[id] = composePhase(entry.list);
      entry.changed = false;
    }
  }

  private check(r: RuleSet, id: number, composed: PhaseRule | undefined): void {
    if (composed !== undefined && this.phases[id] !== composed) {
      throw new Error(`rule set ${r.name}: phase ${composed.name} was replaced after it was built from contributions (GameBuilder.phaseList); contribute to it instead`);
    }
  }
}

/** Ids a rule set adds (not those it wraps) lie in its own block, or among the standard ids. */
function checkNewIds(r: RuleSet, table: ReadonlyArray<unknown>, had: readonly boolean[], what: 'kind' | 'phase', standard: number): void {
  const block = what === 'kind' ? r.ids?.kinds : r.ids?.phases;
  const [lo, hi] = block ?? [0, standard];
  for (let id = 0; id < table.length; id++) {
    if (table[id] === undefined || had[id]) continue;
    if (id < lo || id >= hi) throw new Error(`rule set ${r.name}: ${what} id ${id} is outside its block [${lo}, ${hi})`);
  }
}

/** A fresh game at the first set-up placement of seat 0, its random stream seeded from `seed`. */
export function newState(game: Game, seed: string): GameState {
  const L = game.layout;
  const sup = game.supply;
  const s = allocState(game);
  s[PHASE] = PH_SETUP_SETTLEMENT;
  s[CUR] = 0;
  s[ROBBER] = game.board.robberStart;
  s[LR_HOLDER] = -1;
  s[LA_HOLDER] = -1;
  s[WINNER] = -1;
  s[OFFER] = -1;
  s[LAST_NODE] = -1;
  seedWords(s, RNG, seed);
  for (let r = 0; r < NUM_RESOURCES; r++) s[BANK + r] = sup.resourceCount;
  for (const b of game.cardKinds) s.fill(b.total, b.bank, b.bank + b.names.length);
  fillDecks(game, s);
  for (let p = 0; p < L.players; p++) {
    s[L.roadsLeft + p] = sup.roads;
    s[L.settlementsLeft + p] = sup.settlements;
    s[L.citiesLeft + p] = sup.cities;
  }
  const st = { game, s };
  game.hooks.setUp(st);
  return st;
}

/** An independent copy: one typed-array copy plus a small object. */
export function cloneState(st: GameState): GameState {
  const s = allocState(st.game);
  s.set(st.s);
  return { game: st.game, s };
}

const MAX_STATES_PER_SLAB = 64;

/** A zeroed state-sized Int32Array from the game's current slab. */
export function allocState(game: Game): Int32Array {
  const size = game.layout.size;
  const slab = game.slab;
  if (slab.buffer === null || slab.used === slab.capacity) {
    slab.capacity = Math.min(MAX_STATES_PER_SLAB, Math.max(1, slab.capacity * 2));
    slab.buffer = new ArrayBuffer(size * 4 * slab.capacity);
    slab.used = 0;
  }
  return new Int32Array(slab.buffer, size * 4 * slab.used++, size);
}

/** Copies `source` into `target` (same game) without allocating: for search bots that reuse buffers. */
export function copyState(target: GameState, source: GameState): void {
  target.s.set(source.s);
}

export function totalVp(game: Game, s: Int32Array, p: number): number {
  const L = game.layout;
  return s[L.publicVp + p]! + s[L.dev + p * NUM_DEV_TYPES + VICTORY_POINT]! + s[L.devNew + p * NUM_DEV_TYPES + VICTORY_POINT]!;
}

/**
 * A private copy of the game's fixed parts (board tables, options, scratch) for a bot: what a
 * bot does to it cannot reach the engine's game or another bot's.
 */
export function isolatedGame(game: Game): Game {
  const b = game.board;
  const copy = <T>(x: T): T => (ArrayBuffer.isView(x) ? ((x as unknown as Int32Array).slice() as unknown as T) : x);
  const board = Object.fromEntries(Object.entries(b).map(([k, v]) => [k, copy(v)])) as unknown as Board;
  Object.assign(board, {
    spec: structuredClone(b.spec),
    nodeName: b.nodeName.map((n) => [...n]),
    edgeName: b.edgeName.map((e) => [...e]),
    harborEdges: b.harborEdges.map((h) => ({ ...h })),
  });
  return {
    ...game,
    slab: { buffer: null, used: 0, capacity: 0 },
    board,
    options: Object.freeze({ ...game.options }),
    // Fresh scratch: what the engine last left there may come from hidden cards.
    scratch: gameScratch(game.seats, game.board, game),
  };
}
