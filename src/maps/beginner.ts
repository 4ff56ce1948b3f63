// The fixed first-game layout of a frame.

import type { BoardSpec } from '../engine/board.js';
import { assembleMap } from './assemble.js';
import type { MapFrame } from './frame.js';

export function beginnerMap(frame: MapFrame): BoardSpec {
  const b = frame.beginner;
  return assembleMap(frame, { terrain: [...b.terrain], tokens: [...b.tokens], harbors: [...b.harbors] });
}
