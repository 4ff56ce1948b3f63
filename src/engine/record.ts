// Game records (shared/record-format.md): written from a trace of (action, outcome) pairs,
// read back into the same pairs, and replayed with every step checked.

import {
  A_ACCEPT,
  A_BUY_DEV,
  A_CANCEL,
  A_CITY,
  A_CONFIRM,
  A_DECLINE,
  A_DISCARD,
  A_END_TURN,
  A_FORCED_TRADE,
  A_GIVE,
  A_KNIGHT,
  A_MARITIME,
  A_MONOPOLY,
  A_NEUTRAL_ROAD,
  A_NEUTRAL_SETTLEMENT,
  A_OFFER,
  A_ROAD,
  A_ROAD_BUILDING,
  A_RETIRE_KNIGHT,
  A_ROBBER,
  A_ROBBER_TO_DESERT,
  A_ROLL,
  A_SETTLEMENT,
  A_YEAR_OF_PLENTY,
  ARG_BITS,
  action,
  offerArg,
  offerGet,
  offerGive,
} from './actions.js';
import type { BoardSpec } from './board.js';
import { DEV_NAMES, NUM_RESOURCES, RESOURCE_NAMES, devIndex, resourceIndex } from './constants.js';
import { createGame, newState, totalVp, type Game, type GameState } from './game.js';
import { CAPPED, CUR, PHASE, PH_GAME_OVER, PH_ROAD_BUILDING, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, TURN, WINNER } from './layout.js';
import { legalActions, maxActions } from './legal.js';
import type { RuleOptions } from './options.js';
import { maritimeRate } from './queries.js';
import { applyWithOutcome, chanceOutcomes } from './step.js';

export const RECORD_FORMAT = 'catan-arena/record@1';

type Counts = Partial<Record<string, number>>;
export type LogEntry = { p: number; a: string } & Record<string, unknown>;

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
  options: Omit<RuleOptions, 'players'>;
  seed: string;
  index: number;
  seats: Array<{ bot: string; name?: string }>;
  board: BoardSpec;
  log: LogEntry[];
  result: RecordResult;
  source?: Record<string, unknown>;
}

export class RecordError extends Error {}

function bundleNames(bundle: number): Counts {
  const out: Counts = {};
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const n = (bundle >>> (2 * r)) & 3;
    if (n) out[RESOURCE_NAMES[r]!] = n;
  }
  return out;
}

/**
 * One card of resource `r` moved by `p` as a `name` entry ('discard', 'forced_give'): a run of
 * such single-card actions by one player is logged as one entry with its card counts, so the
 * last entry grows (and null is returned) when `continues` says the previous action was the same.
 */
function cardEntry(log: LogEntry[], p: number, name: string, r: number, continues: boolean): LogEntry | null {
  const last = log[log.length - 1];
  if (continues && last && last.a === name && last.p === p) {
    const cards = last.cards as Counts;
    cards[RESOURCE_NAMES[r]!] = (cards[RESOURCE_NAMES[r]!] ?? 0) + 1;
    return null;
  }
  return { p, a: name, cards: { [RESOURCE_NAMES[r]!]: 1 } };
}

/** Builds a record by re-running the trace from the seed (which also checks it). */
export function makeRecord(args: {
  game: Game;
  seed: string;
  index: number;
  seats: Array<{ bot: string; name?: string }>;
  actions: readonly number[];
  outcomes: readonly number[];
  forfeit: { seat: number; reason: string } | null;
}): GameRecord {
  const { game } = args;
  const b = game.board;
  const st = newState(game, args.seed);
  const s = st.s;
  const L = game.layout;
  const log: LogEntry[] = [];
  const node = (n: number) => [...b.nodeName[n]!];
  const edge = (e: number) => [...b.edgeName[e]!];
  for (let i = 0; i < args.actions.length; i++) {
    const a = args.actions[i]!;
    const o = args.outcomes[i]!;
    const p = s[CUR]!;
    const phase = s[PHASE]!;
    const kind = a >>> ARG_BITS;
    const arg = a & ((1 << ARG_BITS) - 1);
    let entry: LogEntry | null = null;
    let monopolyBefore = 0;
    switch (kind) {
      case A_SETTLEMENT:
        entry = { p, a: phase === PH_SETUP_SETTLEMENT ? 'place_settlement' : 'build_settlement', node: node(arg) };
        break;
      case A_ROAD:
        entry = { p, a: phase === PH_SETUP_ROAD ? 'place_road' : 'build_road', edge: edge(arg) };
        if (phase === PH_ROAD_BUILDING) entry.free = true;
        break;
      case A_CITY:
        entry = { p, a: 'build_city', node: node(arg) };
        break;
      case A_BUY_DEV:
        entry = { p, a: 'buy_dev', card: DEV_NAMES[o] };
        break;
      case A_KNIGHT:
        entry = { p, a: 'play_dev', card: 'knight' };
        break;
      case A_ROAD_BUILDING:
        entry = { p, a: 'play_dev', card: 'road_building' };
        break;
      case A_YEAR_OF_PLENTY:
        entry = { p, a: 'play_dev', card: 'year_of_plenty', resources: [RESOURCE_NAMES[(arg / 5) | 0], RESOURCE_NAMES[arg % 5]] };
        break;
      case A_MONOPOLY:
        monopolyBefore = s[L.hand + p * NUM_RESOURCES + arg]!;
        entry = { p, a: 'play_dev', card: 'monopoly', resource: RESOURCE_NAMES[arg] };
        break;
      case A_ROBBER: {
        const victim = (arg & 7) - 1;
        const h = arg >>> 3;
        entry = { p, a: 'move_robber', hex: [b.hexQ[h], b.hexR[h]], victim: victim >= 0 ? victim : null, stolen: o >= 0 ? RESOURCE_NAMES[o] : null };
        break;
      }
      case A_ROLL:
        entry = { p, a: 'roll', dice: [((o / 6) | 0) + 1, (o % 6) + 1] };
        break;
      case A_DISCARD:
        entry = cardEntry(log, p, 'discard', arg, args.actions[i - 1]! >>> ARG_BITS === kind);
        break;
      case A_MARITIME: {
        const give = (arg / 5) | 0;
        entry = { p, a: 'maritime_trade', give: { [RESOURCE_NAMES[give]!]: maritimeRate(game, s, p, give) }, get: { [RESOURCE_NAMES[arg % 5]!]: 1 } };
        break;
      }
      case A_OFFER:
        entry = { p, a: 'trade_offer', give: bundleNames(offerGive(arg)), get: bundleNames(offerGet(arg)) };
        break;
      case A_ACCEPT:
      case A_DECLINE:
        entry = { p, a: 'trade_response', accept: kind === A_ACCEPT };
        break;
      case A_CONFIRM:
        entry = { p, a: 'trade_confirm', with: arg };
        break;
      case A_CANCEL:
        entry = { p, a: 'trade_cancel' };
        break;
      case A_END_TURN:
        entry = { p, a: 'end_turn' };
        break;
      case A_NEUTRAL_ROAD:
        entry = { p, a: 'build_neutral_road', neutral: arg & 1, edge: edge(arg >>> 1) };
        break;
      case A_NEUTRAL_SETTLEMENT:
        entry = { p, a: 'build_neutral_settlement', neutral: arg & 1, node: node(arg >>> 1) };
        break;
      case A_FORCED_TRADE:
        entry = { p, a: 'forced_trade', taken: o % 6 < NUM_RESOURCES ? [RESOURCE_NAMES[(o / 6) | 0], RESOURCE_NAMES[o % 6]] : [RESOURCE_NAMES[(o / 6) | 0]] };
        break;
      case A_GIVE:
        entry = cardEntry(log, p, 'forced_give', arg, args.actions[i - 1]! >>> ARG_BITS === kind);
        break;
      case A_ROBBER_TO_DESERT:
        entry = { p, a: 'robber_to_desert' };
        break;
      case A_RETIRE_KNIGHT:
        entry = { p, a: 'retire_knight' };
        break;
      default:
        throw new RecordError(`trace step ${i}: unknown action ${a}`);
    }
    applyWithOutcome(st, a, o);
    if (kind === A_MONOPOLY && entry) entry.taken = s[L.hand + p * NUM_RESOURCES + arg]! - monopolyBefore;
    if (entry) log.push(entry);
  }
  const { players: _players, ...options } = game.options;
  return {
    format: RECORD_FORMAT,
    ruleset: game.ruleset,
    options,
    seed: args.seed,
    index: args.index,
    seats: args.seats,
    board: game.board.spec,
    log,
    result: resultOf(st, args.forfeit),
  };
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

/** Outcome of a replay: the final state and the result recomputed from it. */
export interface Replay {
  state: GameState;
  result: RecordResult;
  steps: number;
}

/**
 * Re-runs a record from its board, options and log alone, checking that every entry is legal for
 * the seat named, every chance outcome possible, and the final result equal to the recorded one.
 * With `partial`, a log may stop anywhere and the result is not compared (for analysing or
 * continuing unfinished games).
 */
export function replayRecord(rec: GameRecord, opts: { partial?: boolean } = {}): Replay {
  if (rec.format !== RECORD_FORMAT) throw new RecordError(`unknown record format "${rec.format}" (expected ${RECORD_FORMAT})`);
  if (rec.ruleset !== 'base' && rec.ruleset !== 'five-six') throw new RecordError(`ruleset "${rec.ruleset}" is not supported by this version`);
  let game: Game;
  try {
    game = createGame(rec.board, { ...rec.options, players: rec.seats.length });
  } catch (err) {
    throw new RecordError(`record board/options: ${(err as Error).message}`);
  }
  const st = newState(game, rec.seed);
  const s = st.s;
  const legal = new Int32Array(maxActions(game));
  const values = new Int32Array(64);
  const weights = new Int32Array(64);
  let steps = 0;
  rec.log.forEach((entry, i) => {
    for (const [a, o] of entryActions(game, st, entry, i)) {
      const where = `log[${i}] (${entry.a})`;
      if (s[PHASE] === PH_GAME_OVER) throw new RecordError(`${where}: the game is already over`);
      if (s[CUR] !== entry.p) throw new RecordError(`${where}: seat ${entry.p} acted but seat ${s[CUR]} was to act`);
      const n = legalActions(st, legal);
      if (!legal.subarray(0, n).includes(a)) throw new RecordError(`${where}: not a legal move here`);
      const k = chanceOutcomes(st, a, values, weights);
      if (k > 0 && !values.subarray(0, k).includes(o)) throw new RecordError(`${where}: impossible chance outcome`);
      if (k === 0 && o >= 0) throw new RecordError(`${where}: records a chance outcome where there is none`);
      const before = entry.a === 'play_dev' && entry.card === 'monopoly' ? s[game.layout.hand + entry.p * NUM_RESOURCES + (a & 7)]! : 0;
      applyWithOutcome(st, a, k > 0 ? o : -1);
      steps++;
      if (entry.a === 'play_dev' && entry.card === 'monopoly' && entry.taken !== undefined) {
        const taken = s[game.layout.hand + entry.p * NUM_RESOURCES + (a & 7)]! - before;
        if (taken !== entry.taken) throw new RecordError(`${where}: monopoly took ${taken}, record says ${entry.taken}`);
      }
    }
  });
  const expect = rec.result;
  if (opts.partial) return { state: st, result: resultOf(st, expect?.forfeit ?? null), steps };
  if (!expect || typeof expect !== 'object') throw new RecordError('the record has no result');
  const result = resultOf(st, expect.forfeit ?? null);
  {
    const same =
      result.winner === expect.winner &&
      result.turns === expect.turns &&
      result.capped === expect.capped &&
      JSON.stringify(result.vp) === JSON.stringify(expect.vp);
    if (!same) throw new RecordError(`final result differs: replay gives ${JSON.stringify(result)}, record says ${JSON.stringify(expect)}`);
    if (!expect.forfeit && s[PHASE] !== PH_GAME_OVER) throw new RecordError('the log ends before the game is over');
  }
  return { state: st, result, steps };
}

function neutralOf(v: unknown, where: string): number {
  if (v !== 0 && v !== 1) throw new RecordError(`${where}: neutral must be 0 or 1, got ${JSON.stringify(v)}`);
  return v;
}

function resource(name: unknown, where: string): number {
  const r = resourceIndex(String(name));
  if (r < 0) throw new RecordError(`${where}: unknown resource ${JSON.stringify(name)}`);
  return r;
}

function single(counts: unknown, where: string): [number, number] {
  const entries = Object.entries((counts ?? {}) as Record<string, number>);
  if (entries.length !== 1) throw new RecordError(`${where}: expected exactly one resource`);
  return [resource(entries[0]![0], where), entries[0]![1]];
}

function packNames(counts: unknown, where: string): number {
  let b = 0;
  for (const [name, n] of Object.entries((counts ?? {}) as Record<string, number>)) {
    if (!Number.isInteger(n) || n < 0 || n > 3) throw new RecordError(`${where}: count ${n} out of 0..3`);
    b |= n << (2 * resource(name, where));
  }
  return b;
}

/** The engine actions (with outcomes) one log entry stands for. */
function entryActions(game: Game, st: GameState, e: LogEntry, i: number): Array<[number, number]> {
  const b = game.board;
  const where = `log[${i}] (${e.a})`;
  const nodeOf = (v: unknown) => {
    const [q, r, c] = (v ?? []) as number[];
    const n = b.nodeId(Number(q), Number(r), Number(c));
    if (n < 0) throw new RecordError(`${where}: ${JSON.stringify(v)} is not an intersection of the board`);
    return n;
  };
  const edgeOf = (v: unknown) => {
    const [q, r, c] = (v ?? []) as number[];
    const n = b.edgeId(Number(q), Number(r), Number(c));
    if (n < 0) throw new RecordError(`${where}: ${JSON.stringify(v)} is not a path of the board`);
    return n;
  };
  switch (e.a) {
    case 'place_settlement':
    case 'build_settlement':
      return [[action(A_SETTLEMENT, nodeOf(e.node)), -1]];
    case 'place_road':
    case 'build_road':
      return [[action(A_ROAD, edgeOf(e.edge)), -1]];
    case 'build_city':
      return [[action(A_CITY, nodeOf(e.node)), -1]];
    case 'buy_dev': {
      const k = devIndex(String(e.card));
      if (k < 0) throw new RecordError(`${where}: unknown card ${JSON.stringify(e.card)}`);
      return [[action(A_BUY_DEV), k]];
    }
    case 'play_dev':
      switch (e.card) {
        case 'knight':
          return [[action(A_KNIGHT), -1]];
        case 'road_building':
          return [[action(A_ROAD_BUILDING), -1]];
        case 'year_of_plenty': {
          const rs = ((e.resources ?? []) as unknown[]).map((x) => resource(x, where)).sort((x, y) => x - y);
          if (rs.length !== 2) throw new RecordError(`${where}: year of plenty takes two resources`);
          return [[action(A_YEAR_OF_PLENTY, rs[0]! * 5 + rs[1]!), -1]];
        }
        case 'monopoly':
          return [[action(A_MONOPOLY, resource(e.resource, where)), -1]];
        default:
          throw new RecordError(`${where}: cannot play card ${JSON.stringify(e.card)}`);
      }
    case 'move_robber': {
      const [q, r] = (e.hex ?? []) as number[];
      const h = b.hexId(Number(q), Number(r));
      if (h < 0) throw new RecordError(`${where}: ${JSON.stringify(e.hex)} is not a hex of the board`);
      const victim = e.victim === null || e.victim === undefined ? -1 : Number(e.victim);
      const stolen = e.stolen === null || e.stolen === undefined ? -1 : resource(e.stolen, where);
      return [[action(A_ROBBER, h * 8 + victim + 1), stolen]];
    }
    case 'roll': {
      const [d1, d2] = (e.dice ?? []) as number[];
      if (![d1, d2].every((d) => Number.isInteger(d) && d! >= 1 && d! <= 6)) throw new RecordError(`${where}: dice must be two integers 1-6`);
      return [[action(A_ROLL), (d1! - 1) * 6 + (d2! - 1)]];
    }
    case 'discard': {
      const out: Array<[number, number]> = [];
      for (const [name, n] of Object.entries((e.cards ?? {}) as Record<string, number>)) {
        const r = resource(name, where);
        if (!Number.isInteger(n) || n < 1) throw new RecordError(`${where}: card counts must be positive integers, got ${JSON.stringify(n)}`);
        for (let k = 0; k < n; k++) out.push([action(A_DISCARD, r), -1]);
      }
      if (out.length === 0) throw new RecordError(`${where}: a discard names no cards`);
      return out;
    }
    case 'maritime_trade': {
      const [give, rate] = single(e.give, where);
      const [get] = single(e.get, where);
      if (rate !== maritimeRate(game, st.s, e.p, give)) throw new RecordError(`${where}: rate ${rate}:1 is not this seat's rate`);
      return [[action(A_MARITIME, give * 5 + get), -1]];
    }
    case 'trade_offer':
      return [[action(A_OFFER, offerArg(packNames(e.give, where), packNames(e.get, where))), -1]];
    case 'trade_response':
      return [[action(e.accept ? A_ACCEPT : A_DECLINE), -1]];
    case 'trade_confirm':
      return [[action(A_CONFIRM, Number(e.with)), -1]];
    case 'trade_cancel':
      return [[action(A_CANCEL), -1]];
    case 'end_turn':
      return [[action(A_END_TURN), -1]];
    case 'build_neutral_road':
      return [[action(A_NEUTRAL_ROAD, edgeOf(e.edge) * 2 + neutralOf(e.neutral, where)), -1]];
    case 'build_neutral_settlement':
      return [[action(A_NEUTRAL_SETTLEMENT, nodeOf(e.node) * 2 + neutralOf(e.neutral, where)), -1]];
    case 'forced_trade': {
      const taken = ((e.taken ?? []) as unknown[]).map((x) => resource(x, where));
      if (taken.length < 1 || taken.length > 2) throw new RecordError(`${where}: a forced trade takes one or two cards`);
      return [[action(A_FORCED_TRADE), taken[0]! * 6 + (taken[1] ?? 5)]];
    }
    case 'forced_give': {
      const out: Array<[number, number]> = [];
      for (const [name, n] of Object.entries((e.cards ?? {}) as Record<string, number>)) {
        const r = resource(name, where);
        if (!Number.isInteger(n) || n < 1) throw new RecordError(`${where}: card counts must be positive integers, got ${JSON.stringify(n)}`);
        for (let k = 0; k < n; k++) out.push([action(A_GIVE, r), -1]);
      }
      if (out.length === 0) throw new RecordError(`${where}: gives no cards`);
      return out;
    }
    case 'robber_to_desert':
      return [[action(A_ROBBER_TO_DESERT), -1]];
    case 'retire_knight':
      return [[action(A_RETIRE_KNIGHT), -1]];
    default:
      throw new RecordError(`${where}: unknown entry kind`);
  }
}
