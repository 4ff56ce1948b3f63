// `balance` interrupted before any game finished still lists every subject, each with 0 games. The
// test interrupts on an event: the fixture bot's line on stderr when its first decision starts.

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBin } from './helpers/bin.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-balance-int-'));


/** Resolves once `pattern` has appeared in what the stream wrote so far; rejects if the child ends first. */
function waitFor(proc: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp, seen: { text: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(seen.text)) {
        proc[stream]!.off('data', check);
        resolve();
      }
    };
    proc[stream]!.on('data', (d: Buffer) => {
      seen.text += d.toString();
      check();
    });
    proc.on('close', () => (pattern.test(seen.text) ? resolve() : reject(new Error(`the run ended before ${pattern} on ${stream}: ${seen.text}`))));
  });
}

describe('balance interrupted early', () => {
  it('Ctrl-C before the first game finished: every subject is listed, with 0 games (partial: true)', async () => {
    const out = join(TMP, 'early');
    const args = ['balance', '--map', 'random,official', '--players', '2', '--bots', 'test/fixtures/slow-start.js,random', '--games', '4', '--maps', '2', '--workers', '1', '--seed', 'early', '--out', out];
    // startBin kills the run after the test, whatever the test did.
    const child = startBin(args);
    const err = { text: '' };
    const stdout = { text: '' };
    const interrupted = waitFor(child, 'stderr', /interrupted during random/, err);
    const printed = waitFor(child, 'stdout', /results: .*balance\.json/, stdout);
    await waitFor(child, 'stderr', /\[slow-start\] first decision/, err);
    child.kill('SIGINT');
    // The report is written and printed; a run that then fails to exit is killed in afterEach.
    await Promise.all([interrupted, printed]);
    const rep = JSON.parse(readFileSync(join(out, 'balance.json'), 'utf8')) as {
      partial: boolean;
      subjects: Array<{ label: string; static: { maps: number }; simulated: { games: number; results: string | null } }>;
      comparison: unknown;
    };
    expect(rep.partial).toBe(true);
    expect(rep.subjects.map((s) => [s.label, s.simulated.games])).toEqual([
      ['random', 0],
      ['official', 0],
    ]);
    expect(rep.subjects.every((s) => s.static.maps === 2)).toBe(true);
    expect(rep.subjects[0]!.simulated.results).toBe(join(out, 'random'));
    expect(rep.subjects[1]!.simulated.results).toBeNull();
    expect(rep.comparison).toBeNull();
    expect(stdout.text).toMatch(/random: 2 sampled maps, 0 games on 0 map\/dice seeds/);
    expect(stdout.text).toMatch(/official: 2 sampled maps, 0 games on 0 map\/dice seeds/);
    expect(stdout.text).toMatch(/no game finished before the run was interrupted/);
  });
});
