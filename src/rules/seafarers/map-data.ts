// The scenario block of a Seafarers map file ("scenario" in catan-arena/map@1): what the printed
// diagram says beyond hexes and harbors. The engine carries it unread (BoardSpec.scenario); this
// module checks it and names what is wrong, field by field. The checks are written out rather than
// made with the schema library: the rule set reads the block in the pool's workers, and zod took a
// third of a worker's start (docs/performance.md).

import { TERRAIN_NAMES, type TerrainName } from '../../engine/constants.js';

/** Kinds of mark a scenario puts on the board, and what each one needs. */
export const MARK_KINDS = {
  /** Cloth for Catan: a village on an intersection, with its number token. */
  village: 'node, token',
  /** The Pirate Islands: a colour's pirate fortress (a settlement on 3 chits). */
  fortress: 'node, colour',
  /** The Pirate Islands: the intersection of a colour's route on the way to its fortress. */
  circle: 'node, colour',
  /** The Pirate Islands: a colour's pre-placed settlement and ship. */
  settlement: 'node, colour',
  ship: 'edge, colour',
  /** The Forgotten Tribe: a gift on a coastal edge (gift: vp, dev or harbor). */
  gift: 'edge, gift',
  /** The Wonders of Catan: an intersection where no set-up settlement may go. */
  'no-setup': 'node',
  /** The Wonders of Catan: a coloured square a wonder's requirement names (colour: its name). */
  square: 'node, colour',
  /** The Pirate Islands (5-6): the hex where the fleet does not attack. */
  calm: 'hex',
} as const;
export type MarkKind = keyof typeof MARK_KINDS;

/** A hex [q, r]. */
export type HexAt = [number, number];
/** A corner or a side of a hex: [q, r, 0-5]. */
export type CornerAt = [number, number, number];

export const GIFTS = ['vp', 'dev', 'harbor'] as const;

export interface Mark {
  kind: MarkKind;
  node?: CornerAt;
  edge?: CornerAt;
  hex?: HexAt;
  /** A seat (0-5) or a name (a wonder's square). */
  colour?: number | string;
  token?: number;
  gift?: (typeof GIFTS)[number];
}

export interface ScenarioData {
  /** The scenario's id (src/rules/seafarers/scenarios.ts). */
  name: string;
  /** Player counts this layout is printed for. */
  players: number[];
  /** The pirate's first sea hex; absent: beside the board until first moved. */
  pirate?: HexAt;
  /**
   * Named areas by their hexes (the main island, a land strip). Land not listed forms one area
   * per island (land hexes joined side to side), named island-1, island-2, ... in reading order.
   */
  regions?: Record<string, HexAt[]>;
  /** Variable set-up: hexes whose terrains, and then tokens, are shuffled among themselves. */
  groups?: Record<string, HexAt[]>;
  marks?: Mark[];
  /** The Pirate Islands: the pirate fleet's sea hexes in sailing order (a closed loop). */
  track?: HexAt[];
  /** The Fog Islands: the face-down stacks, drawn from when a hidden hex is discovered. */
  fog?: { terrain: TerrainName[]; tokens: number[] };
}

/** A problem at a field: `path` is the field's place in the block, as `marks.3.node`. */
class FieldError extends Error {
  constructor(readonly path: string, message: string) {
    super(message);
  }
}

const fail = (path: string, message: string): never => {
  throw new FieldError(path, message);
};
const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fields(v: unknown, path: string, allowed: readonly string[]): Record<string, unknown> {
  if (!isRecord(v)) return fail(path, 'expected an object');
  for (const k of Object.keys(v)) if (!allowed.includes(k)) fail(at(path, k), `unknown field (allowed: ${allowed.join(', ')})`);
  return v;
}

function int(v: unknown, path: string, min = -Infinity, max = Infinity): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) return fail(path, 'expected an integer');
  if (v < min || v > max) fail(path, `expected an integer from ${min} to ${max}`);
  return v;
}

function list<T>(v: unknown, path: string, item: (x: unknown, path: string) => T, min = 0): T[] {
  if (!Array.isArray(v)) return fail(path, 'expected a list');
  if (v.length < min) fail(path, `expected at least ${min} entries`);
  return v.map((x, i) => item(x, at(path, i)));
}

function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  return (values as readonly unknown[]).includes(v) ? (v as T) : fail(path, `expected one of ${values.join(', ')}`);
}

function tuple(v: unknown, path: string, size: number): unknown[] {
  if (!Array.isArray(v) || v.length !== size) return fail(path, `expected a list of ${size} integers`);
  return v;
}

const hexAt = (v: unknown, path: string): HexAt => {
  const [q, r] = tuple(v, path, 2);
  return [int(q, at(path, 0)), int(r, at(path, 1))];
};

const cornerAt = (v: unknown, path: string): CornerAt => {
  const [q, r, k] = tuple(v, path, 3);
  return [int(q, at(path, 0)), int(r, at(path, 1)), int(k, at(path, 2), 0, 5)];
};

function hexLists(v: unknown, path: string): Record<string, HexAt[]> {
  if (!isRecord(v)) return fail(path, 'expected an object of hex lists');
  const out: Record<string, HexAt[]> = {};
  for (const [k, hexes] of Object.entries(v)) out[k] = list(hexes, at(path, k), hexAt, 1);
  return out;
}

const MARK_FIELDS = ['kind', 'node', 'edge', 'hex', 'colour', 'token', 'gift'] as const;

function mark(v: unknown, path: string): Mark {
  const o = fields(v, path, MARK_FIELDS);
  const m: Mark = { kind: oneOf(o.kind, at(path, 'kind'), Object.keys(MARK_KINDS) as MarkKind[]) };
  if (o.node !== undefined) m.node = cornerAt(o.node, at(path, 'node'));
  if (o.edge !== undefined) m.edge = cornerAt(o.edge, at(path, 'edge'));
  if (o.hex !== undefined) m.hex = hexAt(o.hex, at(path, 'hex'));
  if (o.colour !== undefined) {
    const c = o.colour;
    if (c === '') fail(at(path, 'colour'), 'expected a seat (0 to 5) or a name');
    m.colour = typeof c === 'string' ? c : int(c, at(path, 'colour'), 0, 5);
  }
  if (o.token !== undefined) m.token = int(o.token, at(path, 'token'), 2, 12);
  if (o.gift !== undefined) m.gift = oneOf(o.gift, at(path, 'gift'), GIFTS);
  for (const need of MARK_KINDS[m.kind].split(', ')) {
    if (o[need] === undefined) fail(at(path, need), `a ${m.kind} mark needs ${need}`);
  }
  return m;
}

const SCENARIO_FIELDS = ['name', 'players', 'pirate', 'regions', 'groups', 'marks', 'track', 'fog'] as const;

function scenarioData(v: unknown): ScenarioData {
  const o = fields(v, '', SCENARIO_FIELDS);
  if (typeof o.name !== 'string' || o.name.length === 0) fail('name', 'expected a name');
  const data: ScenarioData = { name: o.name as string, players: list(o.players, 'players', (x, p) => int(x, p, 2, 6), 1) };
  if (o.pirate !== undefined) data.pirate = hexAt(o.pirate, 'pirate');
  if (o.regions !== undefined) data.regions = hexLists(o.regions, 'regions');
  if (o.groups !== undefined) data.groups = hexLists(o.groups, 'groups');
  if (o.marks !== undefined) data.marks = list(o.marks, 'marks', mark);
  if (o.track !== undefined) data.track = list(o.track, 'track', hexAt, 2);
  if (o.fog !== undefined) {
    const f = fields(o.fog, 'fog', ['terrain', 'tokens']);
    data.fog = {
      terrain: list(f.terrain, 'fog.terrain', (x, p) => oneOf(x, p, TERRAIN_NAMES), 1),
      tokens: list(f.tokens, 'fog.tokens', (x, p) => int(x, p, 2, 12)),
    };
  }
  return data;
}

/** The checked scenario block, as a copy, or an error naming the field and what was expected. */
export function parseScenarioData(raw: unknown): ScenarioData {
  try {
    return scenarioData(raw);
  } catch (err) {
    if (err instanceof FieldError) throw new Error(`scenario${err.path ? `.${err.path}` : ''}: ${err.message}`);
    throw err;
  }
}
