// The generators' options as a config, a record or the command line gives them: checked here, on the
// main thread, with the field and what was expected. The generators themselves only fill in
// defaults (option-defaults.ts), so the pool's workers never load the schema library.

import { z } from 'zod';
import { DEFAULT_BALANCED, type BalancedOptions } from './balanced.js';
import type { GeneratorName } from './generators.js';
import { DEFAULT_OFFICIAL, TOKEN_METHODS, type OfficialOptions } from './official.js';

export const officialOptionsSchema = z
  .object({
    tokens: z.enum(TOKEN_METHODS).default(DEFAULT_OFFICIAL.tokens),
  })
  .strict();

const d = DEFAULT_BALANCED;
export const balancedOptionsSchema = z
  .object({
    no68Adjacent: z.boolean().default(d.no68Adjacent),
    noEqualAdjacent: z.boolean().default(d.noEqualAdjacent),
    terrainCluster: z.number().int().min(1).max(100).default(d.terrainCluster),
    pipDeviation: z.number().min(0).nullable().default(d.pipDeviation),
    maxNodePips: z.number().int().min(1).max(45).nullable().default(d.maxNodePips),
    desert: z.enum(['any', 'inland', 'coast', 'centre']).default(d.desert),
    maxTries: z.number().int().min(1).max(10_000_000).default(d.maxTries),
  })
  .strict();

// The schemas check exactly the options the generators take: tsc fails here if the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
({ official: true, balanced: true }) satisfies {
  official: Same<z.output<typeof officialOptionsSchema>, OfficialOptions>;
  balanced: Same<z.output<typeof balancedOptionsSchema>, BalancedOptions>;
};

const noOptions = z.object({}).strict();
export const GENERATOR_OPTIONS: Record<GeneratorName, z.ZodType<Record<string, unknown>>> = {
  beginner: noOptions,
  official: officialOptionsSchema,
  random: noOptions,
  spiral: noOptions,
  balanced: balancedOptionsSchema,
};

/** The names of the options a generator takes. */
export function generatorOptionNames(generator: GeneratorName): string[] {
  const schema = GENERATOR_OPTIONS[generator] as unknown as { shape?: Record<string, unknown> };
  return Object.keys(schema.shape ?? {});
}

/** Checks a generator's options; returns the field and message of the first problem, or null. */
export function checkGeneratorOptions(generator: GeneratorName, options: unknown): { field: string; message: string } | null {
  const r = GENERATOR_OPTIONS[generator].safeParse(options);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const allowed = generatorOptionNames(generator);
    return { field: issue.keys[0]!, message: `unknown option of generator "${generator}" (allowed: ${allowed.length ? allowed.join(', ') : 'none'})` };
  }
  return { field: issue.path.map(String).join('.'), message: issue.message };
}
