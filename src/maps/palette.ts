// Colours and labels of terrains and harbors, shared by the terminal drawing and the SVG.

import type { TerrainName } from '../engine/constants.js';

/** What a terrain produces, as players name it; the desert and the sea as themselves. */
export const TERRAIN_LABEL: Record<TerrainName, string> = {
  hills: 'brick',
  forest: 'lumber',
  pasture: 'wool',
  fields: 'grain',
  mountains: 'ore',
  desert: 'desert',
  sea: 'sea',
  gold: 'gold',
};

export const TERRAIN_FILL: Record<TerrainName, string> = {
  hills: '#c2693e',
  forest: '#2f7d3b',
  pasture: '#9ccc65',
  fields: '#e8c547',
  mountains: '#8a8f98',
  desert: '#e3d3a4',
  sea: '#4a90c2',
  gold: '#d4a017',
};

/** Text colour that reads on each fill. */
export const TERRAIN_INK: Record<TerrainName, string> = {
  hills: '#ffffff',
  forest: '#ffffff',
  pasture: '#000000',
  fields: '#000000',
  mountains: '#000000',
  desert: '#000000',
  sea: '#ffffff',
  gold: '#000000',
};

/** A hidden (face-down) hex: its label and colours in both drawings. */
export const HIDDEN_LABEL = 'hidden';
export const HIDDEN_FILL = '#6f6f7a';
export const HIDDEN_INK = '#ffffff';

/** Arrows from a sea hex towards the land across its side s (the land lies across side s + 3). */
export const SIDE_ARROW = ['↗', '→', '↘', '↙', '←', '↖'] as const;

/** The terrain that produces each resource (a 2:1 harbor is coloured as its resource's terrain). */
export const RESOURCE_TERRAIN = { brick: 'hills', lumber: 'forest', wool: 'pasture', grain: 'fields', ore: 'mountains' } as const;

/** Seat colours in pictures: red, blue, white, orange, green, brown (the 5-6 extension's two last). */
export const SEAT_FILL = ['#d62728', '#1f4fd6', '#f4f4f4', '#ff8c1a', '#2ca02c', '#8c564b'] as const;
