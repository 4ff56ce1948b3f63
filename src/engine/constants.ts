// Indices shared by every layer. Resources, terrains and cards are small integers so they can
// index typed arrays directly.

export const BRICK = 0;
export const LUMBER = 1;
export const WOOL = 2;
export const GRAIN = 3;
export const ORE = 4;
export const NUM_RESOURCES = 5;
export const RESOURCE_NAMES = ['brick', 'lumber', 'wool', 'grain', 'ore'] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

// Terrain ids: the five producing terrains share their resource's index so production is a lookup.
export const HILLS = 0;
export const FOREST = 1;
export const PASTURE = 2;
export const FIELDS = 3;
export const MOUNTAINS = 4;
export const DESERT = 5;
export const SEA = 6;
/** A gold field (Seafarers): its roll pays each adjacent building resources of the owner's choice. */
export const GOLD = 7;
export const TERRAIN_NAMES = ['hills', 'forest', 'pasture', 'fields', 'mountains', 'desert', 'sea', 'gold'] as const;
export type TerrainName = (typeof TERRAIN_NAMES)[number];

export const KNIGHT = 0;
export const ROAD_BUILDING = 1;
export const YEAR_OF_PLENTY = 2;
export const MONOPOLY = 3;
export const VICTORY_POINT = 4;
export const NUM_DEV_TYPES = 5;
export const DEV_NAMES = ['knight', 'road_building', 'year_of_plenty', 'monopoly', 'victory_point'] as const;
export type DevName = (typeof DEV_NAMES)[number];

// Harbor kinds: 0..4 are the 2:1 harbors of that resource, 5 the generic 3:1.
export const HARBOR_GENERIC = 5;
export const HARBOR_NAMES = ['brick', 'lumber', 'wool', 'grain', 'ore', '3:1'] as const;
export type HarborName = (typeof HARBOR_NAMES)[number];

export function resourceIndex(name: string): number {
  return (RESOURCE_NAMES as readonly string[]).indexOf(name);
}
export function terrainIndex(name: string): number {
  return (TERRAIN_NAMES as readonly string[]).indexOf(name);
}
export function devIndex(name: string): number {
  return (DEV_NAMES as readonly string[]).indexOf(name);
}
export function harborIndex(name: string): number {
  return (HARBOR_NAMES as readonly string[]).indexOf(name);
}
