// What a rule set draws of its own, on a map and on a game position: the terminal drawing
// (ascii.ts) and the SVG pictures (svg.ts, svg-position.ts) draw the standard board and pieces,
// and call the drawing of every rule set (its folder's drawing.ts, reached through the registry)
// for the rest, so they need to know no rule set.

import type { BoardSpec } from '../engine/board.js';
import type { GameState } from '../engine/game.js';

export type Xy = readonly [number, number];

/** Where things are on an SVG picture of a board (svg.ts BOARD_GEOMETRY). */
export interface Geometry {
  centre(q: number, r: number): [number, number];
  corner(q: number, r: number, c: number): [number, number];
  /** A coordinate as written in the picture (two decimals). */
  f(x: number): number;
}

/** Hex (q, r)'s six corners as an SVG polygon's `points`. */
export function hexPoints(g: Geometry, q: number, r: number): string {
  return [0, 1, 2, 3, 4, 5].map((c) => g.corner(q, r, c)).map(([x, y]) => `${g.f(x)},${g.f(y)}`).join(' ');
}

/** A piece that stands on a hex (the robber, the pirate): in the terminal "(label)", in SVG a labelled disc. */
export interface HexMark {
  readonly hex: readonly [number, number];
  readonly label: string;
  /** The disc's colour in SVG. */
  readonly fill: string;
  /** False: no disc, the rule set draws the piece among its positionItems (a wagon on a plaza); the terminal shows it all the same. */
  readonly disc?: boolean;
}

/**
 * One drawn piece of a position; `key` names it (kind, seat, place) the same in every position of a
 * game. `layer` says what it goes over: turned fog 0, roads and ships 1, buildings 2, robber and
 * pirate 3, so a road built late never covers an older settlement; a rule set's piece may go
 * between two (a city wall at 2.5, over its city's foot).
 */
export interface PositionItem {
  key: string;
  svg: string;
  layer: number;
}

/** How a piece on an edge that is not a road looks: its second terminal cell, and its SVG. */
export interface EdgePieceLook {
  /** The terminal drawing shows the seat's digit on the first cell of the side and this on the second. */
  readonly glyph: string;
  svg(seat: number, a: Xy, b: Xy, fill: string): string;
}

/**
 * A piece on an intersection that the game's `pieces` hook does not list (a knight, with a strength
 * and a state the hook's pieces do not carry), as the terminal drawing shows it: one character in
 * the seat's colour on the intersection's cell. Its SVG is among the rule set's positionItems.
 */
export interface NodeGlyph {
  readonly node: number;
  readonly seat: number;
  readonly glyph: string;
}

/**
 * A mark on a path in the terminal drawing that is not an edge piece of the game's `pieces` hook (a
 * camel, a barbarian, a bridge site still open): its glyph on both cells of the side, or on the
 * second beside the seat digit of an edge piece there (a road with a camel: "1∩"). Its SVG is among
 * the rule set's mapLayer or positionItems.
 */
export interface PathGlyph {
  /** The path, as [q, r, side] of either hex beside it. */
  readonly edge: readonly [number, number, number];
  readonly glyph: string;
  /** Drawn in this seat's colour; none: in bold. */
  readonly seat?: number;
}

/** A hex's name in the terminal drawing in place of its terrain's (a castle on a desert-class hex). */
export interface HexLabel {
  readonly hex: readonly [number, number];
  /** At most 7 characters. */
  readonly label: string;
}

/** A rule set's part of the drawings; every part is optional. */
export interface RuleSetDrawing {
  /** Pieces a printed map puts on hexes beside the robber (Seafarers: the pirate's start). */
  mapMarks?(spec: BoardSpec): HexMark[];
  /** Lines under the terminal drawing of a map, saying what its own marks are. */
  mapLegend?(spec: BoardSpec): string[];
  /** SVG elements over a map's hexes and harbors (a scenario's marks). */
  mapLayer?(spec: BoardSpec, g: Geometry): string[];
  /** Pieces of a position on hexes, drawn after the robber (the pirate). */
  positionMarks?(st: GameState): HexMark[];
  /** SVG items of a position besides its pieces and hex marks (fog hexes turned over, knights). */
  positionItems?(st: GameState, g: Geometry): PositionItem[];
  /** Edge pieces by the name the game's `pieces` hook gives them (Seafarers: ship). */
  readonly edgePieces?: Readonly<Record<string, EdgePieceLook>>;
  /** What a seat's line under a position adds after its VP by source (a wonder's level). */
  seatNotes?(st: GameState, seat: number): string[];
  /** Pieces of a position on intersections besides the hook's, for the terminal (see NodeGlyph). */
  nodeGlyphs?(st: GameState): NodeGlyph[];
  /**
   * Marks on paths for the terminal (see PathGlyph): with `st`, a position's (camels, barbarians);
   * without, a map's own (a river's bridge sites). Called with the position's board spec.
   */
  pathGlyphs?(spec: BoardSpec, st?: GameState): PathGlyph[];
  /** Names the terminal prints on hexes of a map and its positions in place of their terrain's (see HexLabel). */
  hexLabels?(spec: BoardSpec): HexLabel[];
  /**
   * Lines about a position as a whole (a track's state, a legend of the rule set's glyphs), under
   * the seat lines in the terminal and the SVG picture, and beside the board in the game viewer.
   */
  positionNotes?(st: GameState): string[];
}
