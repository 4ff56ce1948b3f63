// The official generator: the rulebook's variable set-up (docs/rules-decisions.md, M10-M11).
// Terrain and harbor types are shuffled; the number tokens go along the lettered spiral, or are
// dealt at random and red numbers that touch are swapped apart, as the "fully random" set-up says.

import type { BoardSpec } from '../engine/board.js';
import { assembleMap } from './assemble.js';
import { hasAdjacent68, isRed } from './constraints.js';
import type { MapFrame } from './frame.js';
import { popTokens, shuffle } from './random-map.js';
import { spiralMap } from './spiral.js';
import { withDefaults } from './option-defaults.js';
import { frameTopology, type FrameTopology } from './topology.js';

export const TOKEN_METHODS = ['spiral', 'random'] as const;

/** The options, as generator-options.ts checks them where a config or the command line gives them. */
export interface OfficialOptions {
  /** "spiral": lettered tokens along the spiral (the rulebook's way, M10); "random": reds swapped apart (M11). */
  tokens: (typeof TOKEN_METHODS)[number];
}

export const DEFAULT_OFFICIAL: Readonly<OfficialOptions> = { tokens: 'spiral' };

/**
 * The rulebook's swaps (M11): while a red token (6 or 8) touches another, draw one move among all
 * moves of a touching red token onto a hex whose token is not red and that touches no red token
 * but the moving one, and swap the two tokens. Each swap parts at least one pair of reds and joins
 * none, so the loop ends. Returns null when reds touch and no such move exists (rare on the 5-6
 * frame, never seen on the base frame): the caller deals again.
 */
export function separateRedTokens(
  topo: FrameTopology,
  dealt: ReadonlyArray<number | undefined>,
  rand: () => number,
): Array<number | undefined> | null {
  const tokens = [...dealt];
  const redsAround = (i: number, except: number) =>
    topo.neighbours[i]!.filter((j) => j !== except && isRed(tokens[j])).length;
  for (;;) {
    const moves: Array<[number, number]> = [];
    tokens.forEach((t, from) => {
      if (!isRed(t) || redsAround(from, -1) === 0) return;
      tokens.forEach((u, to) => u !== undefined && !isRed(u) && redsAround(to, from) === 0 && moves.push([from, to]));
    });
    if (moves.length === 0) return hasAdjacent68(topo, tokens) ? null : tokens;
    const [from, to] = moves[Math.floor(rand() * moves.length)]!;
    [tokens[from], tokens[to]] = [tokens[to], tokens[from]];
  }
}

/**
 * A board by the rulebook's variable set-up. With `tokens: "random"` the draws are those of the
 * random generator (terrain, tokens, harbors) plus the swaps' draws, so a deal with no touching
 * reds is the random generator's board of the same seed.
 */
export function officialMap(frame: MapFrame, options: Partial<OfficialOptions>, rand: () => number): BoardSpec {
  return dealOfficial(frame, withDefaults(DEFAULT_OFFICIAL, options), rand);
}

/** officialMap with its options already defaulted. */
export function dealOfficial(frame: MapFrame, o: OfficialOptions, rand: () => number): BoardSpec {
  if (o.tokens === 'spiral') return spiralMap(frame, rand);
  const terrain = shuffle([...frame.terrain], rand);
  const topo = frameTopology(frame);
  let tokens: Array<number | undefined> | null = null;
  while (tokens === null) tokens = separateRedTokens(topo, popTokens(terrain, shuffle([...frame.tokens], rand)), rand);
  const harbors = shuffle([...frame.harbors], rand);
  return assembleMap(frame, { terrain, tokens, harbors });
}
