// The Seafarers scenario layouts (docs/seafarers-maps.md): every map file against its scenario's
// component table (terrain, tokens, harbors, per column where the table has two), its island
// structure, its robber and pirate, its marks; and the dealer: deterministic, within the
// constraints, and keeping each group's multisets.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBoard, type Board, type BoardSpec, type HexSpec } from '../src/engine/board.js';
import { HARBOR_NAMES, TERRAIN_NAMES, type HarborName, type TerrainName } from '../src/engine/constants.js';
import { SIDE_DQ, SIDE_DR, hexCenterX, hexCenterY, hexagon } from '../src/engine/geometry.js';
import { makeRandom } from '../src/engine/rng.js';
import { parseMapFile } from '../src/maps/map-file.js';
import { FIVE_SIX_LAND, FIVE_SIX_TERRAIN_POOL, FIVE_SIX_TOKEN_POOL } from '../src/rules/five-six/maps.js';
import { bottomRowCalm, dealScenarioMap, desertsQuiet, hexWithToken, redsApart, scenarioDealRules } from '../src/rules/seafarers/deal.js';
import { parseScenarioData, type Mark, type ScenarioData } from '../src/rules/seafarers/map-data.js';
import { SCENARIO_MAP_FILES, SCENARIO_NAMES, scenarioMap } from '../src/rules/seafarers/maps/index.js';

// ---- the component tables (rules digest sections 4, 5 and 7)

type Terrains = Partial<Record<TerrainName, number>>;
/** Token counts for 2, 3, 4, 5, 6, 8, 9, 10, 11, 12. */
type Tokens = [number, number, number, number, number, number, number, number, number, number];
const VALUES = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];
const five = (n: number): Terrains => ({ fields: n, hills: n, mountains: n, pasture: n, forest: n });

/** "5 special 2:1 + n generic 3:1", or the 5-6 player "6 special (two wool) + 5 generic". */
const HARBORS_5_3 = { brick: 1, lumber: 1, wool: 1, grain: 1, ore: 1, '3:1': 3 };
const HARBORS_5_4 = { ...HARBORS_5_3, '3:1': 4 };
const HARBORS_6_5 = { ...HARBORS_5_3, wool: 2, '3:1': 5 };
type HarborCounts = Partial<Record<HarborName, number>>;

interface Column {
  terrain: Terrains;
  tokens: Tokens;
}
interface Table {
  /** One column, or named columns (which hexes belong to each is the file's `columns` below). */
  columns: Record<string, Column>;
  harbors: HarborCounts;
  /** Land hexes joined side to side, as designed. */
  islands: number;
  /** Land hexes that carry no token on purpose. */
  barren?: Terrains;
}

const TABLES: Record<string, Table> = {
  'heading-for-new-shores-3': {
    columns: {
      main: { terrain: { sea: 9, fields: 3, hills: 2, mountains: 2, pasture: 4, forest: 3 }, tokens: [1, 1, 1, 2, 2, 2, 1, 2, 2, 0] },
      small: { terrain: { sea: 4, gold: 2, fields: 1, hills: 2, mountains: 2, pasture: 1 }, tokens: [0, 1, 2, 1, 0, 1, 1, 1, 0, 1] },
    },
    harbors: HARBORS_5_3,
    islands: 4,
  },
  'heading-for-new-shores-4': {
    columns: {
      main: { terrain: { sea: 10, desert: 1, fields: 4, hills: 3, mountains: 3, pasture: 4, forest: 4 }, tokens: [1, 2, 2, 2, 2, 2, 2, 2, 2, 1] },
      small: { terrain: { sea: 4, gold: 2, fields: 1, hills: 2, mountains: 2, pasture: 1, forest: 1 }, tokens: [1, 1, 1, 1, 1, 1, 1, 1, 1, 0] },
    },
    harbors: HARBORS_5_4,
    islands: 4,
  },
  'heading-for-new-shores-6': {
    columns: {
      // The main island: the 30 terrains and 28 tokens of Catan + Catan 5-6 (src/rules/five-six/maps.ts).
      main: { terrain: { desert: 2, fields: 6, hills: 5, mountains: 5, pasture: 6, forest: 6 }, tokens: [2, 3, 3, 3, 3, 3, 3, 3, 3, 2] },
      // "In addition": sea 16, gold 3, ..., tokens 2-12 once each.
      addition: { terrain: { sea: 16, gold: 3, fields: 1, hills: 2, mountains: 2, pasture: 1, forest: 1 }, tokens: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
    },
    harbors: HARBORS_6_5,
    islands: 5,
  },
  'four-islands-3': {
    columns: { all: { terrain: { sea: 15, ...five(4) }, tokens: [1, 2, 2, 3, 2, 2, 3, 2, 2, 1] } },
    harbors: HARBORS_5_4,
    islands: 4,
  },
  'four-islands-4': {
    columns: { all: { terrain: { sea: 12, fields: 5, hills: 4, mountains: 4, pasture: 5, forest: 5 }, tokens: [1, 2, 3, 3, 2, 2, 3, 3, 3, 1] } },
    harbors: HARBORS_5_4,
    islands: 4,
  },
  'four-islands-6': {
    columns: { all: { terrain: { sea: 24, fields: 6, hills: 6, mountains: 6, pasture: 7, forest: 7 }, tokens: [2, 3, 4, 4, 4, 3, 4, 4, 2, 2] } },
    harbors: HARBORS_6_5,
    islands: 6,
  },
  'fog-islands-3': {
    columns: {
      up: { terrain: { sea: 16, fields: 2, hills: 2, mountains: 2, pasture: 4, forest: 4 }, tokens: [0, 1, 1, 2, 2, 2, 2, 1, 2, 1] },
      down: { terrain: { sea: 2, gold: 2, fields: 2, hills: 2, mountains: 2, pasture: 1, forest: 1 }, tokens: [0, 2, 1, 1, 1, 1, 1, 1, 1, 1] },
    },
    harbors: HARBORS_5_3,
    islands: 2,
  },
  'fog-islands-4': {
    columns: {
      up: { terrain: { sea: 13, fields: 3, hills: 3, mountains: 3, pasture: 4, forest: 4 }, tokens: [1, 2, 2, 2, 2, 2, 2, 2, 1, 1] },
      down: { terrain: { sea: 2, gold: 2, fields: 2, hills: 2, mountains: 2, pasture: 1, forest: 1 }, tokens: [0, 1, 1, 1, 1, 1, 1, 1, 2, 1] },
    },
    harbors: HARBORS_5_4,
    islands: 2,
  },
  'fog-islands-6': {
    columns: {
      up: { terrain: { sea: 12, desert: 1, gold: 2, fields: 5, hills: 5, mountains: 5, pasture: 4, forest: 4 }, tokens: [1, 3, 3, 2, 3, 3, 2, 3, 3, 2] },
      down: { terrain: { sea: 12, gold: 1, fields: 2, hills: 2, mountains: 2, pasture: 3, forest: 3 }, tokens: [2, 1, 1, 2, 1, 1, 2, 1, 1, 1] },
    },
    harbors: HARBORS_5_4,
    islands: 2,
  },
  'through-the-desert-3': {
    columns: {
      main: { terrain: { sea: 8, desert: 3, fields: 2, hills: 3, mountains: 2, pasture: 3, forest: 4 }, tokens: [1, 1, 2, 1, 2, 2, 2, 2, 1, 0] },
      foreign: { terrain: { sea: 2, gold: 2, fields: 2, mountains: 2, pasture: 1, forest: 1 }, tokens: [0, 1, 1, 2, 1, 1, 1, 0, 1, 0] },
    },
    harbors: HARBORS_5_3,
    islands: 4,
  },
  'through-the-desert-4': {
    columns: {
      main: { terrain: { sea: 10, desert: 3, fields: 2, hills: 4, mountains: 2, pasture: 4, forest: 5 }, tokens: [0, 2, 2, 2, 2, 2, 2, 2, 2, 1] },
      foreign: { terrain: { sea: 2, gold: 2, fields: 3, hills: 1, mountains: 3, pasture: 1 }, tokens: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
    },
    harbors: HARBORS_5_4,
    islands: 4,
  },
  'through-the-desert-6': {
    columns: { all: { terrain: { sea: 20, desert: 5, gold: 3, ...five(7) }, tokens: [3, 4, 4, 4, 4, 4, 4, 4, 4, 3] } },
    harbors: HARBORS_6_5,
    islands: 4,
  },
  'forgotten-tribe-4': {
    columns: { all: { terrain: { sea: 19, desert: 3, gold: 2, ...five(5) }, tokens: [1, 2, 2, 2, 2, 2, 2, 2, 2, 1] } },
    harbors: {},
    islands: 9,
    barren: { fields: 1, hills: 2, mountains: 2, pasture: 2, forest: 2 },
  },
  'forgotten-tribe-6': {
    columns: { all: { terrain: { sea: 22, desert: 4, gold: 3, fields: 7, hills: 7, mountains: 6, pasture: 7, forest: 7 }, tokens: [1, 4, 4, 4, 3, 3, 3, 3, 3, 1] } },
    harbors: {},
    islands: 9,
    barren: { gold: 1, fields: 1, hills: 2, mountains: 1, pasture: 1, forest: 2 },
  },
  'cloth-for-catan-4': {
    // Tokens: the hexes' and the villages' together.
    columns: { all: { terrain: { sea: 18, desert: 2, gold: 2, fields: 5, hills: 3, mountains: 4, pasture: 4, forest: 4 }, tokens: [2, 3, 3, 3, 3, 3, 3, 3, 3, 2] } },
    harbors: HARBORS_5_4,
    islands: 6,
    barren: { gold: 2 },
  },
  'cloth-for-catan-6': {
    columns: { all: { terrain: { sea: 24, desert: 4, gold: 2, fields: 6, hills: 4, mountains: 5, pasture: 5, forest: 6 }, tokens: [3, 4, 4, 4, 4, 4, 4, 4, 4, 3] } },
    harbors: HARBORS_6_5,
    islands: 8,
    barren: { gold: 2 },
  },
  'pirate-islands-4': {
    columns: { all: { terrain: { sea: 19, desert: 3, gold: 2, ...five(5) }, tokens: [1, 2, 3, 3, 3, 3, 3, 3, 2, 1] } },
    harbors: HARBORS_5_3,
    islands: 5,
    barren: { pasture: 1, hills: 2 },
  },
  'pirate-islands-6': {
    columns: { all: { terrain: { sea: 26, desert: 5, gold: 4, fields: 5, hills: 4, mountains: 7, pasture: 6, forest: 6 }, tokens: [1, 4, 4, 4, 4, 4, 3, 3, 4, 1] } },
    harbors: HARBORS_5_4,
    islands: 7,
  },
  'wonders-of-catan-4': {
    columns: { all: { terrain: { sea: 19, desert: 3, gold: 2, ...five(5) }, tokens: [2, 3, 3, 3, 3, 3, 3, 3, 3, 1] } },
    harbors: HARBORS_5_4,
    islands: 4,
  },
  'wonders-of-catan-6': {
    columns: { all: { terrain: { sea: 24, desert: 4, gold: 3, fields: 6, hills: 6, mountains: 6, pasture: 7, forest: 7 }, tokens: [2, 3, 4, 4, 4, 4, 4, 4, 4, 2] } },
    harbors: HARBORS_6_5,
    islands: 4,
  },
  'new-world-4': {
    columns: { all: { terrain: { sea: 19, fields: 5, hills: 4, mountains: 4, pasture: 5, forest: 5 }, tokens: [1, 3, 3, 3, 2, 2, 3, 3, 2, 1] } },
    harbors: HARBORS_5_4,
    islands: 5,
  },
  'new-world-6': {
    // Printed: 2,3,4,5,5,5,5,4,4,3 (40 tokens for 39 hexes); one 6 dropped (docs/seafarers-maps.md).
    columns: { all: { terrain: { sea: 21, desert: 3, gold: 4, ...five(7) }, tokens: [2, 3, 4, 5, 4, 5, 5, 4, 4, 3] } },
    harbors: HARBORS_6_5,
    islands: 6,
  },
};

// ---- helpers

const FILES = Object.keys(TABLES);
const key = (q: number, r: number) => `${q},${r}`;
const hexKey = (h: readonly number[]) => key(h[0]!, h[1]!);

function load(file: string): { spec: BoardSpec; data: ScenarioData; board: Board } {
  const [, name, n] = /^(.*)-(\d)$/.exec(file)!;
  const players = Number(n) === 6 ? 6 : Number(n);
  const spec = scenarioMap(name!, players);
  return { spec, data: parseScenarioData(spec.scenario), board: buildBoard(spec, { seaPlaces: true }) };
}

const isLand = (h: HexSpec) => !h.hidden && h.terrain !== 'sea';
const producing = (h: HexSpec) => isLand(h) && h.terrain !== 'desert';
const red = (t: number | null | undefined) => t === 6 || t === 8;

function terrainCounts(hexes: HexSpec[]): Terrains {
  const out: Terrains = {};
  for (const h of hexes) if (!h.hidden) out[h.terrain] = (out[h.terrain] ?? 0) + 1;
  return out;
}
function tokenCounts(tokens: Array<number | null | undefined>): Tokens {
  return VALUES.map((v) => tokens.filter((t) => t === v).length) as Tokens;
}
const sortedCounts = (t: Terrains) => Object.fromEntries(TERRAIN_NAMES.filter((k) => t[k]).map((k) => [k, t[k]]));

function neighboursOf(spec: BoardSpec): (h: HexSpec) => HexSpec[] {
  const at = new Map(spec.hexes.map((h) => [hexKey(h.hex), h]));
  return (h) => SIDE_DQ.map((dq, s) => at.get(key(h.hex[0] + dq, h.hex[1] + SIDE_DR[s]!))).filter((x): x is HexSpec => x !== undefined);
}

/** Land components (side to side), each as a set of hex keys. */
function islands(spec: BoardSpec): Array<Set<string>> {
  const near = neighboursOf(spec);
  const seen = new Set<string>();
  const out: Array<Set<string>> = [];
  for (const h of spec.hexes) {
    if (!isLand(h) || seen.has(hexKey(h.hex))) continue;
    const comp = new Set<string>([hexKey(h.hex)]);
    seen.add(hexKey(h.hex));
    const stack = [h];
    while (stack.length) {
      for (const n of near(stack.pop()!)) {
        if (!isLand(n) || seen.has(hexKey(n.hex))) continue;
        seen.add(hexKey(n.hex));
        comp.add(hexKey(n.hex));
        stack.push(n);
      }
    }
    out.push(comp);
  }
  return out;
}

/** The hexes of each table column of a file. */
function columnHexes(file: string, spec: BoardSpec, data: ScenarioData): Record<string, HexSpec[]> {
  const inSet = (list: Array<[number, number]> | undefined) => {
    const s = new Set((list ?? []).map(hexKey));
    return (h: HexSpec) => s.has(hexKey(h.hex));
  };
  if (file.startsWith('heading-for-new-shores')) {
    const main = inSet(data.regions!.main);
    if (file.endsWith('-6')) return { main: spec.hexes.filter(main), addition: spec.hexes.filter((h) => !main(h)) };
    const small = inSet(data.groups!.small);
    return { main: spec.hexes.filter((h) => !small(h)), small: spec.hexes.filter(small) };
  }
  if (file.startsWith('fog-islands')) return { up: spec.hexes.filter((h) => !h.hidden) };
  if (file === 'through-the-desert-3' || file === 'through-the-desert-4') {
    const foreign = inSet(data.groups!.foreign);
    return { main: spec.hexes.filter((h) => !foreign(h)), foreign: spec.hexes.filter(foreign) };
  }
  return { all: spec.hexes };
}

const marksOf = (data: ScenarioData, kind: Mark['kind']) => (data.marks ?? []).filter((m) => m.kind === kind);
/** Hex specs at an intersection (its up to three hexes). */
function nodeHexes(board: Board, spec: BoardSpec, node: readonly [number, number, number]): HexSpec[] {
  const n = board.nodeId(node[0], node[1], node[2]);
  expect(n, `intersection [${node.join(', ')}]`).toBeGreaterThanOrEqual(0);
  return Array.from(board.nodeAllHexes.subarray(n * 3, n * 3 + 3))
    .filter((h) => h >= 0)
    .map((h) => spec.hexes[h]!);
}
function edgeHexes(board: Board, spec: BoardSpec, edge: readonly [number, number, number]): HexSpec[] {
  const e = board.edgeId(edge[0], edge[1], edge[2]);
  expect(e, `edge [${edge.join(', ')}]`).toBeGreaterThanOrEqual(0);
  return Array.from(board.edgeHexes.subarray(e * 2, e * 2 + 2))
    .filter((h) => h >= 0)
    .map((h) => spec.hexes[h]!);
}
const nodeOf = (board: Board, node: readonly [number, number, number]) => board.nodeId(node[0], node[1], node[2]);
const edgeOf = (board: Board, edge: readonly [number, number, number]) => board.edgeId(edge[0], edge[1], edge[2]);
const adjacentNodes = (board: Board, a: number, b: number) => a === b || Array.from(board.nodeNodes.subarray(a * 3, a * 3 + 3)).includes(b);

/** A shape's hexes moved so its first hex (reading order) is at the origin, as sorted keys. */
function normalised(hexes: ReadonlyArray<readonly [number, number]>): string[] {
  const sorted = [...hexes].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const [q0, r0] = sorted[0]!;
  return sorted.map(([q, r]) => key(q - q0, r - r0));
}

/** Ship distance between intersections: along edges that are not between two land hexes. */
function shipDistances(board: Board, from: number): Int32Array {
  return freeShipDistances(board, from, new Set(), new Set());
}

/**
 * Ship distances from `from` as the Pirate Islands' route counts them: over ship edges not in
 * `edges` (pieces already there), never through an intersection in `nodes` (others' buildings).
 */
function freeShipDistances(board: Board, from: number, nodes: ReadonlySet<number>, edges: ReadonlySet<number>): Int32Array {
  const d = new Int32Array(board.numNodes).fill(-1);
  d[from] = 0;
  const queue = [from];
  while (queue.length) {
    const n = queue.shift()!;
    for (let k = 0; k < 3; k++) {
      const e = board.nodeEdges[n * 3 + k]!;
      if (e < 0 || board.edgeLand[e]! === 2 || edges.has(e)) continue;
      const m = board.edgeNodes[e * 2] === n ? board.edgeNodes[e * 2 + 1]! : board.edgeNodes[e * 2]!;
      if (d[m]! >= 0 || nodes.has(m)) continue;
      d[m] = d[n]! + 1;
      queue.push(m);
    }
  }
  return d;
}

/** Where each scenario lets players put their set-up settlements. */
function startArea(file: string, data: ScenarioData): (h: HexSpec) => boolean {
  const regions = data.regions ?? {};
  const names = file.startsWith('fog-islands') ? ['upper', 'lower'] : file.startsWith('cloth-for-catan') ? ['west', 'east'] : ['main'];
  const keys = new Set(names.flatMap((n) => regions[n] ?? []).map(hexKey));
  return keys.size ? (h) => keys.has(hexKey(h.hex)) : isLand;
}

// ---- the files

describe('Seafarers map files', () => {
  it('one file per scenario and player count, each listed for the counts it serves', () => {
    expect(SCENARIO_NAMES).toHaveLength(9);
    const listed = new Set(SCENARIO_NAMES.flatMap((n) => [3, 4, 5, 6].map((p) => SCENARIO_MAP_FILES[n][p]!.replace('.json', ''))));
    expect([...listed].sort()).toEqual([...FILES].sort());
    for (const name of SCENARIO_NAMES) {
      for (const p of [3, 4, 5, 6]) expect(parseScenarioData(scenarioMap(name, p).scenario).players).toContain(p);
    }
    expect(() => scenarioMap('atlantis', 4)).toThrow(/unknown Seafarers scenario "atlantis"/);
    expect(() => scenarioMap('four-islands', 2)).toThrow(/no layout for 2 players/);
    // A fresh copy each time.
    const a = scenarioMap('four-islands', 4);
    a.hexes[0]!.terrain = 'gold';
    expect(scenarioMap('four-islands', 4).hexes[0]!.terrain).not.toBe('gold');
  });

  it('each file passes the checks of a user\'s map file, and is the board scenarioMap gives', () => {
    // The files on disk, read as a user's map file is: the boards the game deals from.
    for (const file of FILES) {
      const path = join(import.meta.dirname, '..', 'src', 'rules', 'seafarers', 'maps', `${file}.json`);
      const { board } = parseMapFile(readFileSync(path, 'utf8'), path);
      expect(load(file).spec, file).toEqual(board);
      expect(parseScenarioData(board.scenario).name, file).toBe(/^(.*)-\d$/.exec(file)![1]);
    }
  });

  it('a scenario block is checked field by field, naming the field', () => {
    const good = { name: 'four-islands', players: [3, 4], pirate: [1, 2], marks: [{ kind: 'village', node: [0, 0, 5], token: 6 }] };
    expect(parseScenarioData(good)).toEqual(good);
    expect(parseScenarioData(good)).not.toBe(good);
    const bad = (change: Record<string, unknown>) => () => parseScenarioData({ ...good, ...change });
    expect(bad({ extra: 1 })).toThrow(/^scenario\.extra: unknown field/);
    expect(bad({ name: '' })).toThrow(/^scenario\.name: expected a name/);
    expect(bad({ players: [] })).toThrow(/^scenario\.players: expected at least 1/);
    expect(bad({ players: [7] })).toThrow(/^scenario\.players\.0: expected an integer from 2 to 6/);
    expect(bad({ pirate: [1] })).toThrow(/^scenario\.pirate: expected a list of 2 integers/);
    expect(bad({ pirate: [1, 2.5] })).toThrow(/^scenario\.pirate\.1: expected an integer/);
    expect(bad({ regions: { main: [] } })).toThrow(/^scenario\.regions\.main: expected at least 1/);
    expect(bad({ track: [[0, 0]] })).toThrow(/^scenario\.track: expected at least 2/);
    expect(bad({ marks: [{ kind: 'village', node: [0, 0, 6], token: 6 }] })).toThrow(/^scenario\.marks\.0\.node\.2: expected an integer from 0 to 5/);
    expect(bad({ marks: [{ kind: 'village', node: [0, 0, 1] }] })).toThrow(/^scenario\.marks\.0\.token: a village mark needs token/);
    expect(bad({ marks: [{ kind: 'castle', node: [0, 0, 1] }] })).toThrow(/^scenario\.marks\.0\.kind: expected one of village, fortress/);
    expect(bad({ marks: [{ kind: 'square', node: [0, 0, 1], colour: '' }] })).toThrow(/^scenario\.marks\.0\.colour: expected a seat/);
    expect(bad({ marks: [{ kind: 'gift', edge: [0, 0, 1], gift: 'ore' }] })).toThrow(/^scenario\.marks\.0\.gift: expected one of vp, dev, harbor/);
    expect(bad({ fog: { terrain: ['lava'], tokens: [] } })).toThrow(/^scenario\.fog\.terrain\.0: expected one of hills/);
    expect(bad({ fog: { terrain: ['sea'] } })).toThrow(/^scenario\.fog\.tokens: expected a list/);
    expect(() => parseScenarioData([1])).toThrow(/^scenario: expected an object/);
  });

  describe.each(FILES)('%s', (file) => {
    const { spec, data, board } = load(file);
    const table = TABLES[file]!;
    const near = neighboursOf(spec);

    it('builds with sea places; the scenario block parses and names the file', () => {
      expect(board.numHexes).toBe(spec.hexes.length);
      expect(data.name).toBe(file.replace(/-\d$/, ''));
      expect(data.players).toEqual(file.endsWith('-6') ? [5, 6] : file.endsWith('-3') ? [3] : /^(heading|four|fog|through)/.test(file) ? [4] : [3, 4]);
    });

    it('terrain and tokens equal the component table, column by column', () => {
      const cols = columnHexes(file, spec, data);
      expect(Object.keys(cols).sort()).toEqual(Object.keys(table.columns).filter((c) => c !== 'down').sort());
      for (const [name, hexes] of Object.entries(cols)) {
        const col = table.columns[name]!;
        expect(sortedCounts(terrainCounts(hexes)), `${name} terrain`).toEqual(sortedCounts(col.terrain));
        const villages = name === 'all' ? marksOf(data, 'village').map((m) => m.token) : [];
        expect(tokenCounts([...hexes.map((h) => h.token), ...villages]), `${name} tokens`).toEqual(col.tokens);
      }
      // Every producing hex has a token, except the table's barren ones.
      const barren = spec.hexes.filter((h) => producing(h) && h.token === null);
      expect(sortedCounts(terrainCounts(barren))).toEqual(sortedCounts(table.barren ?? {}));
      expect(spec.hexes.every((h) => !producing(h) || h.token === null || typeof h.token === 'number')).toBe(true);
    });

    it('harbors: the table\'s count and kinds (Forgotten Tribe: as gifts)', () => {
      const kinds = (types: string[]) => Object.fromEntries(HARBOR_NAMES.map((k) => [k, types.filter((t) => t === k).length]).filter(([, n]) => n));
      expect(kinds(spec.harbors.map((h) => h.type))).toEqual(table.harbors);
      if (file.startsWith('forgotten-tribe')) {
        expect(spec.harbors).toEqual([]);
        expect(marksOf(data, 'gift').filter((m) => m.gift === 'harbor')).toHaveLength(file.endsWith('-6') ? 8 : 6);
      }
    });

    it('no 6 or 8 beside another, none on gold', () => {
      expect(redsApart(spec)).toBe(true);
      for (const h of spec.hexes) if (red(h.token)) expect(near(h).filter((n) => red(n.token))).toEqual([]);
    });

    it('islands as designed, separated by sea', () => {
      const comps = islands(spec);
      expect(comps).toHaveLength(table.islands);
      const main = data.regions?.main;
      if (main && !file.startsWith('through-the-desert')) expect(comps.some((c) => c.size === main.length && main.every((h) => c.has(hexKey(h))))).toBe(true);
    });

    it('the robber starts where the scenario says, the pirate on a sea hex', () => {
      const at = (hex: readonly [number, number] | null | undefined) => (hex ? spec.hexes.find((h) => hexKey(h.hex) === hexKey(hex)) : undefined);
      const robber = at(spec.robber);
      if (/^(pirate-islands|new-world)/.test(file)) expect(spec.robber).toBeNull();
      else if (file === 'heading-for-new-shores-3') expect([robber?.terrain, robber?.token]).toEqual(['hills', 12]);
      else if (/^four-islands|^fog-islands-[34]/.test(file)) expect(robber?.token).toBe(12);
      else if (file === 'cloth-for-catan-4') expect([robber?.terrain, robber?.token]).toEqual(['fields', 12]);
      else if (file === 'cloth-for-catan-6') expect([robber?.terrain, robber?.token]).toEqual(['fields', 11]);
      else expect(robber?.terrain).toBe('desert');
      // The dealer's scenario rule finds the same hex on the printed layout (the first 12 where there are two).
      const kept = dealScenarioMap(spec, { variable: false, rand: makeRandom('robber'), ...scenarioDealRules(spec) });
      expect(kept.robber).toEqual(spec.robber);
      if (file.startsWith('cloth-for-catan')) expect(spec.hexes.filter((h) => h.terrain === 'fields' && h.token === robber!.token)).toHaveLength(1);

      const pirate = at(data.pirate);
      if (/^(wonders-of-catan|new-world)/.test(file)) expect(data.pirate).toBeUndefined();
      else expect(pirate?.terrain).toBe('sea');
      if (file.startsWith('pirate-islands')) expect(data.track!.map(hexKey)).toContain(hexKey(data.pirate!));
    });

    it('groups: never fog or barren hexes, never overlapping; the variable set-up\'s positions', () => {
      const groups = data.groups ?? {};
      const all = Object.values(groups).flat().map(hexKey);
      expect(new Set(all).size).toBe(all.length);
      const byKey = new Map(spec.hexes.map((h) => [hexKey(h.hex), h]));
      for (const k of all) {
        const h = byKey.get(k)!;
        expect(h.hidden).toBeUndefined();
        expect(producing(h) && h.token === null).toBe(false);
      }
      const names = Object.keys(groups).sort();
      const expected: Record<string, string[]> = {
        'heading-for-new-shores': ['main', 'small'],
        'four-islands': ['land'],
        'fog-islands': ['land'],
        'through-the-desert': ['foreign', 'main'],
        'forgotten-tribe': ['main'],
        'cloth-for-catan': ['east', 'west'],
        'pirate-islands': [],
        'wonders-of-catan': ['main'],
        'new-world': ['all'],
      };
      expect(names).toEqual(expected[data.name]);
      const keys = (n: string) => new Set((groups[n] ?? []).map(hexKey));
      const regionKeys = (n: string) => new Set((data.regions?.[n] ?? []).map(hexKey));
      switch (data.name) {
        case 'heading-for-new-shores': {
          // main: the main island's positions; small: every position not beside it.
          expect(keys('main')).toEqual(regionKeys('main'));
          const mainIsland = regionKeys('main');
          const besideMain = (h: HexSpec) => !mainIsland.has(hexKey(h.hex)) && near(h).some((n) => mainIsland.has(hexKey(n.hex)));
          for (const h of spec.hexes) {
            if (mainIsland.has(hexKey(h.hex))) continue;
            expect(keys('small').has(hexKey(h.hex)), `[${h.hex.join(', ')}]`).toBe(!besideMain(h));
            if (besideMain(h)) expect(h.terrain).toBe('sea');
          }
          if (file.endsWith('-4')) expect(normalised(data.regions!.main)).toEqual(normalised(hexagon(2)));
          if (file.endsWith('-6')) {
            expect(normalised(data.regions!.main)).toEqual(normalised(FIVE_SIX_LAND));
            const main = spec.hexes.filter((h) => mainIsland.has(hexKey(h.hex)));
            expect(main.map((h) => h.terrain).sort()).toEqual([...FIVE_SIX_TERRAIN_POOL].sort());
            expect(main.flatMap((h) => (h.token ? [h.token] : [])).sort((a, b) => a - b)).toEqual([...FIVE_SIX_TOKEN_POOL]);
          }
          break;
        }
        case 'four-islands':
        case 'fog-islands':
          expect(keys('land')).toEqual(new Set(spec.hexes.filter(isLand).map((h) => hexKey(h.hex))));
          break;
        case 'through-the-desert': {
          const main = spec.hexes.filter((h) => regionKeys('main').has(hexKey(h.hex)));
          expect(keys('main')).toEqual(new Set(main.filter(producing).map((h) => hexKey(h.hex))));
          expect(spec.hexes.filter((h) => keys('foreign').has(hexKey(h.hex)) && h.terrain === 'sea')).toHaveLength(2);
          for (const k of regionKeys('strip')) expect(keys('foreign').has(k)).toBe(true);
          break;
        }
        case 'forgotten-tribe':
          expect(keys('main')).toEqual(new Set(spec.hexes.filter((h) => regionKeys('main').has(hexKey(h.hex)) && producing(h)).map((h) => hexKey(h.hex))));
          break;
        case 'cloth-for-catan':
          expect(keys('west')).toEqual(regionKeys('west'));
          expect(keys('east')).toEqual(regionKeys('east'));
          break;
        case 'wonders-of-catan':
          expect(keys('main')).toEqual(new Set(spec.hexes.filter((h) => regionKeys('main').has(hexKey(h.hex)) && producing(h)).map((h) => hexKey(h.hex))));
          break;
        case 'new-world':
          expect(keys('all')).toEqual(new Set(spec.hexes.map((h) => hexKey(h.hex))));
          break;
      }
    });

    it('enough good set-up intersections on the start areas, which reach the other islands by sea', () => {
      const start = startArea(file, data);
      let good = 0;
      for (let n = 0; n < board.numNodes; n++) {
        const hexes = Array.from(board.nodeAllHexes.subarray(n * 3, n * 3 + 3)).filter((h) => h >= 0).map((h) => spec.hexes[h]!);
        if (hexes.some(start) && hexes.filter((h) => producing(h) && typeof h.token === 'number').length >= 2) good++;
      }
      expect(good).toBeGreaterThanOrEqual(2 * Math.max(...data.players) + 4);
      // Every island has a coast that ships from the start areas reach.
      const startNode = Array.from({ length: board.numNodes }, (_, n) => n).find((n) => Array.from(board.nodeAllHexes.subarray(n * 3, n * 3 + 3)).some((h) => h >= 0 && start(spec.hexes[h]!)))!;
      const d = shipDistances(board, startNode);
      for (const island of islands(spec)) {
        const corners = [...island].flatMap((k) => {
          const h = board.hexId(...(k.split(',').map(Number) as [number, number]));
          return Array.from(board.hexNodes.subarray(h * 6, h * 6 + 6));
        });
        expect(corners.some((n) => d[n]! >= 0), `island at ${[...island][0]} reachable`).toBe(true);
      }
    });
  });
});

// ---- scenario details

describe('scenario details', () => {
  it('Heading for New Shores: 3 small islands (4 with 5-6 players), the main island apart', () => {
    for (const [file, small] of [['heading-for-new-shores-3', 3], ['heading-for-new-shores-4', 3], ['heading-for-new-shores-6', 4]] as const) {
      const { spec, data } = load(file);
      const main = new Set(data.regions!.main.map(hexKey));
      expect(islands(spec).filter((c) => ![...c].some((k) => main.has(k)))).toHaveLength(small);
    }
  });

  it('Four (Six) Islands: islands of similar size', () => {
    for (const file of ['four-islands-3', 'four-islands-4', 'four-islands-6']) {
      const sizes = islands(load(file).spec).map((c) => c.size);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('Fog Islands: the face-down stack is the table\'s, one hidden hex per face-down hex; set-up islands named', () => {
    for (const file of ['fog-islands-3', 'fog-islands-4', 'fog-islands-6']) {
      const { spec, data } = load(file);
      const down = TABLES[file]!.columns.down!;
      const fog = data.fog!;
      expect(sortedCounts(terrainCounts(fog.terrain.map((t) => ({ hex: [0, 0], terrain: t }) as HexSpec)))).toEqual(sortedCounts(down.terrain));
      expect(tokenCounts(fog.tokens)).toEqual(down.tokens);
      expect(spec.hexes.filter((h) => h.hidden)).toHaveLength(fog.terrain.length);
      expect(fog.tokens).toHaveLength(fog.terrain.filter((t) => t !== 'sea').length);
      const comps = islands(spec);
      for (const name of ['upper', 'lower']) {
        const region = data.regions![name]!;
        expect(comps.some((c) => c.size === region.length && region.every((h) => c.has(hexKey(h))))).toBe(true);
      }
    }
  });

  it('Through the Desert: the strip touches only deserts of the main island; its printed hexes; foreign areas', () => {
    const strips: Record<string, Array<[TerrainName, number]>> = {
      'through-the-desert-3': [['fields', 6], ['forest', 3], ['gold', 4]],
      'through-the-desert-4': [['fields', 8], ['mountains', 11], ['gold', 10]],
      'through-the-desert-6': [['fields', 8], ['mountains', 11], ['gold', 10]],
    };
    for (const [file, printed] of Object.entries(strips)) {
      const { spec, data } = load(file);
      const near = neighboursOf(spec);
      const strip = new Set(data.regions!.strip!.map(hexKey));
      const main = new Set(data.regions!.main.map(hexKey));
      const stripHexes = spec.hexes.filter((h) => strip.has(hexKey(h.hex)));
      expect(stripHexes.map((h): [string, number] => [h.terrain, h.token as number]).sort()).toEqual([...printed].sort());
      const touching = new Set(stripHexes.flatMap(near).filter((h) => isLand(h) && !strip.has(hexKey(h.hex))));
      expect([...touching].every((h) => h.terrain === 'desert' && main.has(hexKey(h.hex)))).toBe(true);
      expect(touching.size).toBeGreaterThan(0);
      // One big island (main + strip) and three small foreign islands: four foreign areas in all.
      const comps = islands(spec);
      expect(comps.filter((c) => [...c].some((k) => main.has(k)))).toHaveLength(1);
      expect(comps.filter((c) => ![...c].some((k) => main.has(k)))).toHaveLength(3);
      expect(spec.hexes.filter((h) => h.terrain === 'desert').every((h) => main.has(hexKey(h.hex)))).toBe(true);
    }
  });

  it('S9: Through the Desert: no small-island position touches the main island or the strip, so no deal joins them', () => {
    for (const file of ['through-the-desert-3', 'through-the-desert-4', 'through-the-desert-6']) {
      const { spec, data } = load(file);
      const main = new Set(data.regions!.main.map(hexKey));
      const strip = new Set(data.regions!.strip!.map(hexKey));
      const near = neighboursOf(spec);
      const byKey = new Map(spec.hexes.map((h) => [hexKey(h.hex), h]));
      // The foreign group less the strip: the small islands and the two foreign sea hexes, shuffled together.
      const small = data.groups!.foreign!.map(hexKey).filter((k) => !strip.has(k));
      for (const k of small) {
        const touching = near(byKey.get(k)!).filter((n) => (main.has(hexKey(n.hex)) && isLand(n)) || strip.has(hexKey(n.hex)));
        expect(touching.map((n) => n.hex), `${file}: foreign position [${k}]`).toEqual([]);
      }
      // So every island a deal makes of small-island hexes lies apart from the main island and the strip.
      for (let seed = 0; seed < 20; seed++) {
        const dealt = dealScenarioMap(spec, { variable: true, rand: makeRandom(`desert-${seed}`), ...scenarioDealRules(spec) });
        for (const island of islands(dealt)) {
          if (![...island].some((k) => small.includes(k))) continue;
          expect([...island].some((k) => main.has(k) || strip.has(k)), `${file}, deal ${seed}`).toBe(false);
        }
      }
    }
  });

  it('Forgotten Tribe: barren islands around the main island; gifts on their coasts, apart; a calm bottom row', () => {
    for (const [file, vp, harbor, dev] of [['forgotten-tribe-4', 8, 6, 4], ['forgotten-tribe-6', 10, 8, 6]] as const) {
      const { spec, data, board } = load(file);
      const main = new Set(data.regions!.main.map(hexKey));
      const mainHexes = spec.hexes.filter((h) => main.has(hexKey(h.hex)));
      expect(mainHexes.every((h) => h.terrain === 'desert' || typeof h.token === 'number')).toBe(true);
      expect(spec.hexes.filter((h) => isLand(h) && !main.has(hexKey(h.hex))).every((h) => h.token === null)).toBe(true);
      const gifts = marksOf(data, 'gift');
      expect(gifts.filter((g) => g.gift === 'vp')).toHaveLength(vp);
      expect(gifts.filter((g) => g.gift === 'harbor')).toHaveLength(harbor);
      expect(gifts.filter((g) => g.gift === 'dev')).toHaveLength(dev);
      const nodes = new Set<number>();
      for (const g of gifts) {
        const e = edgeOf(board, g.edge!);
        expect(board.edgeLand[e], 'a gift edge is coastal').toBe(1);
        expect(edgeHexes(board, spec, g.edge!).some((h) => isLand(h) && h.token === null)).toBe(true);
        for (const n of [board.edgeNodes[e * 2]!, board.edgeNodes[e * 2 + 1]!]) {
          expect(nodes.has(n), 'gifts on the same or adjacent edges').toBe(false);
          nodes.add(n);
        }
      }
      // The printed layout keeps the rule the variable set-up must keep.
      expect(bottomRowCalm(spec)).toBe(true);
      const bottom = Math.max(...data.regions!.main.map(([, r]) => r));
      expect(mainHexes.filter((h) => h.hex[1] === bottom).map((h) => h.terrain).filter((t) => t !== 'desert')).toHaveLength(3);
    }
  });

  it('Cloth for Catan: one-hex tribe islands without tokens, two villages on each, set-up on two main islands', () => {
    for (const [file, tribes] of [['cloth-for-catan-4', 4], ['cloth-for-catan-6', 6]] as const) {
      const { spec, data, board } = load(file);
      const home = new Set([...data.regions!.west!, ...data.regions!.east!].map(hexKey));
      const comps = islands(spec);
      const tribeIslands = comps.filter((c) => ![...c].some((k) => home.has(k)));
      expect(tribeIslands).toHaveLength(tribes);
      expect(tribeIslands.every((c) => c.size === 1)).toBe(true);
      for (const c of tribeIslands) {
        const h = spec.hexes.find((x) => c.has(hexKey(x.hex)))!;
        expect(['desert', 'gold']).toContain(h.terrain);
        expect(h.token ?? null).toBeNull();
        const villages = marksOf(data, 'village').filter((m) => nodeHexes(board, spec, m.node!).includes(h));
        expect(villages).toHaveLength(2);
        for (const v of villages) expect(nodeHexes(board, spec, v.node!).some((x) => x.terrain === 'sea'), 'village on the coast').toBe(true);
      }
      expect(marksOf(data, 'village')).toHaveLength(2 * tribes);
      expect(comps.filter((c) => [...c].some((k) => home.has(k)))).toHaveLength(2);
    }
  });

  it('Pirate Islands: the fleet\'s clockwise loop round the desert islands; each colour\'s marks and equal routes', () => {
    for (const [file, colours] of [['pirate-islands-4', 4], ['pirate-islands-6', 6]] as const) {
      const { spec, data, board } = load(file);
      const byKey = new Map(spec.hexes.map((h) => [hexKey(h.hex), h]));
      const track = data.track!.map(([q, r]) => byKey.get(key(q, r))!);
      expect(track.every((h) => h.terrain === 'sea')).toBe(true);
      expect(new Set(track).size).toBe(track.length);
      track.forEach((h, i) => expect(neighboursOf(spec)(h)).toContain(track[(i + 1) % track.length]));
      // Clockwise on the screen (y down): positive shoelace area in screen coordinates.
      const pts = track.map((h) => [hexCenterX(h.hex[0], h.hex[1]) * Math.sqrt(3), hexCenterY(h.hex[1])] as const);
      const area = pts.reduce((a, [x, y], i) => a + x * pts[(i + 1) % pts.length]![1] - pts[(i + 1) % pts.length]![0] * y, 0);
      expect(area).toBeGreaterThan(0);
      // Inside the loop: exactly the two desert islands (and sea).
      const inside = (h: HexSpec) => {
        const [x, y] = [hexCenterX(h.hex[0], h.hex[1]) * Math.sqrt(3), hexCenterY(h.hex[1])];
        let odd = false;
        pts.forEach(([x1, y1], i) => {
          const [x2, y2] = pts[(i + 1) % pts.length]!;
          if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) odd = !odd;
        });
        return odd && !track.includes(h);
      };
      const centre = spec.hexes.filter((h) => isLand(h) && inside(h));
      const centreIslands = islands(spec).filter((c) => centre.some((h) => c.has(hexKey(h.hex))));
      expect(centreIslands).toHaveLength(2);
      expect(centreIslands.every((c) => c.size === 2)).toBe(true);
      // The left central island: a desert and a pasture (with the token the 5-6 table gives every producing hex).
      expect(centre.filter((h) => h.terrain !== 'desert').map((h) => [h.terrain, h.token])).toEqual([['pasture', file.endsWith('-4') ? null : 10]]);
      const main = new Set(data.regions!.main.map(hexKey));
      const pirate = islands(spec).filter((c) => ![...c].some((k) => main.has(k)) && !centre.some((h) => c.has(hexKey(h.hex))));
      // 5-6 players: two one-hex desert islands beyond the track, north and south, hold circles too.
      const islets = pirate.filter((c) => c.size === 1 && [...c].every((k) => byKey.get(k)!.terrain === 'desert'));
      expect(islets).toHaveLength(file.endsWith('-6') ? 2 : 0);
      const west = pirate.filter((c) => !islets.includes(c));
      expect(west).toHaveLength(2);
      const inWest = (h: HexSpec) => west.some((c) => c.has(hexKey(h.hex)));
      const onIslet = (h: HexSpec) => islets.some((c) => c.has(hexKey(h.hex)));
      if (file.endsWith('-4')) expect(spec.hexes.filter((h) => inWest(h) && h.token === null).map((h) => h.terrain)).toEqual(['hills', 'hills']);

      const lengths: number[] = [];
      for (let c = 0; c < colours; c++) {
        const one = (kind: Mark['kind']) => {
          const ms = (data.marks ?? []).filter((m) => m.kind === kind && m.colour === c);
          expect(ms, `${kind} of colour ${c}`).toHaveLength(1);
          return ms[0]!;
        };
        const settlement = one('settlement').node!;
        const ship = one('ship').edge!;
        const circle = one('circle').node!;
        const fortress = one('fortress').node!;
        const sHexes = nodeHexes(board, spec, settlement);
        expect(sHexes.some((h) => main.has(hexKey(h.hex)))).toBe(true);
        expect(sHexes.some((h) => h.terrain === 'sea'), 'settlement on the coast').toBe(true);
        const e = edgeOf(board, ship);
        expect(board.edgeLand[e], 'ship on a sea edge').toBeLessThan(2);
        expect([board.edgeNodes[e * 2], board.edgeNodes[e * 2 + 1]]).toContain(nodeOf(board, settlement));
        const circleLand = nodeHexes(board, spec, circle).filter(isLand);
        expect(circleLand.length > 0 && circleLand.every((h) => h.terrain === 'desert' || (h.terrain === 'pasture' && !h.token)), 'circle beside no producing hex').toBe(true);
        expect(circleLand.every((h) => centre.includes(h) || onIslet(h)), 'circle on a central or a desert island').toBe(true);
        expect(nodeHexes(board, spec, fortress).some((h) => isLand(h) && inWest(h)), 'fortress on a western island').toBe(true);
        const toCircle = shipDistances(board, nodeOf(board, settlement))[nodeOf(board, circle)]!;
        const toFortress = shipDistances(board, nodeOf(board, circle))[nodeOf(board, fortress)]!;
        expect(toCircle).toBeGreaterThan(0);
        expect(toFortress).toBeGreaterThan(0);
        lengths.push(toCircle + toFortress);
      }
      expect(Math.max(...lengths) - Math.min(...lengths), `route lengths ${lengths.join(', ')}`).toBe(0);
      // Set-up settlements keep the distance rule; so do the fortresses.
      for (const kind of ['settlement', 'fortress', 'circle'] as const) {
        const ns = marksOf(data, kind).map((m) => nodeOf(board, m.node!));
        ns.forEach((a, i) => ns.forEach((b, j) => i !== j && expect(adjacentNodes(board, a, b)).toBe(false)));
      }
      const calm = marksOf(data, 'calm');
      expect(calm).toHaveLength(file.endsWith('-6') ? 1 : 0);
      if (calm.length) expect(data.track!.map(hexKey)).toContain(hexKey(calm[0]!.hex!));
    }
  });

  it('S15: Pirate Islands: with the start pieces placed, every colour\'s shortest free route to its fortress is as long as every other and crosses no other colour\'s piece', () => {
    for (const [file, colours] of [['pirate-islands-4', 4], ['pirate-islands-6', 6]] as const) {
      const { data, board } = load(file);
      const at = (kind: Mark['kind'], c: number) => (data.marks ?? []).find((m) => m.kind === kind && m.colour === c)!;
      const lengths: number[] = [];
      for (let c = 0; c < colours; c++) {
        const settlement = nodeOf(board, at('settlement', c).node!);
        const ship = edgeOf(board, at('ship', c).edge!);
        const circle = nodeOf(board, at('circle', c).node!);
        const fortress = nodeOf(board, at('fortress', c).node!);
        const start = board.edgeNodes[ship * 2] === settlement ? board.edgeNodes[ship * 2 + 1]! : board.edgeNodes[ship * 2]!;
        // Every other colour's pre-placed settlement and ship, its fortress and its circle (where it may settle).
        const nodes = new Set<number>([settlement]);
        const edges = new Set<number>([ship]);
        for (let o = 0; o < colours; o++) {
          if (o === c) continue;
          for (const kind of ['settlement', 'circle', 'fortress'] as const) nodes.add(nodeOf(board, at(kind, o).node!));
          edges.add(edgeOf(board, at('ship', o).edge!));
        }
        const free = 1 + freeShipDistances(board, start, nodes, edges)[circle]! + freeShipDistances(board, circle, nodes, edges)[fortress]!;
        const open = 1 + freeShipDistances(board, start, new Set([settlement]), new Set([ship]))[circle]! + shipDistances(board, circle)[fortress]!;
        expect(free, `${file}, colour ${c}: pieces in the way`).toBe(open);
        lengths.push(free);
      }
      expect(new Set(lengths).size, `${file}: route lengths ${lengths.join(', ')}`).toBe(1);
    }
  });

  it('S15: Pirate Islands: no colour\'s shortest ways meet another colour\'s, its pieces or the eastern island past the first ship', () => {
    for (const [file, colours] of [['pirate-islands-4', 4], ['pirate-islands-6', 6]] as const) {
      const { spec, data, board } = load(file);
      const at = (kind: Mark['kind'], c: number) => (data.marks ?? []).find((m) => m.kind === kind && m.colour === c)!;
      const main = new Set(data.regions!.main.map(hexKey));
      const eastern = (n: number) => Array.from(board.nodeAllHexes.subarray(n * 3, n * 3 + 3)).some((h) => h >= 0 && main.has(hexKey(spec.hexes[h]!.hex)));
      /** The intersections on any shortest way from a to b (other than a), where nothing else stands. */
      const between = (a: number, b: number, nodes: ReadonlySet<number>, edges: ReadonlySet<number>) => {
        const from = freeShipDistances(board, a, nodes, edges);
        const to = freeShipDistances(board, b, nodes, edges);
        const out: number[] = [];
        for (let n = 0; n < board.numNodes; n++) if (n !== a && from[n]! >= 0 && to[n]! >= 0 && from[n]! + to[n]! === from[b]) out.push(n);
        return out;
      };
      const ways: number[][] = [];
      const pieces: number[][] = [];
      for (let c = 0; c < colours; c++) {
        const settlement = nodeOf(board, at('settlement', c).node!);
        const ship = edgeOf(board, at('ship', c).edge!);
        const circle = nodeOf(board, at('circle', c).node!);
        const start = board.edgeNodes[ship * 2] === settlement ? board.edgeNodes[ship * 2 + 1]! : board.edgeNodes[ship * 2]!;
        const way = [...between(start, circle, new Set([settlement]), new Set([ship])), ...between(circle, nodeOf(board, at('fortress', c).node!), new Set(), new Set())];
        expect(way.filter(eastern), `${file}, colour ${c}: on the eastern island past the first ship`).toEqual([]);
        ways.push([start, ...way]);
        pieces.push([settlement, circle, nodeOf(board, at('fortress', c).node!)]);
      }
      for (let c = 0; c < colours; c++) {
        for (let o = 0; o < colours; o++) {
          if (o !== c) expect(ways[c]!.filter((n) => ways[o]!.includes(n) || pieces[o]!.includes(n)), `${file}: colour ${c}'s ways meet colour ${o}'s`).toEqual([]);
        }
      }
    }
  });

  it('Wonders of Catan: a "!" at each desert, two brown and two purple squares, all on the main island', () => {
    for (const file of ['wonders-of-catan-4', 'wonders-of-catan-6']) {
      const { spec, data, board } = load(file);
      const main = new Set(data.regions!.main.map(hexKey));
      const deserts = spec.hexes.filter((h) => h.terrain === 'desert');
      expect(deserts.every((h) => main.has(hexKey(h.hex)))).toBe(true);
      const bang = marksOf(data, 'no-setup');
      expect(bang).toHaveLength(deserts.length);
      for (const d of deserts) expect(bang.some((m) => nodeHexes(board, spec, m.node!).includes(d))).toBe(true);
      const squares = marksOf(data, 'square');
      expect(squares.map((m) => m.colour).sort()).toEqual(['brown', 'brown', 'purple', 'purple']);
      const marked = [...bang, ...squares].map((m) => nodeOf(board, m.node!));
      expect(new Set(marked).size).toBe(marked.length);
      for (const m of [...bang, ...squares]) expect(nodeHexes(board, spec, m.node!).some((h) => main.has(hexKey(h.hex)))).toBe(true);
      expect(desertsQuiet(spec)).toBe(true);
      const nextToDeserts = spec.hexes.filter((h) => producing(h) && neighboursOf(spec)(h).some((n) => n.terrain === 'desert'));
      expect(nextToDeserts).toHaveLength(2);
    }
  });

  it('New World: every position in one group; the printed 5-6 token list less one 6', () => {
    const { spec } = load('new-world-6');
    expect(spec.hexes.filter((h) => producing(h))).toHaveLength(39);
    expect(spec.hexes.filter((h) => h.token === 6)).toHaveLength(4);
  });
});

// ---- the dealer

describe('dealScenarioMap', () => {
  const deal = (spec: BoardSpec, seed: string, variable = true) => dealScenarioMap(spec, { variable, rand: makeRandom(seed), ...scenarioDealRules(spec) });
  const multiset = <T>(xs: T[]) => xs.map(String).sort();

  it('the same stream gives the same board; other streams give other boards; the fixed layout is untouched', () => {
    for (const file of FILES) {
      const { spec } = load(file);
      const before = structuredClone(spec);
      expect(deal(spec, 'a')).toEqual(deal(spec, 'a'));
      const boards = new Set(['a', 'b', 'c', 'd'].map((s) => JSON.stringify(deal(spec, s))));
      expect(boards.size, file).toBeGreaterThan(1);
      expect(spec).toEqual(before);
    }
  });

  it('without the variable set-up only the harbor types move', () => {
    for (const file of FILES) {
      const { spec } = load(file);
      const dealt = deal(spec, 'fixed', false);
      expect(dealt.hexes).toEqual(spec.hexes);
      expect(dealt.harbors.map((h) => h.edge)).toEqual(spec.harbors.map((h) => h.edge));
      expect(multiset(dealt.harbors.map((h) => h.type))).toEqual(multiset(spec.harbors.map((h) => h.type)));
      expect(dealt.scenario).toEqual(spec.scenario);
    }
  });

  describe.each(FILES)('%s over 60 seeds', (file) => {
    it('constraints hold; groups keep their terrains and tokens; the rest and the harbor types stay', () => {
      const { spec, data } = load(file);
      const rules = scenarioDealRules(spec);
      const groupOf = new Map(Object.entries(data.groups ?? {}).flatMap(([g, hs]) => hs.map((h) => [hexKey(h), g] as const)));
      const inGroup = (hexes: HexSpec[], g: string) => hexes.filter((h) => groupOf.get(hexKey(h.hex)) === g);
      for (let seed = 0; seed < 60; seed++) {
        const dealt = deal(spec, `seed-${seed}`);
        buildBoard(dealt, { seaPlaces: true });
        expect(redsApart(dealt)).toBe(true);
        if (rules.accept) expect(rules.accept(dealt)).toBe(true);
        expect(dealt.hexes.map((h) => hexKey(h.hex))).toEqual(spec.hexes.map((h) => hexKey(h.hex)));
        for (const g of Object.keys(data.groups ?? {})) {
          expect(multiset(inGroup(dealt.hexes, g).map((h) => h.terrain))).toEqual(multiset(inGroup(spec.hexes, g).map((h) => h.terrain)));
          expect(multiset(inGroup(dealt.hexes, g).flatMap((h) => (h.token ? [h.token] : [])))).toEqual(multiset(inGroup(spec.hexes, g).flatMap((h) => (h.token ? [h.token] : []))));
        }
        dealt.hexes.forEach((h, i) => {
          if (!groupOf.has(hexKey(h.hex))) expect(h).toEqual(spec.hexes[i]);
          expect(producing(h) ? h.token !== undefined : h.token === undefined).toBe(true);
        });
        expect(multiset(dealt.harbors.map((h) => h.type))).toEqual(multiset(spec.harbors.map((h) => h.type)));
        if (data.name !== 'new-world') expect(dealt.harbors.map((h) => h.edge)).toEqual(spec.harbors.map((h) => h.edge));
        const robber = rules.robber ? rules.robber(dealt) : undefined;
        if (rules.robber) expect(dealt.robber).toEqual(robber);
        else {
          const at = dealt.hexes.find((h) => hexKey(h.hex) === hexKey(dealt.robber!));
          expect(at?.terrain).toBe('desert');
        }
        expect(dealt.scenario).toEqual(spec.scenario);
      }
    });
  });

  it('the scenario rules: the hex with the 12 (the first of two), the fields hex with the 12 or 11, beside the board', () => {
    const hfns3 = deal(load('heading-for-new-shores-3').spec, 'r');
    expect(hfns3.robber).toEqual(hexWithToken(hfns3, 12, 'hills'));
    expect(hfns3.hexes.find((h) => hexKey(h.hex) === hexKey(hfns3.robber!))!.token).toBe(12);
    const six = deal(load('four-islands-6').spec, 'r');
    const twelves = [...six.hexes].sort((a, b) => a.hex[1] - b.hex[1] || a.hex[0] - b.hex[0]).filter((h) => h.token === 12);
    expect(twelves).toHaveLength(2);
    expect(six.robber).toEqual(twelves[0]!.hex);
    expect(deal(load('new-world-6').spec, 'r').robber).toBeNull();
    expect(deal(load('pirate-islands-6').spec, 'r').robber).toBeNull();
  });

  it('default robber: the fixed start while it is still a desert, else the first desert; null stays null', () => {
    const { spec } = load('heading-for-new-shores-4');
    const fixedDesert = spec.robber;
    let moved = 0;
    for (let seed = 0; seed < 20; seed++) {
      const dealt = dealScenarioMap(spec, { variable: true, rand: makeRandom(`d${seed}`) });
      const desert = dealt.hexes.find((h) => h.terrain === 'desert')!;
      expect(dealt.robber).toEqual(desert.hex);
      if (hexKey(desert.hex) !== hexKey(fixedDesert!)) moved++;
    }
    expect(moved).toBeGreaterThan(0);
    const nw = load('new-world-6').spec;
    expect(dealScenarioMap(nw, { variable: true, rand: makeRandom('n') }).robber).toBeNull();
  });

  it('New World: the coast moves with the deal, so stranded harbor sites move to the nearest free coastal edge', () => {
    const { spec } = load('new-world-4');
    let moved = 0;
    for (let seed = 0; seed < 50; seed++) {
      const dealt = deal(spec, `nw${seed}`);
      const board = buildBoard(dealt, { seaPlaces: true });
      expect(board.harborEdges).toHaveLength(spec.harbors.length);
      if (JSON.stringify(dealt.harbors.map((h) => h.edge)) !== JSON.stringify(spec.harbors.map((h) => h.edge))) moved++;
      // The islands differ from deal to deal.
    }
    expect(moved).toBeGreaterThan(0);
    const islandsOf = (s: BoardSpec) => JSON.stringify(s.hexes.map((h) => h.terrain === 'sea'));
    expect(new Set(['x', 'y', 'z'].map((s) => islandsOf(deal(spec, s)))).size).toBeGreaterThan(1);
  });

  it('a constraint never met ends in a clear error', () => {
    const { spec } = load('four-islands-4');
    expect(() => dealScenarioMap(spec, { variable: true, rand: makeRandom('e'), accept: () => false })).toThrow(/no variable deal met the constraints in \d+ draws/);
  });
});
