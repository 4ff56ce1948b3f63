// The evaluation's own weights: what each term is worth, the defaults, and how a partial set from
// a config becomes a full one. Kept apart because the mcts bot and bench/tune-weights read and
// change them without touching the evaluation itself. A rule set's kit declares weights of its
// own (BotKit.weights); the same option names them, and kit-weights.ts resolves them per game.

import { NUM_RESOURCES } from '../../engine/constants.js';

/** The value evaluation's own weights (a kit's are declared in its kit: BotKit.weights). */
export interface ValueWeights {
  /** Per victory point (own total, VP cards included). */
  vp: number;
  /** Added when the seat has won (subtracted when another seat has). */
  win: number;
  /** Per pip of own production (robber excluded, cities double), times resourceValue. */
  production: number;
  /** Multiplier of each resource's pips: brick, lumber, wool, grain, ore. */
  resourceValue: readonly number[];
  /** Per resource produced at all. */
  diversity: number;
  /** Per pip of a resource the seat has the 2:1 harbor of. */
  harbor2: number;
  /** For a generic 3:1 harbor, per pip of total production. */
  harbor3: number;
  /** Per site-score point of the best settlement site buildable now (no road needed). */
  site: number;
  /** Per further site buildable now (up to 3). */
  siteCount: number;
  /** Per site-score point of the best site one road away / two roads away. */
  site1: number;
  site2: number;
  /** Per unplayed development card held, by kind (VP cards count as VP). */
  devKnight: number;
  devRoadBuilding: number;
  devYearOfPlenty: number;
  devMonopoly: number;
  /** Per knight played. */
  knight: number;
  /** When the next knight would take (or tie) Largest Army. */
  armyLead: number;
  /** Per segment of the seat's longest road (up to 12). */
  road: number;
  /** When the seat's road is one segment from taking Longest Road. */
  roadLead: number;
  /** Per resource card in hand, up to the discard limit. */
  card: number;
  /**
   * The plan: the value of the best next build (city, settlement with the roads to its site,
   * development card), discounted by planDiscount per dice roll (anyone's) it takes to gather
   * the missing cards at the seat's production and trade rates; other builds count planOthers.
   */
  plan: number;
  planDiscount: number;
  planOthers: number;
  /** What a development card is worth when planning to buy one. */
  devValue: number;
  /**
   * Per dice roll (anyone's) of the race estimate: how many rolls a simple fluid model of the
   * seat's economy (production, hand, trade rates, its best sites and settlements to upgrade)
   * takes to reach the target VP, building cities and settlements as soon as it can afford them.
   */
  tempo: number;
  /** VP a development card is worth in the race estimate. */
  raceDevVp: number;
  /** Roads the race estimate looks ahead for settlement sites (at least 2). */
  raceRoads: number;
  /** Best trade rate assumed without a harbor (4 at the bank; lower counts on domestic trade). */
  raceRate: number;
  /** Per card a 7 would take from the hand (above the discard limit). */
  discardRisk: number;
  /** Per pip of each opponent's production, times (1 + its public VP / 5). */
  enemyProduction: number;
  /** Per public VP of the strongest opponent. */
  enemyVp: number;
}

export const DEFAULT_VALUE_WEIGHTS: Readonly<ValueWeights> = Object.freeze({
  vp: 1.0,
  win: 1000,
  production: 0.015,
  resourceValue: Object.freeze([1.0, 1.0, 0.8, 1.0, 1.0]),
  diversity: 0.12,
  harbor2: 0.01,
  harbor3: 0.003,
  site: 0.01,
  siteCount: 0.02,
  site1: 0.006,
  site2: 0.003,
  devKnight: 0.24,
  devRoadBuilding: 0.2,
  devYearOfPlenty: 0.3,
  devMonopoly: 0.15,
  knight: 0.12,
  armyLead: 0.25,
  road: 0.02,
  roadLead: 0.3,
  card: 0.015,
  plan: 0.5,
  planDiscount: 0.97,
  planOthers: 0.25,
  devValue: 0.3,
  tempo: 0.035,
  raceDevVp: 0.35,
  raceRoads: 2,
  raceRate: 4,
  discardRisk: 0.08,
  enemyProduction: 0.008,
  enemyVp: 0.2,
});

/**
 * What a `weights` option holds: any of the evaluation's own weights, and the weights the kits of
 * the game declare, by name (checked against the game's kits when it is known: kit-weights.ts).
 */
export type WeightOptions = Partial<ValueWeights> | (Partial<ValueWeights> & { readonly [kitWeight: string]: number | readonly number[] | undefined });

const resolved = new WeakMap<object, ValueWeights>();
/** The evaluation's own weights an option gave with the resolved weights, by name (none: absent). */
const ownChoices = new WeakMap<ValueWeights, ReadonlySet<string>>();
const NO_NAMES: ReadonlySet<string> = new Set();
/** The kit weights an option gave with the resolved weights, by name (none: absent). */
const kitChoices = new WeakMap<ValueWeights, ReadonlyMap<string, number>>();
const NO_CHOICES: ReadonlyMap<string, number> = new Map();

/**
 * The weights with a resourceValue array of their own that is not frozen: the evaluation reads it
 * in its innermost loops, and V8 (Node 20) loads a frozen array's elements through a generic call
 * where it loads a plain array's inline (a value evaluation took 6% longer). Same numbers, and the
 * array stays read-only by its type.
 */
function withOwnResourceValue(w: ValueWeights): ValueWeights {
  return { ...w, resourceValue: Array.from(w.resourceValue) };
}

const RESOLVED_DEFAULTS: Readonly<ValueWeights> = Object.freeze(withOwnResourceValue(DEFAULT_VALUE_WEIGHTS));
resolved.set(RESOLVED_DEFAULTS, RESOLVED_DEFAULTS);

/**
 * Full weights from a partial set (cached per object, so repeated calls allocate nothing; weights
 * already resolved are their own). Names other than the evaluation's own are kept for the kits of
 * the game (kitChoicesOf): each must be a finite number, and whether a kit declares it is checked
 * once the game is known (kitWeights).
 */
export function resolveValueWeights(weights?: WeightOptions): ValueWeights {
  if (!weights) return RESOLVED_DEFAULTS;
  let w = resolved.get(weights);
  if (!w) {
    // The defaults' order of fields whatever the option's order: one object shape for every set.
    const own: Record<string, unknown> = { ...DEFAULT_VALUE_WEIGHTS };
    const kit = new Map<string, number>();
    const given = new Set<string>();
    for (const [k, v] of Object.entries(weights)) {
      if (k === 'resourceValue') {
        if (!Array.isArray(v) || v.length !== NUM_RESOURCES || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
          throw new Error(`value bot: weight resourceValue must be an array of ${NUM_RESOURCES} numbers`);
        }
      } else if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new Error(`value bot: weight ${k} must be a finite number, got ${JSON.stringify(v)}`);
      }
      if (Object.hasOwn(DEFAULT_VALUE_WEIGHTS, k)) {
        own[k] = v;
        given.add(k);
      } else kit.set(k, v as number);
    }
    w = withOwnResourceValue(own as unknown as ValueWeights);
    resolved.set(weights, w);
    resolved.set(w, w);
    if (kit.size > 0) kitChoices.set(w, kit);
    if (given.size > 0) ownChoices.set(w, given);
  }
  return w;
}

/** The names of the evaluation's own weights the option behind resolved weights `W` gave. */
export function ownChoicesOf(W: ValueWeights): ReadonlySet<string> {
  return ownChoices.get(W) ?? NO_NAMES;
}

/** Whether `weights` came from resolveValueWeights (a bot may then share it, with its kit weights). */
export function isResolvedWeights(weights: object): weights is ValueWeights {
  return resolved.get(weights) === weights;
}

/** The kit weights the option behind resolved weights `W` gave, by name. */
export function kitChoicesOf(W: ValueWeights): ReadonlyMap<string, number> {
  return kitChoices.get(W) ?? NO_CHOICES;
}
