// The Fishermen of Catan's board (D130-D132): the base or 5-6 frame with the lake in place of each
// desert, never on the coast, and the fishing grounds on the frame. A fishing ground lies on a sea
// hex of the frame that carries no harbor; on the base frame each frame section has exactly one
// such hex touching the island along two sides, so three coastal intersections, between two
// harbors. The lakes and grounds are the board's scenario block; the lake is a desert-class hex
// (it produces no resource) that the block names as a lake.

import type { Board, BoardSpec } from '../../../engine/board.js';
import { SIDE_DQ, SIDE_DR, hexDistance } from '../../../engine/geometry.js';
import { keyedMemo } from '../../../engine/keyed-memo.js';
import { makeRandom } from '../../../engine/rng.js';
import { BASE_FRAME } from '../../base/frame.js';
import { FIVE_SIX_FRAME } from '../../five-six/maps.js';
import { beginnerMap } from '../../../maps/beginner.js';
import type { MapFrame } from '../../../maps/frame.js';
import { randomMap, shuffle } from '../../../maps/random-map.js';
import { GROUND_NUMBERS, GROUND_NUMBERS_56, LAKE_NUMBERS } from './ids.js';

export const FISHERMEN_ID = 'fishermen-of-catan';

/** A fishing ground as the board's block names it: the frame's sea hex and its number. */
export interface GroundSpec {
  hex: [number, number];
  token: number;
}
/** A lake: its hex and the numbers that fish there. */
export interface LakeSpec {
  hex: [number, number];
  numbers: number[];
}
export type FishermenBlock = {
  name: typeof FISHERMEN_ID;
  lakes: LakeSpec[];
  grounds: GroundSpec[];
};

/**
 * The fishing grounds' sea hexes, clockwise from the top (D131). Base frame: the six hexes of the
 * frame without a harbor that touch the island along two sides. 5-6 frame: the seven such hexes of
 * its harbor layout (D25), and the harbor-free corner hex on the east, touching two intersections.
 */
export const BASE_GROUND_SITES: ReadonlyArray<readonly [number, number]> = [
  [3, -1],
  [2, 1],
  [-2, 3],
  [-3, 2],
  [-1, -2],
  [1, -3],
];
export const FIVE_SIX_GROUND_SITES: ReadonlyArray<readonly [number, number]> = [
  [3, -2],
  [3, 0],
  [0, 3],
  [-4, 3],
  [-4, 1],
  [-3, -1],
  [-1, -3],
  [1, -4],
];
/** The numbers on the sites above in the printed set-up (D132): alternating high and low around the frame. */
const BASE_GROUND_ORDER: readonly number[] = [5, 9, 4, 10, 6, 8];
const FIVE_SIX_GROUND_ORDER: readonly number[] = [5, 9, 4, 10, 6, 8, 5, 9];

const key = (q: number, r: number) => `${q},${r}`;

/** Land hexes of the frame with a land hex on every side: where a lake may lie. */
export function inlandHexes(frame: MapFrame): Array<[number, number]> {
  const land = new Set(frame.land.map(([q, r]) => key(q, r)));
  return frame.land.filter(([q, r]) => SIDE_DQ.every((dq, s) => land.has(key(q + dq, r + SIDE_DR[s]!)))).map(([q, r]) => [q, r]);
}

/**
 * Moves every desert that lies on the coast inland (D130): it trades places, terrain and token,
 * with an inland hex that is no desert, the nearest one (the first in land order on a tie) in the
 * printed set-up, one drawn from `rand` in a variable one.
 */
function moveDesertsInland(spec: BoardSpec, frame: MapFrame, rand: (() => number) | null): void {
  const inland = new Set(inlandHexes(frame).map(([q, r]) => key(q, r)));
  const hexes = spec.hexes;
  for (const h of hexes) {
    if (h.terrain !== 'desert' || inland.has(key(h.hex[0], h.hex[1]))) continue;
    const spots = hexes.filter((x) => x.terrain !== 'desert' && inland.has(key(x.hex[0], x.hex[1])));
    let pick = spots[0]!;
    if (rand) pick = spots[Math.floor(rand() * spots.length)]!;
    else for (const x of spots) if (hexDistance(x.hex[0], x.hex[1], h.hex[0], h.hex[1]) < hexDistance(pick.hex[0], pick.hex[1], h.hex[0], h.hex[1])) pick = x;
    const { hex } = h;
    h.hex = pick.hex;
    pick.hex = hex;
  }
  // Hexes stay in the frame's reading order, as every dealt map lists them.
  const order = new Map(frame.land.map(([q, r], i) => [key(q, r), i]));
  hexes.sort((a, b) => order.get(key(a.hex[0], a.hex[1]))! - order.get(key(b.hex[0], b.hex[1]))!);
}

/**
 * One game's board: the beginner layout of the frame (`variable` false) or one dealt at random
 * from the seed, with the deserts moved inland as lakes, the robber beside the board (D134) and the
 * fishing grounds at their sites, numbered as printed or shuffled from the seed.
 */
export function fishermenBoard(players: number, variable: boolean, seed: string): BoardSpec {
  const five = players >= 5;
  const frame = five ? FIVE_SIX_FRAME : BASE_FRAME;
  const rand = makeRandom(`${seed}/map`);
  const spec = variable ? randomMap(frame, rand) : beginnerMap(frame);
  moveDesertsInland(spec, frame, variable ? rand : null);
  const lakes: LakeSpec[] = spec.hexes.filter((h) => h.terrain === 'desert').map((h, i) => ({ hex: [h.hex[0], h.hex[1]], numbers: [...LAKE_NUMBERS[i]!] }));
  const sites = five ? FIVE_SIX_GROUND_SITES : BASE_GROUND_SITES;
  const numbers = variable ? shuffle([...(five ? GROUND_NUMBERS_56 : GROUND_NUMBERS)], rand) : [...(five ? FIVE_SIX_GROUND_ORDER : BASE_GROUND_ORDER)];
  const grounds: GroundSpec[] = sites.map(([q, r], i) => ({ hex: [q, r], token: numbers[i]! }));
  const block: FishermenBlock = { name: FISHERMEN_ID, lakes, grounds };
  return { ...spec, robber: null, scenario: block };
}

/** The board's fishing places as the rules read them: per place its number(s) bit mask, hex and intersections. */
export interface FishingTables {
  /** Places in order: the grounds, then the lakes. */
  readonly places: ReadonlyArray<{ readonly kind: 'ground' | 'lake'; readonly hex: readonly [number, number]; readonly numbers: readonly number[] }>;
  /** Bit v set when place i fishes on a roll of v. */
  readonly rolls: Int32Array;
  /** The land hex id of place i (a lake), -1 for a ground (the robber never stands there). */
  readonly landHex: Int32Array;
  /** Intersections of place i: nodes[start[i]..start[i + 1]). */
  readonly start: Int32Array;
  readonly nodes: Int32Array;
  /** 1 at an intersection beside a fishing ground (the second set-up settlement's token, D136). */
  readonly nearGround: Uint8Array;
}

/** The scenario block of a board, checked. */
export function fishermenBlock(board: Board): FishermenBlock {
  const raw = board.spec.scenario as Partial<FishermenBlock> | undefined;
  if (!raw || raw.name !== FISHERMEN_ID) throw new Error(`scenario ${FISHERMEN_ID}: the board has no ${FISHERMEN_ID} block (use the scenario's map)`);
  const okNumber = (v: unknown) => Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 12 && v !== 7;
  if (!Array.isArray(raw.lakes) || !Array.isArray(raw.grounds)) throw new Error(`scenario ${FISHERMEN_ID}: the board's block needs lakes and grounds`);
  for (const g of raw.grounds) if (!Array.isArray(g.hex) || !okNumber(g.token)) throw new Error(`scenario ${FISHERMEN_ID}: a fishing ground needs hex [q, r] and a token 2-12 but 7`);
  for (const l of raw.lakes) if (!Array.isArray(l.hex) || !Array.isArray(l.numbers) || !l.numbers.every(okNumber)) throw new Error(`scenario ${FISHERMEN_ID}: a lake needs hex [q, r] and numbers 2-12 but 7`);
  return raw as FishermenBlock;
}

export const fishingTables = keyedMemo((board: Board, _: null): FishingTables => {
  const block = fishermenBlock(board);
  const places = [
    ...block.grounds.map((g) => ({ kind: 'ground' as const, hex: g.hex, numbers: [g.token] })),
    ...block.lakes.map((l) => ({ kind: 'lake' as const, hex: l.hex, numbers: l.numbers })),
  ];
  const rolls = new Int32Array(places.length);
  const landHex = new Int32Array(places.length).fill(-1);
  const start = new Int32Array(places.length + 1);
  const nodes: number[] = [];
  const nearGround = new Uint8Array(board.numNodes);
  places.forEach((pl, i) => {
    for (const v of pl.numbers) rolls[i]! |= 1 << v;
    const [q, r] = pl.hex;
    if (pl.kind === 'lake') {
      const h = board.hexId(q, r);
      if (h < 0 || board.hexTerrain[h] !== board.terrainNames.indexOf('desert')) throw new Error(`scenario ${FISHERMEN_ID}: the lake at [${q}, ${r}] is not a desert-class hex of the board`);
      landHex[i] = h;
    }
    for (let c = 0; c < 6; c++) {
      const n = board.nodeId(q, r, c);
      if (n < 0) continue;
      nodes.push(n);
      if (pl.kind === 'ground') nearGround[n] = 1;
    }
    if (pl.kind === 'ground' && nodes.length === start[i]) throw new Error(`scenario ${FISHERMEN_ID}: the fishing ground at [${q}, ${r}] touches no intersection of the island`);
    start[i + 1] = nodes.length;
  });
  return { places, rolls, landHex, start, nodes: Int32Array.from(nodes), nearGround };
});
