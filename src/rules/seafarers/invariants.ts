// What must hold in every Seafarers state: ship pieces counted, one piece per edge, ships only where
// ships may go, where they end and where the networks reach kept right, the pirate at sea, chits and gold owed never negative, interrupts consistent.

import { SEA } from '../../engine/constants.js';
import type { Game } from '../../engine/game.js';
import { hasBit } from '../../engine/layout.js';
import { pieceEndsErrors } from '../../engine/piece-ends.js';
import type { Invariant } from '../../engine/rule-set.js';
import type { SeaBoard } from './board-tables.js';
import type { SeaFields } from './fields.js';
import { networkErrors } from './networks.js';
import { SHIPS_PER_COLOUR } from './phases.js';
import { faceOf, shipEdge } from './sites.js';

export function SEA_INVARIANTS(F: SeaFields, tables: (game: Game) => SeaBoard): Invariant[] {
  return [
    {
      name: 'ships',
      check({ game, s }, fail) {
        const L = game.layout;
        const T = tables(game);
        const any = new Int32Array(L.edgeWords);
        for (let p = 0; p < L.players; p++) {
          let n = 0;
          for (let e = 0; e < game.board.numEdges; e++) {
            if (!hasBit(s, F.ships + p * L.edgeWords, e)) continue;
            n++;
            if (any[e >>> 5]! & (1 << (e & 31))) fail(`edge ${e}: ships of two colours`);
            any[e >>> 5]! |= 1 << (e & 31);
            if (hasBit(s, L.roads, e)) fail(`edge ${e}: a road and a ship`);
            if (!shipEdge(game, s, F, T, e)) fail(`edge ${e}: a ship of seat ${p} where no ship may go`);
          }
          if (n + s[F.shipsLeft + p]! !== SHIPS_PER_COLOUR) fail(`seat ${p}: ${n} ships on the board and ${s[F.shipsLeft + p]} in supply, not ${SHIPS_PER_COLOUR}`);
          const ends = pieceEndsErrors(game, s, F.ships + p * L.edgeWords, F.shipEnds + p * L.nodeWords, F.shipJoints + p * L.nodeWords);
          if (ends) fail(`seat ${p}: ship ${ends}`);
          const networks = networkErrors(game, s, F, T, p);
          if (networks) fail(`seat ${p}: ${networks}`);
          if (s[F.chits + p]! < 0) fail(`seat ${p}: negative chits`);
          if (s[F.goldOwed + p]! < 0) fail(`seat ${p}: negative gold owed`);
        }
        for (let w = 0; w < L.edgeWords; w++) if (any[w] !== s[F.anyShip + w]) fail(`any-ship word ${w} is ${s[F.anyShip + w]}, ships give ${any[w]}`);
      },
    },
    {
      name: 'pirate',
      check({ game, s }, fail) {
        const h = s[F.pirate]!;
        if (h === -1) return;
        if (h < 0 || h >= game.board.numHexes || faceOf(game, s, F, h) !== SEA) fail(`the pirate is on hex ${h}, not a sea hex`);
      },
    },
  ];
}
