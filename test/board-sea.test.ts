// The board builder beyond land: sea hexes as places (opt-in), hidden hexes, boards of any shape
// and size (islands, holes, far coordinates) built, dealt, measured, drawn and saved, and
// property tests of the tables over random hex sets in both modes.

import chalk from 'chalk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardError, buildBoard, HIDDEN_TERRAIN, type Board, type BoardOptions, type BoardSpec, type HexSpec } from '../src/engine/board.js';
import { DESERT, SEA, type TerrainName } from '../src/engine/constants.js';
import { cornerKey, hexagon, MAX_COORD, SIDE_DQ, SIDE_DR, sideKey } from '../src/engine/geometry.js';
import { makeRandom } from '../src/engine/rng.js';
import { drawBoard, labelOrigin } from '../src/maps/ascii.js';
import { balancedMap } from '../src/maps/balanced.js';
import { beginnerMap } from '../src/maps/beginner.js';
import type { MapFrame } from '../src/maps/frame.js';
import { formatMapFile, parseMapFile } from '../src/maps/map-file.js';
import { staticMeasures } from '../src/maps/measures.js';
import { randomMap } from '../src/maps/random-map.js';
import { spiralMap } from '../src/maps/spiral.js';
import { boardSvg } from '../src/maps/svg.js';
import { frameTopology } from '../src/maps/topology.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { fiveSixBeginnerBoard } from '../src/rules/five-six/maps.js';

type Hex = [number, number];
const key = ([q, r]: readonly [number, number]) => `${q},${r}`;
const seaHex = ([q, r]: readonly [number, number]): HexSpec => ({ hex: [q, r], terrain: 'sea' });
const histogram = (xs: ArrayLike<number>, size: number) => {
  const out = new Array<number>(size).fill(0);
  for (let i = 0; i < xs.length; i++) out[xs[i]!]!++;
  return out;
};
const padded = (arr: Int32Array, width: number, at: number) => Array.from(arr.subarray(at * width, at * width + width)).filter((v) => v >= 0);

/** A 7-hex island (hexagon of radius 1) in a ring of 12 sea hexes. */
function smallIsland(): BoardSpec {
  const terrain: TerrainName[] = ['hills', 'forest', 'pasture', 'desert', 'fields', 'mountains', 'forest'];
  const tokens = [5, 6, 8, undefined, 9, 10, 4];
  const land = hexagon(1).map(([q, r], i): HexSpec => (tokens[i] ? { hex: [q, r], terrain: terrain[i]!, token: tokens[i] } : { hex: [q, r], terrain: terrain[i]! }));
  const sea = hexagon(2).filter(([q, r]) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) === 2).map(seaHex);
  // One harbor named from the sea hex, one from the land hex.
  return { hexes: [...land, ...sea], harbors: [{ edge: [0, -2, 2], type: '3:1' }, { edge: [1, 0, 1], type: 'ore' }] };
}

/** Checks every structural invariant of a board's tables; returns nothing, fails the test on a breach. */
function expectWellFormed(b: Board): void {
  // Dense ids: every node and edge id is some hex's corner or side.
  const seenNodes = new Set(Array.from(b.hexNodes).filter((n) => n >= 0));
  const seenEdges = new Set(Array.from(b.hexEdges).filter((e) => e >= 0));
  expect(seenNodes.size).toBe(b.numNodes);
  expect(seenEdges.size).toBe(b.numEdges);
  expect(Math.max(-1, ...seenNodes)).toBe(b.numNodes - 1);
  expect(Math.max(-1, ...seenEdges)).toBe(b.numEdges - 1);
  for (const [arr, width, count] of [
    [b.nodeHexes, 3, b.numNodes],
    [b.nodeAllHexes, 3, b.numNodes],
    [b.nodeNodes, 3, b.numNodes],
    [b.nodeEdges, 3, b.numNodes],
    [b.edgeNodes, 2, b.numEdges],
    [b.edgeHexes, 2, b.numEdges],
  ] as const) {
    expect(arr.length).toBe(width * count);
    for (let i = 0; i < count; i++) {
      const row = Array.from(arr.subarray(i * width, i * width + width));
      const first = row.indexOf(-1);
      // Padding only at the end, no repeats.
      if (first >= 0) expect(row.slice(first).every((v) => v === -1)).toBe(true);
      const live = row.filter((v) => v >= 0);
      expect(new Set(live).size).toBe(live.length);
    }
  }
  for (let e = 0; e < b.numEdges; e++) {
    const [x, y] = [b.edgeNodes[e * 2]!, b.edgeNodes[e * 2 + 1]!];
    expect(x >= 0 && x < y && y < b.numNodes).toBe(true);
    expect(padded(b.nodeNodes, 3, x)).toContain(y);
    expect(padded(b.nodeNodes, 3, y)).toContain(x);
    expect(padded(b.nodeEdges, 3, x)).toContain(e);
    expect(padded(b.nodeEdges, 3, y)).toContain(e);
    expect(b.edgeId(...b.edgeName[e]!)).toBe(e);
    const hexes = padded(b.edgeHexes, 2, e);
    expect(b.edgeLand[e]! + b.edgeSea[e]! + b.edgeHidden[e]!).toBe(hexes.length);
  }
  for (let n = 0; n < b.numNodes; n++) {
    expect(b.nodeId(...b.nodeName[n]!)).toBe(n);
    expect(padded(b.nodeEdges, 3, n).length).toBe(padded(b.nodeNodes, 3, n).length);
    expect(b.nodeLand[n]).toBe(padded(b.nodeHexes, 3, n).length);
    expect(b.nodeLand[n]! + b.nodeSea[n]! + b.nodeHidden[n]!).toBe(padded(b.nodeAllHexes, 3, n).length);
    // Ids in reading order: lattice keys ascend with the id.
    if (n > 0) expect(cornerKey(...b.nodeName[n]!)).toBeGreaterThan(cornerKey(...b.nodeName[n - 1]!));
  }
  for (let e = 1; e < b.numEdges; e++) expect(sideKey(...b.edgeName[e]!)).toBeGreaterThan(sideKey(...b.edgeName[e - 1]!));
  // Every corner and side of a hex names the node or edge the tables give it.
  for (let h = 0; h < b.numHexes; h++) {
    for (let c = 0; c < 6; c++) {
      expect(b.nodeId(b.hexQ[h]!, b.hexR[h]!, c)).toBe(b.hexNodes[h * 6 + c]);
      expect(b.edgeId(b.hexQ[h]!, b.hexR[h]!, c)).toBe(b.hexEdges[h * 6 + c]);
    }
  }
}

describe('sea hexes as places', () => {
  it('keeps sea hexes data only by default, and the same with seaPlaces: false', () => {
    const spec = smallIsland();
    const plain = buildBoard(spec);
    expect([plain.numNodes, plain.numEdges]).toEqual([24, 30]);
    expect(buildBoard(spec, { seaPlaces: false }).nodeName).toEqual(plain.nodeName);
    // The coast still knows the sea beyond it.
    expect(histogram(plain.edgeLand, 3)).toEqual([0, 18, 12]);
    expect(histogram(plain.edgeSea, 3)).toEqual([12, 18, 0]);
    expect(Array.from(plain.seaHexes)).toEqual(Array.from({ length: 12 }, (_, i) => 7 + i));
    expectWellFormed(plain);
  });

  it('gives a small island in a sea ring nodes and edges on every sea hex', () => {
    const b = buildBoard(smallIsland(), { seaPlaces: true });
    // The whole radius-2 hexagon is places now: as many as the base board.
    expect([b.numNodes, b.numEdges]).toEqual([54, 72]);
    expectWellFormed(b);
    // 12 inland edges, 18 coast, 42 at sea (12 between two sea hexes, 30 on the outer rim).
    expect(histogram(b.edgeLand, 3)).toEqual([42, 18, 12]);
    expect(histogram(b.edgeSea, 3)).toEqual([12, 48, 12]);
    expect(histogram(b.nodeLand, 4)).toEqual([30, 12, 6, 6]);
    expect(Array.from(b.landHexes)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(b.seaHexes).toHaveLength(12);
    for (const h of b.seaHexes) expect(b.hexTerrain[h]).toBe(SEA);
  });

  it('rings each sea hex with six edges, closed through its six corners', () => {
    const b = buildBoard(smallIsland(), { seaPlaces: true });
    for (const h of b.seaHexes) {
      const ring = Array.from(b.hexEdges.subarray(h * 6, h * 6 + 6));
      expect(new Set(ring).size).toBe(6);
      ring.forEach((e, s) => {
        expect(e).toBeGreaterThanOrEqual(0);
        const ends = [b.edgeNodes[e * 2], b.edgeNodes[e * 2 + 1]].sort();
        expect(ends).toEqual([b.hexNodes[h * 6 + s], b.hexNodes[h * 6 + ((s + 1) % 6)]].sort());
        expect(padded(b.edgeHexes, 2, e)).toContain(h);
      });
    }
    // (0,-2): off the board to the NE, W and NW; sea to the E and SW; the island to the SE.
    const h = b.hexId(0, -2);
    const ring = Array.from(b.hexEdges.subarray(h * 6, h * 6 + 6));
    expect(ring.map((e) => b.edgeLand[e])).toEqual([0, 0, 1, 0, 0, 0]);
    expect(ring.map((e) => b.edgeSea[e])).toEqual([1, 2, 1, 2, 1, 1]);
  });

  it('names ids reached from land by their land hex and sea-only ids by their first sea hex', () => {
    const spec = smallIsland();
    const plain = buildBoard(spec);
    const sea = buildBoard(spec, { seaPlaces: true });
    // The land part of the sea board is the plain board, name for name and table for table.
    const landNodes = Array.from({ length: sea.numNodes }, (_, n) => n).filter((n) => sea.nodeLand[n]! > 0);
    expect(landNodes.map((n) => sea.nodeName[n])).toEqual(plain.nodeName);
    const landEdges = Array.from({ length: sea.numEdges }, (_, e) => e).filter((e) => sea.edgeLand[e]! > 0);
    expect(landEdges.map((e) => sea.edgeName[e])).toEqual(plain.edgeName);
    for (let n = 0; n < plain.numNodes; n++) {
      expect(padded(sea.nodeHexes, 3, sea.nodeId(...plain.nodeName[n]!))).toEqual(padded(plain.nodeHexes, 3, n));
    }
    for (let n = 0; n < sea.numNodes; n++) {
      if (sea.nodeLand[n]! > 0) continue;
      const first = Math.min(...padded(sea.nodeAllHexes, 3, n));
      expect(sea.hexId(sea.nodeName[n]![0], sea.nodeName[n]![1])).toBe(first);
    }
  });

  it('keeps harbors on land-sea edges, named from either side', () => {
    const spec = smallIsland();
    for (const opts of [{}, { seaPlaces: true }] as BoardOptions[]) {
      const b = buildBoard(spec, opts);
      expect(b.harborEdges.map((h) => h.edge)).toEqual([b.edgeId(0, -1, 5), b.edgeId(2, 0, 4)]);
      for (const { edge } of b.harborEdges) {
        expect([b.edgeLand[edge], b.edgeSea[edge]]).toEqual([1, 1]);
        for (const n of padded(b.edgeNodes, 2, edge)) expect(b.nodeHarbor[n]).toBeGreaterThanOrEqual(0);
      }
      expect(Array.from(b.nodeHarbor).filter((k) => k >= 0)).toHaveLength(4);
    }
    // A sea-sea edge is an edge now, but no coast; an inland edge is no coast either.
    const atSea = { ...spec, harbors: [{ edge: [0, -2, 1] as [number, number, number], type: '3:1' as const }] };
    expect(() => buildBoard(atSea, { seaPlaces: true })).toThrow(/not on the coast/);
    expect(() => buildBoard(atSea)).toThrow(/not on a land hex's side/);
    expect(() => buildBoard({ ...spec, harbors: [{ edge: [0, 0, 0], type: '3:1' }] }, { seaPlaces: true })).toThrow(/not on the coast/);
  });

  it('makes the base board in its sea ring a 96-node board with sea places', () => {
    const spec = beginnerBoard();
    const ring = hexagon(3).filter(([q, r]) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) === 3);
    const b = buildBoard({ ...spec, hexes: [...spec.hexes, ...ring.map(seaHex)] }, { seaPlaces: true });
    expect([b.numNodes, b.numEdges, b.seaHexes.length]).toEqual([96, 132, 18]);
    expect(b.harborEdges).toHaveLength(9);
    expectWellFormed(b);
  });
});

describe('hidden hexes', () => {
  /** The small island with two hidden hexes beyond it: a forest with an 11 and a face-down nothing. */
  function foggy(): BoardSpec {
    const spec = smallIsland();
    const hexes = spec.hexes.filter((h) => key(h.hex) !== '2,-1' && key(h.hex) !== '-2,2');
    hexes.push({ hex: [2, -1], terrain: 'forest', token: 11, hidden: true }, { hex: [-2, 2], terrain: 'sea', hidden: true });
    return { ...spec, hexes, harbors: [] };
  }

  it('makes hidden hexes places that are neither land nor in the token lists', () => {
    const b = buildBoard(foggy());
    const fog = [b.hexId(2, -1), b.hexId(-2, 2)];
    expect(Array.from(b.hiddenHexes)).toEqual(fog);
    expect(fog.map((h) => b.hexHidden[h])).toEqual([1, 1]);
    expect(Array.from(b.hexHidden).filter((x) => x).length).toBe(2);
    expect(Array.from(b.landHexes)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Array.from(b.tokenHexList)).not.toContain(fog[0]);
    expect(b.tokenHexStart[12] - b.tokenHexStart[11]).toBe(0);
    // The board does not know what lies face down; the spec keeps what the scenario said.
    expect(fog.map((h) => [b.hexTerrain[h], b.hexToken[h]])).toEqual([[HIDDEN_TERRAIN, 0], [HIDDEN_TERRAIN, 0]]);
    expect(b.spec.hexes[fog[0]!]).toMatchObject({ terrain: 'forest', token: 11, hidden: true });
    // Their corners and sides are nodes and edges, without sea places: (2,-1) touches two island
    // hexes (3 new corners, 4 new sides), the corner hex (-2,2) one (4 and 5).
    expect([b.numNodes, b.numEdges]).toEqual([31, 39]);
    for (const h of fog) for (let c = 0; c < 6; c++) expect(b.hexEdges[h * 6 + c]).toBeGreaterThanOrEqual(0);
    for (let n = 0; n < b.numNodes; n++) {
      for (const h of padded(b.nodeHexes, 3, n)) expect(b.hexHidden[h]).toBe(0);
    }
    expect(histogram(b.nodeHidden, 4)).toEqual([19, 12, 0, 0]);
    expect(histogram(b.edgeHidden, 3)).toEqual([27, 12, 0]);
    expectWellFormed(b);
    expectWellFormed(buildBoard(foggy(), { seaPlaces: true }));
  });

  it('names a node shared with land by the land hex, one shared with sea by the hidden hex', () => {
    const b = buildBoard(foggy(), { seaPlaces: true });
    const fog = b.hexId(2, -1);
    for (let c = 0; c < 6; c++) {
      const n = b.hexNodes[fog * 6 + c]!;
      const [q, r] = b.nodeName[n]!;
      const namer = b.hexId(q, r);
      if (b.nodeLand[n]! > 0) expect(b.hexTerrain[namer]).not.toBe(SEA);
      if (b.nodeLand[n]! > 0) expect(b.hexHidden[namer]).toBe(0);
      else expect(namer).toBe(fog);
    }
  });

  it('checks a hidden hex\'s token no more strictly than land\'s, and keeps the robber off it', () => {
    const spec = foggy();
    const hidden = (h: Partial<HexSpec>): BoardSpec => ({ ...spec, hexes: [...spec.hexes, { hex: [3, -3], terrain: 'desert', hidden: true, ...h } as HexSpec] });
    expect(() => buildBoard(hidden({ token: 6 }))).not.toThrow();
    expect(() => buildBoard(hidden({ terrain: 'forest' }))).not.toThrow();
    expect(() => buildBoard(hidden({ token: 7 }))).toThrow(/hidden\): token must be 2-6 or 8-12/);
    expect(() => buildBoard(hidden({ terrain: 'lava' as TerrainName }))).toThrow(/unknown terrain/);
    expect(() => buildBoard({ ...spec, robber: [2, -1] })).toThrow(/robber start \[2, -1\] is not a land hex/);
    const allFog = spec.hexes.map((h) => (h.terrain === 'sea' ? h : { ...h, hidden: true }));
    expect(() => buildBoard({ hexes: allFog, harbors: [] })).toThrow(/no land hexes/);
  });

  it('are drawn face down and survive a map file', () => {
    const spec = foggy();
    const text = drawBoard(spec);
    expect(text).toContain('hidden');
    expect(text).not.toMatch(/11 ••/);
    const svg = boardSvg(spec);
    expect(svg).toContain('>hidden<');
    const back = parseMapFile(formatMapFile(spec), 'fog.json').board;
    expect(back.hexes).toEqual(spec.hexes);
    expect(formatMapFile(spec)).toContain('{"hex":[2,-1],"terrain":"forest","token":11,"hidden":true}');
    expect(formatMapFile(beginnerBoard())).not.toContain('hidden');
  });
});

/**
 * A Seafarers-size board far from the origin: a 12 x 10 block of hexes (120) holding a main island
 * with a lake and a hole (a position with no hex at all), three small islands, hidden hexes and
 * open sea, shifted by (dq, dr).
 */
function archipelago(dq: number, dr: number): { spec: BoardSpec; frame: MapFrame } {
  const main = new Set(hexagon(2).map(([q, r]) => key([q + 4, r + 3])));
  main.delete(key([4, 3])); // a lake
  const islands = [[10, 0], [11, 0], [10, 1], [1, 8], [2, 8], [9, 7]].map((h) => key(h as Hex));
  const fog = new Set([[8, 5], [7, 6], [11, 4]].map((h) => key(h as Hex)));
  const hole = key([5, 4]);
  const cells: Hex[] = [];
  for (let r = 0; r < 10; r++) for (let c = 0; c < 12; c++) cells.push([c - Math.floor(r / 2), r]);
  const terrains: TerrainName[] = ['hills', 'forest', 'pasture', 'fields', 'mountains'];
  const tokenCycle = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11];
  const hexes: HexSpec[] = [];
  let k = 0;
  for (const [q, r] of cells) {
    const at: Hex = [q + dq, r + dr];
    const id = key([q, r]);
    if (id === hole) continue;
    if (fog.has(id)) hexes.push({ hex: at, terrain: 'sea', hidden: true });
    else if (main.has(id) || islands.includes(id)) {
      hexes.push(k === 3 ? { hex: at, terrain: 'desert' } : { hex: at, terrain: terrains[k % 5]!, token: tokenCycle[k % tokenCycle.length]! });
      k++;
    } else hexes.push(seaHex(at));
  }
  const land = hexes.filter((h) => h.terrain !== 'sea' && !h.hidden);
  // Harbors: coastal land sides facing sea, greedily, never two on one intersection.
  const byKey = new Map(hexes.map((h) => [key(h.hex), h]));
  const plain = buildBoard({ hexes, harbors: [] });
  const used = new Set<number>();
  const sites: Array<[number, number, number]> = [];
  for (const h of land) {
    for (let s = 0; s < 6 && sites.length < 8; s++) {
      const beyond = byKey.get(key([h.hex[0] + SIDE_DQ[s]!, h.hex[1] + SIDE_DR[s]!]));
      if (!beyond || beyond.terrain !== 'sea' || beyond.hidden) continue;
      const e = plain.edgeId(h.hex[0], h.hex[1], s);
      const ends = [plain.edgeNodes[e * 2]!, plain.edgeNodes[e * 2 + 1]!];
      if (ends.some((n) => used.has(n)) || (sites.length > 0 && s % 2 === 1)) continue;
      ends.forEach((n) => used.add(n));
      sites.push([h.hex[0], h.hex[1], s]);
    }
  }
  const types = ['3:1', 'brick', 'lumber', 'wool', 'grain', 'ore', '3:1', '3:1'] as const;
  const spec: BoardSpec = { hexes, harbors: sites.map((edge, i) => ({ edge, type: types[i]! })) };
  const frame: MapFrame = {
    name: 'archipelago',
    land: land.map((h) => [h.hex[0], h.hex[1]] as const),
    harborSites: sites,
    terrain: land.map((h) => h.terrain),
    tokens: land.flatMap((h) => (h.token ? [h.token] : [])),
    harbors: [...types].slice(0, sites.length),
    spiralTokens: land.flatMap((h) => (h.token ? [h.token] : [])),
    beginner: { terrain: land.map((h) => h.terrain), tokens: land.map((h) => h.token ?? undefined), harbors: [...types].slice(0, sites.length) },
  };
  return { spec, frame };
}

/** A frame's dealt land with the rest of a full spec (its sea and hidden hexes) around it. */
const withSurroundings = (dealt: BoardSpec, full: BoardSpec): BoardSpec => {
  const landKeys = new Set(dealt.hexes.map((h) => key(h.hex)));
  return { ...dealt, hexes: [...dealt.hexes, ...full.hexes.filter((h) => !landKeys.has(key(h.hex)))] };
};

describe('boards of any shape and size', () => {
  const shifts: Hex[] = [[0, 0], [-190, -180], [185, -190], [-150, 190], [170, 185]];

  it('builds a 119-hex archipelago with lakes, holes and fog anywhere in range, with the same ids', () => {
    const base = archipelago(0, 0).spec;
    expect(base.hexes).toHaveLength(119);
    const ref = buildBoard(base, { seaPlaces: true });
    const refPlain = buildBoard(base);
    expectWellFormed(ref);
    expectWellFormed(refPlain);
    expect(ref.harborEdges.length).toBeGreaterThanOrEqual(6);
    for (const [dq, dr] of shifts) {
      const spec = archipelago(dq, dr).spec;
      for (const [b, r] of [[buildBoard(spec, { seaPlaces: true }), ref], [buildBoard(spec), refPlain]] as const) {
        // Translation keeps reading order, so every table is the same and names move with the hexes.
        expect([b.numNodes, b.numEdges]).toEqual([r.numNodes, r.numEdges]);
        expect(b.edgeNodes).toEqual(r.edgeNodes);
        expect(b.nodeNodes).toEqual(r.nodeNodes);
        expect(b.hexNodes).toEqual(r.hexNodes);
        expect(b.nodeHarbor).toEqual(r.nodeHarbor);
        expect(b.nodeName).toEqual(r.nodeName.map(([q, rr, c]) => [q + dq, rr + dr, c]));
      }
    }
  });

  it('moves the base and 5-6 boards anywhere in range without changing a table', () => {
    for (const spec of [beginnerBoard(), fiveSixBeginnerBoard()]) {
      const ref = buildBoard(spec);
      for (const [dq, dr] of shifts) {
        const moved: BoardSpec = {
          hexes: spec.hexes.map((h) => ({ ...h, hex: [h.hex[0] + dq, h.hex[1] + dr] })),
          harbors: spec.harbors.map((h) => ({ ...h, edge: [h.edge[0] + dq, h.edge[1] + dr, h.edge[2]] })),
          robber: [spec.robber![0] + dq, spec.robber![1] + dr],
        };
        const b = buildBoard(moved);
        for (const t of ['hexNodes', 'hexEdges', 'nodeHexes', 'nodeNodes', 'nodeEdges', 'edgeNodes', 'nodeHarbor', 'tokenHexList'] as const) {
          expect(b[t]).toEqual(ref[t]);
        }
      }
    }
  });

  it('rejects coordinates out of range or not integers with a clear BoardError', () => {
    const one = (q: number, r: number): BoardSpec => ({ hexes: [{ hex: [q, r], terrain: 'desert' }], harbors: [] });
    expect(buildBoard(one(MAX_COORD, -MAX_COORD)).numNodes).toBe(6);
    for (const [q, r] of [[MAX_COORD + 1, 0], [0, -MAX_COORD - 1], [1e9, 0], [0.5, 0], [Number.NaN, 0]] as Hex[]) {
      expect(() => buildBoard(one(q, r))).toThrow(BoardError);
      expect(() => buildBoard(one(q, r))).toThrow(/coordinates must be integers from -200 to 200/);
    }
    // Names of far or fractional places name nothing, rather than aliasing another key.
    const b = buildBoard(beginnerBoard());
    expect([b.nodeId(0.5, 0, 0), b.nodeId(4096, 0, 0), b.edgeId(-1e6, 3, 1), b.edgeId(0, 0, 1.5)]).toEqual([-1, -1, -1, -1]);
    expect(() => parseMapFile(JSON.stringify(one(250, 0)), 'far.json')).toThrow(/coordinates must be integers/);
  });

  it('deals, measures, draws and saves maps on the archipelago frame', () => {
    const { spec, frame } = archipelago(-150, 170);
    const topo = frameTopology(frame);
    expect(topo.neighbours).toHaveLength(frame.land.length);
    expect(topo.rings.flat().sort((a, b) => a - b)).toEqual(frame.land.map((_, i) => i));
    expect(topo.corners.length).toBeGreaterThan(0);
    const rand = makeRandom('archipelago/map');
    const dealt = [
      beginnerMap(frame),
      randomMap(frame, rand),
      spiralMap(frame, rand),
      balancedMap(frame, { no68Adjacent: false, noEqualAdjacent: false, terrainCluster: 100, pipDeviation: null, maxTries: 1000 }, rand),
    ];
    const level = chalk.level;
    try {
      for (const d of dealt) {
        const full = withSurroundings(d, spec);
        for (const seaPlaces of [false, true]) {
          const b = buildBoard(full, { seaPlaces });
          expectWellFormed(b);
          const m = staticMeasures(b, { players: 6 });
          expect(m.draft.picks).toHaveLength(12);
          for (const p of m.draft.picks) expect(b.nodeLand[p.node]).toBeGreaterThan(0);
          expect(Number.isFinite(m.harbors.roadsFromDraft)).toBe(true);
          expect(m.pips.reduce((a, x) => a + x, 0)).toBeGreaterThan(0);
          const heat = Array.from({ length: b.numNodes }, (_, n) => (n % 5) / 5);
          expect(boardSvg(full, { heat, seaPlaces, title: 'archipelago' })).toMatch(/^<svg[\s\S]*<\/svg>\n$/);
        }
        for (const l of [0, 3] as const) {
          chalk.level = l;
          const text = drawBoard(full);
          // Labels like "-147,173" are wider than a hex: they are offsets from the board's middle.
          const [q0, r0] = labelOrigin(full)!;
          expect(text.split('\n')[0]).toBe(`hex labels are offsets from [${q0}, ${r0}]: label "a,b" is hex [${q0} + a, ${r0} + b]`);
          const [q, r] = full.hexes[0]!.hex;
          expect(text).toContain(`${q - q0},${r - r0}`);
          expect(text.split('\n').length).toBeGreaterThan(40);
        }
        expect(parseMapFile(formatMapFile(full, { frame: frame.name }), 'archipelago.json').board).toEqual(full);
      }
    } finally {
      chalk.level = level;
    }
  });

  it('measures a sea-place board like its land-only board', () => {
    const { spec } = archipelago(3, -7);
    const plain = staticMeasures(buildBoard(spec));
    const sea = staticMeasures(buildBoard(spec, { seaPlaces: true }));
    // Ids differ, the land does not: everything but the node-indexed lists agrees.
    expect([sea.pips, sea.maxNodePips, sea.strong, sea.draft.seatPips, sea.harbors.list, sea.harbors.roadsFromDraft, sea.scarcity]).toEqual([
      plain.pips,
      plain.maxNodePips,
      plain.strong,
      plain.draft.seatPips,
      plain.harbors.list,
      plain.harbors.roadsFromDraft,
      plain.scarcity,
    ]);
  });

  it('draws a board spread to the corners of the coordinate range', () => {
    const corners: HexSpec[] = [[-MAX_COORD, -MAX_COORD], [MAX_COORD, MAX_COORD], [MAX_COORD, -MAX_COORD], [-MAX_COORD, MAX_COORD]].map(([q, r]) => ({ hex: [q!, r!], terrain: 'desert' }));
    const spec: BoardSpec = { hexes: corners, harbors: [] };
    expect(buildBoard(spec, { seaPlaces: true }).numNodes).toBe(24);
    // Offsets of ±200 from the middle are still too wide for a hex: no labels, the origin line says so.
    expect(drawBoard(spec).split('\n')[0]).toMatch(/^hex labels are offsets from \[0, 0\]/);
    expect(boardSvg(spec)).toContain('<polygon');
  });
});

describe('board tables over random hex sets (fast-check)', () => {
  const kinds = ['land', 'land', 'sea', 'hidden'] as const;
  const hexSetArb = fc
    .record({
      dq: fc.integer({ min: -MAX_COORD + 8, max: MAX_COORD - 8 }),
      dr: fc.integer({ min: -MAX_COORD + 8, max: MAX_COORD - 8 }),
      cells: fc.uniqueArray(fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), fc.constantFrom(...kinds)), {
        minLength: 1,
        maxLength: 60,
        selector: ([q, r]) => `${q},${r}`,
      }),
    })
    .map(({ dq, dr, cells }): BoardSpec => {
      const hexes = cells.map(([q, r, kind], i): HexSpec => {
        const hex: Hex = [q + dq, r + dr];
        if (kind === 'sea') return { hex, terrain: 'sea' };
        if (kind === 'hidden') return { hex, terrain: 'fields', hidden: true };
        return { hex, terrain: 'forest', token: [2, 3, 4, 5, 6, 8, 9, 10, 11, 12][i % 10]! };
      });
      // At least one land hex.
      if (!hexes.some((h) => h.terrain === 'forest' && !h.hidden)) hexes[0] = { hex: hexes[0]!.hex, terrain: 'desert' };
      return { hexes, harbors: [] };
    });

  it('has dense ids, consistent padded tables and round-tripping names, in both modes', () => {
    fc.assert(
      fc.property(hexSetArb, (spec) => {
        for (const seaPlaces of [false, true]) expectWellFormed(buildBoard(spec, { seaPlaces }));
      }),
      { numRuns: 150 },
    );
  });

  it('makes every corner and side of a place hex a node and an edge, and no others', () => {
    fc.assert(
      fc.property(hexSetArb, (spec) => {
        for (const seaPlaces of [false, true]) {
          const b = buildBoard(spec, { seaPlaces });
          const place = spec.hexes.filter((h) => seaPlaces || h.terrain !== 'sea' || h.hidden);
          const corners = new Set(place.flatMap((h) => [0, 1, 2, 3, 4, 5].map((c) => cornerKey(h.hex[0], h.hex[1], c))));
          const sides = new Set(place.flatMap((h) => [0, 1, 2, 3, 4, 5].map((s) => sideKey(h.hex[0], h.hex[1], s))));
          expect([b.numNodes, b.numEdges]).toEqual([corners.size, sides.size]);
          // Land hexes, sea hexes, hidden hexes partition the hexes.
          expect(b.landHexes.length + b.seaHexes.length + b.hiddenHexes.length).toBe(b.numHexes);
          for (const h of b.landHexes) expect([b.hexTerrain[h] === SEA, b.hexHidden[h]]).toEqual([false, 0]);
          for (const h of b.hiddenHexes) expect(b.hexTerrain[h]).toBe(HIDDEN_TERRAIN);
          expect(b.hexTerrain[b.robberStart] === DESERT || b.hexToken[b.robberStart]! > 0).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives the land-only board inside the sea-place board, name for name', () => {
    fc.assert(
      fc.property(hexSetArb, (spec) => {
        const plain = buildBoard(spec);
        const sea = buildBoard(spec, { seaPlaces: true });
        for (let n = 0; n < plain.numNodes; n++) {
          const m = sea.nodeId(...plain.nodeName[n]!);
          expect(sea.nodeName[m]).toEqual(plain.nodeName[n]);
          expect(padded(sea.nodeHexes, 3, m)).toEqual(padded(plain.nodeHexes, 3, n));
        }
        for (let e = 0; e < plain.numEdges; e++) expect(sea.edgeName[sea.edgeId(...plain.edgeName[e]!)]).toEqual(plain.edgeName[e]);
      }),
      { numRuns: 100 },
    );
  });
});
