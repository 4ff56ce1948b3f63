// A seeded batch of games in one thread: game i's seed, map and seating come from
// (master seed, i) alone. The tournament runner (piscina pool, rotation) builds on this.

import type { Bot } from '../bots/bot.js';
import { buildBoard, type Board } from '../engine/board.js';
import { createGame, type Game } from '../engine/game.js';
import type { RuleOptions } from '../engine/options.js';
import { makeRecord, type GameRecord } from '../engine/record.js';
import { makeRandom } from '../engine/rng.js';
import { beginnerBoard, randomBoard } from '../rules/base/maps.js';
import { playGame, type GameResult } from './play-game.js';

export type MapChoice = 'beginner' | 'random';

export interface BatchConfig {
  seed: string;
  games: number;
  map: MapChoice;
  options: RuleOptions;
  /** Bot names in line-up order; length = players. */
  lineup: string[];
  makeBot: (name: string) => Bot;
  record?: boolean;
}

export interface GameRow {
  index: number;
  seed: string;
  /** Line-up index sitting in each seat (seat 0 starts). */
  seating: number[];
  result: GameResult;
  record?: GameRecord;
}

export function gameSeed(master: string, index: number): string {
  return `${master}:${index}`;
}

/** Seats the line-up in a random order drawn from the game's seed: who starts is part of the seed. */
export function seatingFor(seed: string, players: number): number[] {
  const rand = makeRandom(`${seed}/seats`);
  const order = Array.from({ length: players }, (_, i) => i);
  for (let i = players - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export function* runBatch(cfg: BatchConfig): Generator<GameRow> {
  const bots = cfg.lineup.map((name) => cfg.makeBot(name));
  let beginner: Game | null = null;
  for (let index = 0; index < cfg.games; index++) {
    const seed = gameSeed(cfg.seed, index);
    let game: Game;
    if (cfg.map === 'beginner') game = beginner ??= createGame(buildBoard(beginnerBoard()), cfg.options);
    else game = createGame(buildBoard(randomBoard(seed)) as Board, cfg.options);
    const seating = seatingFor(seed, cfg.options.players);
    const seated = seating.map((i) => bots[i]!);
    const { result, trace } = playGame(game, seed, seated, { trace: cfg.record });
    const row: GameRow = { index, seed, seating, result };
    if (cfg.record && trace) {
      row.record = makeRecord({
        game,
        seed,
        index,
        seats: seating.map((i) => ({ bot: cfg.lineup[i]! })),
        actions: trace.actions,
        outcomes: trace.outcomes,
        forfeit: result.forfeit,
      });
    }
    yield row;
  }
}
