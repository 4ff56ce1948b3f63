// The weights a game's kits declare (BotKit.weights), resolved for one set of value weights: each
// at its default or at the value the bot's `weights` option gives it by name, and each kit term's
// weight by the name the term gives. Kits are per game, so this is resolved per shape and options
// object and remembered like the bots' other per-shape knowledge (kits.ts, perShape): an evaluation
// reads plain numbers, never a name.

import type { BotKit, KitWeightValues } from '../../engine/bot-kit.js';
import type { Game } from '../../engine/game.js';
import { pairMemo } from '../../engine/keyed-memo.js';
import { valueKit } from './kit-part.js';
import { DEFAULT_VALUE_WEIGHTS, kitChoicesOf, ownChoicesOf, resolveValueWeights, type ValueWeights } from './weights.js';

/** A weight a kit declares, with the kit that declares it. */
export interface DeclaredWeight {
  readonly name: string;
  readonly kit: string;
  readonly default: number;
  readonly description: string;
}

/**
 * The weights `kits` declare, in install order. Throws when a name is declared twice or is one of
 * the evaluation's own (an option names each weight by itself, so a name means one weight).
 */
export function declaredWeights(kits: readonly BotKit[]): DeclaredWeight[] {
  const out: DeclaredWeight[] = [];
  const by = new Map<string, string>();
  for (const kit of kits) {
    for (const [name, w] of Object.entries(kit.weights ?? {})) {
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) throw new Error(`kit ${kit.name}: weight name "${name}" is not a word of letters, digits and "_"`);
      if (Object.hasOwn(DEFAULT_VALUE_WEIGHTS, name)) throw new Error(`kit ${kit.name}: weight "${name}" is one of the value evaluation's own weights`);
      const other = by.get(name);
      if (other !== undefined) throw new Error(`kit ${kit.name}: weight "${name}" is declared by kit ${other} too`);
      if (typeof w.default !== 'number' || !Number.isFinite(w.default)) throw new Error(`kit ${kit.name}: weight "${name}" has no finite default`);
      by.set(name, kit.name);
      out.push({ name, kit: kit.name, default: w.default, description: w.description });
    }
  }
  return out;
}

/** The first of `names` that is neither one of the evaluation's own weights nor declared by `kits`, or null. */
export function unknownWeight(names: Iterable<string>, kits: readonly BotKit[]): string | null {
  const declared = new Set(declaredWeights(kits).map((w) => w.name));
  for (const name of names) if (!Object.hasOwn(DEFAULT_VALUE_WEIGHTS, name) && !declared.has(name)) return name;
  return null;
}

/** The names a `weights` option takes with `kits` in play, for messages: the evaluation's own, then each kit's. */
export function knownWeightsText(kits: readonly BotKit[]): string {
  const byKit = new Map<string, string[]>();
  for (const w of declaredWeights(kits)) byKit.set(w.kit, [...(byKit.get(w.kit) ?? []), w.name]);
  const kitsPart = [...byKit].map(([kit, names]) => `; kit ${kit}: ${names.join(', ')}`).join('');
  return `the value evaluation's: ${Object.keys(DEFAULT_VALUE_WEIGHTS).join(', ')}${kitsPart || '; no kit in play declares any'}`;
}

/** A game's kit weights resolved for one set of value weights. */
export interface KitWeights {
  /** Every weight the game's kits declare, by name (BotKit.weights), as the options set them. */
  readonly byName: KitWeightValues;
  /** The weight of each kit term, in the order of valueKit(game).terms. */
  readonly terms: Float64Array;
}

/**
 * The kit weights of `game` under the resolved weights `W` (remembered per shape and weights
 * object; every evaluation of a decision asks with the same pair). Throws when the option behind
 * `W` names a weight that is neither the evaluation's nor one of the game's kits', naming the
 * weights it knows: a bot asks at each decision, so an unknown name fails the first decision of a
 * game of that shape.
 */
export function kitWeights(game: Game, W: ValueWeights): KitWeights {
  return kitWeightsOf(game.kits, W, game);
}

const kitWeightsOf = pairMemo((_kits: readonly BotKit[], W: ValueWeights, game: Game) => resolve(game, W));

function resolve(game: Game, W: ValueWeights): KitWeights {
  const choices = kitChoicesOf(W);
  const bad = unknownWeight(choices.keys(), game.kits);
  if (bad !== null) {
    throw new Error(`option weights: unknown weight "${bad}" in a game of ${game.ruleSets.join(', ')} (known: ${knownWeightsText(game.kits)})`);
  }
  // A plain object, its fields in declaration order: every resolution for a shape has one shape.
  const byName: Record<string, number> = {};
  for (const w of declaredWeights(game.kits)) byName[w.name] = choices.get(w.name) ?? w.default;
  const terms = valueKit(game).terms;
  const weights = new Float64Array(terms.length);
  terms.forEach((t, i) => {
    if (!Object.hasOwn(byName, t.weight)) throw new Error(`kit term ${t.name}: weight "${t.weight}" is declared by no kit in play`);
    weights[i] = byName[t.weight]!;
  });
  return Object.freeze({ byName, terms: weights });
}

/**
 * The weights a bot resolved to `W` evaluates `game` with: the kits' defaults of the evaluation's
 * own weights (ValueKitPart.weights) where the option behind `W` set none, its own and its kit
 * weights kept; `W` itself when no kit of the game has such defaults. Remembered per shape and W,
 * so that every decision of a game gets one object.
 */
export function gameWeights(game: Game, W: ValueWeights): ValueWeights {
  return gameWeightsOf(game.kits, W, game);
}

const gameWeightsOf = pairMemo((_kits: readonly BotKit[], W: ValueWeights, game: Game): ValueWeights => {
  const defaults = valueKit(game).ownWeights;
  if (defaults === null) return W;
  const given = ownChoicesOf(W);
  const o: Record<string, unknown> = {};
  for (const name of Object.keys(DEFAULT_VALUE_WEIGHTS) as Array<keyof ValueWeights>) {
    const v = !given.has(name) && defaults[name] !== undefined ? defaults[name] : W[name];
    o[name] = Array.isArray(v) ? Array.from(v as readonly number[]) : v;
  }
  for (const [name, v] of kitChoicesOf(W)) o[name] = v;
  return resolveValueWeights(o as WeightOptionsOf);
});

type WeightOptionsOf = Parameters<typeof resolveValueWeights>[0];
