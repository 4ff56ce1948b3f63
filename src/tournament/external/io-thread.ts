// The I/O thread of one game thread: it owns that thread's bot processes and their pipes. The game
// thread cannot read a pipe while Bot.decide blocks it, so this thread does, and hands each answer
// over through the answer slot (answer-slot.ts). Requests arrive as messages, in order.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { ANSWER_FAILED, ANSWER_LINE, MAX_ANSWER_BYTES, answerSlot, writeAnswer } from './answer-slot.js';
import { killGroup, registerChild, unregisterChild } from './children.js';
import { writeStderr } from '../stderr-sync.js';

export interface IoThreadSetup {
  answers: SharedArrayBuffer;
  children: SharedArrayBuffer | null;
}

export type IoRequest =
  /** `echo`: the label its stderr lines are passed on with (to this process's stderr), or null to keep them. */
  | { op: 'spawn'; bot: number; command: string[]; cwd: string; echo: string | null }
  /** A line for the bot; with `seq`, its next line is the answer to request `seq`. */
  | { op: 'send'; bot: number; line: string; seq?: number }
  | { op: 'kill'; bot: number }
  /** Kill every bot, then say 'closed'. */
  | { op: 'close' };

interface BotProcess {
  child: ChildProcessWithoutNullStreams | null;
  /** Bytes of the line being read. */
  partial: string;
  /** The request whose answer the next line is, or null. */
  pending: number | null;
  /** Why the bot can no longer answer, once it cannot. */
  failed: string | null;
  /** The end of what the bot wrote to stderr: a crashed bot's traceback belongs in its reason. */
  stderr: string;
  /** The start of a stderr line not yet passed on. */
  echoed: string;
}

const STDERR_TAIL = 400;
const OUTPUT_CLOSED_GRACE_MS = 100;
// On Linux, setpriv makes the kernel kill a bot when the thread that started it ends, so no bot
// outlives its worker even if the whole tool is killed with SIGKILL and no clean-up runs.
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => process.platform === 'linux' && existsSync(p));

const setup = workerData as IoThreadSetup;
const slot = answerSlot(setup.answers);
const bots = new Map<number, BotProcess>();

/** Ends the bot's process group: the bot, or what is left of it, and whatever it started in its group. */
function end(bot: BotProcess): void {
  if (bot.child?.pid) killGroup(bot.child.pid);
}

function fail(bot: BotProcess, reason: string): void {
  if (bot.failed) return;
  bot.failed = reason;
  if (bot.pending !== null) writeAnswer(slot, bot.pending, ANSWER_FAILED, reason);
  bot.pending = null;
  end(bot);
}

function withStderr(bot: BotProcess, reason: string): string {
  const tail = bot.stderr.trim();
  return tail ? `${reason}; its stderr ends: ${tail.slice(-STDERR_TAIL)}` : reason;
}

function onLine(bot: BotProcess, line: string): void {
  if (bot.pending === null) {
    fail(bot, `garbage: wrote a line when no answer was asked for: ${line.slice(0, 200)}`);
    return;
  }
  const seq = bot.pending;
  bot.pending = null;
  writeAnswer(slot, seq, ANSWER_LINE, line);
}

function onOutput(bot: BotProcess, chunk: string): void {
  let text = bot.partial + chunk;
  for (let nl = text.indexOf('\n'); nl >= 0 && !bot.failed; nl = text.indexOf('\n')) {
    onLine(bot, text.slice(0, nl).replace(/\r$/, ''));
    text = text.slice(nl + 1);
  }
  bot.partial = text;
  if (Buffer.byteLength(text) > MAX_ANSWER_BYTES) fail(bot, `garbage: a line longer than ${MAX_ANSWER_BYTES} bytes`);
}

/** Passes the bot's stderr on a line at a time, each with its label, as a module bot's console is. */
function echo(bot: BotProcess, label: string, chunk: string): void {
  const lines = (bot.echoed + chunk).split('\n');
  bot.echoed = lines.pop()!;
  if (lines.length > 0) writeStderr(lines.map((l) => `[${label}] ${l.replace(/\r$/, '')}\n`).join(''));
}

function start(id: number, command: string[], cwd: string, label: string | null): void {
  const bot: BotProcess = { child: null, partial: '', pending: null, failed: null, stderr: '', echoed: '' };
  bots.set(id, bot);
  const argv = SETPRIV ? [SETPRIV, '--pdeathsig', 'KILL', '--', ...command] : command;
  let child: ChildProcessWithoutNullStreams;
  try {
    // detached: the bot leads a new process group (and session), so that ending it ends what it
    // started too; a Ctrl-C on the terminal reaches the tool, which ends the groups itself.
    child = spawn(argv[0]!, argv.slice(1), { cwd, stdio: 'pipe', windowsHide: true, detached: true });
  } catch (err) {
    bot.failed = `failed to start: ${(err as Error).message}`;
    return;
  }
  bot.child = child;
  const pid = child.pid;
  if (pid && setup.children) registerChild(setup.children, pid);
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => onOutput(bot, chunk));
  child.stderr.on('data', (chunk: string) => {
    bot.stderr = (bot.stderr + chunk).slice(-4 * STDERR_TAIL);
    if (label !== null) echo(bot, label, chunk);
  });
  if (label !== null) child.stderr.on('end', () => bot.echoed && echo(bot, label, '\n'));
  // A bot that closes a pipe while it runs can never answer again. A process that ends closes its
  // pipes too, often just before its exit is seen: wait a moment so a crash is reported as one.
  const closed = (which: string) =>
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) fail(bot, withStderr(bot, `pipe closed: the bot closed its ${which}`));
    }, OUTPUT_CLOSED_GRACE_MS).unref();
  child.stdout.on('end', () => closed('output'));
  child.stdin.on('error', () => closed('input'));
  child.on('error', (err) => fail(bot, `failed to start: ${err.message}`));
  child.on('exit', (code, signal) => {
    // A bot that exits may leave what it started: fail ends its group before it is forgotten.
    fail(bot, withStderr(bot, `crash: the process exited (${signal ? `signal ${signal}` : `code ${code}`})`));
    if (pid && setup.children) unregisterChild(setup.children, pid);
  });
}

function send(id: number, line: string, seq: number | undefined): void {
  const bot = bots.get(id);
  if (!bot || bot.failed) {
    if (seq !== undefined) writeAnswer(slot, seq, ANSWER_FAILED, bot?.failed ?? 'the bot was never started');
    return;
  }
  if (seq !== undefined) bot.pending = seq;
  bot.child!.stdin.write(`${line}\n`);
}

function kill(id: number): void {
  const bot = bots.get(id);
  if (!bot) return;
  // What a killed process still writes is not an answer to anything.
  bot.pending = null;
  bot.failed ??= 'killed';
  end(bot);
  bots.delete(id);
}

parentPort!.on('message', (req: IoRequest) => {
  if (req.op === 'spawn') start(req.bot, req.command, req.cwd, req.echo);
  else if (req.op === 'send') send(req.bot, req.line, req.seq);
  else if (req.op === 'kill') kill(req.bot);
  else {
    for (const id of [...bots.keys()]) kill(id);
    parentPort!.postMessage('closed');
  }
});
parentPort!.postMessage('ready');
