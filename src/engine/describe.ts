// Human-readable action names, for logs, errors and bot authors: the kind's name, then its
// argument as the kind's rule words it.

import { ARG_BITS, ARG_MASK } from './actions.js';
import type { Board } from './board.js';
import type { Game } from './game.js';
import { PH_GAME_OVER } from './layout.js';

export function describeAction(game: Game, a: number): string {
  const kind = a >>> ARG_BITS;
  const rule = game.kinds[kind];
  if (!rule) return `kind${kind}`;
  const arg = rule.describe(game, a & ARG_MASK);
  return arg ? `${rule.name} ${arg}` : rule.name;
}

/** The name of action kind `kind` in this game ('kind<n>' when no rule set in play has it). */
export function kindName(game: Game, kind: number): string {
  return game.kinds[kind]?.name ?? `kind${kind}`;
}

/** The name of phase `phase` in this game ('phase<n>' when no rule set in play has it). */
export function phaseName(game: Game, phase: number): string {
  return game.phases[phase]?.name ?? (phase === PH_GAME_OVER ? 'game_over' : `phase${phase}`);
}

export const nodeText = (b: Board, n: number): string => `[${b.nodeName[n]?.join(', ')}]`;
export const edgeText = (b: Board, e: number): string => `[${b.edgeName[e]?.join(', ')}]`;
export const hexText = (b: Board, h: number): string => `[${b.hexQ[h]}, ${b.hexR[h]}]`;
