// What the built-in bots know of a game's rules, assembled from the kits of its rule sets
// (src/engine/bot-kit.ts): the ids of the kinds and phases they play by role, which kinds are
// chance, which phases are not the turn player's own, the kits' phase policies and the parts
// each bot takes from a kit. Assembled once per set of rule tables (kits is shared by every game
// of one shape, a bot's isolated copy of the game included), so a decision pays an identity test
// for it (a map lookup when the shape changes), not a walk over the kits.

import { keyedMemo } from '../engine/keyed-memo.js';
import type { BotKit, KitBuild, PhasePolicy } from '../engine/bot-kit.js';
import type { Game } from '../engine/game.js';

/** Roles the built-in bots play kinds and phases by; a kit names the ids of those it adds. */
export const KIT_ROLES = [
  /** A piece built like a road that counts for the longest route (weighted: priced as a road). */
  'ship',
  /** Moving such a piece (weighted: an occasional move). */
  'moveShip',
  /** Kinds that move a robber-like piece and steal, or steal alone: a search estimates the card. */
  'pirate',
  'steal',
  /** A forced trade of hidden cards: a search estimates the cards from what the opponent can hold. */
  'forcedTrade',
  /** Phases the seat's own action leads into and settles itself, which a search follows. */
  'goldPhase',
  'discoverPhase',
  'forcedGivePhase',
] as const;
export type KitRole = (typeof KIT_ROLES)[number];

export interface Known {
  readonly kits: readonly BotKit[];
  /** Each role's id, -1 when no kit in play names it (never equal to a real kind or phase). */
  readonly role: Readonly<Record<KitRole, number>>;
  /** 1 at a kind id whose outcome is chance under some kit. */
  readonly chance: Uint8Array;
  /** 1 at a phase id in which the turn player waits for other seats. */
  readonly waiting: Uint8Array;
  /** A kit's policy by phase id, the last kit's where several have one. */
  readonly policies: ReadonlyArray<PhasePolicy | undefined>;
  /** Every kit's builds, in install order. */
  readonly builds: readonly KitBuild[];
  /**
   * The costs of the standard builds by BUILD_* (road, settlement, city, development card), from
   * the kits' builds of those names; empty when no kit prices them.
   */
  readonly costs: readonly Int8Array[];
  /** The most VP one action without chance brings (the largest any kit names, 2 without one). */
  readonly maxActionVp: number;
  /** 1 at the kind of each build a kit adds beyond the standard four and the ship (a wall, a knight). */
  readonly extraBuilds: Uint8Array;
}

/** The builds every bot plans with, by their names in a kit, in BUILD_* order (features.ts). */
const STANDARD_BUILDS = ['road', 'settlement', 'city', 'dev'] as const;

/** What the bots know of a game with no kit: the standard kinds only. */
export const NOTHING_KNOWN: Known = assemble(null, []);

/**
 * `build` of a game, kept per shape: a game's kits are its shape's, so the first game of a shape
 * builds and the others find it by the kits' identity, the last shape's ahead of the map (any
 * thread may hold any shape's here). For the bots' knowledge, asked on every decision.
 */
export function perShape<T extends object>(build: (game: Game) => T): (game: Game) => T {
  const memo = keyedMemo((_kits: readonly BotKit[], game: Game) => build(game));
  return (game) => memo(game.kits, game);
}

/** What the built-in bots know of `game`'s rules. */
export const known: (game: Game) => Known = perShape((game) => assemble(game, game.kits));

// A game's kits and the options they read are those of its shape, so any game of it will do.
function assemble(game: Game | null, kits: readonly BotKit[]): Known {
  const role = Object.fromEntries(KIT_ROLES.map((r) => [r, -1])) as Record<KitRole, number>;
  let maxKind = 0;
  let maxPhase = 0;
  for (const kit of kits) {
    for (const [name, id] of Object.entries(kit.roles ?? {})) if ((KIT_ROLES as readonly string[]).includes(name)) role[name as KitRole] = id;
    for (const id of kit.chanceKinds ?? []) maxKind = Math.max(maxKind, id + 1);
    for (const id of kit.waitingPhases ?? []) maxPhase = Math.max(maxPhase, id + 1);
  }
  const chance = new Uint8Array(maxKind);
  const waiting = new Uint8Array(maxPhase);
  const policies: Array<PhasePolicy | undefined> = [];
  let maxActionVp = 2;
  for (const kit of kits) {
    if (kit.maxActionVp && game) maxActionVp = Math.max(maxActionVp, kit.maxActionVp(game));
    for (const id of kit.chanceKinds ?? []) chance[id] = 1;
    for (const id of kit.waitingPhases ?? []) waiting[id] = 1;
    for (const [id, policy] of Object.entries(kit.policies ?? {})) policies[Number(id)] = policy;
  }
  const builds = kits.flatMap((kit) => kit.builds ?? []);
  const extra = builds.filter((b) => !(STANDARD_BUILDS as readonly string[]).includes(b.name) && b.name !== 'ship');
  const extraBuilds = new Uint8Array(extra.reduce((m, b) => Math.max(m, b.kind + 1), 0));
  for (const b of extra) extraBuilds[b.kind] = 1;
  // The arrays stay unfrozen (readonly by type): V8 (Node 20) loads a frozen array's elements
  // through a generic call, and the costs are read in the evaluation's inner loops (weights.ts).
  return Object.freeze({
    kits,
    role: Object.freeze(role),
    chance,
    waiting,
    policies,
    builds,
    costs: standardCosts(builds),
    maxActionVp,
    extraBuilds,
  });
}

/** Whether kind `kind` is chance under the game's kits. */
export function isChance(k: Known, kind: number): boolean {
  return kind < k.chance.length && k.chance[kind] === 1;
}

/** Whether the turn player waits in `phase` (another seat's special building): not its turn to plan. */
export function isWaiting(k: Known, phase: number): boolean {
  return phase < k.waiting.length && k.waiting[phase] === 1;
}

/** The standard builds' costs in BUILD_* order, the last kit's where several price one; empty if one is missing. */
function standardCosts(builds: readonly KitBuild[]): readonly Int8Array[] {
  const costs: Int8Array[] = [];
  for (const name of STANDARD_BUILDS) {
    let cost: Int8Array | null = null;
    for (const b of builds) if (b.name === name) cost = b.cost;
    if (!cost) return [];
    costs.push(cost);
  }
  return costs;
}
