// The boards of a scenario game: the printed layout with its harbors drawn face down onto their
// sites ('scenario'), or the scenario's variable set-up dealt from the seed ('random'). New World
// deals everything at random, harbors included, on every game.

import type { BoardSpec, HarborSpec } from '../../engine/board.js';
import { buildBoard } from '../../engine/board.js';
import { SIDE_DQ, SIDE_DR, hexDistance } from '../../engine/geometry.js';
import { makeRandom } from '../../engine/rng.js';
import { dealScenarioMap, scenarioDealRules } from './deal.js';
import { scenarioMap } from './maps/index.js';
import type { ScenarioId } from './scenarios.js';

const key = (q: number, r: number) => `${q},${r}`;

/**
 * New World's harbors: the players place them on the coast; here each one goes, in turn, to a
 * random free coastal side of a land hex (facing sea or the frame) whose corners touch no harbor yet.
 */
function placeHarborsAtRandom(spec: BoardSpec, rand: () => number): HarborSpec[] {
  const sea = new Set(spec.hexes.filter((h) => h.terrain === 'sea' && !h.hidden).map((h) => key(h.hex[0], h.hex[1])));
  const all = new Set(spec.hexes.map((h) => key(h.hex[0], h.hex[1])));
  const sites: Array<[number, number, number]> = [];
  for (const h of spec.hexes) {
    if (h.terrain === 'sea' || h.hidden) continue;
    for (let s = 0; s < 6; s++) {
      const n = key(h.hex[0] + SIDE_DQ[s]!, h.hex[1] + SIDE_DR[s]!);
      if (sea.has(n) || !all.has(n)) sites.push([h.hex[0], h.hex[1], s]);
    }
  }
  const board = buildBoard({ hexes: spec.hexes, harbors: [] }, { seaPlaces: true });
  const used = new Set<number>();
  const out: HarborSpec[] = [];
  const types = spec.harbors.map((h) => h.type);
  for (const type of types) {
    while (sites.length > 0) {
      const i = Math.floor(rand() * sites.length);
      const [q, r, s] = sites.splice(i, 1)[0]!;
      const e = board.edgeId(q, r, s);
      const a = board.edgeNodes[e * 2]!;
      const b = board.edgeNodes[e * 2 + 1]!;
      if (used.has(a) || used.has(b)) continue;
      used.add(a);
      used.add(b);
      out.push({ edge: [q, r, s], type });
      break;
    }
  }
  return out;
}

/** The board of one game of scenario `id` for `players`: printed (harbors drawn) or variable, from `seed`. */
export function scenarioBoard(id: ScenarioId, players: number, variable: boolean, seed: string): BoardSpec {
  const rand = makeRandom(`${seed}/map`);
  const fixed = scenarioMap(id, players);
  const newWorld = id === 'new-world';
  const dealt = dealScenarioMap(fixed, { variable: variable || newWorld, rand, ...scenarioDealRules(fixed) });
  if (newWorld) dealt.harbors = placeHarborsAtRandom(dealt, rand);
  return withPirateAtSea(dealt);
}

/**
 * A variable set-up may turn the pirate's printed sea hex into land: it then starts on the sea
 * hex nearest to it (the first in reading order among equals).
 */
function withPirateAtSea(spec: BoardSpec): BoardSpec {
  const pirate = (spec.scenario as { pirate?: [number, number] } | undefined)?.pirate;
  if (!pirate) return spec;
  const sea = spec.hexes.filter((h) => h.terrain === 'sea' && !h.hidden);
  if (sea.some((h) => h.hex[0] === pirate[0] && h.hex[1] === pirate[1]) || sea.length === 0) return spec;
  const dist = (h: (typeof sea)[number]) => hexDistance(h.hex[0], h.hex[1], pirate[0], pirate[1]);
  const reading = (a: (typeof sea)[number], b: (typeof sea)[number]) => dist(a) - dist(b) || a.hex[1] - b.hex[1] || a.hex[0] - b.hex[0];
  const best = [...sea].sort(reading)[0]!;
  return { ...spec, scenario: { ...spec.scenario, pirate: [best.hex[0], best.hex[1]] } };
}
