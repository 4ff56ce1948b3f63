// Colours and labels of terrains, harbors and seats, shared by the terminal drawing and the SVG,
// and the WCAG contrast that picks the ink for text on each colour: ink is derived from the fill,
// never listed beside it, so a new or changed fill cannot be left with unreadable text.

import type { TerrainName } from '../engine/constants.js';

/** The terrains drawn: the standard ones and those rule sets register (BoardOptions.terrains). */
export type DrawnTerrain = TerrainName | 'oasis';

/** What a terrain produces, as players name it; the desert, the sea and registered terrains as themselves. */
export const TERRAIN_LABEL: Record<DrawnTerrain, string> = {
  hills: 'brick',
  forest: 'lumber',
  pasture: 'wool',
  fields: 'grain',
  mountains: 'ore',
  desert: 'desert',
  sea: 'sea',
  gold: 'gold',
  oasis: 'oasis',
};

export const TERRAIN_FILL: Record<DrawnTerrain, string> = {
  hills: '#c2693e',
  forest: '#2f7d3b',
  pasture: '#9ccc65',
  fields: '#e8c547',
  mountains: '#8a8f98',
  desert: '#e3d3a4',
  sea: '#4a90c2',
  gold: '#d4a017',
  oasis: '#5fb3a1',
};

/** Relative luminance of a `#rgb` or `#rrggbb` colour (WCAG 2: sRGB channels linearised, weighted 0.2126/0.7152/0.0722). */
export function luminance(hex: string): number {
  const six = /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(six);
  if (!m) throw new Error(`luminance: not a #rgb or #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((c) => {
    const v = parseInt(c, 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever contrasts more with `fill`: at least 4.58:1 on any colour. */
export function inkOn(fill: string): '#000000' | '#ffffff' {
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff';
}

/** Text colour that reads on each fill. */
export const TERRAIN_INK = Object.fromEntries(Object.entries(TERRAIN_FILL).map(([t, fill]) => [t, inkOn(fill)])) as Record<DrawnTerrain, string>;

/** A hidden (face-down) hex: its label and colours in both drawings. */
export const HIDDEN_LABEL = 'hidden';
export const HIDDEN_FILL = '#6f6f7a';
export const HIDDEN_INK = inkOn(HIDDEN_FILL);

/** Arrows from a sea hex towards the land across its side s (the land lies across side s + 3). */
export const SIDE_ARROW = ['↗', '→', '↘', '↙', '←', '↖'] as const;

/** The terrain that produces each resource (a 2:1 harbor is coloured as its resource's terrain). */
export const RESOURCE_TERRAIN = { brick: 'hills', lumber: 'forest', wool: 'pasture', grain: 'fields', ore: 'mountains' } as const;

/** Hex borders and harbor lines; the picture's background (the sea around a board drawn without sea hexes). */
export const BOARD_LINE = '#5b4a2f';
export const BOARD_BACKGROUND = '#cfe3f0';
/** A 3:1 harbor's disc (a 2:1 harbor's is its resource's terrain colour). */
export const GENERIC_HARBOR_FILL = '#ffffff';

/**
 * A piece's two rings, drawn under its seat colour: a dark outline and a light halo around it. Any
 * colour contrasts at least 4.58:1 with one of black and white, so the rings together stand out
 * on every hex, harbor and line a piece can sit on, whatever the seat's own colour.
 */
export const PIECE_OUTLINE = '#000000';
export const PIECE_HALO = '#ffffff';

/** Seat colours in pictures: red, blue, white, orange, green, brown (the 5-6 extension's two last). */
export const SEAT_FILL = ['#d62728', '#1f4fd6', '#f4f4f4', '#ff8c1a', '#2ca02c', '#8c564b'] as const;
