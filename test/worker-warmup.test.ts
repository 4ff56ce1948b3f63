// A worker's warm-up is what keeps two workers from being twice as fast as one: each thread's V8
// optimises the game's code again. Optimised code that meets an object of a shape it was not
// compiled for ("wrong map") is thrown away and compiled again, so the warm-up grows. The worker
// bundle plays a run's worth of blocks in a process of its own, with V8's trace of deoptimisations,
// and none of the bundle's functions may be deoptimised for a wrong map (docs/performance.md: an
// array made by Array.prototype.map changes kind once its maker is optimised).

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/bin.js';

const DIST = pathToFileURL(join(ROOT, 'dist', 'src')).href;

// The bundle's task handler plays games 0..GAMES-1 of a random-bot plan in batches, as a worker does.
const SCRIPT = `
import { MessageChannel } from 'node:worker_threads';
const dist = process.env.DIST;
const { default: runTask } = await import(dist + '/tournament/worker.bundle.js');
const { DEFAULT_OFFICIAL } = await import(dist + '/maps/official.js');
const { resolveOptions } = await import(dist + '/rules/options.js');
const { planIdentity } = await import(dist + '/tournament/plan.js');
const { watchBuffer } = await import(dist + '/tournament/watch.js');
const players = Number(process.env.PLAYERS);
const plan = { name: 'warm-up', seed: 'warm-up', games: Number(process.env.GAMES),
  lineup: Array.from({ length: players }, (_, i) => ({ ref: 'random', kind: 'builtin', label: 'random#' + (i + 1), options: {} })),
  map: { kind: 'generator', generator: 'official', options: { ...DEFAULT_OFFICIAL } },
  options: resolveOptions({ players, tradeOffersPerTurn: 0 }), timeBudgetMs: 5000, record: false, shard: null };
let games = 0;
for (let start = 0; start < plan.games; start += 256) {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (group) => { games += group.length; });
  const closed = new Promise((res) => port1.once('close', res));
  const indices = Array.from({ length: Math.min(256, plan.games - start) }, (_, i) => start + i);
  await runTask({ kind: 'games', plan: structuredClone(plan), planKey: planIdentity(plan), code: null, indices, watch: watchBuffer(), port: port2 });
  await closed;
}
process.stdout.write('games played: ' + games + '\\n');
`;

/** The bundle's functions V8 deoptimised for a wrong map while playing `games` games, by name. */
function wrongMaps(players: number, games: number): { played: string; deopts: string[] } {
  const r = spawnSync(process.execPath, ['--no-concurrent-recompilation', '--trace-deopt-verbose', '--input-type=module', '-e', SCRIPT], {
    encoding: 'utf8',
    env: { ...process.env, DIST, PLAYERS: String(players), GAMES: String(games) },
    maxBuffer: 256 * 2 ** 20,
    timeout: 120_000,
  });
  expect(r.status, r.stderr).toBe(0);
  const lines = r.stdout.split('\n');
  const deopts: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^\[bailout \(kind: [^,]+, reason: wrong map\): begin\. deoptimizing \S+ <JSFunction ([^ >]*)/.exec(lines[i]!);
    if (!m) continue;
    // The next line says where: only the bundle's code counts (Node's own may deoptimise too).
    const at = /deoptimize at <([^>]+)>/.exec(lines[i + 1] ?? '');
    if (at?.[1]!.includes('worker.bundle.js')) deopts.push(`${m[1]!.startsWith('(') ? '(anonymous)' : m[1]} at ${at[1]!.replace(/^.*\//, '')}`);
  }
  return { played: lines.find((l) => l.startsWith('games played')) ?? '', deopts };
}

describe('worker warm-up', () => {
  it('no function of a game\'s path is deoptimised for a wrong map (2,000 blocks of 3-player games)', () => {
    const { played, deopts } = wrongMaps(3, 6000);
    expect(played).toBe('games played: 6000');
    expect(deopts).toEqual([]);
  }, 180_000);
});
