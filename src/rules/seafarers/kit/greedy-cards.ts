// The greedy bot's Road Building on a Seafarers board: free roads or ships toward a site two
// pieces away or nearer.

import type { GameState } from '../../../engine/game.js';
import { roadsLeft } from '../../../bots/features.js';
import { seaDistances, seaRoadDist, seaShipDist, settleable, shipsLeft, type Sea } from './sea.js';

/** Whether two free pieces (roads or ships) reach a site where the seat could settle. */
export function freePiecesReach(st: GameState, sea: Sea, seat: number): boolean {
  seaDistances(st, sea, seat, Math.min(2, roadsLeft(st, seat)), Math.min(2, shipsLeft(st, sea, seat)));
  const rd = seaRoadDist();
  const sd = seaShipDist();
  for (let node = 0; node < st.game.board.numNodes; node++) if ((rd[node]! > 0 || sd[node]! > 0) && settleable(st, sea, node)) return true;
  return false;
}
