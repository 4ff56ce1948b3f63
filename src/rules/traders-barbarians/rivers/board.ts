// The Rivers of Catan's island (D145, D146, D157): the river tiles at fixed places of the base or
// 5-6 frame, each river flowing east from its source to the sea; the swamps, where two rivers
// rise, are hexes without a token that produce nothing (the board's deserts); the rest of the
// terrain is dealt at random, and the tokens follow the spiral. With 3-4 players the "2" is set
// aside and the hex with the "12" produces on 2 as well (production.ts).

import type { BoardSpec } from '../../../engine/board.js';
import type { TerrainName } from '../../../engine/constants.js';
import { makeRandom } from '../../../engine/rng.js';
import { assembleMap } from '../../../maps/assemble.js';
import type { MapFrame } from '../../../maps/frame.js';
import { popTokens, shuffle } from '../../../maps/random-map.js';
import { spiralTokens } from '../../../maps/spiral.js';
import { frameTopology } from '../../../maps/topology.js';
import { BASE_FRAME } from '../../base/frame.js';
import { FIVE_SIX_FRAME } from '../../five-six/maps.js';

/** A river: its hexes from the source to the mouth, the source a swamp or not; it leaves each hex by the east side. */
export interface River {
  readonly hexes: ReadonlyArray<readonly [number, number]>;
  /** The terrain of each hex; 'desert' stands for a swamp. */
  readonly terrain: readonly TerrainName[];
}

/** The side every river crosses from one hex into the next, and into the sea: east. */
export const RIVER_SIDE = 1;

/** The layout of one frame: its rivers, the robber's swamp, and the terrain the rest of the island is dealt from. */
export interface RiversLayout {
  readonly frame: MapFrame;
  readonly rivers: readonly River[];
  /** The swamp the robber starts on in the printed set-up (D146). */
  readonly robber: readonly [number, number];
  /** The terrain of the hexes off the rivers: the frame's pool less the hexes the rulebook removes. */
  readonly rest: readonly TerrainName[];
  /** The 3-4 rule: the "2" is set aside and joins the "12" (D147). */
  readonly twoOnTwelve: boolean;
}

const fill = (n: number, t: TerrainName): TerrainName[] => Array<TerrainName>(n).fill(t);

/**
 * 3-4 players: a 4-hex river on the second row and a 3-hex river on the fourth, their mouths on
 * the east and south-east coasts (the two replaced frame pieces); 7 bridge sites. The base set less
 * 2 mountains, 2 hills, 2 pasture and the desert leaves 12 hexes for the rest (D145).
 */
export const RIVERS_34: RiversLayout = Object.freeze<RiversLayout>({
  frame: BASE_FRAME,
  rivers: [
    { hexes: [[-1, -1], [0, -1], [1, -1], [2, -1]], terrain: ['desert', 'hills', 'mountains', 'pasture'] },
    { hexes: [[-1, 1], [0, 1], [1, 1]], terrain: ['desert', 'mountains', 'hills'] },
  ],
  robber: [-1, 1],
  rest: [...fill(4, 'forest'), ...fill(2, 'pasture'), ...fill(4, 'fields'), 'hills', 'mountains'],
  twoOnTwelve: true,
});

/**
 * 5-6 players: the two rivers of the base box on the fourth and second rows, the extension's
 * 3-hex river (no swamp) on the sixth; 10 bridge sites. The base and 5-6 sets less 3 mountains,
 * 2 hills, 3 pasture and both deserts leave 20 hexes (D157).
 */
export const RIVERS_56: RiversLayout = Object.freeze<RiversLayout>({
  frame: FIVE_SIX_FRAME,
  rivers: [
    { hexes: [[-1, 0], [0, 0], [1, 0], [2, 0]], terrain: ['desert', 'hills', 'mountains', 'pasture'] },
    { hexes: [[0, -2], [1, -2], [2, -2]], terrain: ['desert', 'mountains', 'hills'] },
    { hexes: [[-2, 2], [-1, 2], [0, 2]], terrain: ['pasture', 'mountains', 'pasture'] },
  ],
  robber: [-1, 0],
  rest: [...fill(6, 'forest'), ...fill(3, 'pasture'), ...fill(6, 'fields'), ...fill(3, 'hills'), ...fill(2, 'mountains')],
  twoOnTwelve: false,
});

export function riversLayout(players: number): RiversLayout {
  return players >= 5 ? RIVERS_56 : RIVERS_34;
}

/**
 * The rivers as a board's scenario data (`scenario.rivers`: each river's hexes from its source to
 * its mouth), which the drawings read; the rules read the layout (sites.ts).
 */
export interface RiversData {
  readonly rivers: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
}

export function riversData(layout: RiversLayout): RiversData {
  return { rivers: layout.rivers.map((rv) => rv.hexes.map(([q, r]) => [q, r] as [number, number])) };
}

/** Every river hex of a layout, as [q, r, swamp]. */
export function riverHexes(layout: RiversLayout): Array<[number, number, boolean]> {
  return layout.rivers.flatMap((rv) => rv.hexes.map(([q, r], i) => [q, r, rv.terrain[i] === 'desert'] as [number, number, boolean]));
}

/**
 * One game's board, from `seed` alone: the rivers' tiles where the layout puts them, the rest of
 * the terrain and the harbors shuffled, the tokens along the spiral from a random corner (the
 * printed set-up, `variable` false) or shuffled, with the river hexes' terrains shuffled among
 * them and the robber on a random swamp (`variable` true, D146).
 */
export function riversBoard(players: number, variable: boolean, seed: string): BoardSpec {
  const layout = riversLayout(players);
  const frame = layout.frame;
  const rand = makeRandom(`${seed}/map`);
  const onRiver = new Map<string, TerrainName>();
  for (const rv of layout.rivers) rv.hexes.forEach(([q, r], i) => onRiver.set(`${q},${r}`, rv.terrain[i]!));
  if (variable) {
    const keys = [...onRiver.keys()].filter((k) => onRiver.get(k) !== 'desert');
    const terrains = shuffle(keys.map((k) => onRiver.get(k)!), rand);
    keys.forEach((k, i) => onRiver.set(k, terrains[i]!));
  }
  const rest = shuffle([...layout.rest], rand);
  const terrain: TerrainName[] = [];
  let j = 0;
  for (const [q, r] of frame.land) terrain.push(onRiver.get(`${q},${r}`) ?? rest[j++]!);
  let tokens: Array<number | undefined>;
  if (variable) {
    tokens = popTokens(terrain, shuffle(spiralPool(layout), rand));
  } else {
    const corners = frameTopology(frame).corners;
    const corner = corners[Math.floor(rand() * corners.length)]!;
    tokens = spiralTokens({ ...frame, spiralTokens: spiralPool(layout) }, terrain, corner);
  }
  const harbors = shuffle([...frame.harbors], rand);
  const spec = assembleMap(frame, { terrain, tokens, harbors });
  const swamps = riverHexes(layout).filter((h) => h[2]);
  const robber = variable ? swamps[Math.floor(rand() * swamps.length)]! : layout.robber;
  spec.robber = [robber[0], robber[1]];
  spec.scenario = { ...riversData(layout) };
  return spec;
}

/** The tokens laid in letter order: 3-4 players set the "2" (letter B) aside (D147). */
function spiralPool(layout: RiversLayout): number[] {
  const tokens = [...layout.frame.spiralTokens];
  if (layout.twoOnTwelve) tokens.splice(tokens.indexOf(2), 1);
  return tokens;
}
