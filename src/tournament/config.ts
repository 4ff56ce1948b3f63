// Tournament configs: a JSON file (configs/*.json) validated with a schema, then overridden by
// command-line flags. Every error names the file, the field path and what was expected.

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { GENERATOR_NAMES } from '../maps/generators.js';

const botEntry = z.union([
  z.string().min(1),
  z
    .object({
      bot: z.string().min(1),
      name: z.string().min(1).optional(),
      options: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
]);

export const configSchema = z
  .object({
    name: z.string().regex(/^[\w.-]+$/, 'letters, digits, "_", "-" or "."').optional(),
    description: z.string().optional(),
    games: z.number().int().min(1).max(100_000_000).optional(),
    seed: z.union([z.string().min(1), z.number().int()]).optional(),
    players: z.number().int().min(2).max(6).optional(),
    turnRule: z.enum(['standard', 'special-building', 'paired']).optional(),
    variant: z.enum(['none', 'catan-for-two']).optional(),
    inactiveColour: z.boolean().optional(),
    bots: z.array(botEntry).min(1).optional(),
    // A generator name, a map file's path, or a generator with its options.
    map: z
      .union([z.string().min(1), z.object({ generator: z.enum(GENERATOR_NAMES) }).catchall(z.unknown())], {
        error: `a generator name (${GENERATOR_NAMES.join(', ')}), a map file path, or { "generator": name, ...options }`,
      })
      .optional(),
    turnCap: z.number().int().min(1).max(1_000_000).optional(),
    targetVp: z.number().int().min(3).max(30).optional(),
    discardLimit: z.number().int().min(0).max(100).optional(),
    trade: z.boolean().optional(),
    tradeOffersPerTurn: z.number().int().min(1).max(100).optional(),
    timeBudgetMs: z.number().positive().max(3_600_000).optional(),
    workers: z.number().int().min(1).max(1024).optional(),
    out: z.string().min(1).optional(),
    record: z.boolean().optional(),
  })
  .strict();

export type ConfigFile = z.infer<typeof configSchema>;
export type BotEntry = z.infer<typeof botEntry>;

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly expected: string,
  ) {
    super(`${file}: ${field ? `field "${field}"` : 'top level'}: ${expected}`);
  }
}

function pathName(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
}

export function parseConfig(text: string, file: string): ConfigFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(file, '', `not valid JSON (${(err as Error).message})`);
  }
  const r = configSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    let field = pathName(issue.path);
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      field = pathName([...issue.path, issue.keys[0]!]);
      message = `unknown field (allowed: ${Object.keys(configSchema.shape).join(', ')})`;
    }
    throw new ConfigError(file, field, message);
  }
  return r.data;
}

export function loadConfig(file: string): ConfigFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(file, '', `cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  return parseConfig(text, file);
}
