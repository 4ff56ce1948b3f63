// Input files are read with a byte cap: a device, a pipe, an oversized config or record line and
// JSON nested beyond reason are refused with one line naming the file (exit 2), never read without
// end or answered with a stack trace.

import { mkdtempSync, openSync, closeSync, writeSync, ftruncateSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BoundedReadError, readBoundedLines, readBoundedText } from '../src/files/bounded-read.js';
import { tooDeep } from '../src/files/json-file.js';
import { runBin } from './helpers/bin.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-bounded-'));
const cli = (...args: string[]) => runBin(args, { timeoutMs: 60_000 });

/** A sparse file of `bytes` bytes (no disk used), starting with `head`. */
function sparse(name: string, bytes: number, head = ''): string {
  const f = join(TMP, name);
  const fd = openSync(f, 'w');
  try {
    if (head) writeSync(fd, head);
    ftruncateSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
  return f;
}

function expectOneLineError(r: ReturnType<typeof cli>, pattern: RegExp): void {
  expect(r.status, r.stderr).toBe(2);
  expect(r.stderr).toMatch(pattern);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at |RangeError/);
}

describe('bounded reads', () => {
  it('text: a file within the cap reads whole; over it, or not a regular file, is refused naming file and cap', () => {
    const f = join(TMP, 'small.txt');
    writeFileSync(f, 'héllo\n'.repeat(1000));
    expect(readBoundedText(f, 10_000)).toBe(readFileSync(f, 'utf8'));
    expect(() => readBoundedText(f, 1024, 'a config')).toThrow(new BoundedReadError(f, 'larger than the 1 KB limit for a config'));
    expect(() => readBoundedText('/dev/zero', 1024)).toThrow(/\/dev\/zero: not a regular file \(a character device\)/);
    expect(() => readBoundedText(TMP, 1024)).toThrow(/not a regular file \(a folder\)/);
    expect(() => readBoundedText(join(TMP, 'missing'), 1024)).toThrow(/cannot read the file \(ENOENT\)/);
  });

  it('lines: split on \\n and \\r\\n across chunk boundaries, multi-byte characters kept whole; a long line is refused by number', () => {
    const f = join(TMP, 'lines.jsonl');
    const lines = Array.from({ length: 3000 }, (_, i) => `{"i":${i},"s":"${'é'.repeat(i % 97)}"}`);
    writeFileSync(f, lines.join('\r\n') + '\n');
    expect([...readBoundedLines(f, 1024)]).toEqual(lines);
    const g = join(TMP, 'long.jsonl');
    writeFileSync(g, `short\n${'x'.repeat(5000)}\nshort\n`);
    expect(() => [...readBoundedLines(g, 4096)]).toThrow(`${g}: line 2 is longer than the 4 KB limit for one line`);
  });

  it('tooDeep finds the first field nested past the limit, without recursion', () => {
    let v: unknown = 1;
    for (let i = 0; i < 100_000; i++) v = { a: v };
    expect(tooDeep({ bots: [{ bot: 'x', options: v }] }, 64)).toEqual(['bots', 0, 'options']);
    expect(tooDeep({ a: [[{ b: 1 }]] }, 64)).toBeNull();
  });

  it('run /dev/zero exits 2 at once, naming the file', () => {
    expectOneLineError(cli('run', '/dev/zero', '-q'), /^error: \/dev\/zero: top level: not a regular file \(a character device\)/);
  });

  it('run with a 100 MB config exits 2 naming the file and the cap', () => {
    const f = sparse('huge.json', 100 * 1024 * 1024, '{"games": 2, "name": "');
    expectOneLineError(cli('run', f, '-q'), /huge\.json: top level: larger than the 4 MB limit for a config/);
  });

  it('a map file that is a device or too large exits 2', () => {
    expectOneLineError(cli('run', '--map', '/dev/zero', '--games', '1', '-q'), /field "--map": .*\/dev\/zero: top level: not a regular file/);
    const f = sparse('huge-map.json', 10 * 1024 * 1024);
    expectOneLineError(cli('map', '--map', f), /huge-map\.json: top level: larger than the 4 MB limit for a map file/);
  });

  it('bot options nested 100000 levels deep exit 2 naming the field', () => {
    const f = join(TMP, 'deep.json');
    writeFileSync(f, `{"bots": ["random", {"bot": "random", "options": ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}]}`);
    expectOneLineError(cli('run', f, '--games', '1', '-q'), /deep\.json: field "bots\[1\]\.options": nested more than 64 levels deep/);
  });

  it('replay of a file with one huge line exits 2 naming the line and the cap; of a device, too', () => {
    const f = sparse('huge.jsonl', 80 * 1024 * 1024);
    expectOneLineError(cli('replay', f), /huge\.jsonl: line 1 is longer than the 64 MB limit for one line/);
    expectOneLineError(cli('replay', '/dev/zero'), /\/dev\/zero: not a regular file/);
  });
});
