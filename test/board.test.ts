import { describe, expect, it } from 'vitest';
import { buildBoard, BoardError } from '../src/engine/board.js';
import { DESERT, HARBOR_GENERIC, SEA } from '../src/engine/constants.js';
import { BASE_HARBOR_POOL, BASE_TERRAIN_POOL, BASE_TOKEN_POOL, beginnerBoard, randomBoard } from '../src/rules/base/maps.js';

describe('base board topology', () => {
  const b = buildBoard(beginnerBoard());

  it('has 19 hexes, 54 intersections and 72 paths', () => {
    expect([b.numHexes, b.numNodes, b.numEdges]).toEqual([19, 54, 72]);
  });

  it('gives each land hex six distinct corners and sides', () => {
    for (let h = 0; h < 19; h++) {
      const nodes = new Set(Array.from(b.hexNodes.subarray(h * 6, h * 6 + 6)));
      const edges = new Set(Array.from(b.hexEdges.subarray(h * 6, h * 6 + 6)));
      expect(nodes.size).toBe(6);
      expect(edges.size).toBe(6);
      expect(nodes.has(-1) || edges.has(-1)).toBe(false);
    }
  });

  it('names one intersection the same from all three hexes that share it', () => {
    // Centre hex (0,0): its N corner is the SE corner of (0,-1) and the SW corner of (1,-1).
    const n = b.nodeId(0, 0, 0);
    expect(b.nodeId(0, -1, 2)).toBe(n);
    expect(b.nodeId(1, -1, 4)).toBe(n);
    // Its E side is the W side of (1,0).
    expect(b.edgeId(0, 0, 1)).toBe(b.edgeId(1, 0, 4));
    // A coastal side can be named from the sea hex beyond it.
    expect(b.edgeId(0, -3, 2)).toBe(b.edgeId(0, -2, 5));
  });

  it('has 24 inner intersections touching 3 hexes and 30 coastal ones (18 on one hex, 12 on two)', () => {
    const degree = (n: number) => [0, 1, 2].filter((k) => b.nodeHexes[n * 3 + k]! >= 0).length;
    const counts = [0, 0, 0, 0];
    for (let n = 0; n < b.numNodes; n++) counts[degree(n)]!++;
    expect(counts).toEqual([0, 18, 12, 24]);
  });

  it('connects intersections consistently (node-edge and node-node agree)', () => {
    for (let e = 0; e < b.numEdges; e++) {
      const [x, y] = [b.edgeNodes[e * 2]!, b.edgeNodes[e * 2 + 1]!];
      expect(Array.from(b.nodeNodes.subarray(x * 3, x * 3 + 3))).toContain(y);
      expect(Array.from(b.nodeEdges.subarray(y * 3, y * 3 + 3))).toContain(e);
    }
  });

  it('lays out the official beginner board', () => {
    const tokens = b.spec.hexes.map((h) => h.token ?? 0);
    expect(tokens).toEqual([10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11]);
    expect(b.hexTerrain[b.robberStart]).toBe(DESERT);
    expect(b.harborEdges.map((h) => h.kind).filter((k) => k === HARBOR_GENERIC)).toHaveLength(4);
    // 9 harbors, 18 distinct harbor intersections, all on the coast.
    const harborNodes = Array.from(b.nodeHarbor).filter((k) => k >= 0);
    expect(harborNodes).toHaveLength(18);
  });

  it('rejects malformed boards with a clear message', () => {
    const spec = beginnerBoard();
    expect(() => buildBoard({ ...spec, hexes: [...spec.hexes, spec.hexes[0]!] })).toThrow(/listed twice/);
    expect(() => buildBoard({ ...spec, harbors: [{ edge: [0, 0, 0], type: '3:1' }, ...spec.harbors] })).toThrow(BoardError);
    const noToken = spec.hexes.map((h, i) => (i === 0 ? { hex: h.hex, terrain: h.terrain } : h));
    expect(() => buildBoard({ ...spec, hexes: noToken })).toThrow(/token/);
  });

  it('accepts sea hexes as data without creating land', () => {
    const spec = beginnerBoard();
    const withSea = buildBoard({ ...spec, hexes: [...spec.hexes, { hex: [0, -3], terrain: 'sea' }] });
    expect(withSea.numNodes).toBe(54);
    expect(withSea.hexTerrain[withSea.hexId(0, -3)]).toBe(SEA);
  });
});

describe('random board', () => {
  it('is a permutation of the official components, fixed by the seed', () => {
    for (let i = 0; i < 200; i++) {
      const spec = randomBoard(`map:${i}`);
      expect(spec.hexes.map((h) => h.terrain).sort()).toEqual([...BASE_TERRAIN_POOL].sort());
      expect(spec.hexes.filter((h) => h.token).map((h) => h.token).sort((a, b) => a! - b!)).toEqual(BASE_TOKEN_POOL);
      expect(spec.harbors.map((h) => h.type).sort()).toEqual([...BASE_HARBOR_POOL].sort());
      expect(spec.hexes.find((h) => h.terrain === 'desert')!.token).toBeUndefined();
      expect(spec.robber).toEqual(spec.hexes.find((h) => h.terrain === 'desert')!.hex);
      buildBoard(spec);
    }
    expect(randomBoard('same')).toEqual(randomBoard('same'));
    expect(randomBoard('a')).not.toEqual(randomBoard('b'));
  });
});
