// A second, larger frame for tests: the shape of the 5-6 player board (rows of 3, 4, 5, 6, 5, 4, 3;
// 30 land hexes, two deserts, 28 tokens), with a few coastal harbor sites. It is a test double,
// not the 5-6 rule set: it checks that generators and measures work on any frame.

import type { HarborName, TerrainName } from '../../src/engine/constants.js';
import type { MapFrame } from '../../src/maps/frame.js';

const land: Array<[number, number]> = [];
for (let r = -3; r <= 3; r++) {
  const lo = Math.max(-3, -3 - r);
  const hi = Math.min(3, 3 - r) - 1;
  for (let q = lo; q <= hi; q++) land.push([q, r]);
}

const fill = <T>(n: number, x: T): T[] => Array<T>(n).fill(x);
const terrain: TerrainName[] = [
  ...fill<TerrainName>(6, 'forest'),
  ...fill<TerrainName>(6, 'pasture'),
  ...fill<TerrainName>(6, 'fields'),
  ...fill<TerrainName>(5, 'hills'),
  ...fill<TerrainName>(5, 'mountains'),
  'desert',
  'desert',
];
const tokens = [2, 2, ...[3, 4, 5, 6, 8, 9, 10, 11].flatMap((t) => [t, t, t]), 12, 12];
const harbors: HarborName[] = ['3:1', '3:1', '3:1', 'brick', 'ore'];

export const WIDE_FRAME: MapFrame = {
  name: 'test-wide',
  land,
  // Top row north-west sides, right end east side, bottom row south-east sides, left end west side.
  harborSites: [
    [0, -3, 5],
    [2, -3, 0],
    [2, 0, 1],
    [-1, 3, 2],
    [-3, 0, 4],
  ],
  terrain,
  tokens,
  harbors,
  spiralTokens: [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11, 2, 5, 4, 6, 3, 9, 8, 11, 10, 12],
  beginner: { terrain, tokens: [], harbors },
};
