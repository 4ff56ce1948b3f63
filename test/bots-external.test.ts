// Command bots (src/tournament/external, docs/bot-protocol.md): the shipped Python bots play
// tournaments through the real binary with the same results on 1 and 2 workers; a bot that
// crashes, answers garbage, exceeds its budget or closes its pipe forfeits only the game it spoils,
// with the reason recorded, and is started again; no bot process, nor any process a bot started,
// outlives the tool.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cli, killChildren, ROOT, start, until } from './helpers/cli.js';
import { resolvePlan } from '../src/tournament/resolve.js';
import { ConfigError } from '../src/tournament/config.js';
import { splitCommand } from '../src/tournament/external/command.js';
import { checkCommandBots } from '../src/tournament/external/check.js';
import { parseDecision, parseHello, ProtocolError } from '../src/tournament/external/protocol.js';
import { readableView } from '../src/tournament/external/readable.js';
import { seatView } from '../src/engine/view.js';
import { newState } from '../src/engine/game.js';
import { createGame } from '../src/rules/registry.js';
import { buildBoard } from '../src/engine/board.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { setHand, skipSetup } from '../src/engine/position.js';

const TMP = mkdtempSync(join(tmpdir(), 'catan-external-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
afterEach(() => killChildren());

// The interpreter itself, not a launcher: a version manager's shim (pyenv) takes 0.3 s per start,
// and these tests start about twenty processes.
const PY = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8', timeout: 30_000 }).stdout.trim() || 'python3';
const PY_RANDOM = `cmd:${PY} bots/python/random_bot.py`;
const PY_HEURISTIC = `cmd:${PY} bots/python/heuristic_bot.py`;
const FAULTY = `${PY} test/fixtures/command/faulty.py`;

function games(dir: string): Array<Record<string, string>> {
  const [head, ...lines] = readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n');
  const cols = head!.split(',');
  // No field of these runs holds a comma inside quotes except forfeit_reason, read by its own test.
  return lines.map((l) => Object.fromEntries(cols.map((c, i) => [c, l.split(',')[i]!])));
}

function runOk(args: string[]): void {
  const r = cli(['run', ...args, '-q', '--no-color'], 60_000);
  expect(r.code, r.err).toBe(0);
}

/** True while `pid` runs (a zombie waiting to be reaped by init counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}

/** The pids of the processes faulty.py bots started, one a line (none when no bot has started). */
function readPids(file: string): number[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map(Number);
}

/** Resolves once none of `pids` runs; polls, since another process's end gives no event here. */
async function allGone(pids: number[], what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (pids.some(alive)) {
    if (Date.now() > deadline) throw new Error(`${what}: still running: ${pids.filter(alive).join(', ')}`);
    await new Promise((res) => setTimeout(res, 20));
  }
}

describe('command bots through the CLI', () => {
  it('Python bots play a tournament; flags and a config give the same games on 1 and 2 workers', () => {
    const common = ['--games', '4', '--seed', 'ext', '--turn-cap', '25'];
    const a = join(TMP, 'flags-1');
    runOk(['--bots', `${PY_RANDOM},${PY_HEURISTIC},greedy,random`, ...common, '--workers', '1', '--out', a]);
    const config = join(TMP, 'python.json');
    const bots = [
      { command: [PY, 'bots/python/random_bot.py'], name: 'random_bot' },
      { command: [PY, 'bots/python/heuristic_bot.py'], name: 'heuristic_bot' },
      'greedy',
      'random',
    ];
    writeFileSync(config, JSON.stringify({ bots }));
    const b = join(TMP, 'config-2');
    runOk([config, ...common, '--workers', '2', '--out', b]);
    const strip = (rows: Array<Record<string, string>>) => rows.map(({ think_ms: _t, ...r }) => r);
    const rows = games(a);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.forfeit_reason === '')).toBe(true);
    expect(rows.some((r) => Number(r.decisions) > 100)).toBe(true);
    expect(strip(games(b))).toEqual(strip(rows));
  });

  it('a crash, garbage, a timeout and a closed pipe each forfeit only the spoiled game, and the bot is started again', () => {
    const dir = join(TMP, 'faults');
    // Entry k spoils game k; game 4 shows every process was started again.
    const bots = ['crash 0', 'garbage 1', 'slow 2', 'close 3'].map((m) => `cmd:${FAULTY} ${m}`).join(',');
    runOk(['--bots', bots, '--games', '5', '--seed', 'faults', '--workers', '1', '--time-budget', '1000', '--turn-cap', '8', '--out', dir]);
    const reasons = ['crash: the process exited (code 3)', 'garbage: expected {""action"": <id>}', 'timeout: no answer to a decision within 1000 ms', 'pipe closed: the bot closed its output'];
    const csv = readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n').slice(1);
    const rows = games(dir);
    for (let k = 0; k < 4; k++) {
      const seating = rows[k]!.seating!.split('|').map(Number);
      expect(seating[Number(rows[k]!.forfeit_seat)], `game ${k}`).toBe(k);
      expect(csv[k]).toContain(reasons[k]);
    }
    expect(csv[0]).toContain('fixture: crashing on purpose');
    expect(rows[4]!.forfeit_seat).toBe('');
    expect(rows).toHaveLength(5);
  });

  it('what a bot starts ends with it: after a forfeit restart, at the end of the run, and on Ctrl-C', async () => {
    const pids = join(TMP, 'child-pids');
    // Game 1 crashes the bot: the processes of the start check, of games 0-1 and of game 2 each start a child.
    const bot = `cmd:${FAULTY} crash 1 ${pids}`;
    runOk(['--bots', `${bot},random`, '--games', '3', '--seed', 'children', '--workers', '1', '--players', '2', '--turn-cap', '30', '--out', join(TMP, 'children')]);
    expect(readPids(pids)).toHaveLength(3);
    await allGone(readPids(pids), 'after the run');

    const interrupted = join(TMP, 'child-pids-interrupted');
    const run = start(['run', '--bots', `cmd:${FAULTY} crash -1 ${interrupted},random`, '--games', '5000', '--workers', '1', '--players', '2', '--out', join(TMP, 'children-interrupted'), '-q']);
    // The start check's process and the worker's.
    await until(() => readPids(interrupted).length >= 2, run, 'the worker\'s bot started a child');
    run.child.kill('SIGINT');
    expect((await run.closed).code, run.err()).toBe(130);
    await allGone(readPids(interrupted), 'after Ctrl-C');
  });

  it.each(['SIGTERM', 'SIGKILL'] as const)('a bot that hangs does not outlive the tool stopped by %s', async (signal) => {
    // Only the kernel can act after a SIGKILL: setpriv's parent-death signal (io-thread.ts).
    if (signal === 'SIGKILL' && !existsSync('/usr/bin/setpriv')) return;
    const pidFile = join(TMP, `pid-${signal}`);
    const bot = `cmd:${PY} test/fixtures/command/hang-with-pid.py ${pidFile}`;
    const run = start(['run', '--bots', `${bot},random`, '--games', '10', '--workers', '1', '--time-budget', '600000', '--out', join(TMP, `sig-${signal}`), '-q']);
    await until(() => existsSync(pidFile), run, 'the bot wrote its pid');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(pid)).toBe(true);
    run.child.kill(signal);
    await run.closed;
    await until(() => !alive(pid), { ...run, child: { exitCode: null, signalCode: null } as never }, 'the bot was killed');
  });
});

describe('command bot specs and protocol', () => {
  const plan = (cfg: object, bots?: string) => resolvePlan(cfg as never, { bots }, 'cfg.json', ROOT);

  it('a command in a config or on the command line; a missing program is an error naming the field', () => {
    const p = plan({ bots: [{ command: ['python3', 'bots/python/random_bot.py'] }, 'random'] });
    expect(p.lineup[0]).toMatchObject({ kind: 'command', label: 'random_bot', command: ['python3', 'bots/python/random_bot.py'], cwd: ROOT });
    expect(plan({}, `${PY_HEURISTIC},random`).lineup[0]!.label).toBe('heuristic_bot');
    expect(() => plan({ bots: ['random', { command: ['no-such-program-3d1f'] }] })).toThrow(ConfigError);
    expect(() => plan({ bots: ['random', { command: ['no-such-program-3d1f'] }] })).toThrow(/bots\[1\]\.command.*"no-such-program-3d1f" is not on PATH/);
    expect(() => plan({}, 'cmd:./nothing/here.sh,random')).toThrow(/--bots.*not an executable file/);
    expect(splitCommand(`python3 "my bot.py" --x 'a b'`)).toEqual(['python3', 'my bot.py', '--x', 'a b']);
    expect(() => splitCommand('python3 "bot.py')).toThrow(/unclosed/);
  });

  it('a bot that does not start is found before any game, with its stderr', async () => {
    const broken = plan({ bots: [{ command: [PY, '-c', 'raise SystemExit("no such module, say")'] }, 'random'] });
    expect(await checkCommandBots(broken)).toEqual({ entry: 0, reason: 'crash: the process exited (code 1); its stderr ends: no such module, say' });
    // A bot that starts passes: every CLI run above checked its bots this way.
  });

  it('answers are read strictly', () => {
    expect(parseDecision('{"action": 42}')).toBe(42);
    for (const bad of ['42', '{"action": "42"}', '{"action": 1.5}', 'nope', '[1]']) expect(() => parseDecision(bad)).toThrow(ProtocolError);
    expect(() => parseHello('{"type": "hello", "protocol": 1}')).not.toThrow();
    expect(() => parseHello('{"type": "hello", "protocol": 2}')).toThrow(/version 2/);
  });

  it('the view shows other seats only by their counts', () => {
    const game = createGame(buildBoard(randomBoard('view')), { players: 4 });
    const st = newState(game, 'view');
    skipSetup(st, 0);
    setHand(st, 0, { brick: 2 });
    setHand(st, 1, { ore: 3, wool: 1 });
    const view = readableView(seatView(st, 0), 0) as { you: { hand: Record<string, number> }; players: Array<{ cards: number }> };
    expect(view.you.hand).toMatchObject({ brick: 2, ore: 0 });
    expect(view.players[1]!.cards).toBe(4);
    // Seat 1's ore appears nowhere: the only 3 in the view would be its hand.
    const seat1 = readableView(seatView(st, 1), 1) as { you: { hand: Record<string, number> } };
    expect(seat1.you.hand).toMatchObject({ ore: 3, wool: 1 });
    expect(JSON.stringify(view)).not.toContain('"ore":3');
  });
});
