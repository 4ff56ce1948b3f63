// What a command bot reads of the 5-6 player turn rules (docs/bot-protocol.md, "Rule sets'
// parts"): which part of the turn is being played. The seats acting are the view's `current` and
// `turnPlayer`.

import type { GameState } from '../../engine/game.js';

const subturn = ({ game, s }: GameState): number => s[game.layout.fields['subturn']!]!;

/** Paired players: whether the second player of the pair is on turn. */
export const pairedReadable = (view: GameState): Record<string, unknown> => ({ secondPlayer: subturn(view) === 1 });

/** The special building phase: 0 in the regular turn, k while the k-th player after it builds. */
export const specialBuildingReadable = (view: GameState): Record<string, unknown> => ({ specialBuilder: subturn(view) });
