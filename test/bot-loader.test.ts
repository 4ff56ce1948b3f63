// A run's module bots: the code the workers get is the bot the plan names by hash. A bot edited
// between the plan being made (its hash recorded) and its code being bundled for the workers is
// refused, never run under the old bot's identity.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBin } from './helpers/bin.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-loader-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
import { DEFAULT_OFFICIAL } from '../src/maps/official.js';
import { resolveOptions } from '../src/rules/options.js';
import { BotLoadError, bundlePlanBots } from '../src/tournament/bot-loader.js';
import type { TournamentPlan } from '../src/tournament/plan.js';
import { resolveBotHashes } from '../src/tournament/resolve.js';

const plan: TournamentPlan = {
  name: 'loader',
  seed: 'loader',
  games: 4,
  lineup: [
    { ref: 'test/fixtures/throw-fifth.js', kind: 'module', label: 'mod', options: {} },
    ...[1, 2, 3].map((i) => ({ ref: 'random', kind: 'builtin' as const, label: `random#${i}`, options: {} })),
  ],
  map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
  options: resolveOptions({ players: 4 }),
  timeBudgetMs: 5000,
  record: false,
  shard: null,
};

describe('module bots bundled for a run', () => {
  it('are the bots the plan names by hash; a bot changed since is refused', async () => {
    const hashed = await resolveBotHashes(plan);
    expect(hashed.lineup[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    const code = await bundlePlanBots(hashed);
    expect(code!.bots[0]).toContain('decide');
    expect(code!.bots.slice(1)).toEqual([null, null, null]);
    const edited = { ...hashed, lineup: [{ ...hashed.lineup[0]!, hash: '0'.repeat(64) }, ...hashed.lineup.slice(1)] };
    await expect(bundlePlanBots(edited)).rejects.toThrow(BotLoadError);
    await expect(bundlePlanBots(edited)).rejects.toThrow(/changed while the run was starting/);
  });
});

describe("what a module bot imports from 'catan-arena'", () => {
  it('a name the package does not export is refused at load (exit 2), naming it and where', () => {
    const r = runBin(['run', '--bots', 'test/fixtures/missing-import.js,random', '--players', '2', '--games', '2', '-q', '--out', join(TMP, 'missing')]);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/missing-import\.js failed to load: imports "nodeValue" \(.*missing-import\.js:3:\d+\) from 'catan-arena', which exports no such name/);
    expect(r.stderr).not.toMatch(/"hand"/);
  });

  it('the readers for bots are exported: a bot built on them plays its games without a forfeit', () => {
    const r = runBin(['run', '--bots', 'test/fixtures/readers.js,random', '--players', '2', '--games', '4', '-q', '--json', '--out', join(TMP, 'readers')]);
    expect(r.status, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout) as { stats: { forfeited: number; games: number } };
    expect(summary.stats).toMatchObject({ games: 4, forfeited: 0 });
  });
});
