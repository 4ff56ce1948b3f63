// Which frame a game deals its map on: the 5-6 player board for 5 and 6 players, the base board
// otherwise (the two-player variant plays on the base board too).

import { BASE_FRAME } from '../rules/base/frame.js';
import { FIVE_SIX_FRAME } from '../rules/five-six/maps.js';
import type { MapFrame } from './frame.js';

export function frameFor(players: number): MapFrame {
  return players >= 5 ? FIVE_SIX_FRAME : BASE_FRAME;
}
