// The map file: one board as JSON in the design's coordinates (hexes [q, r], optionally hidden;
// harbor edges [q, r, side]), optionally saying which generator, seed and options made it. A
// plain board ({ hexes, harbors, robber? }) is a valid map file too, so older files keep loading.

import { writeFileSync } from 'node:fs';
import { BoardError, buildBoard, type BoardSpec, type HexSpec, type TerrainSpec } from '../engine/board.js';
import { HARBOR_NAMES, TERRAIN_NAMES, type HarborName, type TerrainName } from '../engine/constants.js';
import { bool, failAt, fields, int, ints, list, oneOf, record, str } from '../files/field-checks.js';
import { FileFieldError, parseJsonChecked, readText } from '../files/json-file.js';

export const MAP_FORMAT = 'catan-arena/map@1';

export interface MapFile {
  format?: typeof MAP_FORMAT;
  frame?: string;
  source?: { generator: string; seed?: string; options?: Record<string, unknown> };
  /** A standard terrain, or the name of one a rule set registers (HexSpec.terrain). */
  hexes: Array<{ hex: [number, number]; terrain: TerrainName; token?: number | null; hidden?: boolean }>;
  harbors: Array<{ edge: [number, number, number]; type: HarborName }>;
  robber?: [number, number] | null;
  scenario?: Record<string, unknown>;
}

// Written out rather than a zod schema: the library a sandboxed bot imports holds this module, and
// every seat evaluates its own copy of the library (files/field-checks.ts).
const UNKNOWN = 'unknown field';
const anything = (x: unknown) => x;

function checkMapFile(raw: unknown, terrainNames: readonly string[]): MapFile {
  const o = fields(raw, [], ['format', 'frame', 'source', 'hexes', 'harbors', 'robber', 'scenario'], UNKNOWN);
  const m: MapFile = { hexes: [], harbors: [] };
  if (o.format !== undefined && o.format !== MAP_FORMAT) failAt(['format'], `expected "${MAP_FORMAT}"`);
  if (o.format !== undefined) m.format = MAP_FORMAT;
  if (o.frame !== undefined) m.frame = str(o.frame, ['frame']);
  if (o.source !== undefined) {
    const src = fields(o.source, ['source'], ['generator', 'seed', 'options'], UNKNOWN);
    m.source = { generator: str(src.generator, ['source', 'generator']) };
    if (src.seed !== undefined) m.source.seed = str(src.seed, ['source', 'seed']);
    if (src.options !== undefined) m.source.options = record(src.options, ['source', 'options'], anything);
  }
  m.hexes = list(
    o.hexes,
    ['hexes'],
    (v, p) => {
      const h = fields(v, p, ['hex', 'terrain', 'token', 'hidden'], UNKNOWN);
      const out: MapFile['hexes'][number] = { hex: ints(h.hex, [...p, 'hex'], 2), terrain: oneOf(h.terrain, [...p, 'terrain'], terrainNames) as TerrainName };
      if (h.token !== undefined) out.token = h.token === null ? null : int(h.token, [...p, 'token'], 2, 12);
      if (h.hidden !== undefined) out.hidden = bool(h.hidden, [...p, 'hidden']);
      return out;
    },
    1,
  );
  m.harbors = list(o.harbors, ['harbors'], (v, p) => {
    const h = fields(v, p, ['edge', 'type'], UNKNOWN);
    return { edge: ints(h.edge, [...p, 'edge'], 3, 5), type: oneOf(h.type, [...p, 'type'], HARBOR_NAMES) };
  });
  if (o.robber !== undefined) m.robber = o.robber === null ? null : ints(o.robber, ['robber'], 2);
  if (o.scenario !== undefined) m.scenario = record(o.scenario, ['scenario'], anything);
  return m;
}

export class MapFileError extends FileFieldError {}

/**
 * The board of a map file's text; errors name the file, the field and what was expected. `terrains`:
 * the rule sets' registered terrains a hex may name besides the standard ones.
 */
export function parseMapFile(text: string, file: string, terrains: readonly TerrainSpec[] = []): { board: BoardSpec; meta: Omit<MapFile, 'hexes' | 'harbors' | 'robber' | 'scenario'> } {
  const names = terrains.length === 0 ? TERRAIN_NAMES : [...TERRAIN_NAMES, ...terrains.map((t) => t.name)];
  const fail = (field: string, expected: string): never => {
    throw new MapFileError(file, field, expected);
  };
  const { hexes, harbors, robber, scenario, ...meta } = parseJsonChecked(text, (raw) => checkMapFile(raw, names), fail);
  const board: BoardSpec = {
    hexes: hexes.map((h) => {
      const out: HexSpec = { hex: [h.hex[0], h.hex[1]], terrain: h.terrain };
      if (h.token !== undefined) out.token = h.token;
      if (h.hidden) out.hidden = true;
      return out;
    }),
    harbors: harbors.map((h) => ({ edge: [h.edge[0], h.edge[1], h.edge[2]], type: h.type })),
  };
  if (robber) board.robber = [robber[0], robber[1]];
  else if (robber === null) board.robber = null;
  if (scenario) board.scenario = scenario;
  try {
    buildBoard(board, { terrains });
  } catch (err) {
    if (err instanceof BoardError) throw new MapFileError(file, 'hexes/harbors', `a valid board (${err.message})`);
    throw err;
  }
  return { board, meta };
}

export function readMapFile(file: string, terrains: readonly TerrainSpec[] = []): BoardSpec {
  const text = readText(file, (field, expected) => {
    throw new MapFileError(file, field, expected);
  }, 'a map file');
  return parseMapFile(text, file, terrains).board;
}

/** A map file's text: one hex or harbor per line, so files diff and read well. */
export function formatMapFile(board: BoardSpec, meta: { frame?: string; source?: MapFile['source'] } = {}): string {
  const head: string[] = [`  "format": ${JSON.stringify(MAP_FORMAT)}`];
  if (meta.frame !== undefined) head.push(`  "frame": ${JSON.stringify(meta.frame)}`);
  if (meta.source !== undefined) head.push(`  "source": ${JSON.stringify(meta.source)}`);
  const list = (xs: unknown[]) => (xs.length ? `[\n${xs.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]` : '[]');
  // Optional fields only when set, so files of plain boards read exactly as they always did.
  const hexes = board.hexes.map((h) => ({
    hex: h.hex,
    terrain: h.terrain,
    ...(h.token !== undefined ? { token: h.token } : {}),
    ...(h.hidden ? { hidden: true } : {}),
  }));
  const harbors = board.harbors.map((h) => ({ edge: h.edge, type: h.type }));
  const body = [...head, `  "hexes": ${list(hexes)}`, `  "harbors": ${list(harbors)}`];
  if (board.robber !== undefined) body.push(`  "robber": ${JSON.stringify(board.robber)}`);
  if (board.scenario !== undefined) body.push(`  "scenario": ${formatScenario(board.scenario)}`);
  return `{\n${body.join(',\n')}\n}\n`;
}

/** The scenario block with each list entry on a line of its own, like the hexes. */
function formatScenario(scenario: Readonly<Record<string, unknown>>): string {
  const field = ([k, v]: [string, unknown]): string => {
    if (Array.isArray(v) && v.some((x) => typeof x === 'object' && x !== null)) {
      return `    ${JSON.stringify(k)}: [\n${v.map((x) => `      ${JSON.stringify(x)}`).join(',\n')}\n    ]`;
    }
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const inner = Object.entries(v).map(([ik, iv]) => `      ${JSON.stringify(ik)}: ${JSON.stringify(iv)}`);
      return `    ${JSON.stringify(k)}: {\n${inner.join(',\n')}\n    }`;
    }
    return `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  };
  return `{\n${Object.entries(scenario).map(field).join(',\n')}\n  }`;
}

export function writeMapFile(file: string, board: BoardSpec, meta: { frame?: string; source?: MapFile['source'] } = {}): void {
  writeFileSync(file, formatMapFile(board, meta));
}
