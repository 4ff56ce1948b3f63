// Cloth for Catan (Seafarers scenario 6): the tribe's villages sit on intersections of the small
// islands in the middle, each with a number and a pile of 5 cloth. A colour whose ship reaches a
// village has trade relations with it: 1 cloth at once, and 1 more whenever its number is rolled
// (from the village's pile, the shortfall from the general supply; nothing once the pile is
// empty). Two cloth are 1 VP. Every colour places a third set-up settlement; the pirate moves only
// for a colour with a village, and may take a cloth instead of a card; a ship reaching a village
// is part of a closed route. The game also ends when at most 3 villages have cloth left.

import { A_ROAD, ARG_BITS, ARG_MASK } from '../../../engine/actions.js';
import { endDecision } from '../../../engine/decision-queue.js';
import { hexText } from '../../../engine/describe.js';
import type { Game, GameState } from '../../../engine/game.js';
import { totalVp } from '../../../engine/game.js';
import { CUR, PHASE, hasBit, PH_GAME_OVER, PH_MOVE_ROBBER, PH_PRE_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, SETUP_STEP, TURN, TURN_PLAYER, WINNER } from '../../../engine/layout.js';
import type { GameBuilder, KindRule } from '../../../engine/rule-set.js';
import { OB_ROBBER } from '../../base/decisions.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleSetModule } from '../../rule-set.js';
import type { SeaBoard } from '../board-tables.js';
import { A_PIRATE, A_SHIP } from '../ids.js';
import { seaContext } from '../index.js';
import { onShipPlaced } from '../ships.js';

const [K0] = ID_BLOCKS['cloth-for-catan'].kinds;
/** The pirate's move taking a cloth instead of a card: arg hex * 8 + (victim + 1). */
export const A_PIRATE_CLOTH = K0;

/** Cloth per village at the start, and in the general supply (3-4 players: 8 villages, 40 + 10 chits). */
export const CLOTH_PER_VILLAGE = 5;
export const GENERAL_CLOTH = 10;
/** The game ends once this many villages or fewer still have cloth. */
export const STOCKED_VILLAGES_END = 3;
const MAX_VILLAGES = 16;

interface ClothFields {
  /** Cloth left in each village's pile, and in the general supply. */
  readonly pile: number;
  readonly general: number;
  /** Cloth per colour, and bit v = trade relations with village v. */
  readonly cloth: number;
  readonly links: number;
}

function villagesOf(T: SeaBoard): Array<{ node: number; token: number }> {
  return T.marks.filter((m) => m.kind === 'village').map((m) => ({ node: m.id, token: m.token! }));
}

/** Cloth changes hands: p's count and the VP its pairs are worth move together. */
function addCloth(game: Game, s: Int32Array, C: ClothFields, p: number, n: number): void {
  const before = s[C.cloth + p]! >> 1;
  s[C.cloth + p]! += n;
  s[game.layout.publicVp + p]! += (s[C.cloth + p]! >> 1) - before;
}

/** Colours with a ship on a side of hex h, as a bit mask. */
function shipOwnersOf(game: Game, s: Int32Array, ships: number, h: number): number {
  const L = game.layout;
  let mask = 0;
  for (let k = 0; k < 6; k++) {
    const e = game.board.hexEdges[h * 6 + k]!;
    if (e < 0) continue;
    for (let q = 0; q < L.players; q++) if (hasBit(s, ships + q * L.edgeWords, e)) mask |= 1 << q;
  }
  return mask;
}

function install(g: GameBuilder): void {
  const { F, tables } = seaContext(g);
  const L = g.layout;
  const C: ClothFields = {
    pile: g.field('cloth.pile', MAX_VILLAGES),
    general: g.field('cloth.general'),
    cloth: g.field('cloth.cloth', L.players),
    links: g.field('cloth.links', L.players),
  };
  const villages = (game: Game) => villagesOf(tables(game));
  const shipOwners = (game: Game, s: Int32Array, h: number) => shipOwnersOf(game, s, F.ships, h);

  /** p's ship on edge e reaching a village: trade relations, and a cloth from its pile at once. */
  const reach = ({ game, s }: GameState, p: number, e: number): void => {
    const list = villages(game);
    for (let v = 0; v < list.length; v++) {
      const node = list[v]!.node;
      if (game.board.edgeNodes[e * 2] !== node && game.board.edgeNodes[e * 2 + 1] !== node) continue;
      if ((s[C.links + p]! & (1 << v)) !== 0) continue;
      s[C.links + p]! |= 1 << v;
      if (s[C.pile + v]! > 0) {
        s[C.pile + v]!--;
        addCloth(game, s, C, p, 1);
      }
    }
  };
  onShipPlaced(g, reach);

  // A roll of a village's number: each colour trading with it takes a cloth, while its pile lasts.
  const produce = g.hooks.produce;
  g.hooks.produce = (st, roll) => {
    produce(st, roll);
    const { game, s } = st;
    const list = villages(game);
    for (let v = 0; v < list.length; v++) {
      if (list[v]!.token !== roll || s[C.pile + v]! <= 0) continue;
      for (let i = 0; i < game.seats; i++) {
        const q = (s[TURN_PLAYER]! + i) % game.seats;
        if ((s[C.links + q]! & (1 << v)) === 0) continue;
        if (s[C.pile + v]! > 0) s[C.pile + v]!--;
        else if (s[C.general]! > 0) s[C.general]!--;
        else continue;
        addCloth(game, s, C, q, 1);
      }
    }
  };

  // The pirate: only for a colour trading with a village; it may take a cloth instead of a card.
  const robberPhase = g.phases[PH_MOVE_ROBBER]!;
  g.phases[PH_MOVE_ROBBER] = {
    ...robberPhase,
    maxActions: 2 * robberPhase.maxActions,
    legal(st, out) {
      const { s } = st;
      const p = s[CUR]!;
      const n = robberPhase.legal(st, out);
      const trades = s[C.links + p] !== 0;
      let k = 0;
      let lastHex = -1;
      const cloth: number[] = [];
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        if (a >>> ARG_BITS === A_PIRATE) {
          if (!trades) continue;
          // Each pirate hex once: a cloth from any owner of a ship on its sides who has one.
          const h = (a & ARG_MASK) >>> 3;
          if (h !== lastHex) {
            lastHex = h;
            const owners = shipOwners(st.game, s, h);
            for (let q = 0; q < st.game.seats; q++) {
              if (q !== p && (owners & (1 << q)) !== 0 && s[C.cloth + q]! > 0) cloth.push((A_PIRATE_CLOTH << ARG_BITS) | (h * 8 + q + 1));
            }
          }
        }
        out[k++] = a;
      }
      for (const a of cloth) out[k++] = a;
      return k;
    },
  };
  const pirate = g.kinds[A_PIRATE]!;
  const PIRATE_CLOTH: KindRule = {
    name: 'move_pirate_cloth',
    argBits: pirate.argBits,
    apply(st, arg) {
      const { game, s } = st;
      const p = s[CUR]!;
      const victim = (arg & 7) - 1;
      s[F.pirate] = arg >>> 3;
      if (victim < 0 || s[C.cloth + victim]! <= 0) throw new Error(`move_pirate_cloth: seat ${victim} has no cloth`);
      addCloth(game, s, C, victim, -1);
      addCloth(game, s, C, p, 1);
      endDecision(st, OB_ROBBER);
    },
    describe: (game, arg) => `${hexText(game.board, arg >>> 3)} take a cloth from seat ${(arg & 7) - 1}`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'move_pirate_cloth', hex: w.hex(arg >>> 3), victim: (arg & 7) - 1 }),
      read: { move_pirate_cloth: (r, e) => [[r.hex(e.hex) * 8 + Number(e.victim) + 1, -1]] },
    },
  };
  g.kinds[A_PIRATE_CLOTH] = PIRATE_CLOTH;

  // The third set-up settlement: after the second round, from the last player on, clockwise.
  const thirdRound = (base: KindRule): KindRule => ({
    ...base,
    apply(st, arg, o) {
      const { game, s } = st;
      const wasSetup = s[PHASE] === PH_SETUP_ROAD;
      const step = s[SETUP_STEP]!;
      base.apply(st, arg, o);
      if (!wasSetup) return;
      const P = game.seats;
      const next = step + 1;
      if (next >= 2 * P && next < 3 * P && s[PHASE] !== PH_GAME_OVER) {
        s[TURN] = 0;
        s[TURN_PLAYER] = 0;
        s[PHASE] = PH_SETUP_SETTLEMENT;
        s[CUR] = (P - 1 + (next - 2 * P)) % P;
      } else if (next === 3 * P) {
        s[TURN_PLAYER] = 0;
        s[CUR] = 0;
        s[TURN] = 1;
        s[PHASE] = PH_PRE_ROLL;
      }
    },
  });
  g.kinds[A_ROAD] = thirdRound(g.kinds[A_ROAD]!);
  g.kinds[A_SHIP] = thirdRound(g.kinds[A_SHIP]!);

  // The end when the villages run dry: most VP wins, then most cloth, then the first in turn order from the player on turn.
  const afterAction = g.hooks.afterAction;
  g.hooks.afterAction = (st: GameState) => {
    afterAction(st);
    const { game, s } = st;
    if (s[PHASE] === PH_GAME_OVER || s[TURN]! < 1) return;
    const list = villages(game);
    let stocked = 0;
    for (let v = 0; v < list.length; v++) if (s[C.pile + v]! > 0) stocked++;
    if (stocked > STOCKED_VILLAGES_END) return;
    let best = -1;
    for (let i = 0; i < game.seats; i++) {
      const q = (s[TURN_PLAYER]! + i) % game.seats;
      if (best < 0) best = q;
      const d = totalVp(game, s, q) - totalVp(game, s, best) || s[C.cloth + q]! - s[C.cloth + best]!;
      if (d > 0) best = q;
    }
    s[PHASE] = PH_GAME_OVER;
    s[WINNER] = best;
  };

  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    const n = villages(st.game).length;
    if (n > MAX_VILLAGES) throw new Error(`cloth-for-catan: ${n} villages, at most ${MAX_VILLAGES}`);
    for (let v = 0; v < n; v++) st.s[C.pile + v] = CLOTH_PER_VILLAGE;
    st.s[C.general] = GENERAL_CLOTH;
  };

  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => ({ ...vpSources(st, p), cloth: st.s[C.cloth + p]! >> 1 });

  g.invariants.push({
    name: 'cloth',
    check({ game, s }, fail) {
      const n = villages(game).length;
      let total = s[C.general]!;
      for (let v = 0; v < n; v++) total += s[C.pile + v]!;
      for (let p = 0; p < L.players; p++) total += s[C.cloth + p]!;
      if (total !== n * CLOTH_PER_VILLAGE + GENERAL_CLOTH) fail(`cloth: ${total} chits, expected ${n * CLOTH_PER_VILLAGE + GENERAL_CLOTH}`);
    },
  });
}

export const CLOTH_FOR_CATAN_RULES: RuleSetModule = {
  name: 'cloth-for-catan',
  summary: "Cloth for Catan: villages, cloth (1 VP a pair), a third set-up settlement, the end when villages run dry",
  ids: ID_BLOCKS['cloth-for-catan'],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === 'cloth-for-catan',
  install,
};
