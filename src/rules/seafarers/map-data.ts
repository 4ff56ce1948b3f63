// The scenario block of a Seafarers map file ("scenario" in catan-arena/map@1): what the printed
// diagram says beyond hexes and harbors. The engine carries it unread (BoardSpec.scenario); this
// module checks it and names what is wrong, field by field, without the schema library: the rule
// set reads the block in the pool's workers (files/field-checks.ts).

import { TERRAIN_NAMES, type TerrainName } from '../../engine/constants.js';
import { failAt, fields, FieldError, int, ints, list, oneOf, record, str, type FieldPath } from '../../files/field-checks.js';

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

const hexAt = (v: unknown, path: FieldPath): HexAt => ints(v, path, 2);
const cornerAt = (v: unknown, path: FieldPath): CornerAt => ints(v, path, 3, 5);
const hexLists = (v: unknown, path: FieldPath): Record<string, HexAt[]> => record(v, path, (x, p) => list(x, p, hexAt, 1));

const MARK_FIELDS = ['kind', 'node', 'edge', 'hex', 'colour', 'token', 'gift'] as const;

function mark(v: unknown, path: FieldPath): Mark {
  const o = fields(v, path, MARK_FIELDS);
  const m: Mark = { kind: oneOf(o.kind, [...path, 'kind'], Object.keys(MARK_KINDS) as MarkKind[]) };
  if (o.node !== undefined) m.node = cornerAt(o.node, [...path, 'node']);
  if (o.edge !== undefined) m.edge = cornerAt(o.edge, [...path, 'edge']);
  if (o.hex !== undefined) m.hex = hexAt(o.hex, [...path, 'hex']);
  if (o.colour !== undefined) {
    const c = o.colour;
    if (c === '') failAt([...path, 'colour'], 'expected a seat (0 to 5) or a name');
    m.colour = typeof c === 'string' ? c : int(c, [...path, 'colour'], 0, 5);
  }
  if (o.token !== undefined) m.token = int(o.token, [...path, 'token'], 2, 12);
  if (o.gift !== undefined) m.gift = oneOf(o.gift, [...path, 'gift'], GIFTS);
  for (const need of MARK_KINDS[m.kind].split(', ')) {
    if (o[need] === undefined) failAt([...path, need], `a ${m.kind} mark needs ${need}`);
  }
  return m;
}

export const SCENARIO_FIELDS = ['name', 'players', 'pirate', 'regions', 'groups', 'marks', 'track', 'fog'] as const;

function scenarioData(v: unknown): ScenarioData {
  const o = fields(v, [], SCENARIO_FIELDS);
  if (o.name === '') failAt(['name'], 'expected a name');
  const data: ScenarioData = { name: str(o.name, ['name'], 'a name'), players: list(o.players, ['players'], (x, p) => int(x, p, 2, 6), 1) };
  if (o.pirate !== undefined) data.pirate = hexAt(o.pirate, ['pirate']);
  if (o.regions !== undefined) data.regions = hexLists(o.regions, ['regions']);
  if (o.groups !== undefined) data.groups = hexLists(o.groups, ['groups']);
  if (o.marks !== undefined) data.marks = list(o.marks, ['marks'], mark);
  if (o.track !== undefined) data.track = list(o.track, ['track'], hexAt, 2);
  if (o.fog !== undefined) {
    const f = fields(o.fog, ['fog'], ['terrain', 'tokens']);
    data.fog = {
      terrain: list(f.terrain, ['fog', 'terrain'], (x, p) => oneOf(x, p, TERRAIN_NAMES), 1),
      tokens: list(f.tokens, ['fog', 'tokens'], (x, p) => int(x, p, 2, 12)),
    };
  }
  return data;
}

/** The checked scenario block, as a copy, or an error naming the field and what was expected. */
export function parseScenarioData(raw: unknown): ScenarioData {
  try {
    return scenarioData(raw);
  } catch (err) {
    if (err instanceof FieldError) throw new Error(`${['scenario', ...err.path].join('.')}: ${err.message}`);
    throw err;
  }
}
