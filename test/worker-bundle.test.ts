// The pool's workers run the bundle the build makes of the worker (scripts/bundle.mjs): one
// file, rewritten by esbuild. Nothing may change with it: the games a pool plays must be the games
// the same plan plays here, from the compiled modules themselves, move for move (the records), with
// bots that search, evaluate, trade and draw at random.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICIAL } from '../dist/src/maps/official.js';
import { resolveOptions } from '../dist/src/rules/options.js';
import { finishedRow } from '../dist/src/tournament/finished-game.js';
import { planIdentity, planIndices, type TournamentPlan } from '../dist/src/tournament/plan.js';
import { PlanRunner, type GameRow } from '../dist/src/tournament/play-spec.js';
import { runOnPool, workerFile } from '../dist/src/tournament/pool.js';
import { watchBuffer, WatchWriter } from '../dist/src/tournament/watch.js';

const plan: TournamentPlan = {
  name: 'bundle',
  seed: 'worker-bundle',
  games: 16,
  lineup: [
    { ref: 'value', kind: 'builtin', label: 'value', options: {} },
    { ref: 'mcts', kind: 'builtin', label: 'mcts', options: { iterations: 40 } },
    { ref: 'greedy', kind: 'builtin', label: 'greedy', options: {} },
    { ref: 'random', kind: 'builtin', label: 'random', options: {} },
  ],
  map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
  options: resolveOptions({ players: 4, tradeOffersPerTurn: 3 }),
  timeBudgetMs: 60_000,
  record: true,
  shard: null,
};

/** A row less the thinking times, which are the one thing a game's result may not repeat. */
function played(row: GameRow): unknown {
  return { ...row, result: { ...row.result, thinkMs: null } };
}

describe('the worker bundle', () => {
  it('is what the pool starts, after the build', () => {
    expect(workerFile()).toBe(join(import.meta.dirname, '..', 'dist', 'src', 'tournament', 'worker.bundle.js'));
  });

  it('holds no package: every thread would load it (zod alone took a third of a worker\'s start)', () => {
    // esbuild heads each bundled module with its path; the worker's come from dist/ only.
    const text = readFileSync(workerFile(), 'utf8');
    const packages = new Set([...text.matchAll(/^\/\/ node_modules\/((?:@[^/\n]+\/)?[^/\n]+)/gm)].map((m) => m[1]));
    expect([...packages]).toEqual([]);
    expect(text).toMatch(/^\/\/ dist\/src\/engine\/game\.js$/m);
  });

  it('plays the games the compiled modules play, move for move', async () => {
    const pooled = new Map<number, { row: unknown; record: string | null }>();
    await runOnPool(plan, planIdentity(plan), planIndices(plan), {
      workers: 2,
      onGame: (game) => pooled.set(game.index, { row: played(finishedRow(game)), record: game.record }),
    });
    const runner = await PlanRunner.load(plan, null);
    const watch = new WatchWriter(watchBuffer());
    for (let i = 0; i < plan.games; i++) {
      runner.play(i, (out) => {
        expect(pooled.get(i)).toEqual({ row: played(out.row), record: out.record });
      }, watch);
    }
    expect(pooled.size).toBe(plan.games);
  });
});
