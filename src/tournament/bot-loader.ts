// Resolves bot names: built-ins by name, anything else as a path to a .js/.mjs/.ts module whose
// default export is a bot factory. Module bots are bundled here (TypeScript included, no build
// step) but never run in this thread: they run sandboxed in the workers (sandbox/seat.ts).

import { existsSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import type { Bot, BotFactory } from '../bots/bot.js';
import { BUILTIN_BOTS, builtinBot } from '../bots/registry.js';
import type { PlanCode } from './play-spec.js';
import type { BotSpec, TournamentPlan } from './plan.js';
import type { BotBundle } from './sandbox/bundle.js';
import { checkProgram, COMMAND_PREFIX, CommandError, splitCommand } from './external/command.js';

export class BotLoadError extends Error {}

const MODULE_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts']);

export function isBotPath(ref: string): boolean {
  return ref.includes('/') || ref.includes('\\') || MODULE_EXTENSIONS.has(extname(ref));
}

export type BotRef = Pick<BotSpec, 'ref' | 'kind' | 'command' | 'cwd'>;

/** Turns a config/flag entry into a spec; module paths are made absolute (relative to `baseDir`). */
export function resolveBotRef(ref: string, baseDir: string): BotRef {
  if (ref.startsWith(COMMAND_PREFIX)) {
    try {
      return resolveCommandRef(splitCommand(ref.slice(COMMAND_PREFIX.length)), baseDir);
    } catch (err) {
      if (err instanceof CommandError) throw new BotLoadError(`command bot: ${err.message}`);
      throw err;
    }
  }
  if (!isBotPath(ref)) {
    if (!builtinBot(ref)) {
      throw new BotLoadError(`unknown bot "${ref}" (built-in: ${Object.keys(BUILTIN_BOTS).join(', ')}; or give a path to a .js/.ts module)`);
    }
    return { ref, kind: 'builtin' };
  }
  const path = resolve(baseDir, ref);
  if (!existsSync(path)) throw new BotLoadError(`bot module ${ref} not found (looked at ${path})`);
  if (!MODULE_EXTENSIONS.has(extname(path))) throw new BotLoadError(`bot module ${ref}: expected a .js, .mjs or .ts file`);
  return { ref: path, kind: 'module' };
}

/**
 * A command bot (src/tournament/external): it runs in `baseDir`, where its relative paths were
 * written, and its program must exist now, so a typo fails before any game.
 */
export function resolveCommandRef(command: string[], baseDir: string): BotRef {
  try {
    checkProgram(command, baseDir);
  } catch (err) {
    if (err instanceof CommandError) throw new BotLoadError(`command bot: ${err.message}`);
    throw err;
  }
  return { ref: command.join(' '), kind: 'command', command: [...command], cwd: resolve(baseDir) };
}

/** A command bot's default label: its script's name (`random_bot` for `python3 bots/random_bot.py`), else its program's. */
export function commandLabel(command: readonly string[]): string {
  const script = [...command].reverse().find((w) => !w.startsWith('-') && /[./\\]/.test(w));
  return basename(script ?? command[0]!, extname(script ?? command[0]!));
}

/** The default label of a `cmd:` reference; a command that does not split is left for resolveBotRef to report. */
export function commandRefLabel(ref: string): string {
  try {
    return commandLabel(splitCommand(ref.slice(COMMAND_PREFIX.length)));
  } catch {
    return 'command';
  }
}

/** The module bots' code as the workers will run it (null when every bot is built in). */
export async function bundlePlanBots(plan: TournamentPlan): Promise<PlanCode | null> {
  if (!plan.lineup.some((b) => b.kind === 'module')) return null;
  const bots = await Promise.all(
    plan.lineup.map(async (b) => {
      if (b.kind !== 'module') return null;
      const bundle = await bundleModuleBot(b.ref);
      // The plan names the bot by the hash it had when the run was set up: the code run must be that bot.
      if (b.hash !== undefined && bundle.hash !== b.hash) throw new BotLoadError(`bot module ${b.ref} changed while the run was starting (its bundle's sha256 is ${bundle.hash.slice(0, 12)}..., the plan's ${b.hash.slice(0, 12)}...): start it again`);
      return bundle.code;
    }),
  );
  const { libraryBundle } = await import('./sandbox/bundle.js');
  return { library: await libraryBundle(), bots };
}

/** A module bot bundled (its code and identity hash); one that does not bundle fails as one that does not load. */
export async function bundleModuleBot(path: string): Promise<BotBundle> {
  // esbuild is loaded only when a module bot is bundled: the workers and runs of built-in bots,
  // which import this module too, never need it.
  const { BundleError, bundleBot } = await import('./sandbox/bundle.js');
  try {
    return await bundleBot(path);
  } catch (err) {
    if (err instanceof BundleError) throw new BotLoadError(`bot module ${path} failed to load: ${err.message}`);
    throw err;
  }
}

export function builtinFactory(name: string): BotFactory {
  const f = builtinBot(name);
  if (!f) throw new BotLoadError(`unknown bot "${name}"`);
  return f;
}

/** Makes a bot and checks its shape, so a broken module fails before any game starts. */
export function instantiate(factory: BotFactory, spec: BotSpec): Bot {
  let bot: Bot;
  try {
    bot = factory(spec.options);
  } catch (err) {
    throw new BotLoadError(`bot ${spec.label}: its factory threw: ${(err as Error).message}`);
  }
  if (!bot || typeof bot.decide !== 'function') {
    throw new BotLoadError(`bot ${spec.label}: the factory must return an object with a decide(view, legal, count, rng) method`);
  }
  if (bot.decide.constructor.name === 'AsyncFunction') {
    throw new BotLoadError(`bot ${spec.label}: decide is an async function, so it returns a Promise; it must return an action (a number) synchronously`);
  }
  return bot;
}
