// Turns a dealt map (terrain, tokens and harbor types in a frame's order) into board data.

import type { BoardSpec, HarborSpec, HexSpec } from '../engine/board.js';
import type { HarborName, TerrainName } from '../engine/constants.js';
import type { MapFrame } from './frame.js';

export interface DealtMap {
  /** One terrain per land position of the frame, in `frame.land` order. */
  terrain: TerrainName[];
  /** One token per land position; undefined on deserts. */
  tokens: Array<number | undefined>;
  /** One harbor type per harbor site, in `frame.harborSites` order. */
  harbors: HarborName[];
}

/**
 * Board data for a dealt map; the robber starts on the first desert (or the first hex if none).
 * Its arrays are pushed, not mapped: once its caller is optimised, V8 (Node 20) makes map's result
 * a holey array where the interpreter made a packed one, and the board's set-up, compiled for the
 * packed kind, is thrown away and compiled again in every worker (docs/performance.md).
 */
export function assembleMap(frame: MapFrame, dealt: DealtMap): BoardSpec {
  const hexes: HexSpec[] = [];
  for (let i = 0; i < frame.land.length; i++) {
    const [q, r] = frame.land[i]!;
    const h: HexSpec = { hex: [q, r], terrain: dealt.terrain[i]! };
    if (dealt.tokens[i] !== undefined) h.token = dealt.tokens[i];
    hexes.push(h);
  }
  const harbors: HarborSpec[] = [];
  for (let i = 0; i < frame.harborSites.length; i++) {
    const [q, r, side] = frame.harborSites[i]!;
    harbors.push({ edge: [q, r, side], type: dealt.harbors[i]! });
  }
  const desert = hexes.find((h) => h.terrain === 'desert');
  return { hexes, harbors, robber: desert ? [desert.hex[0], desert.hex[1]] : [hexes[0]!.hex[0], hexes[0]!.hex[1]] };
}
