// What `import ... from 'catan-arena'` gives a sandboxed bot: the public API, evaluated again inside
// each seat's compartment so that nothing a bot reaches through it is an object of the real game.
// Bundled (esbuild) with file access stubbed out: see bundle.ts.

import type { BoardSpec } from '../../engine/board.js';
import type { Game } from '../../engine/game.js';
import type { RuleOptions } from '../../rules/options.js';
import { buildGameBoard, createGame } from '../../rules/registry.js';

export * from '../../index.js';

/** The seat's own copy of a game's board and rules, built from plain data the runner hands over. */
export function sandboxGame(spec: BoardSpec, options: RuleOptions): Game {
  return createGame(buildGameBoard(spec, options), options);
}

/**
 * What decide() receives in a sandbox: the seat's view of the position, written by the runner into
 * `s` before each decision (the same shape as SeatView: seat, game, state).
 */
export class SandboxView {
  readonly state: { game: Game; s: Int32Array };
  constructor(
    readonly game: Game,
    readonly seat: number,
    s: Int32Array,
  ) {
    this.state = { game, s };
  }
}
