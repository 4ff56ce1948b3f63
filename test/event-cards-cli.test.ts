// Traders & Barbarians' Event Cards from the command line (D113-D129): its configs run and their
// records replay with every chance outcome re-derived from the seed at 3-6 players, and with
// Cities & Knights at 4 and 6 players (each flip with its event die; event-cards-ck.test.ts replays
// 3-6 in process); `rules` lists it; with Easy Start it is refused with exit code 2.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';
import { recordLines } from './helpers/records.js';

describe('the Event Cards from the command line', () => {
  it('its configs run; records at 3, 4, 5 and 6 players carry the flips and replay from their seed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-ev-'));
    try {
      const runs: Array<[string, string[]]> = [
        ['cfg4', ['configs/traders-barbarians/event-cards-4.json']],
        ['cfg6', ['configs/traders-barbarians/event-cards-6.json']],
        ['p3', ['--players', '3', '--event-cards', 'reshuffle', '--bots', 'greedy,random,value']],
        ['p5', ['--players', '5', '--event-cards', 'new-year', '--bots', 'greedy,random,value,greedy,random']],
        ['ck4', ['--players', '4', '--expansion', 'cities-knights', '--event-cards', 'reshuffle', '--bots', 'greedy,value,random,weighted', '--turn-cap', '120']],
        ['ck6', ['--players', '6', '--expansion', 'cities-knights', '--event-cards', 'new-year', '--bots', 'greedy,value,random,weighted,greedy,value', '--turn-cap', '120']],
      ];
      for (const [name, args] of runs) {
        const out = join(dir, name);
        const r = runBin(['run', ...args, '--games', '2', '--record', '--json', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        expect((JSON.parse(r.stdout) as { plan: { options: Record<string, unknown> } }).plan.options.eventCards).toMatch(/^(new-year|reshuffle)$/);
        const rec = JSON.parse(recordLines(out)[0]!) as { log: Array<Record<string, unknown>> };
        const flips = rec.log.filter((e) => e.a === 'event');
        expect(flips.length).toBeGreaterThan(0);
        expect(flips[0]).toMatchObject({ card: expect.any(String), number: expect.any(Number), red: expect.any(Number) });
        if (name.startsWith('ck')) expect(flips.every((e) => ['ship', 'trade', 'politics', 'science'].includes(e.event as string))).toBe(true);
        expect(rec.log.some((e) => e.a === 'roll')).toBe(false);
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      }
      const rules = runBin(['rules']);
      expect(rules.stdout).toMatch(/^event-cards +Traders & Barbarians: the Catan Event deck/m);
      const refused = runBin(['run', '--expansion', 'cities-knights', '--easy-start', '--event-cards', 'new-year', '--games', '1', '-q', '--out', join(dir, 'bad')]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain("the Catan Event deck is not combined with Cities & Knights' Easy Start");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
