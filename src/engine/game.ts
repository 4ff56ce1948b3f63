// A Game is everything fixed for the length of one game: board topology, rule options, supply
// and the state layout, plus scratch buffers reused by the step function (one Game per thread).

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
  TOKENS,
  TOKEN_SUPPLY,
  WINNER,
  hasBit,
  makeLayout,
  type Layout,
} from './layout.js';
import { resolveOptions, type RuleOptions } from './options.js';
import { seedWords } from './rng.js';
import { BASE_SUPPLY, type Supply } from '../rules/base/supply.js';
import { FIVE_SIX_SUPPLY } from '../rules/five-six/supply.js';
import { INACTIVE_SETTLEMENTS } from '../rules/five-six/maps.js';
import { NEUTRAL_SETTLEMENTS, START_TOKENS, TRADE_TOKENS } from '../rules/catan-for-two/data.js';
import { placeSettlement } from './pieces.js';

/** Turn rules as small integers for the step function (see options.ts). */
export const TR_STANDARD = 0;
export const TR_SPECIAL_BUILDING = 1;
export const TR_PAIRED = 2;

export interface Game {
  readonly board: Board;
  readonly options: RuleOptions;
  readonly supply: Supply;
  readonly layout: Layout;
  readonly ruleset: string;
  /**
   * Seats that act (0..seats-1). The layout may hold more colours (layout.players): colours
   * that own pieces but never act, collect or trade (the inactive colour of a first 5-player
   * game). Loops over who acts use `seats`; loops over who owns pieces use layout.players.
   */
  readonly seats: number;
  /** options.turnRule as TR_*. */
  readonly turnRule: number;
  /**
   * Catan for Two: colours 2 and 3 are the neutral players (pieces only, never act), the turn
   * has two rolls, and trade tokens are in play.
   */
  readonly twoPlayer: boolean;
  /** Scratch space for the step function; never part of the state. */
  /**
   * States are carved out of slabs of STATES_PER_SLAB: a view on a shared buffer costs a small
   * fraction of allocating an off-heap buffer per state, which is what makes clone cheap. A slab
   * is freed once none of its states is referenced.
   */
  readonly slab: { buffer: ArrayBuffer | null; used: number };
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

export function createGame(boardSpec: BoardSpec | Board, options: Partial<RuleOptions> = {}): Game {
  const board = 'numNodes' in boardSpec ? boardSpec : buildBoard(boardSpec);
  const opts = Object.freeze(resolveOptions(options));
  const twoPlayer = opts.variant === 'catan-for-two';
  const colours = opts.players + (opts.inactiveColour ? 1 : 0) + (twoPlayer ? 2 : 0);
  const layout = Object.freeze(makeLayout(colours, board.numNodes, board.numEdges));
  const fiveSix = opts.players >= 5;
  return {
    board,
    options: opts,
    supply: fiveSix ? FIVE_SIX_SUPPLY : BASE_SUPPLY,
    layout,
    ruleset: fiveSix ? 'five-six' : 'base',
    seats: opts.players,
    twoPlayer,
    turnRule: opts.turnRule === 'paired' ? TR_PAIRED : opts.turnRule === 'special-building' ? TR_SPECIAL_BUILDING : TR_STANDARD,
    slab: { buffer: null, used: 0 },
    scratch: {
      owed: new Int32Array(opts.players * NUM_RESOURCES),
      roadEdges: new Int32Array(64),
      edgeLocal: new Int32Array(board.numEdges).fill(-1),
      outcomes: new Int32Array(64),
      weights: new Int32Array(64),
      reach: new Int32Array(layout.nodeWords),
      unseenResources: new Int32Array(NUM_RESOURCES),
      unseenCards: new Int32Array(NUM_DEV_TYPES),
    },
  };
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
  if (game.options.inactiveColour) placeInactiveColour(game, s);
  if (game.twoPlayer) setUpNeutrals(game, s);
  return { game, s };
}

/** The inactive colour (the last layout colour) keeps two settlements and no roads (D27). */
function placeInactiveColour(game: Game, s: Int32Array): void {
  const b = game.board;
  const colour = game.layout.players - 1;
  for (const [q, r, c] of INACTIVE_SETTLEMENTS) {
    const node = b.nodeId(q, r, c);
    if (node < 0) throw new Error(`inactive colour: [${q}, ${r}, ${c}] is not an intersection of this board (a 5-6 board is needed)`);
    placeSettlement(game, s, colour, node);
  }
}

/** Catan for Two: each neutral colour's settlement, and the players' starting trade tokens (D32, D33). */
function setUpNeutrals(game: Game, s: Int32Array): void {
  const b = game.board;
  NEUTRAL_SETTLEMENTS.forEach(([q, r, c], i) => {
    const node = b.nodeId(q, r, c);
    if (node < 0 || hasBit(s, game.layout.blocked, node)) {
      throw new Error(`catan-for-two: the neutral settlement [${q}, ${r}, ${c}] is not a free intersection of this board (a base-frame board is needed)`);
    }
    placeSettlement(game, s, game.seats + i, node);
  });
  s[TOKENS] = START_TOKENS;
  s[TOKENS + 1] = START_TOKENS;
  s[TOKEN_SUPPLY] = TRADE_TOKENS - 2 * START_TOKENS;
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
    scratch: {
      owed: game.scratch.owed.slice(),
      roadEdges: game.scratch.roadEdges.slice(),
      edgeLocal: game.scratch.edgeLocal.slice(),
      outcomes: game.scratch.outcomes.slice(),
      weights: game.scratch.weights.slice(),
      reach: game.scratch.reach.slice(),
      unseenResources: new Int32Array(NUM_RESOURCES),
      unseenCards: new Int32Array(NUM_DEV_TYPES),
    },
  };
}
