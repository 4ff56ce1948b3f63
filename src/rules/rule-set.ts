// What a rule set module provides beyond the engine's part (src/engine/rule-set.ts): when it is in
// play, the map frame its boards are dealt on, its options, its drawing and its part of the view
// command bots read. The registry (registry.ts) reads these; the engine never does.

import type { GameState } from '../engine/game.js';
import type { RuleSet } from '../engine/rule-set.js';
import type { RuleSetDrawing } from '../maps/drawing.js';
import type { MapFrame } from '../maps/frame.js';
import type { RuleOptions } from './options.js';

export interface RuleSetModule extends RuleSet {
  /** Whether the rule set is in play for these resolved options. */
  appliesTo(options: RuleOptions): boolean;
  /** The frame its games deal boards on; the last rule set in play that has one decides. */
  readonly frame?: MapFrame;
  /** Options it reads, for help and configs: name and meaning. The checks are in options.ts. */
  readonly options?: ReadonlyArray<{ readonly name: keyof RuleOptions; readonly description: string }>;
  /** What it draws of its own on maps and positions, in the terminal and in SVG. */
  readonly drawing?: RuleSetDrawing;
  /**
   * Its part of the view a command bot reads (docs/bot-protocol.md), named values computed from a
   * seat's redacted view alone; absent when it keeps nothing the standard view does not show.
   */
  readable?(view: GameState): Record<string, unknown>;
}
