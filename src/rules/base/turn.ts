// The turn: roll (a card may be played first), then build, trade and play a card in any order, then
// pass to the left; the win check after every action, and the turn cap.

import { A_END_TURN, A_ROLL, ARG_BITS } from '../../engine/actions.js';
import { NUM_DEV_TYPES, VICTORY_POINT } from '../../engine/constants.js';
import { totalVp, type Game, type GameState } from '../../engine/game.js';
import { CAPPED, CUR, DEV_PLAYED, LA_HOLDER, LR_HOLDER, OFFERS_MADE, PHASE, PH_GAME_OVER, PH_PRE_ROLL, TURN, TURN_PLAYER, WINNER } from '../../engine/layout.js';
import type { GameBuilder, KindRule, PhaseRule, VpSources } from '../../engine/rule-set.js';
import { buildActions } from './build.js';
import { MAX_DEV_PLAYS, devPlays, releaseNewCards } from './dev-cards.js';
import { MAX_TRADES, tradeActions } from './trade.js';

export const PRE_ROLL_PHASE: PhaseRule = {
  name: 'pre_roll',
  maxActions: 1 + MAX_DEV_PLAYS,
  legal({ game, s }, out) {
    out[0] = A_ROLL << ARG_BITS;
    return devPlays(game, s, s[CUR]!, out, 1);
  },
};

/** The main phase's list: end of turn, the paid builds, a card to play, trades. */
function mainLegal(st: GameState, out: Int32Array): number {
  return tradeActions(st, st.s[CUR]!, out, mainUntraded(st, out));
}

/** The main phase's list up to its trades, which come last. */
function mainUntraded({ game, s }: GameState, out: Int32Array): number {
  const p = s[CUR]!;
  out[0] = A_END_TURN << ARG_BITS;
  const n = buildActions(game, s, p, out, 1);
  return devPlays(game, s, p, out, n);
}

/** The rule without its sizes: the same functions for every game, whatever its board. */
const MAIN_PHASE: Omit<PhaseRule, 'maxActions'> = {
  name: 'main',
  legal: mainLegal,
  untraded: { for: mainLegal, legal: mainUntraded },
};

export function mainPhase(game: Pick<GameBuilder, 'board'>): PhaseRule {
  const b = game.board;
  return {
    ...MAIN_PHASE,
    // End of turn, a road per edge, a settlement or a city per node, a card purchase, card plays, trades.
    maxActions: 1 + b.numEdges + 2 * b.numNodes + 1 + MAX_DEV_PLAYS + MAX_TRADES,
  };
}

export const END_TURN: KindRule = {
  name: 'end_turn',
  argBits: 0,
  apply(st) {
    const p = st.s[CUR]!;
    st.game.hooks.turnEnded(st, p);
    st.game.hooks.passTurn(st, p);
  },
  describe: () => '',
  record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'end_turn' }), read: { end_turn: () => [[0, -1]] } },
};

/** The base rule for the end of p's turn: new cards become playable, the per-turn counters reset. */
export function turnEnded({ game, s }: GameState, p: number): void {
  releaseNewCards(game, s, p);
  s[DEV_PLAYED] = 0;
  s[OFFERS_MADE] = 0;
}

/** Ends the game as capped once the turn cap is reached; true when it did. */
export function capTurns(game: Game, s: Int32Array): boolean {
  if (s[TURN]! < game.options.turnCap) return false;
  s[PHASE] = PH_GAME_OVER;
  s[CAPPED] = 1;
  return true;
}

/** The base rule: the turn passes to the left. */
export function passTurn({ game, s }: GameState, p: number): void {
  if (capTurns(game, s)) return;
  startTurn(s, (p + 1) % game.seats);
}

export function startTurn(s: Int32Array, next: number): void {
  s[TURN_PLAYER] = next;
  s[CUR] = next;
  s[TURN]!++;
  s[PHASE] = PH_PRE_ROLL;
}

/**
 * The player on turn wins on reaching the target during their own turn (D13). Set-up placements
 * give at most 2 VP, below the smallest target (3), so the check needs no set-up exception.
 */
export function checkWin({ game, s }: GameState): void {
  if (s[PHASE] === PH_GAME_OVER) return;
  const tp = s[TURN_PLAYER]!;
  if (totalVp(game, s, tp) >= game.options.targetVp) {
    s[PHASE] = PH_GAME_OVER;
    s[WINNER] = tp;
  }
}

export function vpSources({ game, s }: GameState, p: number): VpSources {
  const L = game.layout;
  const sup = game.supply;
  const i = p * NUM_DEV_TYPES + VICTORY_POINT;
  return {
    settlements: sup.settlements - s[L.settlementsLeft + p]!,
    cities: 2 * (sup.cities - s[L.citiesLeft + p]!),
    longestRoad: s[LR_HOLDER] === p ? 2 : 0,
    largestArmy: s[LA_HOLDER] === p ? 2 : 0,
    vpCards: s[L.dev + i]! + s[L.devNew + i]!,
  };
}
