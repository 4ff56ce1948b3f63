// Component counts of the 5-6 player extension added to the base game (D23): 25 more resource
// cards (5 of each) and 9 more development cards (6 knights, 1 of each progress card). Piece
// counts per colour and building costs are the base game's.

import { BASE_SUPPLY, type Supply } from '../base/supply.js';

export const FIVE_SIX_SUPPLY: Supply = Object.freeze({
  ...BASE_SUPPLY,
  resourceCount: BASE_SUPPLY.resourceCount + 5,
  devDeck: Object.freeze([14 + 6, 2 + 1, 2 + 1, 2 + 1, 5]),
});
