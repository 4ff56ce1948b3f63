// Resolves bot names: built-ins by name, anything else as a path to a .js/.mjs/.ts module whose
// default export is a bot factory. TypeScript modules load through tsx, without a build step.

import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bot, BotFactory } from '../bots/bot.js';
import { BUILTIN_BOTS, builtinBot } from '../bots/registry.js';
import type { BotSpec } from './plan.js';

export class BotLoadError extends Error {}

const MODULE_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts']);

export function isBotPath(ref: string): boolean {
  return ref.includes('/') || ref.includes('\\') || MODULE_EXTENSIONS.has(extname(ref));
}

/** Turns a config/flag entry into a spec; module paths are made absolute (relative to `baseDir`). */
export function resolveBotRef(ref: string, baseDir: string): Pick<BotSpec, 'ref' | 'kind'> {
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

async function importModule(path: string): Promise<Record<string, unknown>> {
  const ext = extname(path);
  if (ext === '.ts' || ext === '.mts' || ext === '.cts') {
    const { tsImport } = await import('tsx/esm/api');
    return (await tsImport(pathToFileURL(path).href, import.meta.url)) as Record<string, unknown>;
  }
  return (await import(pathToFileURL(path).href)) as Record<string, unknown>;
}

export async function loadBotFactory(spec: Pick<BotSpec, 'ref' | 'kind'>): Promise<BotFactory> {
  if (spec.kind === 'builtin') {
    const f = builtinBot(spec.ref);
    if (!f) throw new BotLoadError(`unknown bot "${spec.ref}"`);
    return f;
  }
  let mod: Record<string, unknown>;
  try {
    mod = await importModule(spec.ref);
  } catch (err) {
    throw new BotLoadError(`bot module ${spec.ref} failed to load: ${(err as Error).message.split('\n')[0]}`);
  }
  // A CommonJS-shaped module seen through ESM interop nests its default export once more.
  let factory = mod.default as unknown;
  if (factory && typeof factory === 'object' && 'default' in factory) factory = (factory as { default: unknown }).default;
  if (typeof factory !== 'function') {
    throw new BotLoadError(`bot module ${spec.ref}: the default export must be a function (options) => bot, got ${typeof factory}`);
  }
  return factory as BotFactory;
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
