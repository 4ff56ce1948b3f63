// Plays one game between bots: asks the seat to act for a decision (skipping forced single
// actions), validates the answer, and returns the result with an optional compact record.

import type { Bot } from '../bots/bot.js';
import { makeRandom } from '../engine/rng.js';
import { cloneState, newState, totalVp, type Game, type GameState } from '../engine/game.js';
import { CAPPED, CUR, LA_HOLDER, LR_HOLDER, PHASE, PH_GAME_OVER, STEPS, TURN, WINNER } from '../engine/layout.js';
import { NUM_DEV_TYPES, VICTORY_POINT } from '../engine/constants.js';
import { legalActions, maxActions } from '../engine/legal.js';
import { apply } from '../engine/step.js';
import { SeatView } from '../engine/view.js';

export interface Forfeit {
  seat: number;
  reason: string;
}

export interface GameResult {
  winner: number; // -1 when capped or forfeited
  capped: boolean;
  turns: number;
  vp: number[];
  steps: number;
  decisions: number;
  forfeit: Forfeit | null;
  /** Where each seat's VP came from at the end. */
  vpSources: VpSources[];
}

export interface VpSources {
  settlements: number;
  cities: number;
  longestRoad: number;
  largestArmy: number;
  vpCards: number;
}

/** Actions and outcomes in play order: actions[i] with outcomes[i] (-1 for none). */
export interface Trace {
  actions: number[];
  outcomes: number[];
}

export interface PlayOptions {
  trace?: boolean;
}

export function playGame(
  game: Game,
  seed: string,
  bots: readonly Bot[],
  opts: PlayOptions = {},
): { result: GameResult; state: GameState; trace: Trace | null } {
  const P = game.layout.players;
  if (bots.length !== P) throw new Error(`expected ${P} bots, got ${bots.length}`);
  const st = newState(game, seed);
  const s = st.s;
  const legal = new Int32Array(maxActions(game));
  // Bots get a copy of the legal list, so writing into it cannot make an illegal answer pass.
  const offered = new Int32Array(legal.length);
  const views = bots.map((_, seat) => new SeatView(game, seat));
  const rngs = bots.map((_, i) => makeRandom(`${seed}/bot${i}`));
  const trace: Trace | null = opts.trace ? { actions: [], outcomes: [] } : null;
  let decisions = 0;
  let forfeit: Forfeit | null = null;
  bots.forEach((b, seat) => b.onGameStart?.({ seat, players: P, seed }));

  while (s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, legal);
    let a = legal[0]!;
    if (n > 1) {
      const seat = s[CUR]!;
      const view = views[seat]!;
      view.attach(st);
      for (let i = 0; i < n; i++) offered[i] = legal[i]!;
      decisions++;
      try {
        a = bots[seat]!.decide(view, offered, n, rngs[seat]!);
      } catch (err) {
        forfeit = { seat, reason: `threw: ${err instanceof Error ? err.message : String(err)}` };
        break;
      } finally {
        view.attach(null);
      }
      if (!contains(legal, n, a)) {
        forfeit = { seat, reason: `illegal action ${a}` };
        break;
      }
    } else if (n === 0) {
      throw new Error(`no legal action in phase ${s[PHASE]} (engine bug)`);
    }
    const outcome = apply(st, a);
    if (trace) {
      trace.actions.push(a);
      trace.outcomes.push(outcome);
    }
  }
  const result: GameResult = {
    winner: forfeit ? -1 : s[WINNER]!,
    capped: s[CAPPED] === 1,
    turns: s[TURN]!,
    vp: Array.from({ length: P }, (_, p) => totalVp(game, s, p)),
    steps: s[STEPS]!,
    decisions,
    forfeit,
    vpSources: Array.from({ length: P }, (_, p) => vpSources(game, s, p)),
  };
  bots.forEach((b) => b.onGameEnd?.({ winner: result.winner, capped: result.capped }));
  return { result, state: cloneState(st), trace };
}

function contains(legal: Int32Array, n: number, a: number): boolean {
  for (let i = 0; i < n; i++) if (legal[i] === a) return true;
  return false;
}

function vpSources(game: Game, s: Int32Array, p: number): VpSources {
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
