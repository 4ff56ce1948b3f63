// What a seat builds and plays for its wagon in the main phase: the next baggage-train card
// (D201; the fifth is worth 1 VP), roads on a trade hex's interior paths (D196), and the
// scenario's development deck, whose Swift Journey gives the wagon movement points (D205).

import { ARG_BITS, idBits } from '../../../engine/actions.js';
import { BRICK, KNIGHT, LUMBER, NUM_DEV_TYPES, NUM_RESOURCES, ROAD_BUILDING, YEAR_OF_PLENTY } from '../../../engine/constants.js';
import type { Game } from '../../../engine/game.js';
import { handCost, pay, playCard } from '../../../engine/hands.js';
import { CUR, DEV_PLAYED } from '../../../engine/layout.js';
import type { ActionSource } from '../../../engine/phase-list.js';
import type { KindRule } from '../../../engine/rule-set.js';
import { NO_OUTCOME } from '../../../engine/step.js';
import { A_KNIGHT, A_ROAD_BUILDING } from '../../../engine/actions.js';
import { MAX_INTERIOR, readInterior } from './board.js';
import { fieldsOf, tablesOf, type TradersFields } from './context.js';
import { A_INTERIOR_ROAD, A_SWIFT_JOURNEY, A_UPGRADE } from './ids.js';
import { BAGGAGE_CARDS, SWIFT_JOURNEY_MP, TRADE_HEX_NAMES } from './tables.js';
import { otherEnd } from '../../../engine/path-moves.js';
import { nodeText } from '../../../engine/describe.js';

const UPGRADE_COSTS = BAGGAGE_CARDS.map((c) => handCost(c.cost));
const ROAD_COST = handCost({ [BRICK]: 1, [LUMBER]: 1 });

function affords(game: Game, s: Int32Array, p: number, cost: Int8Array): boolean {
  const h = game.layout.hand + p * NUM_RESOURCES;
  for (let r = 0; r < NUM_RESOURCES; r++) if (s[h + r]! < cost[r]!) return false;
  return true;
}

/** Whether seat p may pay for its next baggage-train card. */
export function mayUpgrade(game: Game, F: TradersFields, s: Int32Array, p: number): boolean {
  const next = s[F.level + p]! + 1;
  return next < BAGGAGE_CARDS.length && affords(game, s, p, UPGRADE_COSTS[next]!);
}

export const UPGRADE_KIND: KindRule = {
  name: 'upgrade_wagon',
  argBits: 0,
  apply({ game, s }) {
    const F = fieldsOf(game);
    const p = s[CUR]!;
    if (!mayUpgrade(game, F, s, p)) throw new Error(`upgrade_wagon: seat ${p} cannot pay for its next baggage-train card`);
    const next = ++s[F.level + p]!;
    pay(game, s, p, UPGRADE_COSTS[next]!);
    s[game.layout.publicVp + p]! += BAGGAGE_CARDS[next]!.vp;
  },
  describe: () => '',
  record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'upgrade_wagon', card: w.st.s[fieldsOf(w.st.game).level + w.st.s[CUR]!]! + 2 }), read: { upgrade_wagon: () => [[0, NO_OUTCOME]] } },
};

/** The two ends of interior path i (TradersTables.interiorStart). */
function interiorEnds(game: Game, i: number): { plaza: number; corner: number } {
  const plaza = game.board.numNodes + tablesOf(game).interiorHex[i]!;
  return { plaza, corner: otherEnd(tablesOf(game).graph, game.board.numEdges + i, plaza) };
}

/**
 * Whether seat p may build on interior path i: it is free, p has a road piece, and p's network
 * reaches it, at its corner (a building, or a road's end) or at the plaza (another interior road of
 * p on the same hex). The board's network does not run on through a plaza (D196).
 */
export function interiorRoadSite(game: Game, F: TradersFields, s: Int32Array, p: number, i: number): boolean {
  const L = game.layout;
  if (s[F.interiorRoad + i] !== 0 || s[L.roadsLeft + p]! <= 0) return false;
  const { corner } = interiorEnds(game, i);
  const bit = (at: number) => (s[at + (corner >>> 5)]! & (1 << (corner & 31))) !== 0;
  const nw = L.nodeWords;
  const owner = s[L.nodeOwner + corner]! - 1;
  if (owner === p || (owner < 0 && bit(L.roadEnds + p * nw))) return true;
  const T = tablesOf(game);
  const t = T.interiorHex[i]!;
  for (let k = T.interiorStart[t]!; k < T.interiorStart[t + 1]!; k++) if (s[F.interiorRoad + k] === p + 1) return true;
  return false;
}

/** Interior roads seat p holds. */
export function interiorRoads(game: Game, F: TradersFields, s: Int32Array, p: number): number {
  let n = 0;
  const count = tablesOf(game).interiorCount;
  for (let i = 0; i < count; i++) if (s[F.interiorRoad + i] === p + 1) n++;
  return n;
}

const INTERIOR_ROAD: Omit<KindRule, 'argBits'> = {
  name: 'interior_road',
  apply({ game, s }, i) {
    const F = fieldsOf(game);
    const p = s[CUR]!;
    if (!interiorRoadSite(game, F, s, p, i) || !affords(game, s, p, ROAD_COST)) throw new Error(`interior_road: seat ${p} cannot build on interior path ${i}`);
    pay(game, s, p, ROAD_COST);
    s[game.layout.roadsLeft + p]!--;
    s[F.interiorRoad + i] = p + 1;
  },
  describe: (game, i) => `${interiorKindName(game, i)} interior path to ${nodeText(game.board, interiorEnds(game, i).corner)}`,
  record: {
    write: (w, i) => ({ p: w.st.s[CUR]!, a: 'interior_road', interior: [interiorKindName(w.st.game, i), w.node(interiorEnds(w.st.game, i).corner)] }),
    read: {
      interior_road(r, e) {
        const [name, node] = (Array.isArray(e.interior) ? e.interior : []) as [unknown, unknown];
        const i = readInterior(r.st.game, name, r.node(node));
        if (i === -2) throw r.error(`interior: expected [trade hex (${TRADE_HEX_NAMES.join(', ')}), [q, r, corner]]`);
        if (i >= 0) return [[i, NO_OUTCOME]];
        throw r.error(`interior: no interior path of the ${name} leads to ${JSON.stringify(node)}`);
      },
    },
  },
};

/** The interior-road kind of a board with `count` interior paths. */
export function interiorRoadKind(count: number): KindRule {
  return { ...INTERIOR_ROAD, argBits: idBits(count) };
}

function interiorKindName(game: Game, i: number): string {
  const T = tablesOf(game);
  return TRADE_HEX_NAMES[T.kind[T.interiorHex[i]!]!]!;
}

/** The main phase's source of the scenario's builds: the next baggage-train card, interior roads. */
export const WAGON_BUILDS: ActionSource = {
  name: 'wagon_builds',
  maxActions: 1 + MAX_INTERIOR,
  list({ game, s }, out, n) {
    const F = fieldsOf(game);
    const p = s[CUR]!;
    if (mayUpgrade(game, F, s, p)) out[n++] = A_UPGRADE << ARG_BITS;
    if (affords(game, s, p, ROAD_COST)) {
      const count = tablesOf(game).interiorCount;
      for (let i = 0; i < count; i++) if (interiorRoadSite(game, F, s, p, i)) out[n++] = (A_INTERIOR_ROAD << ARG_BITS) | i;
    }
    return n;
  },
};

/** Swift Journey's slot in the development deck: year of plenty's, which this deck has none of (D205). */
export const SWIFT_JOURNEY_SLOT = YEAR_OF_PLENTY;

/** The development cards p may play now (the scenario's deck: knight, road building, Swift Journey), appended. */
export function scenarioDevPlays(game: Game, s: Int32Array, p: number, out: Int32Array, n: number, journey: boolean): number {
  if (s[DEV_PLAYED] !== 0 || s[game.layout.devCount + p] === 0) return n;
  const d = game.layout.dev + p * NUM_DEV_TYPES;
  if (s[d + KNIGHT]! > 0) out[n++] = A_KNIGHT << ARG_BITS;
  if (s[d + ROAD_BUILDING]! > 0 && game.hooks.roadBuildingPlayable(game, s, p)) out[n++] = A_ROAD_BUILDING << ARG_BITS;
  if (journey && s[d + SWIFT_JOURNEY_SLOT]! > 0 && s[fieldsOf(game).spent + p]! < (1 << 20)) out[n++] = A_SWIFT_JOURNEY << ARG_BITS;
  return n;
}

/** The card plays of the main phase (Swift Journey included) and of the pre-roll (without it). */
export const MAIN_DEV_PLAYS: ActionSource = { name: 'dev_plays', maxActions: 3, list: ({ game, s }, out, n) => scenarioDevPlays(game, s, s[CUR]!, out, n, true) };
export const PRE_ROLL_DEV_PLAYS: ActionSource = { name: 'dev_plays', maxActions: 3, list: ({ game, s }, out, n) => scenarioDevPlays(game, s, s[CUR]!, out, n, false) };

export const SWIFT_JOURNEY_KIND: KindRule = {
  name: 'play_swift_journey',
  argBits: 0,
  apply({ game, s }) {
    const F = fieldsOf(game);
    const p = s[CUR]!;
    playCard(game, s, p, SWIFT_JOURNEY_SLOT);
    s[F.bonus + p]! += SWIFT_JOURNEY_MP;
  },
  describe: () => '',
  record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'play_dev', card: 'swift_journey' }), read: { play_dev: (_r, e) => (e.card === 'swift_journey' ? [[0, NO_OUTCOME]] : null) } },
};
