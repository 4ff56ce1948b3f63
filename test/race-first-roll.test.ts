// The race's search for the first payable roll (firstRoll, which runs its test on locals and
// probes only a few rolls, never the no-trade roll it starts from, and starts from a lower bound
// that counts trades when a missing card is not produced) agrees with a scan of every
// roll from 0 with the plain test, a loop over the resources, over random hands, productions,
// rates, costs and horizons (fast-check).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The code under test runs from the compiled dist/, loaded by Node (vitest.config.ts says why).
import { ctx } from '../dist/src/bots/value/context.js';
import { firstRoll, race } from '../dist/src/bots/value/race.js';

/** Whether hand h + t x production p pays `need`, trading surplus at `rate`: the test as a loop. */
function payable(t: number, need: Float64Array, h: Float64Array, p: Float64Array, rate: Int32Array): boolean {
  let missing = 0;
  let trades = 0;
  for (let r = 0; r < 5; r++) {
    const d = need[r]! - (h[r]! + t * p[r]!);
    if (d > 0) missing += Math.ceil(d - 1e-9);
    else trades += Math.floor((-d + 1e-9) / rate[r]!);
  }
  return missing <= trades;
}

function scan(max: number, need: Float64Array, h: Float64Array, p: Float64Array, rate: Int32Array): number {
  for (let t = 0; t <= max; t++) if (payable(t, need, h, p, rate)) return t;
  return Infinity;
}

// Hands as the race keeps them (cards plus fractional production, less what builds took), pips
// as on a board (0 for a resource not produced), costs of the base game's builds with roads.
const five = <T>(a: fc.Arbitrary<T>) => fc.array(a, { minLength: 5, maxLength: 5 });
const hand = five(fc.oneof(fc.integer({ min: 0, max: 9 }), fc.double({ min: 0, max: 9, noNaN: true })));
const pips = five(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })));
const rates = five(fc.constantFrom(2, 3, 4));
const need = five(fc.integer({ min: 0, max: 4 }));

describe('race: firstRoll', () => {
  it('finds the first payable roll up to max, as a scan of every roll does (Infinity: none)', () => {
    let found = 0;
    let none = 0;
    fc.assert(
      fc.property(hand, pips, rates, need, fc.integer({ min: 0, max: 160 }), (hs, ps, rs, ns, max) => {
        const h = race.h;
        const p = race.p;
        for (let r = 0; r < 5; r++) {
          h[r] = hs[r]!;
          p[r] = ps[r]! / 36;
          ctx.rate[r] = rs[r]!;
        }
        const cost = Float64Array.from(ns);
        const want = scan(max, cost, Float64Array.from(h), Float64Array.from(p), Int32Array.from(ctx.rate));
        if (want === Infinity) none++;
        else found++;
        expect(firstRoll(max, cost)).toBe(want);
      }),
      { numRuns: 3000, seed: 15 },
    );
    // Both outcomes are met, and so are answers other than 0 (checked below).
    expect(found).toBeGreaterThan(100);
    expect(none).toBeGreaterThan(100);
  });

  it('agrees with the scan on productions summed as the race sums them and hands a trade left just short', () => {
    // firstRoll does not test the roll after which production alone covers what is missing: it
    // pays by construction, the rounding of sums like these far inside the test's 1e-9 margin.
    const sums = five(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 0, maxLength: 4 }));
    const hands = five(fc.oneof(fc.double({ min: 0, max: 12, noNaN: true }), fc.double({ min: -1e-9, max: 0, noNaN: true })));
    fc.assert(
      fc.property(hands, sums, rates, need, fc.integer({ min: 0, max: 160 }), (hs, ss, rs, ns, max) => {
        const h = race.h;
        const p = race.p;
        for (let r = 0; r < 5; r++) {
          h[r] = hs[r]!;
          p[r] = 0;
          for (const x of ss[r]!) p[r]! += x / 36;
          ctx.rate[r] = rs[r]!;
        }
        const cost = Float64Array.from(ns);
        expect(firstRoll(max, cost)).toBe(scan(max, cost, Float64Array.from(h), Float64Array.from(p), Int32Array.from(ctx.rate)));
      }),
      { numRuns: 3000, seed: 16 },
    );
  });

  it('agrees with the scan when a missing card is not produced (the start from the trades bound)', () => {
    // One needed resource has no production and no cards, so only trades bring it: firstRoll
    // skips every roll below tradeBound's and may answer Infinity without a test. Larger costs
    // and hands (some a rounding short of a whole card) put the answer anywhere in 0..max.
    const hands = five(
      fc.oneof(fc.integer({ min: 0, max: 14 }), fc.double({ min: 0, max: 14, noNaN: true }), fc.double({ min: -1e-9, max: 0, noNaN: true })),
    );
    const sums = five(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 0, maxLength: 4 }));
    const needs = five(fc.integer({ min: 0, max: 6 }));
    let found = 0;
    let none = 0;
    fc.assert(
      fc.property(hands, sums, rates, needs, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 160 }), (hs, ss, rs, ns, dry, max) => {
        const h = race.h;
        const p = race.p;
        for (let r = 0; r < 5; r++) {
          h[r] = r === dry ? 0 : hs[r]!;
          p[r] = 0;
          if (r !== dry) for (const x of ss[r]!) p[r]! += x / 36;
          ctx.rate[r] = rs[r]!;
        }
        const cost = Float64Array.from(ns);
        cost[dry] = Math.max(1, cost[dry]!);
        const want = scan(max, cost, Float64Array.from(h), Float64Array.from(p), Int32Array.from(ctx.rate));
        if (want === Infinity) none++;
        else if (want > 0) found++;
        expect(firstRoll(max, cost)).toBe(want);
      }),
      { numRuns: 5000, seed: 17 },
    );
    expect(found).toBeGreaterThan(500);
    expect(none).toBeGreaterThan(100);
  });

  it('meets answers after the first roll and before the no-trade roll (the bisection)', () => {
    // Ore and grain from a 4:1 trade only: the answer needs trades and lies inside the range.
    race.h.set([0, 0, 0, 0, 0]);
    race.p.set([8 / 36, 8 / 36, 8 / 36, 0, 0]);
    ctx.rate.set([4, 4, 4, 4, 4]);
    const cost = Float64Array.from([0, 0, 0, 2, 3]);
    const want = scan(160, cost, race.h.slice(), race.p.slice(), ctx.rate.slice());
    expect(want).toBeGreaterThan(10);
    expect(want).toBeLessThan(160);
    expect(firstRoll(160, cost)).toBe(want);
    expect(firstRoll(want - 1, cost)).toBe(Infinity);
    expect(firstRoll(want, cost)).toBe(want);
  });
});
