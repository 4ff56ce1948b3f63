// The boards of a scenario game: the printed layout with its harbors drawn face down onto their
// sites ('scenario'), or the scenario's variable set-up dealt from the seed ('random'). New World
// deals everything at random, harbors included, on every game.

import type { BoardSpec, HarborSpec } from '../../engine/board.js';
import { buildBoard } from '../../engine/board.js';
import { SIDE_DQ, SIDE_DR } from '../../engine/geometry.js';
import { makeRandom } from '../../engine/rng.js';
import { dealScenarioMap } from './deal.js';
import { scenarioMap } from './maps/index.js';
import type { ScenarioId } from './scenarios.js';

type Hex = [number, number];
const key = (q: number, r: number) => `${q},${r}`;

/** Where the robber starts on a dealt board, by the scenario's rule. */
function robberRule(id: ScenarioId): ((spec: BoardSpec) => Hex | null) | undefined {
  const first = (spec: BoardSpec, ok: (h: BoardSpec['hexes'][number]) => boolean): Hex | null => {
    const h = spec.hexes.find((x) => !x.hidden && ok(x));
    return h ? [h.hex[0], h.hex[1]] : null;
  };
  const desert = (spec: BoardSpec) => first(spec, (h) => h.terrain === 'desert');
  const twelve = (spec: BoardSpec) => first(spec, (h) => h.token === 12);
  switch (id) {
    case 'heading-for-new-shores':
      return (spec) => desert(spec) ?? twelve(spec);
    case 'four-islands':
    case 'fog-islands':
      return twelve;
    case 'cloth-for-catan':
      // The fields hex with the 12 (5-6: the 11) as printed; a dealt board may have moved it.
      return (spec) => first(spec, (h) => h.terrain === 'fields' && (h.token === 12 || h.token === 11)) ?? twelve(spec);
    case 'pirate-islands':
    case 'new-world':
      return () => null;
    default:
      return desert;
  }
}

/** Extra conditions of a scenario's variable set-up (the dealer already keeps 6 and 8 apart and off gold). */
function acceptRule(id: ScenarioId): ((spec: BoardSpec) => boolean) | undefined {
  if (id !== 'wonders-of-catan') return undefined;
  // The land hexes beside the deserts get no 6 or 8.
  return (spec) => {
    const at = new Map(spec.hexes.map((h) => [key(h.hex[0], h.hex[1]), h]));
    for (const h of spec.hexes) {
      if (h.terrain !== 'desert') continue;
      for (let s = 0; s < 6; s++) {
        const n = at.get(key(h.hex[0] + SIDE_DQ[s]!, h.hex[1] + SIDE_DR[s]!));
        if (n && (n.token === 6 || n.token === 8)) return false;
      }
    }
    return true;
  };
}

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
  const dealt = dealScenarioMap(fixed, { variable: variable || newWorld, rand, accept: acceptRule(id), robber: robberRule(id) });
  if (newWorld) dealt.harbors = placeHarborsAtRandom(dealt, rand);
  return dealt;
}
