// A Game is everything fixed for the length of one game: board topology, rule options, supply
// and the state layout, plus scratch buffers reused by the step function (one Game per thread).

import { ARG_BITS, STANDARD_KINDS } from './actions.js';
import { buildBoard, type Board, type BoardSpec } from './board.js';
import { NUM_DEV_TYPES, NUM_RESOURCES, VICTORY_POINT } from './constants.js';
import {
  BANK,
  CUR,
  DECK,
  DECK_COUNT,
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
import { seedWords } from './rng.js';
import type { GameBuilder, GameHooks, Invariant, KindRule, PhaseRule, RuleSet, Supply } from './rule-set.js';

/** Options as a game holds them: the core options and those of its rule sets, frozen. */
export type GameOptions = Readonly<CoreOptions & Record<string, unknown>>;

export interface Game {
  readonly board: Board;
  readonly options: GameOptions;
  readonly supply: Supply;
  readonly layout: Layout;
  /** The record's ruleset: the last edition in play ('base', 'five-six'). */
  readonly ruleset: string;
  /** Names of the rule sets in play, in the order they were installed. */
  readonly ruleSets: readonly string[];
  /**
   * Seats that act (0..seats-1). The layout may hold more colours (layout.players): colours
   * that own pieces but never act, collect or trade (neutral players, an inactive colour).
   * Loops over who acts use `seats`; loops over who owns pieces use layout.players.
   */
  readonly seats: number;
  /** Action kinds by id, phases by id, hooks and invariants: the tables of the rule sets in play. */
  readonly kinds: ReadonlyArray<KindRule | undefined>;
  readonly phases: ReadonlyArray<PhaseRule | undefined>;
  readonly hooks: Readonly<GameHooks>;
  readonly invariants: readonly Invariant[];
  /** Bounds over every phase and kind in play: the sizes of legal-action and chance buffers. */
  readonly maxActions: number;
  readonly maxOutcomes: number;
  /**
   * States are carved out of slabs of STATES_PER_SLAB: a view on a shared buffer costs a small
   * fraction of allocating an off-heap buffer per state, which is what makes clone cheap. A slab
   * is freed once none of its states is referenced.
   */
  readonly slab: { buffer: ArrayBuffer | null; used: number };
  /** Scratch space for the step function; never part of the state. */
  readonly scratch: {
    owed: Int32Array;
    roadEdges: Int32Array;
    edgeLocal: Int32Array;
    outcomes: Int32Array;
    weights: Int32Array;
    reach: Int32Array;
    /** determinize: resource cards and development cards left to deal. */
    unseenResources: Int32Array;
    unseenCards: Int32Array;
  };
}

export interface GameState {
  readonly game: Game;
  readonly s: Int32Array;
}

/** Longest Road marks the roads of a trail in a 32-bit set, so a colour may own at most 32. */
const MAX_ROADS = 32;

const noHooks = (): GameHooks => ({
  setUp() {},
  afterAction() {},
  produce() {},
  turnEnded() {},
  passTurn() {
    throw new Error('no rule set in play decides who acts next (passTurn)');
  },
  mayOffer: () => false,
  vpSources: () => ({ settlements: 0, cities: 0, longestRoad: 0, largestArmy: 0, vpCards: 0 }),
  redact() {},
  determinize() {},
});

/**
 * A game of the given rule sets (in install order; the registry in src/rules chooses them from the
 * options) on a board. Options must be resolved already: missing core options are an error here.
 */
export function createGameOf(ruleSets: readonly RuleSet[], boardSpec: BoardSpec | Board, options: Readonly<CoreOptions & Record<string, unknown>>): Game {
  if (ruleSets.length === 0) throw new Error('createGame: no rule set');
  checkCoreOptions(options);
  const boardOptions = Object.assign({}, ...ruleSets.map((r) => r.board ?? {}));
  const board = 'numNodes' in boardSpec ? boardSpec : buildBoard(boardSpec, boardOptions);
  const opts: GameOptions = Object.freeze({ ...options });
  let colours = opts.players;
  let supply: Supply | null = null;
  for (const r of ruleSets) {
    colours += r.extraColours?.(opts) ?? 0;
    if (r.supply) supply = r.supply(supply, opts);
  }
  if (!supply) throw new Error(`createGame: no rule set among ${ruleSets.map((r) => r.name).join(', ')} gives a supply`);
  if (supply.roads > MAX_ROADS) throw new Error(`createGame: ${supply.roads} roads per colour, at most ${MAX_ROADS} are supported`);
  const standard = makeLayout(colours, board.numNodes, board.numEdges);
  const fields: Record<string, number> = {};
  let size = standard.size;
  const kinds: Array<KindRule | undefined> = [];
  const phases: Array<PhaseRule | undefined> = [];
  const hooks = noHooks();
  const invariants: Invariant[] = [];
  for (const r of ruleSets) {
    const kindsBefore = kinds.map((k) => k !== undefined);
    const phasesBefore = phases.map((p) => p !== undefined);
    const builder: GameBuilder = {
      board,
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
      hooks,
      invariants,
      field(name: string, words = 1) {
        if (Object.hasOwn(fields, name)) throw new Error(`rule set ${r.name}: state field "${name}" is already taken`);
        fields[name] = size;
        size += words;
        return fields[name];
      },
    };
    r.install(builder);
    checkNewIds(r, kinds, kindsBefore, 'kind', STANDARD_KINDS);
    checkNewIds(r, phases, phasesBefore, 'phase', STANDARD_PHASES);
  }
  kinds.forEach((k, id) => {
    if (k && k.argBits > ARG_BITS) throw new Error(`action kind ${k.name} (${id}) needs ${k.argBits} argument bits; actions carry ${ARG_BITS}`);
  });
  const layout: Layout = Object.freeze({ ...standard, size, fields: Object.freeze(fields) });
  let maxActions = 1;
  for (const ph of phases) if (ph) maxActions = Math.max(maxActions, ph.maxActions);
  let maxOutcomes = 1;
  for (const k of kinds) if (k?.maxOutcomes) maxOutcomes = Math.max(maxOutcomes, k.maxOutcomes);
  const last = [...ruleSets].reverse().find((r) => r.edition) ?? ruleSets[0]!;
  return {
    board,
    options: opts,
    supply: Object.freeze(supply),
    layout,
    ruleset: last.name,
    ruleSets: Object.freeze(ruleSets.map((r) => r.name)),
    seats: opts.players,
    kinds: Object.freeze(kinds.map((k) => (k ? Object.freeze(k) : k))),
    phases: Object.freeze(phases.map((p) => (p ? Object.freeze(p) : p))),
    hooks: Object.freeze(hooks),
    invariants: Object.freeze(invariants.slice()),
    maxActions,
    maxOutcomes,
    slab: { buffer: null, used: 0 },
    scratch: {
      owed: new Int32Array(opts.players * NUM_RESOURCES),
      roadEdges: new Int32Array(MAX_ROADS),
      edgeLocal: new Int32Array(board.numEdges).fill(-1),
      outcomes: new Int32Array(maxOutcomes),
      weights: new Int32Array(maxOutcomes),
      reach: new Int32Array(layout.nodeWords),
      unseenResources: new Int32Array(NUM_RESOURCES),
      unseenCards: new Int32Array(NUM_DEV_TYPES),
    },
  };
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
  let deck = 0;
  for (let k = 0; k < NUM_DEV_TYPES; k++) {
    s[DECK + k] = sup.devDeck[k]!;
    deck += sup.devDeck[k]!;
  }
  s[DECK_COUNT] = deck;
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

const STATES_PER_SLAB = 64;

/** A zeroed state-sized Int32Array from the game's current slab. */
export function allocState(game: Game): Int32Array {
  const size = game.layout.size;
  const slab = game.slab;
  if (slab.buffer === null || slab.used === STATES_PER_SLAB) {
    slab.buffer = new ArrayBuffer(size * 4 * STATES_PER_SLAB);
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
    slab: { buffer: null, used: 0 },
    board,
    options: Object.freeze({ ...game.options }),
    // Fresh scratch: what the engine last left there may come from hidden cards.
    scratch: {
      owed: new Int32Array(game.scratch.owed.length),
      roadEdges: new Int32Array(game.scratch.roadEdges.length),
      edgeLocal: new Int32Array(game.scratch.edgeLocal.length).fill(-1),
      outcomes: new Int32Array(game.scratch.outcomes.length),
      weights: new Int32Array(game.scratch.weights.length),
      reach: new Int32Array(game.scratch.reach.length),
      unseenResources: new Int32Array(NUM_RESOURCES),
      unseenCards: new Int32Array(NUM_DEV_TYPES),
    },
  };
}
