// The turn: roll (a card may be played first), then build, trade and play a card in any order, then
// pass to the left; the win check after every action, and the turn cap.

import { A_END_TURN, A_ROLL, ARG_BITS } from '../../engine/actions.js';
import { NUM_DEV_TYPES, VICTORY_POINT } from '../../engine/constants.js';
import { totalVp, type Game, type GameState } from '../../engine/game.js';
import { CAPPED, CUR, DEV_PLAYED, LA_HOLDER, LR_HOLDER, OFFERS_MADE, PHASE, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL, TURN, TURN_PLAYER, WINNER } from '../../engine/layout.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { GameBuilder, KindRule, VpSources } from '../../engine/rule-set.js';
import { buildActions, buildsSource } from './build.js';
import { DEV_PLAYS_SOURCE, devPlays, releaseNewCards } from './dev-cards.js';
import { TRADES_SOURCE, tradeActions } from './trade.js';

/** The pre-roll phase: the roll, or a card played first. */
export function preRollPhase(g: GameBuilder): void {
  g.phaseList(PH_PRE_ROLL, 'pre_roll').add(ROLL_SOURCE).add(DEV_PLAYS_SOURCE);
}

/** The main phase: end of turn, the paid builds, a card to play, then the trades. */
export function mainPhase(g: GameBuilder): void {
  g.phaseList(PH_MAIN, 'main').add(END_TURN_SOURCE).add(buildsSource(g)).add(DEV_PLAYS_SOURCE).add(TRADES_SOURCE).fuse(mainLegal, mainUntraded);
}

/** The four sources above in one function, for a game whose rule sets leave them as they are. */
function mainLegal(st: GameState, out: Int32Array): number {
  return tradeActions(st, st.s[CUR]!, out, mainUntraded(st, out));
}

function mainUntraded({ game, s }: GameState, out: Int32Array): number {
  const p = s[CUR]!;
  out[0] = A_END_TURN << ARG_BITS;
  const n = buildActions(game, s, p, out, 1);
  // Not cardPlays: the same test, but V8 then inlines the card plays here and no longer this
  // function into mainLegal, for a longer main phase.
  return s[game.layout.devCount + p] === 0 ? n : devPlays(game, s, p, out, n);
}

const ROLL_SOURCE: ActionSource = { name: 'roll', maxActions: 1, always: A_ROLL << ARG_BITS, list: (_st, out, n) => ((out[n] = A_ROLL << ARG_BITS), n + 1) };

/** Ending the turn, first in the main phase's list (and the special building phase's). */
export const END_TURN_SOURCE: ActionSource = { name: 'end_turn', maxActions: 1, always: A_END_TURN << ARG_BITS, list: (_st, out, n) => ((out[n] = A_END_TURN << ARG_BITS), n + 1) };

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
