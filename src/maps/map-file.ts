// The map file: one board as JSON in the design's coordinates (hexes [q, r], optionally hidden;
// harbor edges [q, r, side]), optionally saying which generator, seed and options made it. A
// plain board ({ hexes, harbors, robber? }) is a valid map file too, so older files keep loading.

import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { BoardError, buildBoard, type BoardSpec } from '../engine/board.js';
import { HARBOR_NAMES, TERRAIN_NAMES } from '../engine/constants.js';
import { FileFieldError, parseJson, readText } from '../files/json-file.js';
import { boardOfMapFile } from './map-board.js';

export const MAP_FORMAT = 'catan-arena/map@1';

const int = z.number().int();
const mapSchema = z
  .object({
    format: z.literal(MAP_FORMAT).optional(),
    frame: z.string().optional(),
    source: z
      .object({ generator: z.string(), seed: z.string().optional(), options: z.record(z.string(), z.unknown()).optional() })
      .strict()
      .optional(),
    hexes: z
      .array(
        z
          .object({ hex: z.tuple([int, int]), terrain: z.enum(TERRAIN_NAMES), token: int.min(2).max(12).nullable().optional(), hidden: z.boolean().optional() })
          .strict(),
      )
      .min(1),
    harbors: z.array(z.object({ edge: z.tuple([int, int, int.min(0).max(5)]), type: z.enum(HARBOR_NAMES) }).strict()),
    robber: z.tuple([int, int]).nullable().optional(),
    scenario: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export type MapFile = z.infer<typeof mapSchema>;

export class MapFileError extends FileFieldError {}

/** The board of a map file's text; errors name the file, the field and what was expected. */
export function parseMapFile(text: string, file: string): { board: BoardSpec; meta: Omit<MapFile, 'hexes' | 'harbors' | 'robber' | 'scenario'> } {
  const fail = (field: string, expected: string): never => {
    throw new MapFileError(file, field, expected);
  };
  const { hexes, harbors, robber, scenario, ...meta } = parseJson(text, mapSchema, fail, 'unknown field');
  const board = boardOfMapFile({ hexes, harbors, robber, scenario });
  try {
    buildBoard(board);
  } catch (err) {
    if (err instanceof BoardError) throw new MapFileError(file, 'hexes/harbors', `a valid board (${err.message})`);
    throw err;
  }
  return { board, meta };
}

export function readMapFile(file: string): BoardSpec {
  const text = readText(file, (field, expected) => {
    throw new MapFileError(file, field, expected);
  }, 'a map file');
  return parseMapFile(text, file).board;
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
