// A results folder's game records as lines, from games.jsonl.gz (inflated whole, as zcat would:
// every member) or, where the run asked for plain JSONL, games.jsonl.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The records file's lines (no empty ones), in file order. */
export function recordLines(dir: string): string[] {
  const gz = join(dir, 'games.jsonl.gz');
  const text = existsSync(gz) ? gunzipSync(readFileSync(gz)).toString('utf8') : readFileSync(join(dir, 'games.jsonl'), 'utf8');
  return text.split('\n').filter((l) => l !== '');
}

/** The game index of each record line, in file order. */
export function recordIndices(dir: string): number[] {
  return recordLines(dir).map((l) => (JSON.parse(l) as { index: number }).index);
}
