// Human-readable action names, for logs, errors and bot authors.

import { ACTION_KIND_NAMES, A_GIVE, A_NEUTRAL_ROAD, A_NEUTRAL_SETTLEMENT, A_MARITIME, A_OFFER, A_ROBBER, A_YEAR_OF_PLENTY, A_MONOPOLY, A_DISCARD, A_ROAD, A_SETTLEMENT, A_CITY, A_CONFIRM, ARG_BITS, offerGet, offerGive } from './actions.js';
import type { Board } from './board.js';
import { NUM_RESOURCES, RESOURCE_NAMES } from './constants.js';

function bundle(b: number): string {
  const parts: string[] = [];
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const n = (b >>> (2 * r)) & 3;
    if (n) parts.push(`${n} ${RESOURCE_NAMES[r]}`);
  }
  return parts.join(' + ');
}

export function describeAction(board: Board, a: number): string {
  const kind = a >>> ARG_BITS;
  const arg = a & ((1 << ARG_BITS) - 1);
  const name = ACTION_KIND_NAMES[kind] ?? `kind${kind}`;
  switch (kind) {
    case A_ROAD:
      return `${name} [${board.edgeName[arg]?.join(', ')}]`;
    case A_SETTLEMENT:
    case A_CITY:
      return `${name} [${board.nodeName[arg]?.join(', ')}]`;
    case A_ROBBER: {
      const h = arg >>> 3;
      const v = (arg & 7) - 1;
      return `${name} [${board.hexQ[h]}, ${board.hexR[h]}]${v >= 0 ? ` steal from seat ${v}` : ''}`;
    }
    case A_YEAR_OF_PLENTY:
      return `${name} ${RESOURCE_NAMES[(arg / 5) | 0]} + ${RESOURCE_NAMES[arg % 5]}`;
    case A_MONOPOLY:
    case A_DISCARD:
      return `${name} ${RESOURCE_NAMES[arg]}`;
    case A_MARITIME:
      return `${name} ${RESOURCE_NAMES[(arg / 5) | 0]} -> ${RESOURCE_NAMES[arg % 5]}`;
    case A_OFFER:
      return `${name} give ${bundle(offerGive(arg))} for ${bundle(offerGet(arg))}`;
    case A_CONFIRM:
      return `${name} with seat ${arg}`;
    case A_NEUTRAL_ROAD:
      return `${name} (neutral ${arg & 1}) [${board.edgeName[arg >>> 1]?.join(', ')}]`;
    case A_NEUTRAL_SETTLEMENT:
      return `${name} (neutral ${arg & 1}) [${board.nodeName[arg >>> 1]?.join(', ')}]`;
    case A_GIVE:
      return `${name} ${RESOURCE_NAMES[arg]}`;
    default:
      return name;
  }
}
