// The bot interface (shared/design.md). A bot sees a SeatView: a copy of the state with what its
// seat may not know hidden, so it can neither peek nor change the real game.

import type { SeatView } from '../engine/view.js';

export interface GameInfo {
  seat: number;
  players: number;
  /**
   * The game's index in its run (-1 outside a run). Never the game's seed: a bot that knew the
   * seed could rebuild the dice stream.
   */
  index: number;
}

export interface Bot {
  readonly name: string;
  /** Returns one of legal[0..count). `view` is this seat's view, valid only during the call. */
  decide(view: SeatView, legal: Int32Array, count: number, rng: () => number): number;
  onGameStart?(info: GameInfo): void;
  onGameEnd?(result: { winner: number; capped: boolean; turns?: number; vp?: number[] }): void;
}

export type BotFactory = (options?: Record<string, unknown>) => Bot;
