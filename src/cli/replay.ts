// `catan-arena replay`: re-runs game records, one line at a time (of JSONL, plain or gzip), and says
// for each whether its moves are legal and whether its board and chance outcomes follow from its seed.

import chalk from 'chalk';
import { RecordError, type GameRecord } from '../engine/record.js';
import { readBoundedText } from '../files/bounded-read.js';
import { CompressedDataError, readJsonlLines } from '../files/jsonl-lines.js';
import { writeTextFile } from '../files/output.js';
import { MAX_JSON_DEPTH, tooDeep } from '../files/json-file.js';
import { drawBoard } from '../maps/ascii.js';
import { boardSvg } from '../maps/svg.js';
import { drawnPieces } from '../maps/svg-position.js';
import { CHANCE_SCHEME } from '../tournament/provenance.js';
import { verifyRecord } from '../tournament/verify-record.js';
import { UsageError } from './errors.js';

/**
 * The longest record read (one line of games.jsonl.gz or games.jsonl): a base game of a thousand
 * turns writes about 300 KB, so this is far above any real game and far below what would exhaust
 * memory.
 */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

export interface ReplayFlags {
  svg?: string;
  draw?: boolean;
  /** The game to draw: its index in the run (games.csv's index column); default the file's first. */
  game?: number;
}

/**
 * Replays every record of a .jsonl or .jsonl.gz file (or one .json record), checking legality and,
 * where the record names its chance scheme, provenance; prints each failure and a count. Exit code
 * 1 when a record fails, or when compressed data stops part-way (the records before it are
 * replayed); an unreadable, non-regular or oversized input throws a BoundedReadError (exit 2).
 */
export async function replayCommand(file: string, flags: ReplayFlags = {}): Promise<number> {
  const drawing = flags.svg !== undefined || flags.draw === true;
  if (flags.game !== undefined && !drawing) throw new UsageError('--game chooses the game --svg or --draw draws: give one of them too');
  // One record in memory at a time; a file that is not a regular file, or a line over the cap, is a usage error.
  const lines = file.endsWith('.json') ? [readBoundedText(file, MAX_RECORD_BYTES, 'a game record')] : readJsonlLines(file, MAX_RECORD_BYTES);
  return replayLines(file, lines, flags);
}

/** One line of a records file as a game record, or what keeps it from being one (untrusted input). */
export function parseRecordLine(line: string): GameRecord | string {
  let rec: GameRecord;
  try {
    rec = JSON.parse(line) as GameRecord;
  } catch (err) {
    return `not JSON (${(err as Error).message})`;
  }
  if (rec === null || typeof rec !== 'object' || Array.isArray(rec)) {
    return `not a game record (expected a JSON object, got ${rec === null ? 'null' : Array.isArray(rec) ? 'an array' : typeof rec})`;
  }
  const deep = tooDeep(rec, MAX_JSON_DEPTH);
  if (deep) return `not a game record (${deep.join('.')} is nested more than ${MAX_JSON_DEPTH} levels deep)`;
  return rec;
}

/** The indices a file holds, said shortly: "games 0-7", "games 0, 2, 5", "no game". */
export function indexRange(indices: readonly number[]): string {
  if (indices.length === 0) return 'it holds no readable record';
  const sorted = [...indices].sort((a, b) => a - b);
  const run = sorted.every((v, k) => v === sorted[0]! + k);
  if (run) return sorted.length === 1 ? `it holds game ${sorted[0]}` : `it holds games ${sorted[0]}-${sorted.at(-1)}`;
  return `it holds games ${sorted.slice(0, 8).join(', ')}${sorted.length > 8 ? ', ...' : ''}`;
}

/** The lines, then, as a failure, compressed data that stops part-way: the records before it stand. */
async function* upToDamage(lines: Iterable<string> | AsyncIterable<string>, failures: string[]): AsyncGenerator<string> {
  try {
    for await (const line of lines) yield line;
  } catch (err) {
    if (!(err instanceof CompressedDataError)) throw err;
    failures.push(err.message);
  }
}

async function replayLines(file: string, lines: Iterable<string> | AsyncIterable<string>, flags: ReplayFlags): Promise<number> {
  const drawing = flags.svg !== undefined || flags.draw === true;
  let count = 0;
  let ok = 0;
  let verified = 0;
  let fileBoards = 0;
  let drawn = false;
  const indices: number[] = [];
  const failures: string[] = [];
  for await (const line of upToDamage(lines, failures)) {
    const i = count++;
    if (line.trim() === '') {
      count--;
      continue;
    }
    const parsed = parseRecordLine(line);
    if (typeof parsed === 'string') {
      failures.push(`${file}:${i + 1}: ${parsed}`);
      continue;
    }
    const rec = parsed;
    if (typeof rec.index === 'number') indices.push(rec.index);
    // The game drawn: the one of that index, or the first; a record that fails is told as a failure.
    const chosen = drawing && !drawn && (flags.game === undefined || rec.index === flags.game);
    if (chosen) drawn = true;
    let svg: string | null = null;
    try {
      const { replay: done, provenance } = verifyRecord(rec);
      ok++;
      if (provenance.checked) verified++;
      if (provenance.checked && !provenance.board) fileBoards++;
      if (chosen) {
        if (flags.draw) console.log(`game ${rec.index} (seed ${rec.seed}), final position\n${drawBoard(done.state.game.board.spec, drawnPieces(done.state))}`);
        if (flags.svg !== undefined) svg = boardSvg(done.state.game.board.spec, { title: `game ${rec.index} (seed ${rec.seed}), final position`, position: done.state });
      }
    } catch (err) {
      // A record is untrusted input: a field of the wrong shape is that record's failure, not the command's.
      const why = err instanceof RecordError ? err.message : `malformed record (${(err as Error).message})`;
      failures.push(`${file}:${i + 1}: game ${rec.index ?? '?'} (seed ${rec.seed}): ${why}`);
    }
    // A picture that cannot be written is the command's error, not the record's.
    if (svg !== null) {
      writeTextFile(flags.svg!, svg);
      console.log(`game ${rec.index}: final position drawn to ${flags.svg}`);
    }
  }
  for (const f of failures) console.error(chalk.red('FAIL ') + f);
  if (drawing && !drawn) {
    throw new UsageError(flags.game === undefined ? `${file}: holds no record to draw` : `--game ${flags.game}: ${file} holds no game of that index to draw (${indexRange(indices)})`);
  }
  console.log(`${ok} of ${count} records replayed and checked`);
  // Legality says the moves were possible, not that the dice and cards came from the seed.
  if (verified > 0) console.log(`${verified} of ${ok} with their board and chance outcomes re-derived from their seed (${CHANCE_SCHEME})`);
  if (fileBoards > 0) console.log(`${fileBoards} of them played on a map file: the board is as recorded, not dealt from the seed`);
  if (ok > verified) console.log(`${ok - verified} of ${ok} legal, provenance not checked (the record names no chance scheme: format @1/@2, or not written by a seeded run)`);
  return failures.length ? 1 : 0;
}
