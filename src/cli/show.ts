// `catan-arena show <games.jsonl> --game N`: one recorded game as an HTML page that replays it on
// the board, step by step. The replay and its checks run here; the page only displays.

import { dirname, join } from 'node:path';
import { RecordError, type GameRecord } from '../engine/record.js';
import { writeTextFile } from '../files/output.js';
import { readBoundedLines, readBoundedText } from '../files/bounded-read.js';
import { gameSteps } from '../report/game-steps.js';
import { viewerHtml } from '../report/viewer-page.js';
import { esc } from '../report/page.js';
import { UsageError } from './errors.js';
import { MAX_RECORD_BYTES, parseRecordLine } from './replay.js';

export interface ShowFlags {
  game?: number;
  out?: string;
}

/** The n-th record (from 1) of a .jsonl file, or the record of a .json file. */
function readRecord(file: string, n: number): GameRecord {
  let line: string | undefined;
  if (file.endsWith('.json')) {
    if (n !== 1) throw new UsageError(`--game ${n}: ${file} holds one record`);
    line = readBoundedText(file, MAX_RECORD_BYTES, 'a game record');
  } else {
    let k = 0;
    for (const l of readBoundedLines(file, MAX_RECORD_BYTES)) {
      if (l.trim() === '') continue;
      if (++k === n) {
        line = l;
        break;
      }
    }
    if (line === undefined) throw new UsageError(`--game ${n}: ${file} holds ${k} records`);
  }
  const rec = parseRecordLine(line);
  if (typeof rec === 'string') throw new UsageError(`${file}:${n}: ${rec}`);
  return rec;
}

/** Writes the viewer page and returns the exit code; a bad file or record is a UsageError (exit 2). */
export function showCommand(file: string, flags: ShowFlags): number {
  const n = flags.game ?? 1;
  const rec = readRecord(file, n);
  const names = (Array.isArray(rec.seats) ? rec.seats : []).map((s, k) => `${k}: ${s?.name ?? s?.bot ?? '?'}`);
  let steps;
  try {
    steps = gameSteps(rec, (p) => names[p] ?? `seat ${p}`);
  } catch (err) {
    const why = err instanceof RecordError ? err.message : `malformed record (${(err as Error).message})`;
    throw new UsageError(`${file}:${n}: game ${rec.index ?? '?'}: ${why}`);
  }
  const r = rec.result;
  const result = r.winner !== null && r.winner >= 0 ? `winner: ${names[r.winner]} with ${r.vp[r.winner]} VP after ${r.turns} turns` : r.capped ? `capped after ${r.turns} turns: no winner` : r.forfeit ? `seat ${r.forfeit.seat} forfeited: ${r.forfeit.reason}` : 'no winner';
  const meta = `${esc(rec.ruleset)} rules, ${names.length} players, seed "${esc(rec.seed)}", ${rec.log.length} steps. ${esc(result)}. Step with the buttons or the arrow keys.`;
  const out = flags.out ?? join(dirname(file), `game-${n}.html`);
  writeTextFile(out, viewerHtml({ title: `game ${n} of ${file} (index ${rec.index})`, meta, board: rec.board, names, result }, steps));
  // --game counts lines from 1, as replay's does; the run's own index (games.csv) may differ.
  console.log(`game ${n} of ${file} (index ${rec.index} in its run): ${steps.steps.length} steps written to ${out} (open it in a browser)`);
  return 0;
}
