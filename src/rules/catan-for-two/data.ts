// Catan for Two, the two-player variant of Traders & Barbarians (P2 §5.4; D31-D37): its
// components, fixed positions and small pure rules. The rules that use them are in this folder
// (index.ts installs them).

/** Trade tokens in the game (the variant's own component list; the box holds 21, D33). */
export const TRADE_TOKENS = 20;
/** Trade tokens each player starts with. */
export const START_TOKENS = 5;
/** Tokens a knight card discarded from the table brings. */
export const RETIRE_TOKENS = 2;

/**
 * Each neutral colour's one starting settlement, as [q, r, corner] on the base frame (D32): two
 * inland intersections opposite each other across the centre. The printed marks are only in the
 * picture.
 */
export const NEUTRAL_SETTLEMENTS: ReadonlyArray<readonly [number, number, number]> = [
  [0, -1, 0],
  [0, 1, 3],
];

/** Tokens earned for a settlement: 2 next to the desert, 1 on the coast, 3 for both (D33). */
export function tokensForSite(nextToDesert: boolean, onCoast: boolean): number {
  return (nextToDesert ? 2 : 0) + (onCoast ? 1 : 0);
}

/**
 * A token action costs 1 if the payer's VP total (its own hidden VP cards included) is at most the
 * opponent's visible VP, else 2 (D34).
 */
export function tokenPrice(ownVp: number, opponentVp: number): number {
  return ownVp <= opponentVp ? 1 : 2;
}
