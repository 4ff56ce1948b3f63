// Rule options in force for one game: everything a record must carry to be replayed.

export interface RuleOptions {
  /** Number of seats, 2-4 for the base game. */
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

export const DEFAULT_OPTIONS: RuleOptions = {
  players: 4,
  targetVp: 10,
  turnCap: 1000,
  discardLimit: 7,
  tradeOffersPerTurn: 3,
};

export class OptionsError extends Error {}

export function resolveOptions(partial: Partial<RuleOptions> = {}): RuleOptions {
  const o: RuleOptions = { ...DEFAULT_OPTIONS, ...stripUndefined(partial) };
  const intIn = (name: keyof RuleOptions, lo: number, hi: number) => {
    const v = o[name];
    if (!Number.isInteger(v) || v < lo || v > hi) {
      throw new OptionsError(`option ${name}: expected an integer from ${lo} to ${hi}, got ${JSON.stringify(v)}`);
    }
  };
  intIn('players', 2, 4);
  intIn('targetVp', 3, 30);
  intIn('turnCap', 1, 1_000_000);
  intIn('discardLimit', 0, 100);
  intIn('tradeOffersPerTurn', 0, 100);
  return o;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
