// How a results folder stores its game records: `games.jsonl.gz` (the default) or `games.jsonl`,
// one record per line either way (docs/results-format.md, "games.jsonl.gz"), and how a record
// line's game is read without trusting or parsing all of it.

/** The records file's formats, named by the file's extension. */
export const RECORD_FILE_FORMATS = ['jsonl.gz', 'jsonl'] as const;
export type RecordFileFormat = (typeof RECORD_FILE_FORMATS)[number];
export const DEFAULT_RECORD_FILE_FORMAT: RecordFileFormat = 'jsonl.gz';

/** The records file of a folder in this format: `games.jsonl.gz` or `games.jsonl`. */
export function recordFileName(format: RecordFileFormat): string {
  return `games.${format}`;
}

/** A plan's records format; a plan of an earlier version names none and wrote plain JSON lines. */
export function planRecordFormat(plan: { recordFormat?: RecordFileFormat }): RecordFileFormat {
  return plan.recordFormat ?? 'jsonl';
}

/** A record line's game index, read by JSON.parse; null for a line that is not a whole record (torn by a kill). */
export function recordIndex(line: string): number | null {
  if (!line.trim()) return null;
  try {
    const index = (JSON.parse(line) as { index?: unknown } | null)?.index;
    return typeof index === 'number' && Number.isInteger(index) ? index : null;
  } catch {
    return null;
  }
}

const KEY_VALUE = /\s*:\s*(0|[1-9][0-9]*)\s*[,}]/y;

/**
 * The top-level `index` of a record line, or of its start, without parsing the rest: for lines
 * whose member's CRC-32 proved them whole, where JSON.parse of every record of a large file (half
 * a millisecond each with domestic trade) would cost more than decompressing it. Null when it
 * names none (in the part given).
 */
export function recordIndexOfWholeLine(line: string): number | null {
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 0x22) {
      const start = ++i;
      while (i < line.length && line.charCodeAt(i) !== 0x22) i += line.charCodeAt(i) === 0x5c ? 2 : 1;
      if (depth === 1 && i - start === 5 && line.startsWith('index', start)) {
        KEY_VALUE.lastIndex = i + 1;
        const m = KEY_VALUE.exec(line);
        if (m) return Number(m[1]);
      }
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return null;
}
