// Records of seeded runs carry their chance scheme and map spec (record @3), and replay re-derives
// the board and every chance outcome from the seed: forged dice, a forged seed or a forged board
// are refused, and records without a scheme are reported as legal with provenance not checked.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordError, type GameRecord } from '../src/engine/record.js';
import { CHANCE_SCHEME } from '../src/tournament/provenance.js';
import { verifyRecord } from '../src/tournament/verify-record.js';
import { runBin } from './helpers/bin.js';
import { recordLines } from './helpers/records.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-provenance-'));
// runBin's time limit kills the child, so a hung replay cannot outlive the test.
const cli = (...args: string[]) => runBin(args, { timeoutMs: 60_000 });

/** The records of a small seeded run with --record. */
function recordRun(name: string, ...args: string[]): GameRecord[] {
  const out = join(TMP, name);
  const r = cli('run', '--games', '4', '--workers', '1', '--record', '--out', out, '-q', ...args);
  expect(r.status, r.stderr).toBe(0);
  return recordLines(out).map((l) => JSON.parse(l) as GameRecord);
}

function save(name: string, recs: GameRecord[]): string {
  const f = join(TMP, `${name}.jsonl`);
  writeFileSync(f, recs.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return f;
}

describe('record provenance (record @3, chance scheme catan-arena/seed@1)', () => {
  let official: GameRecord[];
  let beginner: GameRecord[];
  beforeAll(() => {
    official = recordRun('official', '--seed', 'prov');
    beginner = recordRun('beginner', '--seed', 'prov', '--map', 'beginner');
  });

  it('a seeded run writes format @4 with the scheme, its map spec and the game stream seed', () => {
    const rec = official[1]!;
    expect(rec.format).toBe('catan-arena/record@4');
    expect(rec.chance).toBe(CHANCE_SCHEME);
    expect(rec.map).toEqual({ kind: 'generator', generator: 'official', options: { tokens: 'spiral' } });
    expect(rec.seed).toBe('prov:0');
    expect(verifyRecord(rec).provenance).toEqual({ checked: true, board: true });
  });

  it('genuine records verify (exit 0, board and chance re-derived)', () => {
    const r = cli('replay', save('genuine', [...official, ...beginner]));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/8 of 8 records replayed and checked/);
    expect(r.stdout).toMatch(/8 of 8 with their board and chance outcomes re-derived from their seed \(catan-arena\/seed@1\)/);
  });

  it('forged dice (every roll 6+2) fail with exit 1, naming the record and the first roll that differs', () => {
    const forged = structuredClone(official[0]!);
    const first = forged.log.findIndex((e) => e.a === 'roll' && JSON.stringify(e.dice) !== '[6,2]');
    for (const e of forged.log) if (e.a === 'roll') e.dice = [6, 2];
    const f = save('dice', [official[1]!, forged]);
    const r = cli('replay', f);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`dice.jsonl:2: game 0 (seed prov:0): log[${first}] (roll): chance outcome not drawn from seed "prov:0" (record has dice [6,2], the seed draws dice `);
    expect(r.stdout).toMatch(/1 of 2 records replayed and checked/);
  });

  it('a forged development card draw or steal fails at that entry, whatever else is legal', () => {
    const rec = official.find((r) => r.log.some((e) => e.a === 'buy_dev'))!;
    const at = rec.log.findIndex((e) => e.a === 'buy_dev');
    const card = rec.log[at]!.card;
    const forged = structuredClone(rec);
    forged.log[at]!.card = card === 'knight' ? 'monopoly' : 'knight';
    expect(() => verifyRecord(forged)).toThrow(new RegExp(`^log\\[${at}\\] \\(buy_dev\\): chance outcome not drawn from seed "${rec.seed}" \\(record has card "${forged.log[at]!.card}", the seed draws card "${card}"`));
    // A steal forged to a resource the victim holds is legal: only the seed's stream tells it apart.
    const steals = official.flatMap((r) => r.log.map((e, i) => ({ r, e, i }))).filter(({ e }) => e.a === 'move_robber' && typeof e.stolen === 'string');
    const messages = steals.slice(0, 20).flatMap(({ r, e, i }) =>
      ['brick', 'lumber', 'wool', 'grain', 'ore']
        .filter((x) => x !== e.stolen)
        .map((other) => {
          const robbed = structuredClone(r);
          robbed.log[i]!.stolen = other;
          try {
            verifyRecord(robbed);
            return 'accepted';
          } catch (err) {
            return (err as Error).message;
          }
        }),
    );
    expect(messages).not.toContain('accepted');
    expect(messages.some((m) => /^log\[\d+\] \(move_robber\): chance outcome not drawn from seed .*\(record has .*stolen "/.test(m))).toBe(true);
  });

  it('a forged seed fails with exit 1: on a dealt map at the board, on a fixed map at the first chance step', () => {
    const dealt = { ...structuredClone(official[0]!), seed: 'prov:7' };
    let r = cli('replay', save('seed-dealt', [dealt]));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/seed-dealt\.jsonl:1: game 0 \(seed prov:7\): board\.hexes\[\d+\]: not the board seed "prov:7" deals/);
    const fixed = { ...structuredClone(beginner[0]!), seed: 'prov:7' };
    r = cli('replay', save('seed-fixed', [fixed]));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/seed-fixed\.jsonl:1: game 0 \(seed prov:7\): log\[\d+\] \([a-z_]+\): chance outcome not drawn from seed "prov:7"/);
  });

  it('a forged board (two hexes swapped, or a harbor changed) fails with exit 1 naming the field', () => {
    const swapped = structuredClone(official[0]!);
    const h = swapped.board.hexes;
    const j = h.findIndex((x) => x.terrain !== h[0]!.terrain);
    [h[0]!.terrain, h[j]!.terrain] = [h[j]!.terrain, h[0]!.terrain];
    const harbor = structuredClone(official[0]!);
    harbor.board.harbors![0]!.type = harbor.board.harbors![0]!.type === 'ore' ? 'wool' : 'ore';
    const r = cli('replay', save('board', [swapped, harbor]));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/board\.jsonl:1: game 0 \(seed prov:0\): board\.hexes\[0\]: not the board seed "prov:0" deals/);
    expect(r.stderr).toMatch(/board\.jsonl:2: game 0 \(seed prov:0\): board\.harbors\[0\]: not the board seed "prov:0" deals/);
  });

  it('a map-file run: chance outcomes are checked, the board is as recorded', () => {
    const map = join(TMP, 'map.json');
    expect(cli('map', '--seed', '4', '--save', map).status).toBe(0);
    const recs = recordRun('file', '--seed', 'prov', '--map', map);
    expect(recs[0]!.map).toEqual({ kind: 'file' });
    expect(verifyRecord(recs[0]!).provenance).toEqual({ checked: true, board: false });
    let r = cli('replay', save('file-genuine', recs));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/4 of them played on a map file: the board is as recorded, not dealt from the seed/);
    const forged = structuredClone(recs[0]!);
    for (const e of forged.log) if (e.a === 'roll') e.dice = [6, 2];
    r = cli('replay', save('file-dice', [forged]));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/file-dice\.jsonl:1: game 0 \(seed prov:0\): log\[\d+\] \(roll\): chance outcome not drawn from seed "prov:0"/);
  });

  it('a record without a scheme (@2, or the field removed) is legal, provenance not checked; an unknown scheme fails', () => {
    const old = structuredClone(official[0]!);
    old.format = 'catan-arena/record@2';
    delete old.chance;
    delete old.map;
    expect(verifyRecord(old).provenance.checked).toBe(false);
    const r = cli('replay', save('old', [old, official[1]!]));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/1 of 2 with their board and chance outcomes re-derived/);
    expect(r.stdout).toMatch(/1 of 2 legal, provenance not checked/);
    expect(() => verifyRecord({ ...official[0]!, chance: 'other/scheme@1' })).toThrow(RecordError);
    expect(() => verifyRecord({ ...official[0]!, map: { kind: 'nowhere' } })).toThrow(/^map: /);
  });
});
