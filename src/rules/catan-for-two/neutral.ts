// The neutral colours' free pieces (D32): after a player's road or settlement the builder places
// the neutral piece of the same kind, or a neutral road when no neutral settlement fits, or nothing
// when no neutral piece fits; then the interrupted phase resumes (a decision on the queue), Road
// Building included.

import { ARG_BITS, idBits } from '../../engine/actions.js';
import { edgeText, nodeText } from '../../engine/describe.js';
import type { Game, GameState } from '../../engine/game.js';
import { endDecision, pushDecision } from '../../engine/decision-queue.js';
import { CUR, PHASE, PH_GAME_OVER, PH_ROAD_BUILDING } from '../../engine/layout.js';
import { placeRoad, placeSettlement } from '../../engine/pieces.js';
import { canBuildSettlementAt } from '../../engine/queries.js';
import type { GameBuilder, KindRule, PhaseRule } from '../../engine/rule-set.js';
import { anyRoadSite, endRoadBuildingIfDone, isRoadSite, markReach } from '../base/build.js';
import { A_NEUTRAL_ROAD, A_NEUTRAL_SETTLEMENT, PH_NEUTRAL_BUILD, type CatanForTwoFields } from './fields.js';

export const NEUTRAL_ROAD_BUILD = 1;
export const NEUTRAL_SETTLEMENT_BUILD = 2;

/** A free intersection some neutral colour may settle (distance rule, touching its road). */
function anyNeutralSettlementSite(game: Game, s: Int32Array): boolean {
  for (let k = 0; k < 2; k++) {
    const colour = game.seats + k;
    if (s[game.layout.settlementsLeft + colour]! <= 0) continue;
    for (let node = 0; node < game.board.numNodes; node++) if (canBuildSettlementAt(game, s, colour, node)) return true;
  }
  return false;
}

/** The free neutral build's decision: the builder (the frame's data) places it, and play resumes. */
export function neutralBuildDecision(g: GameBuilder): number {
  return g.obligation({ name: 'neutral_build', phase: PH_NEUTRAL_BUILD });
}

/** Starts the free neutral build a player's road or settlement triggers, if any piece fits. */
export function startNeutralBuild(st: GameState, F: CatanForTwoFields, decision: number, kind: number): void {
  const { game, s } = st;
  if (s[PHASE] === PH_GAME_OVER) return;
  let k = kind;
  if (k === NEUTRAL_SETTLEMENT_BUILD && !anyNeutralSettlementSite(game, s)) k = NEUTRAL_ROAD_BUILD;
  if (k === NEUTRAL_ROAD_BUILD) {
    let any = false;
    for (let n = 0; n < 2 && !any; n++) {
      const colour = game.seats + n;
      any = s[game.layout.roadsLeft + colour]! > 0 && anyRoadSite(game, s, colour);
    }
    if (!any) return;
  }
  s[F.neutralKind] = k;
  pushDecision(st, decision, s[CUR]!);
}

function endNeutralBuild(st: GameState, F: CatanForTwoFields, decision: number): void {
  const { s } = st;
  s[F.neutralKind] = 0;
  endDecision(st, decision);
  // A free neutral road may take the last site of the builder's own free roads (Road Building).
  if (s[PHASE] === PH_ROAD_BUILDING) endRoadBuildingIfDone(st, s[CUR]!);
}

/** The neutral pieces the builder may place: settlements, or roads, for either neutral colour. */
export function neutralBuildPhase(g: GameBuilder, F: CatanForTwoFields): PhaseRule {
  return {
    name: 'neutral_build',
    maxActions: 2 * Math.max(g.board.numEdges, g.board.numNodes),
    legal({ game, s }: GameState, out: Int32Array): number {
      const L = game.layout;
      let n = 0;
      for (let k = 0; k < 2; k++) {
        const colour = game.seats + k;
        if (s[F.neutralKind] === NEUTRAL_SETTLEMENT_BUILD) {
          if (s[L.settlementsLeft + colour]! <= 0) continue;
          for (let node = 0; node < game.board.numNodes; node++) {
            if (canBuildSettlementAt(game, s, colour, node)) out[n++] = (A_NEUTRAL_SETTLEMENT << ARG_BITS) | (node * 2 + k);
          }
        } else {
          if (s[L.roadsLeft + colour]! <= 0) continue;
          const reach = markReach(game, s, colour);
          for (let e = 0; e < game.board.numEdges; e++) if (isRoadSite(game, s, reach, e)) out[n++] = (A_NEUTRAL_ROAD << ARG_BITS) | (e * 2 + k);
        }
      }
      return n;
    },
  };
}

function neutralOf(r: { error(m: string): Error }, v: unknown): number {
  if (v !== 0 && v !== 1) throw r.error(`neutral must be 0 or 1, got ${JSON.stringify(v)}`);
  return v;
}

/** The two neutral placements: argument id * 2 + which neutral colour. */
export function neutralKinds(g: GameBuilder, F: CatanForTwoFields, decision: number): Array<[number, KindRule]> {
  const road: KindRule = {
    name: 'neutral_road',
    argBits: idBits(g.board.numEdges) + 1,
    apply(st, arg) {
      placeRoad(st.game, st.s, st.game.seats + (arg & 1), arg >>> 1);
      endNeutralBuild(st, F, decision);
    },
    describe: (g, arg) => `(neutral ${arg & 1}) ${edgeText(g.board, arg >>> 1)}`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'build_neutral_road', neutral: arg & 1, edge: w.edge(arg >>> 1) }),
      read: { build_neutral_road: (r, e) => [[r.edge(e.edge) * 2 + neutralOf(r, e.neutral), -1]] },
    },
  };
  const settlement: KindRule = {
    name: 'neutral_settlement',
    argBits: idBits(g.board.numNodes) + 1,
    apply(st, arg) {
      placeSettlement(st.game, st.s, st.game.seats + (arg & 1), arg >>> 1);
      endNeutralBuild(st, F, decision);
    },
    describe: (g, arg) => `(neutral ${arg & 1}) ${nodeText(g.board, arg >>> 1)}`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'build_neutral_settlement', neutral: arg & 1, node: w.node(arg >>> 1) }),
      read: { build_neutral_settlement: (r, e) => [[r.node(e.node) * 2 + neutralOf(r, e.neutral), -1]] },
    },
  };
  return [
    [A_NEUTRAL_ROAD, road],
    [A_NEUTRAL_SETTLEMENT, settlement],
  ];
}
