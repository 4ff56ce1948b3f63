// Uniform over the legal actions: the baseline every other bot must beat.

import type { Bot, BotFactory } from './bot.js';

export const createRandomBot: BotFactory = () => ({
  name: 'random',
  decide(_view, legal, count, rng) {
    return legal[Math.floor(rng() * count)]!;
  },
});

export const randomBot: Bot = createRandomBot();
