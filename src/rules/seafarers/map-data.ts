// The scenario block of a Seafarers map file ("scenario" in catan-arena/map@1): what the printed
// diagram says beyond hexes and harbors. The engine carries it unread (BoardSpec.scenario); this
// module checks it and names what is wrong, field by field.

import { z } from 'zod';
import { TERRAIN_NAMES } from '../../engine/constants.js';

const int = z.number().int();
const hex = z.tuple([int, int]);
const corner = z.tuple([int, int, int.min(0).max(5)]);

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

const markSchema = z
  .object({
    kind: z.enum(Object.keys(MARK_KINDS) as [MarkKind, ...MarkKind[]]),
    node: corner.optional(),
    edge: corner.optional(),
    hex: hex.optional(),
    colour: z.union([int.min(0).max(5), z.string().min(1)]).optional(),
    token: int.min(2).max(12).optional(),
    gift: z.enum(['vp', 'dev', 'harbor']).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    for (const need of MARK_KINDS[m.kind].split(', ')) {
      if ((m as Record<string, unknown>)[need] === undefined) ctx.addIssue({ code: 'custom', message: `a ${m.kind} mark needs ${need}`, path: [need] });
    }
  });

export const scenarioSchema = z
  .object({
    /** The scenario's id (src/rules/seafarers/scenarios.ts). */
    name: z.string().min(1),
    /** Player counts this layout is printed for. */
    players: z.array(int.min(2).max(6)).min(1),
    /** The pirate's first sea hex; absent: beside the board until first moved. */
    pirate: hex.optional(),
    /**
     * Named areas by their hexes (the main island, a land strip). Land not listed forms one area
     * per island (land hexes joined side to side), named island-1, island-2, ... in reading order.
     */
    regions: z.record(z.string(), z.array(hex).min(1)).optional(),
    /** Variable set-up: hexes whose terrains, and then tokens, are shuffled among themselves. */
    groups: z.record(z.string(), z.array(hex).min(1)).optional(),
    marks: z.array(markSchema).optional(),
    /** The Pirate Islands: the pirate fleet's sea hexes in sailing order (a closed loop). */
    track: z.array(hex).min(2).optional(),
    /** The Fog Islands: the face-down stacks, drawn from when a hidden hex is discovered. */
    fog: z.object({ terrain: z.array(z.enum(TERRAIN_NAMES)).min(1), tokens: z.array(int.min(2).max(12)) }).strict().optional(),
  })
  .strict();

export type ScenarioData = z.infer<typeof scenarioSchema>;
export type Mark = z.infer<typeof markSchema>;

/** The checked scenario block, or an error naming the field and what was expected. */
export function parseScenarioData(raw: unknown): ScenarioData {
  const r = scenarioSchema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new Error(`scenario.${issue.path.map(String).join('.')}: ${issue.message}`);
}
