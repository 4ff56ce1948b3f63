// The Fishermen of Catan's action kinds, phases and counts (its kinds and phases are in its block
// of src/rules/ids.ts).

import { ID_BLOCKS } from '../../ids.js';

const [K0] = ID_BLOCKS['fishermen-of-catan'].kinds;
const [P0] = ID_BLOCKS['fishermen-of-catan'].phases;

/** A fish token drawn blind from the supply: the chance outcome is its kind (FISH_TOKENS). */
export const A_DRAW_FISH = K0;
/** A seat at the cap puts a token back face down to draw another in its place (D137): argument its kind. */
export const A_RETURN_FISH = K0 + 1;
/** Fish spent on one use: argument packed by spendArg (use, tokens paid, victim). */
export const A_SPEND_FISH = K0 + 2;
/** The resource of choice the 4-fish use takes from the bank: argument the resource. */
export const A_FISH_RESOURCE = K0 + 3;
/** The old boot passed to another seat: argument the seat. */
export const A_PASS_BOOT = K0 + 4;
/** A seat at the cap keeps its tokens instead of exchanging one (D137). */
export const A_KEEP_FISH = K0 + 5;

/** The draws owed after a roll or a set-up settlement, and the exchanges of seats at the cap. */
export const PH_DRAW_FISH = P0;
/** The 4-fish use's resource of choice. */
export const PH_FISH_RESOURCE = P0 + 1;

/** The supply's token kinds, in deck order: 1, 2 and 3 fish, and the old boot (kind BOOT). */
export const FISH_TOKENS = ['fish1', 'fish2', 'fish3', 'boot'] as const;
export const BOOT = 3;
/** Fish on a token of kind k < BOOT. */
export const fishOf = (k: number): number => k + 1;

/** Tokens of each kind (D133): 11, 10 and 8 fish tokens and the boot; the 5-6 extension adds 5, 5 and 4. */
export function fishTotals(players: number): number[] {
  return players >= 5 ? [16, 15, 12, 1] : [11, 10, 8, 1];
}

/** Most fish tokens a seat holds (the boot is not one, D137). */
export const FISH_CAP = 7;

/** The uses of fish and what each costs (D139), in the order of the argument's use field. */
export const FISH_USES = ['robber', 'steal', 'resource', 'road', 'card'] as const;
export const USE_ROBBER = 0;
export const USE_STEAL = 1;
export const USE_RESOURCE = 2;
export const USE_ROAD = 3;
export const USE_CARD = 4;
export const FISH_COSTS: readonly number[] = [2, 3, 4, 5, 7];

/** The spend's argument: use (3 bits), tokens of 1, 2 and 3 fish paid (3 bits each), victim + 1 (3 bits). */
export function spendArg(use: number, n1: number, n2: number, n3: number, victim = -1): number {
  return use | (n1 << 3) | (n2 << 6) | (n3 << 9) | ((victim + 1) << 12);
}
export const spendUse = (arg: number): number => arg & 7;
/** Tokens of kind k (0-2) the spend pays. */
export const spendTokens = (arg: number, k: number): number => (arg >>> (3 + 3 * k)) & 7;
export const spendVictim = (arg: number): number => ((arg >>> 12) & 7) - 1;
export const SPEND_ARG_BITS = 15;

/** The 3-4 lake's numbers, and the second lake's with the 5-6 extension. */
export const LAKE_NUMBERS: readonly (readonly number[])[] = [
  [2, 3, 11, 12],
  [4, 10],
];
/** The fishing grounds' numbers: six, and two more with the 5-6 extension. */
export const GROUND_NUMBERS: readonly number[] = [4, 5, 6, 8, 9, 10];
export const GROUND_NUMBERS_56: readonly number[] = [4, 5, 6, 8, 9, 10, 5, 9];
/** The game's target, and what the boot's holder needs (D141). */
export const FISHERMEN_TARGET = 10;
