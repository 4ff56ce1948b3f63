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
import { robberVictims } from '../../engine/queries.js';
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

/** Appends a mover's actions for hex h: one per victim, or one with none. */
function pushMove(out: Int32Array, n: number, kind: number, h: number, victims: number, colours: number): number {
  if (victims === 0) {
    out[n++] = (kind << ARG_BITS) | (h * 8);
    return n;
  }
  for (let q = 0; q < colours; q++) if (victims & (1 << q)) out[n++] = (kind << ARG_BITS) | (h * 8 + q + 1);
  return n;
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
      const { game, s } = st;
      const T = tables(game);
      const p = s[CUR]!;
      const b = game.board;
      let n = 0;
      const robber = s[ROBBER]!;
      const pirate = s[F.pirate]!;
      const colours = game.layout.players;
      for (let h = 0; h < b.numHexes; h++) {
        const t = faceOf(game, s, F, h);
        if (t < 0) continue;
        if (t === SEA) {
          if (T.scenario.pirate && h !== pirate) n = pushMove(out, n, A_PIRATE, h, pirateVictims(game, s, F, p, h), colours);
        } else if (T.scenario.robber && h !== robber && !(T.hexArea[h]! >= 0 && T.areaNoSettle[T.hexArea[h]!] === 1)) {
          n = pushMove(out, n, A_ROBBER, h, robberVictims(game, s, p, h), colours);
        }
      }
      return n;
    },
  };
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
