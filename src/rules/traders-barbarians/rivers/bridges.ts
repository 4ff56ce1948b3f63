// Bridges and the river's coins (D149-D151): a bridge costs 2 brick and 1 lumber, goes only on a
// free bridge site touching its owner's network, pays 3 coins, and is a road for connection and
// Longest Road, so it lies in the owner's road bits (the road supply does not count it:
// GameHooks.roadsOffSupply). No road ever goes on a bridge site, and a bridge is only bought in the
// main phase (never with Road Building). A settlement beside a river, and a road on a path beside
// one, pay 1 coin as they are placed, at the set-up too; a city pays nothing.

import { A_ROAD, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import { BRICK, LUMBER, NUM_RESOURCES } from '../../../engine/constants.js';
import type { Game, GameState } from '../../../engine/game.js';
import { pay } from '../../../engine/hands.js';
import { CUR, PH_MAIN, PH_ROAD_BUILDING, PH_SETUP_ROAD, hasBit, setBit } from '../../../engine/layout.js';
import type { ActionRefinement, ActionSource } from '../../../engine/phase-list.js';
import { placeRoad } from '../../../engine/pieces.js';
import { canAfford, edgeFree } from '../../../engine/queries.js';
import type { GameBuilder, KindRule, PhaseRule } from '../../../engine/rule-set.js';
import { isRoadSite, markReach, roadSites } from '../../base/build.js';
import { gainGold } from '../gold/coins.js';
import { A_BRIDGE } from './ids.js';
import { riverSites } from './sites.js';

/** 2 brick and 1 lumber (D149). */
export const COST_BRIDGE = (() => {
  const c = new Int8Array(NUM_RESOURCES);
  c[BRICK] = 2;
  c[LUMBER] = 1;
  return c;
})();

/** Bridges per colour, coins a bridge pays, coins a river-side settlement or road pays. */
export const BRIDGES_PER_PLAYER = 3;
export const BRIDGE_COINS = 3;
export const RIVER_COINS = 1;

/** The most bridge sites a board of the scenario has (10 on the 5-6 board). */
const MAX_BRIDGE_SITES = 10;

/** The state the bridges keep: which edges hold one (any colour), and how many each colour built. */
export interface BridgeFields {
  /** Edge bitset of bridges. */
  readonly bridge: number;
  /** Bridges built, per seat. */
  readonly built: number;
}

export function bridgeFields(g: GameBuilder): BridgeFields {
  return { bridge: g.field('riverBridges', g.layout.edgeWords), built: g.field('bridgesBuilt', g.layout.players) };
}

/** Whether seat p may build a bridge on edge e now (cost and pieces aside). */
function bridgeSiteFor(game: Game, s: Int32Array, reach: Int32Array, e: number): boolean {
  return edgeFree(game, s, e) && isRoadSite(game, s, reach, e);
}

/** The main phase's bridges: one action per free bridge site touching the network, when p pays for one. */
export function bridgeSource(F: BridgeFields): ActionSource {
  return {
    name: 'bridges',
    maxActions: MAX_BRIDGE_SITES,
    list({ game, s }: GameState, out: Int32Array, n: number): number {
      const p = s[CUR]!;
      if (s[F.built + p]! >= BRIDGES_PER_PLAYER || !canAfford(game, s, p, COST_BRIDGE)) return n;
      const sites = riverSites(game.board).bridges;
      const reach = markReach(game, s, p);
      for (let i = 0; i < sites.length; i++) {
        const e = sites[i]!;
        if (bridgeSiteFor(game, s, reach, e)) out[n++] = (A_BRIDGE << ARG_BITS) | e;
      }
      return n;
    },
  };
}

export function bridgeKind(F: BridgeFields): KindRule {
  return {
    name: 'bridge',
    argBits: 12,
    apply({ game, s }, e) {
      const p = s[CUR]!;
      pay(game, s, p, COST_BRIDGE);
      setBit(s, F.bridge, e);
      s[F.built + p]!++;
      placeRoad(game, s, p, e);
      // The road supply gave no piece: a bridge comes from the colour's three.
      s[game.layout.roadsLeft + p]!++;
      gainGold(game, s, p, BRIDGE_COINS);
    },
    describe: (game, e) => JSON.stringify(game.board.edgeName[e]),
    record: {
      write: (w, e) => ({ p: w.st.s[CUR]!, a: 'build_bridge', edge: w.edge(e) }),
      read: { build_bridge: (r, e) => [[r.edge(e.edge), -1]] },
    },
  };
}

/** Drops the road actions on bridge sites from a list (D150). */
function withoutBridgeSites(game: Game, out: Int32Array, n: number): number {
  const site = riverSites(game.board).bridgeSite;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const a = out[i]!;
    if (a >>> ARG_BITS === A_ROAD && site[a & ARG_MASK] === 1) continue;
    out[k++] = a;
  }
  return k;
}

const NO_ROADS_ON_BRIDGE_SITES: ActionRefinement = {
  name: 'no_roads_on_bridge_sites',
  maxActions: 0,
  refine: ({ game }, out, n) => withoutBridgeSites(game, out, n),
};

function setupRoads(inner: PhaseRule): PhaseRule {
  return { ...inner, legal: (st, out) => withoutBridgeSites(st.game, out, inner.legal(st, out)) };
}

/** The bridges, the closed bridge sites and the river's coins. */
export function installBridges(g: GameBuilder, F: BridgeFields): void {
  g.kinds[A_BRIDGE] = bridgeKind(F);
  g.phaseList(PH_MAIN).add(bridgeSource(F), { after: 'builds' }).refine(NO_ROADS_ON_BRIDGE_SITES);
  g.phaseList(PH_ROAD_BUILDING).refine(NO_ROADS_ON_BRIDGE_SITES);
  g.phases[PH_SETUP_ROAD] = setupRoads(g.phases[PH_SETUP_ROAD]!);
  const H = g.hooks;
  const sites = new Int32Array(g.board.numEdges);
  const playable = H.roadBuildingPlayable;
  H.roadBuildingPlayable = (game, s, p) => {
    if (!playable(game, s, p)) return false;
    return withoutBridgeSites(game, sites, roadSites(game, s, p, sites, 0, A_ROAD)) > 0;
  };
  const settlementPlaced = H.settlementPlaced;
  H.settlementPlaced = (game, s, p, node) => {
    settlementPlaced(game, s, p, node);
    if (riverSites(game.board).riverNode[node] === 1) gainGold(game, s, p, RIVER_COINS);
  };
  const roadPlaced = H.roadPlaced;
  H.roadPlaced = (game, s, p, edge) => {
    roadPlaced(game, s, p, edge);
    if (!hasBit(s, F.bridge, edge) && riverSites(game.board).riverEdge[edge] === 1) gainGold(game, s, p, RIVER_COINS);
  };
  const off = H.roadsOffSupply;
  H.roadsOffSupply = (game, s, p) => off(game, s, p) + s[F.built + p]!;
  const pieces = H.pieces;
  H.pieces = (game, s) => pieces(game, s).map((x) => (x.piece === 'road' && x.edge !== undefined && hasBit(s, F.bridge, x.edge) ? { ...x, piece: 'bridge' } : x));
}
