// On a 7 or a knight the player moves the robber (to land) or the pirate (to sea): the pirate
// steals from one owner of a ship on its hex's sides, and no ship is built on, or moved away
// from, those sides (sites.ts).

import { stealableHand } from '../../engine/cards.js';
import { A_ROBBER, ARG_BITS, idBits } from '../../engine/actions.js';
import { SEA } from '../../engine/constants.js';
import { endDecision } from '../../engine/decision-queue.js';
import { hexText } from '../../engine/describe.js';
import type { Game } from '../../engine/game.js';
import { cardName, takeCard } from '../../engine/hands.js';
import { CUR, ROBBER, hasBit } from '../../engine/layout.js';
import type { GameBuilder, KindRule, PhaseRule } from '../../engine/rule-set.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';
import { A_PIRATE } from './ids.js';
import { faceOf } from './sites.js';
import { OB_ROBBER } from '../base/decisions.js';

/** Opponents of p with a ship on a side of hex h and a card in hand: the pirate's possible victims. */
export function pirateVictims(game: Game, s: Int32Array, F: SeaFields, p: number, h: number): number {
  const L = game.layout;
  let mask = 0;
  for (let k = 0; k < 6; k++) {
    const e = game.board.hexEdges[h * 6 + k]!;
    if (e < 0 || !hasBit(s, F.anyShip, e)) continue;
    for (let q = 0; q < game.seats; q++) {
      if (q !== p && hasBit(s, F.ships + q * L.edgeWords, e) && stealableHand(game, s, q) > 0) mask |= 1 << q;
    }
  }
  return mask;
}

/**
 * Each hex's possible victims of p as colour masks, found from the few pieces on the board rather
 * than from the corners and sides of every hex: the robber's (opponents with a building at a
 * corner, as robberVictims) into T.hexRobberVictims when `robber`, the pirate's (opponents with a
 * ship on a side, as pirateVictims) into T.hexShipVictims when `pirate`. Both with a card in hand.
 * The marks are ORed into tables that robberPirateMoves leaves clear after reading them, so none is
 * cleared here.
 */
function markSeaVictims(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, p: number, robber: boolean, pirate: boolean): void {
  const L = game.layout;
  const b = game.board;
  let victims = 0;
  for (let q = 0; q < L.players; q++) if (q !== p && stealableHand(game, s, q) > 0) victims |= 1 << q;
  if (victims === 0) return;
  if (robber) {
    // Locals (docs/performance.md, "fields read into locals").
    const marks = T.hexRobberVictims;
    const nodeAllHexes = b.nodeAllHexes;
    const nodeOwner = L.nodeOwner;
    const built = L.built;
    for (let w = 0; w < L.nodeWords; w++) {
      for (let bits = s[built + w]!; bits !== 0; bits &= bits - 1) {
        const node = (w << 5) + 31 - Math.clz32(bits & -bits);
        const bit = 1 << (s[nodeOwner + node]! - 1);
        if ((victims & bit) === 0) continue;
        for (let k = 0; k < 3; k++) {
          const h = nodeAllHexes[node * 3 + k]!;
          if (h < 0) break;
          marks[h]! |= bit;
        }
      }
    }
  }
  if (pirate) {
    const marks = T.hexShipVictims;
    const edgeHexes = b.edgeHexes;
    const edgeWords = L.edgeWords;
    for (let q = 0; q < game.seats; q++) {
      if ((victims & (1 << q)) === 0) continue;
      const ships = F.ships + q * edgeWords;
      for (let w = 0; w < edgeWords; w++) {
        for (let bits = s[ships + w]!; bits !== 0; bits &= bits - 1) {
          const e = (w << 5) + 31 - Math.clz32(bits & -bits);
          for (let k = 0; k < 2; k++) {
            const h = edgeHexes[e * 2 + k]!;
            if (h < 0) break;
            marks[h]! |= 1 << q;
          }
        }
      }
    }
  }
}

/**
 * The robber's and the pirate's moves, as the scenario has them: the robber to any land hex but
 * its own and the islands nobody may settle, the pirate to any sea hex but its own.
 */
export function robberPiratePhase(g: GameBuilder, F: SeaFields, tables: (game: Game) => SeaBoard): PhaseRule {
  return {
    name: 'move_robber',
    maxActions: g.board.numHexes * (g.layout.players + 1),
    legal(st, out) {
      const T = tables(st.game);
      return robberPirateMoves(st.game, st.s, F, T, out, T.scenario.robber, T.scenario.pirate);
    },
  };
}

/**
 * The robber's moves (when `robber`) and the pirate's (when `pirate`) for the seat to act, into
 * out from 0 in hex order; returns how many. A scenario that moves the pirate only at times
 * (Cloth for Catan) asks for its moves only then.
 */
export function robberPirateMoves(game: Game, s: Int32Array, F: SeaFields, T: SeaBoard, out: Int32Array, movesRobber: boolean, movesPirate: boolean): number {
  const p = s[CUR]!;
  let n = 0;
  const robber = s[ROBBER]!;
  const pirate = s[F.pirate]!;
  const colours = game.layout.players;
  markSeaVictims(game, s, F, T, p, movesRobber, movesPirate);
  const robberVictims = T.hexRobberVictims;
  const pirateVictims = T.hexShipVictims;
  const hexMover = T.hexMover;
  const fogHex = F.fogHex;
  const numHexes = game.board.numHexes;
  const pirateKind = A_PIRATE << ARG_BITS;
  const robberKind = A_ROBBER << ARG_BITS;
  for (let h = 0; h < numHexes; h++) {
    // Read, and left clear for the next list (markSeaVictims clears nothing).
    const robbed = robberVictims[h]!;
    const boarded = pirateVictims[h]!;
    if ((robbed | boarded) !== 0) {
      robberVictims[h] = 0;
      pirateVictims[h] = 0;
    }
    let m = hexMover[h]!;
    if (m === 3) {
      // Face down: no move; turned over: sea is the pirate's, land the robber's (fog lies in no area).
      const v = s[fogHex + h]!;
      if (v === 0) continue;
      m = (v & 15) - 1 === SEA ? 1 : 2;
    }
    let kind: number;
    let victims: number;
    if (m === 1) {
      if (!movesPirate || h === pirate) continue;
      kind = pirateKind;
      victims = boarded;
    } else if (m === 2) {
      if (!movesRobber || h === robber) continue;
      kind = robberKind;
      victims = robbed;
    } else continue;
    // One move per victim, or one with none.
    if (victims === 0) out[n++] = kind | (h * 8);
    else for (let q = 0; q < colours; q++) if (victims & (1 << q)) out[n++] = kind | (h * 8 + q + 1);
  }
  return n;
}

/** The pirate's move: as the robber's (hex * 8 + victim + 1; the stolen card is the outcome), on a sea hex. */
export function pirateKind(g: GameBuilder, robber: KindRule, F: SeaFields): KindRule {
  return {
    ...robber,
    name: 'move_pirate',
    argBits: idBits(g.board.numHexes) + 3,
    outcomes: robber.outcomes,
    sample: robber.sample,
    apply(st, arg, outcome) {
      const { game, s } = st;
      const p = s[CUR]!;
      s[F.pirate] = arg >>> 3;
      const victim = (arg & 7) - 1;
      if (victim >= 0) {
        if (!(outcome >= 0 && outcome < game.handKinds)) throw new Error(`move_pirate: outcome ${outcome} names no card to steal`);
        takeCard(game, s, victim, p, outcome, 'move_pirate');
      }
      endDecision(st, OB_ROBBER);
    },
    describe(game, arg) {
      const v = (arg & 7) - 1;
      return `${hexText(game.board, arg >>> 3)}${v >= 0 ? ` steal from seat ${v}` : ''}`;
    },
    record: {
      write: (w, arg, o) => {
        const victim = (arg & 7) - 1;
        return { p: w.st.s[CUR]!, a: 'move_pirate', hex: w.hex(arg >>> 3), victim: victim >= 0 ? victim : null, stolen: o >= 0 ? cardName(w.st.game, o) : null };
      },
      read: {
        move_pirate(r, e) {
          const h = r.hex(e.hex);
          const victim = e.victim === null || e.victim === undefined ? -1 : Number(e.victim);
          const stolen = e.stolen === null || e.stolen === undefined ? -1 : r.card(e.stolen);
          return [[h * 8 + victim + 1, stolen]];
        },
      },
    },
  };
}
