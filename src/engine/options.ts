// Rule options in force for one game: everything a record must carry to be replayed.

/**
 * How turns pass. 'standard': one player per turn (2-4 players). 'special-building': after each
 * turn every other player, in order, may build and buy (5-6 players, earlier editions).
 * 'paired': the player on turn and the third player to their left share each turn (5-6
 * players, 2022 edition).
 */
export type TurnRule = 'standard' | 'special-building' | 'paired';
export const TURN_RULES: readonly TurnRule[] = ['standard', 'special-building', 'paired'];

/** 'none', or 'catan-for-two': the two-player variant of Traders & Barbarians. */
export type Variant = 'none' | 'catan-for-two';
export const VARIANTS: readonly Variant[] = ['none', 'catan-for-two'];

export interface RuleOptions {
  /** Number of seats: 2-4 for the base game, 5-6 with the 5-6 player extension. */
  players: number;
  /** Victory points needed, on one's own turn, to win. */
  targetVp: number;
  /** Regular turns (set-up excluded) after which the game ends as capped. */
  turnCap: number;
  /** A 7 makes every hand larger than this discard half (rounded down). */
  discardLimit: number;
  /** Domestic offers the player on turn may make per turn; 0 turns domestic trade off. */
  tradeOffersPerTurn: number;
  /** Turn rule; defaults to 'standard' for 2-4 players and 'special-building' for 5-6. */
  turnRule: TurnRule;
  /** Rule variant; 'catan-for-two' (two neutral colours, trade tokens, two rolls) needs 2 players. */
  variant: Variant;
  /**
   * 5 players only: a sixth colour that never acts but keeps two settlements on the board
   * (the 5-6 extension's first 5-player game). Its settlements are given by the board maker.
   */
  inactiveColour: boolean;
}

export const DEFAULT_OPTIONS: RuleOptions = {
  players: 4,
  targetVp: 10,
  turnCap: 1000,
  discardLimit: 7,
  tradeOffersPerTurn: 3,
  turnRule: 'standard',
  variant: 'none',
  inactiveColour: false,
};

export class OptionsError extends Error {}

export function resolveOptions(partial: Partial<RuleOptions> = {}): RuleOptions {
  const given = stripUndefined(partial);
  const o: RuleOptions = { ...DEFAULT_OPTIONS, ...given };
  const intIn = (name: keyof RuleOptions, lo: number, hi: number) => {
    const v = o[name];
    if (!Number.isInteger(v) || (v as number) < lo || (v as number) > hi) {
      throw new OptionsError(`option ${name}: expected an integer from ${lo} to ${hi}, got ${JSON.stringify(v)}`);
    }
  };
  intIn('players', 2, 6);
  intIn('targetVp', 3, 30);
  intIn('turnCap', 1, 1_000_000);
  intIn('discardLimit', 0, 100);
  intIn('tradeOffersPerTurn', 0, 100);
  if (given.turnRule === undefined) o.turnRule = o.players >= 5 ? 'special-building' : 'standard';
  if (!TURN_RULES.includes(o.turnRule)) {
    throw new OptionsError(`option turnRule: expected one of ${TURN_RULES.join(', ')}, got ${JSON.stringify(o.turnRule)}`);
  }
  if (o.players >= 5 && o.turnRule === 'standard') {
    throw new OptionsError(`option turnRule: ${o.players} players need "special-building" or "paired", got "standard"`);
  }
  if (o.players <= 4 && o.turnRule !== 'standard') {
    throw new OptionsError(`option turnRule: "${o.turnRule}" is a 5-6 player rule, but players is ${o.players}`);
  }
  if (!VARIANTS.includes(o.variant)) {
    throw new OptionsError(`option variant: expected one of ${VARIANTS.join(', ')}, got ${JSON.stringify(o.variant)}`);
  }
  if (o.variant === 'catan-for-two' && o.players !== 2) {
    throw new OptionsError(`option variant: "catan-for-two" is for exactly 2 players, but players is ${o.players}`);
  }
  if (typeof o.inactiveColour !== 'boolean') throw new OptionsError(`option inactiveColour: expected true or false, got ${JSON.stringify(o.inactiveColour)}`);
  if (o.inactiveColour && o.players !== 5) {
    throw new OptionsError(`option inactiveColour: only for 5 players, but players is ${o.players}`);
  }
  return o;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
