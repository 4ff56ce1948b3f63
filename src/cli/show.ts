// `catan-arena show <games.jsonl.gz> --game N`: one recorded game (N its index in the run, as in
// games.csv) as an HTML page that replays it on the board, step by step. The replay and its checks run here; the page only displays.

import { dirname, join } from 'node:path';
import { RecordError, type GameRecord } from '../engine/record.js';
import { writeTextFile } from '../files/output.js';
import { readBoundedText } from '../files/bounded-read.js';
import { readJsonlLines } from '../files/jsonl-lines.js';
import { gameSteps } from '../report/game-steps.js';
import { viewerHtml } from '../report/viewer-page.js';
import { esc } from '../report/page.js';
import { UsageError } from './errors.js';
import { indexRange, MAX_RECORD_BYTES, parseRecordLine } from './replay.js';
import { resolveOptions, type RuleOptions } from '../rules/options.js';
import { ruleSetsFor } from '../rules/registry.js';

export interface ShowFlags {
  game?: number;
  out?: string;
}

/**
 * The record of the game of index `index` in its run (games.csv's index column) from a .jsonl or
 * .jsonl.gz file, or the file's first record when no index is given; or the record of a .json file.
 */
async function readRecord(file: string, index: number | undefined): Promise<GameRecord> {
  const lines = file.endsWith('.json') ? [readBoundedText(file, MAX_RECORD_BYTES, 'a game record')] : readJsonlLines(file, MAX_RECORD_BYTES);
  const indices: number[] = [];
  let n = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    n++;
    const rec = parseRecordLine(line);
    if (typeof rec === 'string') {
      if (index === undefined) throw new UsageError(`${file}:${n}: ${rec}`);
      continue;
    }
    if (index === undefined || rec.index === index) return rec;
    if (typeof rec.index === 'number') indices.push(rec.index);
  }
  if (index === undefined) throw new UsageError(`${file}: holds no record`);
  throw new UsageError(`--game ${index}: ${file} holds no game of that index (${indexRange(indices)})`);
}

/** The rule sets the record's options put in play ("base + cities-knights"), or its edition alone. */
function rulesOf(rec: GameRecord, players: number): string {
  try {
    const options = resolveOptions({ ...(rec.options as Partial<RuleOptions>), players });
    const scenario = options.scenario !== 'none' ? `, scenario ${options.scenario}` : '';
    return `rules: ${ruleSetsFor(options).map((r) => r.name).join(' + ')}${scenario}`;
  } catch {
    // gameSteps has replayed the record, so its options resolve; an edited file may still differ.
    return `${rec.ruleset} rules`;
  }
}

/** Writes the viewer page and returns the exit code; a bad file or record is a UsageError (exit 2). */
export async function showCommand(file: string, flags: ShowFlags): Promise<number> {
  const rec = await readRecord(file, flags.game);
  const n = Number.isInteger(rec.index) ? rec.index : '?';
  const names = (Array.isArray(rec.seats) ? rec.seats : []).map((s, k) => `${k}: ${s?.name ?? s?.bot ?? '?'}`);
  let steps;
  try {
    steps = gameSteps(rec, (p) => names[p] ?? `seat ${p}`);
  } catch (err) {
    const why = err instanceof RecordError ? err.message : `malformed record (${(err as Error).message})`;
    throw new UsageError(`${file}: game ${rec.index ?? '?'}: ${why}`);
  }
  const r = rec.result;
  const result = r.winner !== null && r.winner >= 0 ? `winner: ${names[r.winner]} with ${r.vp[r.winner]} VP after ${r.turns} turns` : r.capped ? `capped after ${r.turns} turns: no winner` : r.forfeit ? `seat ${r.forfeit.seat} forfeited: ${r.forfeit.reason}` : 'no winner';
  const meta = `${esc(rulesOf(rec, names.length))}, ${names.length} players, seed "${esc(rec.seed)}", ${rec.log.length} steps. ${esc(result)}. Step with the buttons or the arrow keys.`;
  const out = flags.out ?? join(dirname(file), `game-${n}.html`);
  writeTextFile(out, viewerHtml({ title: `game ${n} of ${file}`, meta, board: rec.board, names, result }, steps));
  console.log(`game ${n} of ${file}: ${steps.steps.length} steps written to ${out} (open it in a browser)`);
  return 0;
}
