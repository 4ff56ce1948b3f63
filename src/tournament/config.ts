// Tournament configs: a JSON file (configs/*.json) validated with a schema, then overridden by
// command-line flags. Every error names the file, the field path and what was expected. The rule
// options' fields (turnRule, variant, ...) are those the rule sets declare (RULE_OPTIONS).

import { FileFieldError, parseJson, readText } from '../files/json-file.js';
import { z } from 'zod';
import { GENERATOR_NAMES } from '../maps/generators.js';
import type { CoreOptions } from '../engine/options.js';
import { valuesOf } from '../rules/option-table.js';
import type { RuleOptions } from '../rules/options.js';
import { RULE_OPTIONS } from '../rules/registry.js';
import { RECORD_FILE_FORMATS } from './records-format.js';

const botEntry = z.union([
  z.string().min(1),
  z
    .object({
      bot: z.string().min(1),
      name: z.string().min(1).optional(),
      options: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
  // A bot that runs as a child process (docs/bot-protocol.md): its program and arguments.
  z
    .object({
      command: z.array(z.string().min(1)).min(1),
      name: z.string().min(1).optional(),
      options: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
]);

/** A field per rule option, of the option's own name: one of its values, or true or false. */
function ruleOptionFields(): Record<string, z.ZodOptional<z.ZodType>> {
  return Object.fromEntries(RULE_OPTIONS.map((o) => [o.name, (o.values === 'boolean' ? z.boolean() : z.enum(valuesOf(o) as [string, ...string[]])).optional()]));
}

export const configSchema = z
  .object({
    name: z.string().regex(/^[\w.-]+$/, 'letters, digits, "_", "-" or "."').optional(),
    description: z.string().optional(),
    games: z.number().int().min(1).max(100_000_000).optional(),
    seed: z.union([z.string().min(1), z.number().int()]).optional(),
    players: z.number().int().min(2).max(6).optional(),
    // A Seafarers scenario's map is "scenario" (printed) or "random" (variable set-up).
    ...ruleOptionFields(),
    bots: z.array(botEntry).min(1).optional(),
    // A generator name, a map file's path, or a generator with its options.
    map: z
      .union([z.string().min(1), z.object({ generator: z.enum(GENERATOR_NAMES) }).catchall(z.unknown())], {
        error: `a generator name (${GENERATOR_NAMES.join(', ')}), "scenario", a map file path, or { "generator": name, ...options }`,
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
    recordFormat: z.enum(RECORD_FILE_FORMATS).optional(),
  })
  .strict();

/** A config's fields: the schema's, with the rule options typed as RuleOptions has them. */
export type ConfigFile = z.infer<typeof configSchema> & Partial<Omit<RuleOptions, keyof CoreOptions>>;
export type BotEntry = z.infer<typeof botEntry>;

export class ConfigError extends FileFieldError {}

export function parseConfig(text: string, file: string): ConfigFile {
  return parseJson(text, configSchema, failIn(file), `unknown field (allowed: ${Object.keys(configSchema.shape).join(', ')})`);
}

export function loadConfig(file: string): ConfigFile {
  return parseConfig(readText(file, failIn(file), 'a config'), file);
}

function failIn(file: string): (field: string, expected: string) => never {
  return (field, expected) => {
    throw new ConfigError(file, field, expected);
  };
}
