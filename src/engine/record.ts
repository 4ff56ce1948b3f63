// Game records (docs/record-format.md): written from a trace of (action,
// outcome) pairs, read back into the same pairs, and replayed with every step checked. Each action
// kind writes and reads its own entries (KindRule.record); this file walks the log.

import { ARG_BITS, ARG_MASK } from './actions.js';
import type { BoardSpec } from './board.js';
import { resourceIndex } from './constants.js';
import { newState, totalVp, type Game, type GameState } from './game.js';
import { CAPPED, CUR, PHASE, PH_GAME_OVER, TURN, WINNER } from './layout.js';
import { cardIndex } from './hands.js';
import { legalActions, maxActions } from './legal.js';
import type { CoreOptions } from './options.js';
import type { KindRecord, LogEntry, RecordReader, RecordWriter } from './rule-set.js';
import type { PlacedPiece } from './pieces.js';
import { applyWithOutcome, chanceOutcomes } from './step.js';

export type { LogEntry };

/** The format this version writes (docs/record-format.md); it changes whenever the format does. */
export const RECORD_FORMAT = 'catan-arena/record@4';
/**
 * The formats this version reads: @1 records have no `board.pieces` and are replayed without that
 * check; @1 and @2 records have no `chance` scheme, so their provenance cannot be checked.
 */
export const RECORD_FORMATS: readonly string[] = ['catan-arena/record@1', 'catan-arena/record@2', 'catan-arena/record@3', RECORD_FORMAT];

/** A piece on the board before the set-up, as a record lists it (`board.pieces`). */
export interface RecordPiece {
  owner: number;
  piece: string;
  node?: number[];
  edge?: number[];
}

export interface RecordResult {
  winner: number | null;
  vp: number[];
  turns: number;
  capped: boolean;
  forfeit: { seat: number; reason: string } | null;
}

export interface GameRecord {
  format: string;
  ruleset: string;
  options: Omit<CoreOptions, 'players'> & Record<string, unknown>;
  seed: string;
  /**
   * From @3: the scheme that draws every chance outcome (the board's deal included) from `seed`,
   * so a reader can re-derive them; absent when the game's outcomes came from elsewhere.
   */
  chance?: string;
  /** From @3, with `chance`: how the board was dealt from the seed (the run's map spec). */
  map?: unknown;
  index: number;
  seats: Array<{ bot: string; name?: string }>;
  /** The map, and (from @2) `pieces`: every piece on the board before the set-up, with its owner. */
  board: BoardSpec & { pieces?: RecordPiece[] };
  log: LogEntry[];
  result: RecordResult;
  source?: Record<string, unknown>;
}

export class RecordError extends Error {}

/** Builds a record by re-running the trace from the seed (which also checks it). */
export function makeRecord(args: {
  game: Game;
  seed: string;
  index: number;
  seats: Array<{ bot: string; name?: string }>;
  actions: readonly number[];
  outcomes: readonly number[];
  forfeit: { seat: number; reason: string } | null;
  /** The chance scheme and map spec of a seeded run (record `chance` and `map`), for provenance checks. */
  provenance?: { chance: string; map: unknown };
}): GameRecord {
  const { game } = args;
  const b = game.board;
  const st = newState(game, args.seed);
  const pieces = game.hooks.pieces(game, st.s).map((x) => recordPiece(game, x));
  const log: LogEntry[] = [];
  let previous = -1;
  const writer: RecordWriter = {
    st,
    log,
    get previous() {
      return previous;
    },
    node: (n) => [...b.nodeName[n]!],
    edge: (e) => [...b.edgeName[e]!],
    hex: (h) => [b.hexQ[h]!, b.hexR[h]!],
  };
  for (let i = 0; i < args.actions.length; i++) {
    const a = args.actions[i]!;
    const o = args.outcomes[i]!;
    const kind = game.kinds[a >>> ARG_BITS];
    if (!kind) throw new RecordError(`trace step ${i}: unknown action ${a}`);
    const arg = a & ARG_MASK;
    const entry = kind.record.write(writer, arg, o);
    const effect = kind.record.effect;
    const before = effect ? effect.before(st, arg) : 0;
    applyWithOutcome(st, a, o);
    if (entry) {
      if (effect) Object.assign(entry, effect.report(st, arg, before));
      log.push(entry);
    }
    previous = a;
  }
  const { players: _players, ...options } = game.options;
  return {
    format: RECORD_FORMAT,
    ruleset: game.ruleset,
    options,
    seed: args.seed,
    ...(args.provenance ? { chance: args.provenance.chance, map: args.provenance.map } : {}),
    index: args.index,
    seats: args.seats,
    board: { ...game.board.spec, pieces },
    log,
    result: resultOf(st, args.forfeit),
  };
}

function recordPiece(game: Game, x: PlacedPiece): RecordPiece {
  const b = game.board;
  const out: RecordPiece = { owner: x.owner, piece: x.piece };
  if (x.node !== undefined) out.node = [...b.nodeName[x.node]!];
  if (x.edge !== undefined) out.edge = [...b.edgeName[x.edge]!];
  return out;
}

/**
 * Checks a record's `board.pieces` against the pieces this version places before the set-up (the
 * same owners, kinds and places, in any order and under any name of a place).
 */
function checkPieces(game: Game, st: GameState, listed: unknown): void {
  const b = game.board;
  if (!Array.isArray(listed)) throw new RecordError('board.pieces: expected a list of the pieces placed before the set-up');
  // A piece by its owner, kind and the canonical name of its place (any name of a place reads the same).
  const key = (owner: number, piece: string, node: number | undefined, edge: number | undefined) =>
    `owner ${owner} ${piece} ${node !== undefined ? `node [${b.nodeName[node]!.join(', ')}]` : `edge [${b.edgeName[edge!]!.join(', ')}]`}`;
  const read = listed.map((x: RecordPiece, i: number) => {
    const where = `board.pieces[${i}]`;
    if (!x || typeof x !== 'object' || !Number.isInteger(x.owner) || typeof x.piece !== 'string') throw new RecordError(`${where}: expected { owner, piece, node or edge }`);
    const place = (v: number[] | undefined, id: (q: number, r: number, c: number) => number, what: string) => {
      if (v === undefined) return undefined;
      const n = id(Number(v[0]), Number(v[1]), Number(v[2]));
      if (n < 0) throw new RecordError(`${where}: ${JSON.stringify(v)} is not ${what} of the board`);
      return n;
    };
    const node = place(x.node, b.nodeId, 'an intersection');
    const edge = place(x.edge, b.edgeId, 'a path');
    if ((node === undefined) === (edge === undefined)) throw new RecordError(`${where}: expected a node or an edge`);
    return key(x.owner, x.piece, node, edge);
  });
  const placed = game.hooks.pieces(game, st.s).map((x) => key(x.owner, x.piece, x.node, x.edge));
  const missing = placed.filter((k) => !read.includes(k));
  const extra = read.filter((k) => !placed.includes(k));
  if (missing.length > 0 || extra.length > 0 || read.length !== placed.length) {
    const show = (ks: string[]) => ks.join('; ') || 'none';
    throw new RecordError(`board.pieces: the record lists pieces this version does not place before the set-up (${show(extra)}), and misses pieces it does (${show(missing)})`);
  }
}

function resultOf(st: GameState, forfeit: RecordResult['forfeit']): RecordResult {
  const { game, s } = st;
  return {
    winner: forfeit || s[WINNER]! < 0 ? null : s[WINNER]!,
    vp: Array.from({ length: game.seats }, (_, p) => totalVp(game, s, p)),
    turns: s[TURN]!,
    capped: s[CAPPED] === 1,
    forfeit,
  };
}

/**
 * Told each chance step of a replay before it is applied: the state before the step, the action and
 * the recorded outcome. Throwing refuses the record at that step.
 */
export type ChanceCheck = (st: GameState, a: number, outcome: number, where: string) => void;

/** How a replay runs: see replayRecordOn. */
export interface ReplayOptions {
  partial?: boolean;
  chance?: ChanceCheck;
  /** Told the state after each log entry is applied, with the entry's index (a game viewer's snapshots). */
  onEntry?: (st: GameState, index: number) => void;
}

/** Outcome of a replay: the final state and the result recomputed from it. */
export interface Replay {
  state: GameState;
  result: RecordResult;
  steps: number;
}

type EntryReader = { kind: number; rec: KindRecord; read: NonNullable<KindRecord['read'][string]> };

/** For each entry name, the kinds that read it (in kind order). */
function entryReaders(game: Game): Map<string, EntryReader[]> {
  const readers = new Map<string, EntryReader[]>();
  game.kinds.forEach((k, kind) => {
    if (!k) return;
    for (const [name, read] of Object.entries(k.record.read)) {
      if (!readers.has(name)) readers.set(name, []);
      readers.get(name)!.push({ kind, rec: k.record, read });
    }
  });
  return readers;
}

/**
 * Re-runs a record on `game` (built from the record's ruleset, options and board by the caller:
 * src/rules/registry.ts `replayRecord`) from its log alone, checking that every entry is legal for
 * the seat named, every chance outcome possible, and the final result equal to the recorded one.
 * With `partial`, a log may stop anywhere and the result is not compared; `chance` is told every
 * chance step (provenance checks: src/tournament/verify-record.ts); `onEntry` sees each entry's result.
 */
export function replayRecordOn(game: Game, rec: GameRecord, opts: ReplayOptions = {}): Replay {
  const st = newState(game, rec.seed);
  if (rec.format !== RECORD_FORMATS[0]) checkPieces(game, st, rec.board.pieces);
  const s = st.s;
  const b = game.board;
  const legal = new Int32Array(maxActions(game));
  const values = new Int32Array(game.maxOutcomes);
  const weights = new Int32Array(game.maxOutcomes);
  const readers = entryReaders(game);
  let steps = 0;
  rec.log.forEach((entry, i) => {
    const where = `log[${i}] (${entry.a})`;
    const error = (m: string) => new RecordError(`${where}: ${m}`);
    const reader: RecordReader = {
      st,
      where,
      error,
      node(v) {
        const [q, r, c] = (v ?? []) as number[];
        const n = b.nodeId(Number(q), Number(r), Number(c));
        if (n < 0) throw error(`${JSON.stringify(v)} is not an intersection of the board`);
        return n;
      },
      edge(v) {
        const [q, r, c] = (v ?? []) as number[];
        const n = b.edgeId(Number(q), Number(r), Number(c));
        if (n < 0) throw error(`${JSON.stringify(v)} is not a path of the board`);
        return n;
      },
      hex(v) {
        const [q, r] = (v ?? []) as number[];
        const h = b.hexId(Number(q), Number(r));
        if (h < 0) throw error(`${JSON.stringify(v)} is not a hex of the board`);
        return h;
      },
      resource(name) {
        const r = resourceIndex(String(name));
        if (r < 0) throw error(`unknown resource ${JSON.stringify(name)}`);
        return r;
      },
      card(name) {
        const k = cardIndex(game, String(name));
        if (k < 0) throw error(`unknown card ${JSON.stringify(name)}`);
        return k;
      },
    };
    let found: { kind: number; rec: KindRecord; pairs: Array<[number, number, number?]> } | null = null;
    for (const r of readers.get(entry.a) ?? []) {
      const pairs = r.read(reader, entry);
      if (pairs) {
        found = { kind: r.kind, rec: r.rec, pairs };
        break;
      }
    }
    if (!found) throw error(readers.has(entry.a) ? `cannot read this ${entry.a} entry (${JSON.stringify(entry)})` : 'unknown entry kind');
    for (const [arg, o, kind] of found.pairs) {
      const a = ((kind ?? found.kind) << ARG_BITS) | arg;
      if (s[PHASE] === PH_GAME_OVER) throw error('the game is already over');
      if (s[CUR] !== entry.p) throw error(`seat ${entry.p} acted but seat ${s[CUR]} was to act`);
      const n = legalActions(st, legal);
      if (!legal.subarray(0, n).includes(a)) throw error('not a legal move here');
      const k = chanceOutcomes(st, a, values, weights);
      if (k > 0 && !values.subarray(0, k).includes(o)) throw error('impossible chance outcome');
      if (k === 0 && o >= 0) throw error('records a chance outcome where there is none');
      if (k > 0) opts.chance?.(st, a, o, where);
      const effect = found.rec.effect;
      const before = effect ? effect.before(st, a & ARG_MASK) : 0;
      applyWithOutcome(st, a, k > 0 ? o : -1);
      steps++;
      if (effect) {
        for (const [field, value] of Object.entries(effect.report(st, a & ARG_MASK, before))) {
          if (entry[field] !== undefined && entry[field] !== value) throw error(`${entry.card ?? entry.a} ${field} ${value}, record says ${entry[field]}`);
        }
      }
    }
    opts.onEntry?.(st, i);
  });
  const expect = rec.result;
  if (opts.partial) return { state: st, result: resultOf(st, expect?.forfeit ?? null), steps };
  if (!expect || typeof expect !== 'object') throw new RecordError('the record has no result');
  const result = resultOf(st, expect.forfeit ?? null);
  const same =
    result.winner === expect.winner &&
    result.turns === expect.turns &&
    result.capped === expect.capped &&
    JSON.stringify(result.vp) === JSON.stringify(expect.vp);
  if (!same) throw new RecordError(`final result differs: replay gives ${JSON.stringify(result)}, record says ${JSON.stringify(expect)}`);
  if (!expect.forfeit && s[PHASE] !== PH_GAME_OVER) throw new RecordError('the log ends before the game is over');
  return { state: st, result, steps };
}
