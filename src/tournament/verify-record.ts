// Provenance of game records: a record of a seeded run names the scheme that drew its chance
// outcomes from its seed (`chance`) and how its board was dealt (`map`), so a replay can re-derive
// the board and every die, card and steal instead of accepting any legal ones (docs/record-format.md).

import { z } from 'zod';
import { ARG_BITS, ARG_MASK } from '../engine/actions.js';
import type { BoardSpec } from '../engine/board.js';
import { copyState, type GameState } from '../engine/game.js';
import { RecordError, type ChanceCheck, type GameRecord, type Replay, type ReplayOptions } from '../engine/record.js';
import type { LogEntry, RecordWriter } from '../engine/rule-set.js';
import { sampleOutcome } from '../engine/step.js';
import { checkGeneratorOptions, GENERATOR_OPTIONS } from '../maps/generator-options.js';
import { GENERATOR_NAMES } from '../maps/generators.js';
import { SCENARIO_CHOICES, type ScenarioChoice } from '../rules/options.js';
import { replayRecord, scenarioEntry } from '../rules/registry.js';
import { boardFor, type MapSpec } from './plan.js';
import { CHANCE_SCHEME } from './provenance.js';

/** A replay with what it could establish about where the record's chance came from. */
export interface VerifiedReplay {
  replay: Replay;
  /**
   * `checked`: every chance outcome re-derived from the seed, and the board too unless it came from
   * a map file (`board: false`); otherwise why they could not be.
   */
  provenance: { checked: true; board: boolean } | { checked: false; reason: string };
}

/**
 * Replays a record (legality, as `replayRecord`) and, when it names this version's chance scheme,
 * re-derives its board and every chance outcome from its seed: a record whose board or any outcome
 * differs fails with a RecordError naming the first difference. Records without a scheme (formats
 * @1 and @2, or written by other programs) replay with their provenance left unchecked. `onEntry` as
 * in replayRecordOn.
 */
export function verifyRecord(rec: GameRecord, opts: Pick<ReplayOptions, 'onEntry'> = {}): VerifiedReplay {
  if (rec.chance === undefined) return { replay: replayRecord(rec, opts), provenance: { checked: false, reason: 'the record names no chance scheme' } };
  if (rec.chance !== CHANCE_SCHEME) throw new RecordError(`chance: unknown scheme ${JSON.stringify(rec.chance)} (this version checks ${CHANCE_SCHEME})`);
  if (typeof rec.seed !== 'string') throw new RecordError('seed: expected a string, the seed of the chance scheme');
  const map = readMap(rec.map);
  const players = Array.isArray(rec.seats) ? rec.seats.length : 0;
  const scenario = (rec.options?.scenario ?? 'none') as ScenarioChoice;
  if (!SCENARIO_CHOICES.includes(scenario)) throw new RecordError(`options.scenario: expected one of ${SCENARIO_CHOICES.join(', ')}`);
  if (map.kind !== 'file') checkBoard(rec, withoutDrawingData(rec, boardFor(map, rec.seed, { players, scenario }), scenario));
  return { replay: replayRecord(rec, { ...opts, chance: chanceCheck(rec.seed) }), provenance: { checked: true, board: map.kind !== 'file' } };
}

const mapSchema = z.union([
  z.object({ kind: z.enum(['random', 'beginner', 'file']) }).strict(),
  z.object({ kind: z.literal('generator'), generator: z.enum(GENERATOR_NAMES), options: z.record(z.string(), z.unknown()) }).strict(),
  z.object({ kind: z.literal('scenario'), variable: z.boolean() }).strict(),
]);

/** The record's map spec, checked as a config's map would be (a generator's options included). */
function readMap(raw: unknown): MapSpec {
  const r = mapSchema.safeParse(raw);
  if (!r.success) throw new RecordError(`map: expected the map spec the board was dealt by (${r.error.issues[0]!.message})`);
  const map = r.data;
  if (map.kind !== 'generator') return map as MapSpec;
  const problem = checkGeneratorOptions(map.generator, map.options);
  if (problem) throw new RecordError(`map.options.${problem.field}: ${problem.message}`);
  return { kind: 'generator', generator: map.generator, options: GENERATOR_OPTIONS[map.generator].parse(map.options) };
}

/**
 * The dealt board without the drawing-only scenario data the record's board lacks (its scenario
 * entry's drawingData): records written before that data was dealt still check, and the rules
 * never read it.
 */
function withoutDrawingData(rec: GameRecord, dealt: BoardSpec, scenario: ScenarioChoice): BoardSpec {
  const keys = scenarioEntry(scenario)?.drawingData ?? [];
  const data = dealt.scenario as Record<string, unknown> | undefined;
  if (keys.length === 0 || data === undefined) return dealt;
  const recorded = ((rec.board as unknown as Record<string, unknown> | undefined)?.scenario ?? {}) as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(data).filter(([k]) => !keys.includes(k) || k in recorded));
  const { scenario: _data, ...rest } = dealt;
  return Object.keys(kept).length > 0 ? { ...rest, scenario: kept } : rest;
}

/** Fails on the first field of the recorded board (pieces aside) that differs from the one the seed deals. */
function checkBoard(rec: GameRecord, dealt: BoardSpec): void {
  const { pieces: _pieces, ...board } = (rec.board ?? {}) as unknown as Record<string, unknown>;
  const want = dealt as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(want), ...Object.keys(board)])) {
    const a = want[key];
    const b = board[key];
    if (canonical(a) === canonical(b)) continue;
    let where = `board.${key}`;
    if (Array.isArray(a) && Array.isArray(b)) {
      const i = a.findIndex((x, j) => canonical(x) !== canonical(b[j]));
      where += `[${i < 0 ? a.length : i}]`;
      const shown = i < 0 ? `${b.length} entries, the seed deals ${a.length}` : `${canonical(b[i])}, the seed deals ${canonical(a[i])}`;
      throw new RecordError(`${where}: not the board seed ${JSON.stringify(rec.seed)} deals (record has ${shown})`);
    }
    throw new RecordError(`${where}: not the board seed ${JSON.stringify(rec.seed)} deals (record has ${canonical(b)}, the seed deals ${canonical(a)})`);
  }
}

/** JSON with object keys sorted, so two specs compare by content whatever order their keys were written in. */
function canonical(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/**
 * A chance check that draws each outcome from a copy of the replay's state, whose stream is the
 * original game's at that step (replays advance it as play did): the recorded outcome must be the one drawn.
 */
function chanceCheck(seed: string): ChanceCheck {
  let scratch: GameState | null = null;
  return (st, a, outcome, where) => {
    if (scratch?.game !== st.game) scratch = { game: st.game, s: new Int32Array(st.s.length) };
    copyState(scratch, st);
    const drawn = sampleOutcome(scratch, a);
    if (drawn === outcome) return;
    const show = (o: number) => entryText(st, a, o) ?? `outcome ${o}`;
    throw new RecordError(`${where}: chance outcome not drawn from seed ${JSON.stringify(seed)} (record has ${show(outcome)}, the seed draws ${show(drawn)}; ${CHANCE_SCHEME})`);
  };
}

/** The outcome's fields as the kind writes them into an entry (`dice: [6,2]`), or null if it cannot say. */
function entryText(st: GameState, a: number, outcome: number): string | null {
  const b = st.game.board;
  const writer: RecordWriter = {
    st,
    log: [],
    previous: -1,
    node: (n) => [...b.nodeName[n]!],
    edge: (e) => [...b.edgeName[e]!],
    hex: (h) => [b.hexQ[h]!, b.hexR[h]!],
  };
  try {
    const entry: LogEntry | null | undefined = st.game.kinds[a >>> ARG_BITS]?.record.write(writer, a & ARG_MASK, outcome);
    if (!entry) return null;
    const { p: _p, a: _a, ...fields } = entry;
    const parts = Object.entries(fields).map(([k, v]) => `${k} ${JSON.stringify(v)}`);
    return parts.length > 0 ? parts.join(', ') : null;
  } catch {
    return null;
  }
}
