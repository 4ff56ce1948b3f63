// The board a map file describes (map-file.ts): its hexes, harbors, robber and scenario block as the
// engine's BoardSpec. Apart from the file's checks, so that the pool's workers can make boards of
// the built-in Seafarers maps without the schema library; a user's file is checked first.

import type { BoardSpec, HexSpec } from '../engine/board.js';
import type { HarborName, TerrainName } from '../engine/constants.js';

/** The board fields of a map file, as checked. */
export interface MapFileBoard {
  hexes: ReadonlyArray<{ hex: readonly [number, number]; terrain: TerrainName; token?: number | null; hidden?: boolean }>;
  harbors: ReadonlyArray<{ edge: readonly [number, number, number]; type: HarborName }>;
  robber?: readonly [number, number] | null;
  scenario?: Record<string, unknown>;
}

/** A new BoardSpec of a map file's board fields; optional fields only when the file sets them. */
export function boardOfMapFile({ hexes, harbors, robber, scenario }: MapFileBoard): BoardSpec {
  const board: BoardSpec = {
    hexes: hexes.map((h) => {
      const out: HexSpec = { hex: [h.hex[0], h.hex[1]], terrain: h.terrain };
      if (h.token !== undefined) out.token = h.token;
      if (h.hidden) out.hidden = true;
      return out;
    }),
    harbors: harbors.map((h) => ({ edge: [h.edge[0], h.edge[1], h.edge[2]], type: h.type })),
  };
  if (robber) board.robber = [robber[0], robber[1]];
  else if (robber === null) board.robber = null;
  if (scenario) board.scenario = scenario;
  return board;
}
