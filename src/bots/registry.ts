// Built-in bots by name.

import type { BotFactory } from './bot.js';
import { createRandomBot } from './random.js';

export const BUILTIN_BOTS: Record<string, { factory: BotFactory; description: string; options: string }> = {
  random: { factory: createRandomBot, description: 'uniform over the legal actions', options: 'none' },
};

export function builtinBot(name: string): BotFactory | undefined {
  return Object.hasOwn(BUILTIN_BOTS, name) ? BUILTIN_BOTS[name]!.factory : undefined;
}
