// The nine Seafarers scenarios as data: what the core rules read (victory target, where set-up
// settlements go, which areas pay special victory points, which pieces are in play). A scenario
// with rules of its own (fog, gifts, cloth, pirate fortresses, wonders) adds them as a rule set
// in scenarios/, installed after the core.

/** Scenario ids, in the campaign's order (the rulebook's "Voyages of Discovery"). */
export const SCENARIO_IDS = [
  'heading-for-new-shores',
  'four-islands',
  'fog-islands',
  'through-the-desert',
  'forgotten-tribe',
  'cloth-for-catan',
  'pirate-islands',
  'wonders-of-catan',
  'new-world',
] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/**
 * Special victory points for settling areas other than one's own (Catan chits under the
 * settlement). `foreign`: 'not-start' = any area but the scenario's start areas; 'not-home' = any
 * area but the seat's home areas (those of its set-up settlements). `each`: 'first' = the seat's
 * first settlement in each such area; 'every' = every settlement there.
 */
export interface AreaVp {
  readonly points: number;
  readonly each: 'first' | 'every';
  readonly foreign: 'not-start' | 'not-home';
}

export interface Scenario {
  readonly id: ScenarioId;
  /** The rulebook's number (1-9) and titles for 3-4 and for 5-6 players. */
  readonly number: number;
  readonly title: string;
  readonly title56: string;
  /** Victory points to win on one's own turn (The Pirate Islands: with one's fortress taken; Wonders: see its rules). */
  readonly target: number;
  /**
   * A way to win without the target, besides it: 'most-vp' (Cloth for Catan: when the villages run
   * dry, the most VP wins), 'wonder' (Wonders: a finished wonder wins); null for none. The checks of
   * a results folder read it (src/tournament/result-checks.ts).
   */
  readonly otherWin: 'most-vp' | 'wonder' | null;
  /** Player counts it is printed for. */
  readonly players: readonly number[];
  /** Areas (map regions) where set-up settlements go; 'any' for anywhere on land. */
  readonly start: 'any' | readonly string[];
  readonly areaVp: AreaVp | null;
  /** Whether the pirate and the robber are in play. */
  readonly pirate: boolean;
  readonly robber: boolean;
  /** Whether the Longest Trade Route is worth its 2 VP (Cloth for Catan: no). */
  readonly longestRoute: boolean;
  /** Areas where nobody may build a settlement (the tribe's islands); by area name or 'barren' (no token on any hex). */
  readonly noSettle: readonly string[];
  /** One line for `catan-arena scenarios`. */
  readonly summary: string;
}

const ALL = [3, 4, 5, 6] as const;

export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = Object.freeze({
  'heading-for-new-shores': {
    id: 'heading-for-new-shores',
    number: 1,
    title: 'Heading for New Shores',
    title56: 'Heading for New Shores',
    target: 14,
    otherWin: null,
    players: ALL,
    start: ['main'],
    areaVp: { points: 2, each: 'first', foreign: 'not-start' },
    pirate: true,
    robber: true,
    longestRoute: true,
    noSettle: [],
    summary: 'start on the main island; 2 VP for your first settlement on each small island',
  },
  'four-islands': {
    id: 'four-islands',
    number: 2,
    title: 'The Four Islands',
    title56: 'The Six Islands',
    target: 13,
    otherWin: null,
    players: ALL,
    start: 'any',
    areaVp: { points: 2, each: 'first', foreign: 'not-home' },
    pirate: true,
    robber: true,
    longestRoute: true,
    noSettle: [],
    summary: 'start on one or two islands; 2 VP for your first settlement on each other island',
  },
  'fog-islands': {
    id: 'fog-islands',
    number: 3,
    title: 'The Fog Islands',
    title56: 'The Fog Island',
    target: 12,
    otherWin: null,
    players: ALL,
    start: ['upper', 'lower', 'start'],
    areaVp: null,
    pirate: true,
    robber: true,
    longestRoute: true,
    noSettle: [],
    summary: 'fog hexes are turned over by the roads and ships that reach them; land pays a card',
  },
  'through-the-desert': {
    id: 'through-the-desert',
    number: 4,
    title: 'Through the Desert',
    title56: 'Through the Desert',
    target: 14,
    otherWin: null,
    players: ALL,
    start: ['main'],
    areaVp: { points: 2, each: 'first', foreign: 'not-start' },
    pirate: true,
    robber: true,
    longestRoute: true,
    noSettle: [],
    summary: 'a desert belt cuts off a land strip; 2 VP for your first settlement in each foreign area',
  },
  'forgotten-tribe': {
    id: 'forgotten-tribe',
    number: 5,
    title: 'The Forgotten Tribe',
    title56: 'The Forgotten Tribe',
    target: 13,
    otherWin: null,
    players: ALL,
    start: ['main'],
    areaVp: null,
    pirate: true,
    robber: true,
    longestRoute: true,
    noSettle: ['barren'],
    summary: "ships reach the tribe's gifts: victory points, development cards and harbors",
  },
  'cloth-for-catan': {
    id: 'cloth-for-catan',
    number: 6,
    title: 'Cloth for Catan',
    title56: 'Cloth for Catan',
    target: 14,
    otherWin: 'most-vp',
    players: ALL,
    // The two main islands: every island but the tribe's (which nobody may settle).
    start: 'any',
    areaVp: null,
    pirate: true,
    robber: true,
    longestRoute: false,
    noSettle: ['barren'],
    summary: "routes to the tribe's villages bring cloth, 1 VP a pair; ends when villages run out",
  },
  'pirate-islands': {
    id: 'pirate-islands',
    number: 7,
    title: 'The Pirate Islands',
    title56: 'The Pirate Islands',
    target: 10,
    otherWin: null,
    players: ALL,
    start: ['main'],
    areaVp: null,
    pirate: false,
    robber: false,
    longestRoute: false,
    noSettle: [],
    summary: "one route to your pirate fortress; warships, the pirate fleet's attacks; win with your fortress and 10 VP",
  },
  'wonders-of-catan': {
    id: 'wonders-of-catan',
    number: 8,
    title: 'The Wonders of Catan',
    title56: 'The Wonders of Catan',
    target: 10,
    otherWin: 'wonder',
    players: ALL,
    start: ['main'],
    areaVp: { points: 1, each: 'every', foreign: 'not-start' },
    pirate: false,
    robber: true,
    longestRoute: true,
    noSettle: [],
    summary: 'build a wonder in four levels; 1 VP for every settlement on a small island',
  },
  'new-world': {
    id: 'new-world',
    number: 9,
    title: 'New World',
    title56: 'New World',
    target: 12,
    otherWin: null,
    players: ALL,
    start: 'any',
    areaVp: { points: 1, each: 'first', foreign: 'not-home' },
    pirate: true,
    robber: true,
    longestRoute: true,
    noSettle: [],
    summary: 'a random archipelago every game; 1 VP for your first settlement on each foreign island',
  },
});

export function isScenarioId(x: unknown): x is ScenarioId {
  return typeof x === 'string' && (SCENARIO_IDS as readonly string[]).includes(x);
}

/** The scenario's title for a player count (The Four Islands is The Six Islands for 5-6). */
export function scenarioTitle(id: ScenarioId, players: number): string {
  const s = SCENARIOS[id];
  return players >= 5 ? s.title56 : s.title;
}
