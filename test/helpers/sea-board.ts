// A small Seafarers board for rule tests, independent of the scenario maps: the beginner island
// (the main area) in a ring of sea, with a two-hex island to the east (a gold field and a pasture)
// and a one-hex forest island to the west, another ring of sea around them all.

import type { BoardSpec, HexSpec } from '../../src/engine/board.js';
import { hexDistance } from '../../src/engine/geometry.js';
import { beginnerBoard } from '../../src/rules/base/maps.js';

export function seaTestBoard(name = 'heading-for-new-shores', fog = false, marks: Array<Record<string, unknown>> = []): BoardSpec {
  const base = beginnerBoard();
  const hexes: HexSpec[] = base.hexes.map((h) => ({ ...h }));
  const taken = new Set(hexes.map((h) => `${h.hex[0]},${h.hex[1]}`));
  const add = (h: HexSpec) => {
    hexes.push(h);
    taken.add(`${h.hex[0]},${h.hex[1]}`);
  };
  add({ hex: [4, -1], terrain: 'gold', token: 6 });
  add({ hex: [4, 0], terrain: 'pasture', token: 3 });
  add({ hex: [-4, 1], terrain: fog ? 'sea' : 'forest', token: fog ? undefined : 11, ...(fog ? { hidden: true } : {}) });
  for (let q = -5; q <= 5; q++) {
    for (let r = -5; r <= 5; r++) {
      const d = hexDistance(q, r, 0, 0);
      if (d >= 3 && d <= 5 && !taken.has(`${q},${r}`) && Math.abs(q) + Math.abs(r) <= 6) add({ hex: [q, r], terrain: 'sea' });
    }
  }
  return {
    hexes,
    harbors: base.harbors.map((h) => ({ ...h })),
    robber: base.robber,
    scenario: {
      name,
      players: [3, 4],
      pirate: [0, -4],
      regions: { [fog ? 'upper' : 'main']: base.hexes.map((h) => h.hex) },
      ...(fog ? { fog: { terrain: ['hills'], tokens: [9] } } : {}),
      ...(marks.length ? { marks } : {}),
    },
  };
}
