// Map generators: the random generator still deals the boards randomBoard always dealt; balanced
// and official maps honour their rules over thousands of seeds (checked here from the board data,
// not with the generator's own checks); every generator keeps the frame's pools, is reproducible
// by seed and works on a frame other than the base one; the spiral walks the land hex by hex.

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBoard, type BoardSpec } from '../src/engine/board.js';
import type { TerrainName } from '../src/engine/constants.js';
import { hexDistance } from '../src/engine/geometry.js';
import { balancedMap, DEFAULT_BALANCED, MapGenerationError } from '../src/maps/balanced.js';
import { beginnerMap } from '../src/maps/beginner.js';
import type { MapFrame } from '../src/maps/frame.js';
import { balancedOptionsSchema, checkGeneratorOptions, officialOptionsSchema } from '../src/maps/generator-options.js';
import { withDefaults } from '../src/maps/option-defaults.js';
import { generateMap, type GeneratorChoice } from '../src/maps/generators.js';
import { DEFAULT_OFFICIAL, separateRedTokens } from '../src/maps/official.js';
import { popTokens, shuffle } from '../src/maps/random-map.js';
import { spiralOrder, spiralTokens } from '../src/maps/spiral.js';
import { frameTopology } from '../src/maps/topology.js';
import { makeRandom } from '../src/engine/rng.js';
import { BASE_FRAME } from '../src/rules/base/frame.js';
import { beginnerBoard, randomBoard } from '../src/rules/base/maps.js';
import { boardFor } from '../src/tournament/plan.js';
import { resolvePlan } from '../src/tournament/resolve.js';
import { FIVE_SIX_FRAME, fiveSixBeginnerBoard, fiveSixRandomBoard } from '../src/rules/five-six/maps.js';

const pipsOf = (t: number | null | undefined) => (t ? 6 - Math.abs(7 - t) : 0);
const near = (a: [number, number], b: [number, number]) => hexDistance(a[0], a[1], b[0], b[1]) === 1;
const sorted = <T>(xs: readonly T[]) => [...xs].map(String).sort();

/** Every pair of land hexes sharing a side, from the board data alone. */
function neighbourPairs(spec: BoardSpec): Array<[BoardSpec['hexes'][number], BoardSpec['hexes'][number]]> {
  const out: Array<[BoardSpec['hexes'][number], BoardSpec['hexes'][number]]> = [];
  spec.hexes.forEach((a, i) => spec.hexes.forEach((b, j) => i < j && near(a.hex, b.hex) && out.push([a, b])));
  return out;
}

function largestCluster(spec: BoardSpec): number {
  let best = 0;
  const seen = new Set<number>();
  spec.hexes.forEach((h, i) => {
    if (seen.has(i)) return;
    const stack = [i];
    seen.add(i);
    let size = 0;
    while (stack.length) {
      const k = stack.pop()!;
      size++;
      spec.hexes.forEach((o, j) => {
        if (!seen.has(j) && o.terrain === h.terrain && near(o.hex, spec.hexes[k]!.hex)) {
          seen.add(j);
          stack.push(j);
        }
      });
    }
    best = Math.max(best, size);
  });
  return best;
}

/** The frame's pools, the board's validity and the robber on a desert. */
function expectDealtFrom(frame: MapFrame, spec: BoardSpec): void {
  expect(spec.hexes.map((h) => h.hex)).toEqual(frame.land.map(([q, r]) => [q, r]));
  expect(sorted(spec.hexes.map((h) => h.terrain))).toEqual(sorted(frame.terrain));
  expect(sorted(spec.hexes.filter((h) => h.token !== undefined).map((h) => h.token))).toEqual(sorted(frame.tokens));
  for (const h of spec.hexes) expect(h.token === undefined).toBe(h.terrain === 'desert');
  expect(sorted(spec.harbors.map((h) => h.type))).toEqual(sorted(frame.harbors));
  expect(spec.harbors.map((h) => h.edge)).toEqual(frame.harborSites.map((e) => [...e]));
  const robber = spec.hexes.find((h) => h.hex[0] === spec.robber![0] && h.hex[1] === spec.robber![1]);
  expect(robber?.terrain).toBe('desert');
  buildBoard(spec);
}

const red = (t?: number | null) => t === 6 || t === 8;

/** The first pair of touching red numbers on a board, from the board data alone. */
function touchingReds(spec: BoardSpec): string | null {
  const pair = neighbourPairs(spec).find(([a, b]) => red(a.token) && red(b.token));
  return pair ? `${pair[0].token}@${pair[0].hex} ${pair[1].token}@${pair[1].hex}` : null;
}

const seedArb = fc.oneof(fc.nat().map((n) => `m:${n}`), fc.string({ maxLength: 16 }));

describe('random generator', () => {
  it('deals exactly the boards randomBoard dealt before generators existed (500 seeds)', () => {
    // Hash of JSON.stringify(randomBoard(`seed-${i}`)) for i < 500, made with the pre-generator code.
    const h = createHash('sha256');
    for (let i = 0; i < 500; i++) h.update(JSON.stringify(generateMap({ generator: 'random', options: {} }, `seed-${i}`)));
    expect(h.digest('hex')).toBe('3b43fbaf27f1c209f29e53d94894f38f674f778b04f90b7a5085037e846294d0');
    expect(generateMap({ generator: 'random', options: {} }, 'x')).toEqual(randomBoard('x'));
  });

  it('deals the same 5-6 boards and tournament boards as before the official generator (hashes)', () => {
    // Taken before `official` existed: old results folders (map "random") must resume to the same boards.
    const hash = (board: (i: number) => BoardSpec, n: number) => {
      const h = createHash('sha256');
      for (let i = 0; i < n; i++) h.update(JSON.stringify(board(i)));
      return h.digest('hex');
    };
    const random: GeneratorChoice = { generator: 'random', options: {} };
    expect(hash((i) => generateMap(random, `seed-${i}`, FIVE_SIX_FRAME), 300)).toBe('dfdf04f025e0448e83202836358ff0a244f94fff42790ed73d267f2c6a614f00');
    expect(hash((i) => boardFor({ kind: 'random' }, `p:${i}`, 4), 200)).toBe('6fa10cad5836a3143507a487be34ec69aa166d4799100ba682df7195de426c4b');
    expect(hash((i) => boardFor({ kind: 'random' }, `p:${i}`, 6), 200)).toBe('64b833615ad5446a35069c202eaf25d2fa9016661395b6c40fc96fbe5f0cb42a');
  });

  it('keeps the pools on the base and on the 5-6 frame', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        expectDealtFrom(BASE_FRAME, generateMap({ generator: 'random', options: {} }, seed));
        expectDealtFrom(FIVE_SIX_FRAME, generateMap({ generator: 'random', options: {} }, seed, FIVE_SIX_FRAME));
      }),
      { numRuns: 300 },
    );
  });
});

describe('beginner generator', () => {
  it('is the official layout whatever the seed', () => {
    expect(generateMap({ generator: 'beginner', options: {} }, 'a')).toEqual(beginnerBoard());
    expect(generateMap({ generator: 'beginner', options: {} }, 'b')).toEqual(beginnerMap(BASE_FRAME));
    expect(beginnerBoard().hexes.find((h) => h.hex[0] === 0 && h.hex[1] === 0)?.terrain).toBe('desert');
  });
});

describe('balanced generator', () => {
  const balanced = (options: Record<string, unknown> = {}): GeneratorChoice => ({ generator: 'balanced', options });

  function expectDefaultConstraints(spec: BoardSpec, frame: MapFrame): void {
    for (const [a, b] of neighbourPairs(spec)) {
      expect(red(a.token) && red(b.token), `6/8 touch at ${a.hex} ${b.hex}`).toBe(false);
      if (a.token !== undefined) expect(a.token, `equal numbers at ${a.hex} ${b.hex}`).not.toBe(b.token);
    }
    expect(largestCluster(spec)).toBeLessThanOrEqual(2);
    const perHex = frame.tokens.reduce((s, t) => s + pipsOf(t), 0) / frame.tokens.length;
    for (const terrain of ['hills', 'forest', 'pasture', 'fields', 'mountains'] as const) {
      const fair = frame.terrain.filter((t) => t === terrain).length * perHex;
      const got = spec.hexes.filter((h) => h.terrain === terrain).reduce((s, h) => s + pipsOf(h.token), 0);
      expect(Math.abs(got - fair), `${terrain}: ${got} pips against ${fair.toFixed(2)}`).toBeLessThanOrEqual(3 + 1e-9);
    }
  }

  it('honours every default constraint and keeps the pools (2,000 seeds)', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const spec = generateMap(balanced(), seed);
        expectDealtFrom(BASE_FRAME, spec);
        expectDefaultConstraints(spec, BASE_FRAME);
      }),
      { numRuns: 2000 },
    );
  });

  it('honours strict options: no two alike touch, desert inland, no intersection over 12 pips (150 seeds)', () => {
    const inland = new Set(BASE_FRAME.land.filter(([q, r]) => hexDistance(q, r, 0, 0) < 2).map((h) => h.join()));
    fc.assert(
      fc.property(seedArb, (seed) => {
        const spec = generateMap(balanced({ terrainCluster: 1, desert: 'inland', maxNodePips: 12 }), seed);
        expectDealtFrom(BASE_FRAME, spec);
        expect(largestCluster(spec)).toBe(1);
        expect(inland.has(spec.hexes.find((h) => h.terrain === 'desert')!.hex.join())).toBe(true);
        const board = buildBoard(spec);
        for (let n = 0; n < board.numNodes; n++) {
          let p = 0;
          for (let k = 0; k < 3; k++) if (board.nodeHexes[n * 3 + k]! >= 0) p += pipsOf(board.hexToken[board.nodeHexes[n * 3 + k]!] || undefined);
          expect(p).toBeLessThanOrEqual(12);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('puts the desert where the rule says: centre, coast', () => {
    for (let i = 0; i < 100; i++) {
      const centre = generateMap(balanced({ desert: 'centre' }), `c${i}`);
      expect(centre.hexes.find((h) => h.terrain === 'desert')!.hex).toEqual([0, 0]);
      const coast = generateMap(balanced({ desert: 'coast' }), `c${i}`);
      const [q, r] = coast.hexes.find((h) => h.terrain === 'desert')!.hex;
      expect(hexDistance(q, r, 0, 0)).toBe(2);
    }
  });

  it('works on the 5-6 frame with its two deserts (100 seeds)', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const spec = generateMap(balanced(), seed, FIVE_SIX_FRAME);
        expectDealtFrom(FIVE_SIX_FRAME, spec);
        expectDefaultConstraints(spec, FIVE_SIX_FRAME);
      }),
      { numRuns: 100 },
    );
  });

  it('is reproducible by seed and varies between seeds', () => {
    const a = Array.from({ length: 50 }, (_, i) => JSON.stringify(generateMap(balanced(), `r${i}`)));
    const b = Array.from({ length: 50 }, (_, i) => JSON.stringify(generateMap(balanced(), `r${i}`)));
    expect(b).toEqual(a);
    expect(new Set(a).size).toBe(50);
  });

  it('gives up with a clear error when the constraints cannot be met', () => {
    expect(() => balancedMap(BASE_FRAME, { maxNodePips: 4, maxTries: 2000 }, makeRandom('x'))).toThrow(MapGenerationError);
    expect(() => balancedMap(BASE_FRAME, { maxNodePips: 4, maxTries: 2000 }, makeRandom('x'))).toThrow(/maxNodePips \d+/);
    expect(() => balancedMap(BASE_FRAME, { desert: 'centre' }, makeRandom('x'))).not.toThrow();
    const twoDeserts: MapFrame = { ...BASE_FRAME, terrain: [...BASE_FRAME.terrain.slice(0, -2), 'desert', 'desert'], tokens: BASE_FRAME.tokens.slice(1) };
    expect(() => balancedMap(twoDeserts, { desert: 'centre' }, makeRandom('x'))).toThrow(/leaves 1 place\(s\) for 2 deserts/);
  });

  it('rejects unknown and out-of-range options', () => {
    expect(checkGeneratorOptions('balanced', { terrainCluster: 0 })?.field).toBe('terrainCluster');
    expect(checkGeneratorOptions('balanced', { bogus: 1 })).toMatchObject({ field: 'bogus' });
    expect(checkGeneratorOptions('random', { terrainCluster: 2 })?.message).toMatch(/allowed: none/);
    expect(checkGeneratorOptions('balanced', { desert: 'inland', pipDeviation: null })).toBeNull();
  });

  it('fills in the defaults the schemas give, keeping options set to null', () => {
    // The generators complete options without the schemas (the pool's workers do not load them).
    expect(balancedOptionsSchema.parse({})).toEqual(DEFAULT_BALANCED);
    expect(officialOptionsSchema.parse({})).toEqual(DEFAULT_OFFICIAL);
    const given = { pipDeviation: null, maxNodePips: 12, desert: 'inland' as const, maxTries: undefined };
    expect(withDefaults(DEFAULT_BALANCED, given)).toEqual(balancedOptionsSchema.parse(given));
    expect(withDefaults(DEFAULT_BALANCED, given)).toMatchObject({ pipDeviation: null, maxNodePips: 12, maxTries: 200_000 });
    // Same boards whether the options come checked (a plan) or as given (a library call).
    for (const seed of ['a', 'b', 'c']) {
      expect(generateMap(balanced(given), seed)).toEqual(generateMap(balanced(balancedOptionsSchema.parse(given)), seed));
    }
  });
});

describe('official generator', () => {
  const official = (tokens?: 'spiral' | 'random'): GeneratorChoice => ({ generator: 'official', options: tokens ? { tokens } : {} });

  for (const frame of [BASE_FRAME, FIVE_SIX_FRAME]) {
    it(`M11: ${frame.name}: tokens "random" never leaves a 6 or 8 touching another, and keeps the pools (1,000 seeds)`, () => {
      fc.assert(
        fc.property(seedArb, (seed) => {
          const spec = generateMap(official('random'), seed, frame);
          expectDealtFrom(frame, spec);
          expect(touchingReds(spec)).toBeNull();
        }),
        { numRuns: 1000 },
      );
    });

    it(`M10: ${frame.name}: tokens "spiral" (the default) lays the letter order along the spiral from a corner and keeps the pools`, () => {
      const topo = frameTopology(frame);
      fc.assert(
        fc.property(seedArb, (seed) => {
          const spec = generateMap(official(), seed, frame);
          expect(spec).toEqual(generateMap(official('spiral'), seed, frame));
          expect(spec).toEqual(generateMap({ generator: 'spiral', options: {} }, seed, frame));
          expectDealtFrom(frame, spec);
          const letters = (c: number) => spiralOrder(frame, c).map((i) => spec.hexes[i]!.token).filter((t) => t !== undefined);
          expect(topo.corners.some((c) => JSON.stringify(letters(c)) === JSON.stringify(frame.spiralTokens))).toBe(true);
          expect(touchingReds(spec)).toBeNull();
        }),
        { numRuns: 300 },
      );
    });
  }

  it('M11: the swaps move only tokens; a deal with no touching reds is the random board of the seed', () => {
    let untouched = 0;
    for (let i = 0; i < 400; i++) {
      const frame = i % 2 ? FIVE_SIX_FRAME : BASE_FRAME;
      const dealt = generateMap(official('random'), `o${i}`, frame);
      const random = generateMap({ generator: 'random', options: {} }, `o${i}`, frame);
      expect(dealt.hexes.map((h) => h.terrain)).toEqual(random.hexes.map((h) => h.terrain));
      if (touchingReds(random) === null) {
        untouched++;
        expect(dealt).toEqual(random);
      }
    }
    expect(untouched).toBeGreaterThan(10); // about 14% of base deals and 4% of 5-6 deals need no swap
  });

  it('M11: swapping gives up (the caller deals again) when the reds cannot all be parted', () => {
    const topo = frameTopology(BASE_FRAME);
    // Ten reds on the 19 hexes: at most 7 hexes can be pairwise apart, so some reds always touch.
    const crowded = BASE_FRAME.land.map((_, i) => (i === 9 ? undefined : i < 10 ? 6 : 4));
    expect(separateRedTokens(topo, crowded, makeRandom('x'))).toBeNull();
    const apart = spiralTokens(BASE_FRAME, BASE_FRAME.land.map((_, i) => (i === 9 ? 'desert' : 'forest')), topo.corners[0]!);
    expect(separateRedTokens(topo, apart, () => { throw new Error('no draw is needed'); })).toEqual(apart);
  });

  it('M11: deals the tokens again when the swaps cannot part the reds (seed r879895 on the 5-6 frame)', () => {
    const rand = makeRandom('r879895/map');
    const terrain = shuffle([...FIVE_SIX_FRAME.terrain], rand);
    expect(separateRedTokens(frameTopology(FIVE_SIX_FRAME), popTokens(terrain, shuffle([...FIVE_SIX_FRAME.tokens], rand)), rand)).toBeNull();
    const spec = generateMap(official('random'), 'r879895', FIVE_SIX_FRAME);
    expectDealtFrom(FIVE_SIX_FRAME, spec);
    expect(touchingReds(spec)).toBeNull();
    expect(spec.hexes.map((h) => h.terrain)).toEqual(terrain);
  });

  it('is reproducible by seed and varies between seeds', () => {
    for (const tokens of ['spiral', 'random'] as const) {
      const deal = () => Array.from({ length: 40 }, (_, i) => JSON.stringify(generateMap(official(tokens), `r${i}`, i % 2 ? FIVE_SIX_FRAME : BASE_FRAME)));
      const a = deal();
      expect(deal()).toEqual(a);
      expect(new Set(a).size).toBe(40);
    }
  });

  it('rejects a bad tokens option, naming the field', () => {
    expect(checkGeneratorOptions('official', { tokens: 'lettered' })).toMatchObject({ field: 'tokens' });
    expect(checkGeneratorOptions('official', { token: 'random' })).toMatchObject({ field: 'token', message: expect.stringMatching(/allowed: tokens/) });
    expect(checkGeneratorOptions('official', { tokens: 'random' })).toBeNull();
  });

  it('M10: is the default map of run configs, for 2-6 players and Catan for Two; Seafarers keep their own', () => {
    for (const cfg of [{}, { players: 6 }, { players: 5, inactiveColour: true }, { players: 2, variant: 'catan-for-two' as const }]) {
      const plan = resolvePlan(cfg, {}, '(defaults)', process.cwd());
      expect(plan.map).toEqual({ kind: 'generator', generator: 'official', options: { tokens: 'spiral' } });
      expect(boardFor(plan.map, 's:1', plan.options)).toEqual(generateMap(official(), 's:1', plan.options.players >= 5 ? FIVE_SIX_FRAME : BASE_FRAME));
    }
    expect(resolvePlan({ scenario: 'heading-for-new-shores', players: 4 }, {}, '(defaults)', process.cwd()).map).toEqual({ kind: 'scenario', variable: false });
    expect(resolvePlan({ map: 'random' }, {}, 'x.json', process.cwd()).map).toEqual({ kind: 'random' });
  });
});

describe('spiral generator', () => {
  for (const frame of [BASE_FRAME, FIVE_SIX_FRAME]) {
    it(`${frame.name}: from every corner the spiral visits each hex once, each step to a neighbour, coast first`, () => {
      const topo = frameTopology(frame);
      expect(topo.corners).toHaveLength(6);
      for (const corner of topo.corners) {
        const order = spiralOrder(frame, corner);
        expect(order[0]).toBe(corner);
        expect(new Set(order).size).toBe(frame.land.length);
        for (let i = 1; i < order.length; i++) expect(near(frame.land[order[i - 1]!]! as [number, number], frame.land[order[i]!]! as [number, number])).toBe(true);
        expect(new Set(order.slice(0, topo.rings[0]!.length))).toEqual(new Set(topo.rings[0]));
      }
    });
  }

  it('goes counterclockwise: from the top-left corner the next hex is down the left side', () => {
    const corner = BASE_FRAME.land.findIndex(([q, r]) => q === 0 && r === -2);
    const order = spiralOrder(BASE_FRAME, corner).map((i) => BASE_FRAME.land[i]);
    expect(order.slice(0, 3)).toEqual([[0, -2], [-1, -1], [-2, 0]]);
    expect(order[12]).toEqual([0, -1]); // the inner ring starts next to the starting corner
    expect(order[18]).toEqual([0, 0]);
  });

  it('matches the 5-6 rulebook example of the placement order (shared/rules/seed002-part2.md [755-756])', () => {
    // Letters as printed, rows top to bottom; "-" marks the deserts. The test frame has the 5-6
    // board's shape, so the spiral from the top-right corner must visit the letters in order.
    const grid = 'c b a / d q p o / - r y x n / e s za zc w m / f t zb - l / g u v k / h i j'.split(' / ').flatMap((row) => row.split(' '));
    expect(grid).toHaveLength(FIVE_SIX_FRAME.land.length);
    const letters = 'a b c d e f g h i j k l m n o p q r s t u v w x y za zb zc'.split(' ');
    const order = spiralOrder(FIVE_SIX_FRAME, grid.indexOf('a')).filter((i) => grid[i] !== '-');
    expect(order.map((i) => grid[i])).toEqual(letters);
  });

  it('D26: the 5-6 letter order; laid on the printed placement example, no 6 or 8 touches another', () => {
    expect(FIVE_SIX_FRAME.spiralTokens).toEqual([2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6]);
    expect(sorted(FIVE_SIX_FRAME.spiralTokens)).toEqual(sorted(FIVE_SIX_FRAME.tokens));
    const grid = 'c b a / d q p o / - r y x n / e s za zc w m / f t zb - l / g u v k / h i j'.split(' / ').flatMap((row) => row.split(' '));
    const terrain = grid.map((l): TerrainName => (l === '-' ? 'desert' : 'forest'));
    const tokens = spiralTokens(FIVE_SIX_FRAME, terrain, grid.indexOf('a'));
    expect(tokens[grid.indexOf('zc')]).toBe(6);
    for (const [a, b] of frameTopology(FIVE_SIX_FRAME).pairs) expect(red(tokens[a]) && red(tokens[b])).toBe(false);
  });

  it('M3, D26: on both frames, wherever the deserts lie and from any corner, no 6 or 8 touches another', () => {
    for (const frame of [BASE_FRAME, FIVE_SIX_FRAME]) {
      const topo = frameTopology(frame);
      const n = frame.land.length;
      const desertSets = frame.name === 'base' ? frame.land.map((_, i) => [i]) : frame.land.flatMap((_, i) => frame.land.map((_, j) => [i, j]).filter(([, j]) => j! > i));
      const touching: string[] = [];
      for (const deserts of desertSets) {
        const terrain = Array.from({ length: n }, (_, i): TerrainName => (deserts.includes(i) ? 'desert' : 'forest'));
        for (const corner of topo.corners) {
          const tokens = spiralTokens(frame, terrain, corner);
          if (topo.pairs.some(([a, b]) => red(tokens[a]) && red(tokens[b]))) touching.push(`deserts ${deserts}, corner ${corner}`);
        }
      }
      expect(touching, frame.name).toEqual([]);
    }
  });

  it('lays A..R in letter order along the spiral, skipping the desert', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const spec = generateMap({ generator: 'spiral', options: {} }, seed);
        expectDealtFrom(BASE_FRAME, spec);
        const topo = frameTopology(BASE_FRAME);
        const starts = topo.corners.filter((c) => {
          const seq = spiralOrder(BASE_FRAME, c).map((i) => spec.hexes[i]!.token).filter((t) => t !== undefined);
          return JSON.stringify(seq) === JSON.stringify(BASE_FRAME.spiralTokens);
        });
        expect(starts.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('with the desert in the centre, no 6 or 8 and no equal numbers touch, from any corner (the official design)', () => {
    const topo = frameTopology(BASE_FRAME);
    const terrain: TerrainName[] = BASE_FRAME.land.map((_, i) => (i === topo.centre[0] ? 'desert' : 'forest'));
    for (const corner of topo.corners) {
      const tokens = spiralTokens(BASE_FRAME, terrain, corner);
      for (const [a, b] of topo.pairs) {
        expect([6, 8].includes(tokens[a]!) && [6, 8].includes(tokens[b]!)).toBe(false);
        if (tokens[a] !== undefined) expect(tokens[a]).not.toBe(tokens[b]);
      }
    }
  });
});

describe('maps in tournament plans', () => {
  it("a block's board depends only on the map spec and the block seed", () => {
    const spec = { kind: 'generator', generator: 'balanced', options: { terrainCluster: 1 } } as const;
    expect(boardFor(spec, 's:3')).toEqual(generateMap({ generator: 'balanced', options: { terrainCluster: 1 } }, 's:3'));
    expect(boardFor(spec, 's:3')).toEqual(boardFor(spec, 's:3'));
    expect(boardFor({ kind: 'random' }, 's:3')).toEqual(randomBoard('s:3'));
  });

  it('5 and 6 players deal on the 5-6 frame, 2-4 players on the base frame', () => {
    const spec = { kind: 'generator', generator: 'balanced', options: {} } as const;
    for (const players of [5, 6]) {
      expect(boardFor({ kind: 'random' }, 's:3', players)).toEqual(fiveSixRandomBoard('s:3'));
      expect(boardFor({ kind: 'beginner' }, 's:3', players)).toEqual(fiveSixBeginnerBoard());
      const dealt = boardFor(spec, 's:3', players);
      expect(dealt.hexes).toHaveLength(30);
      expect(dealt).toEqual(generateMap({ generator: 'balanced', options: {} }, 's:3', FIVE_SIX_FRAME));
    }
    for (const players of [2, 3, 4]) expect(boardFor(spec, 's:3', players).hexes).toHaveLength(19);
  });
});
