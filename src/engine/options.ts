// The options every game has, whatever rule sets are in play, and their checks. Rule sets add
// options of their own (src/rules/options.ts holds the full set and resolves it).

export interface CoreOptions {
  /** Number of seats that act. */
  players: number;
  /** Victory points needed, on one's own turn, to win. */
  targetVp: number;
  /** Regular turns (set-up excluded) after which the game ends as capped. */
  turnCap: number;
  /** A 7 makes every hand larger than this discard half (rounded down). */
  discardLimit: number;
  /** Domestic offers the player on turn may make per turn; 0 turns domestic trade off. */
  tradeOffersPerTurn: number;
}

export const CORE_DEFAULTS: CoreOptions = {
  players: 4,
  targetVp: 10,
  turnCap: 1000,
  discardLimit: 7,
  tradeOffersPerTurn: 3,
};

/** A bad option value: the message names the option and what was expected. */
export class OptionsError extends Error {}

/** Throws OptionsError unless options[name] is an integer in lo..hi. */
export function checkIntOption(options: Readonly<Record<string, unknown>>, name: string, lo: number, hi: number): void {
  const v = options[name];
  if (!Number.isInteger(v) || (v as number) < lo || (v as number) > hi) {
    throw new OptionsError(`option ${name}: expected an integer from ${lo} to ${hi}, got ${JSON.stringify(v)}`);
  }
}

/** Checks the core options of a resolved option set. */
export function checkCoreOptions(o: Readonly<Record<string, unknown>>): void {
  checkIntOption(o, 'players', 2, 6);
  checkIntOption(o, 'targetVp', 3, 30);
  checkIntOption(o, 'turnCap', 1, 1_000_000);
  checkIntOption(o, 'discardLimit', 0, 100);
  checkIntOption(o, 'tradeOffersPerTurn', 0, 100);
}
