// What Barbarian Attack's rules share: the state fields they allocate (once per game shape), the
// knights' piece table, and the board's tables worked out once per board (the coast in the order
// of the victory checks, the castle's paths, each path's orientation and the paths' distances).

import type { Board } from '../../../engine/board.js';
import type { Game } from '../../../engine/game.js';
import { keyedMemo } from '../../../engine/keyed-memo.js';
import type { PieceTable } from '../../../engine/piece-tables.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import type { AttackMapData } from './board.js';
import { BA_CARD_NAMES, KNIGHTS_PER_COLOUR } from './ids.js';

export interface AttackFields {
  /** Per hex: barbarians on it. */
  readonly barbarians: number;
  /** Barbarians beside the board. */
  readonly supply: number;
  /** Coastal hexes with 3 barbarians (kept so the common case, none, costs one load). */
  readonly conquered: number;
  /** Per colour: prisoners taken. */
  readonly prisoners: number;
  /** Per colour: VP its conquered buildings do not score. */
  readonly lostVp: number;
  /** Per colour: knights beside the board. */
  readonly knightsLeft: number;
  /** The attack under way: rolls left, and a bit per total rolled. */
  readonly landingsLeft: number;
  readonly landingsRolled: number;
  /** The development deck and its discards, by card kind. */
  readonly deck: number;
  readonly discards: number;
  /** The card being resolved: what it still asks (PENDING_*), Treason's moves left and the coastal hexes it used (from | to << 16). */
  readonly pending: number;
  readonly treasonLeft: number;
  readonly treasonUsed: number;
  /** The next coastal index the turn's victory checks look at. */
  readonly expelAt: number;
}

export interface AttackTables {
  /** Coastal hex ids in the order of the victory checks. */
  readonly coast: Int32Array;
  /** Per hex: its coastal index, or -1. */
  readonly coastIndex: Int32Array;
  /** Per roll total 0-12: the coastal hexes with that token. */
  readonly coastByTotal: ReadonlyArray<Int32Array>;
  /** Per edge: 1 when it is a side of a castle hex. */
  readonly castleEdge: Uint8Array;
  readonly castleEdges: Int32Array;
  /** Per edge: its orientation 0-2 (the side's number mod 3: opposite sides share it). */
  readonly orientation: Uint8Array;
  /** Paths between two edges (numEdges * numEdges), 255 beyond reach. */
  readonly distance: Uint8Array;
}

export interface Attack {
  readonly F: AttackFields;
  readonly knights: PieceTable;
  /** Row attribute: the knight moved this turn. */
  readonly moved: number;
  readonly tables: (game: Game) => AttackTables;
  /** The scenario's obligations, registered as its rules install. */
  readonly ob: { landing: number; card: number; expel: number };
}

function hexId(b: Board, q: number, r: number): number {
  for (let h = 0; h < b.numHexes; h++) if (b.hexQ[h] === q && b.hexR[h] === r) return h;
  throw new Error(`barbarian attack: the board has no hex [${q}, ${r}]`);
}

/** The scenario's data of a board, checked. */
export function mapData(b: Board): AttackMapData {
  const data = b.spec.scenario?.barbarianAttack as AttackMapData | undefined;
  if (!data || !Array.isArray(data.coast) || !Array.isArray(data.castles)) {
    throw new Error('barbarian attack: the board carries no scenario.barbarianAttack { coast, castles } (deal it with --map scenario)');
  }
  return data;
}

const tablesOf = keyedMemo((b: Board, _: null): AttackTables => {
  const data = mapData(b);
  const coast = Int32Array.from(data.coast.map(([q, r]) => hexId(b, q, r)));
  const coastIndex = new Int32Array(b.numHexes).fill(-1);
  coast.forEach((h, i) => (coastIndex[h] = i));
  const coastByTotal = Array.from({ length: 13 }, (_, t) => Int32Array.from([...coast].filter((h) => b.hexToken[h] === t)));
  const castleEdge = new Uint8Array(b.numEdges);
  for (const [q, r] of data.castles) {
    const h = hexId(b, q, r);
    for (let k = 0; k < 6; k++) castleEdge[b.hexEdges[h * 6 + k]!] = 1;
  }
  const orientation = new Uint8Array(b.numEdges);
  for (let h = 0; h < b.numHexes; h++) {
    for (let k = 0; k < 6; k++) {
      const e = b.hexEdges[h * 6 + k]!;
      if (e >= 0) orientation[e] = k % 3;
    }
  }
  const E = b.numEdges;
  const distance = new Uint8Array(E * E).fill(255);
  const queue = new Int32Array(E);
  for (let from = 0; from < E; from++) {
    distance[from * E + from] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      const e = queue[head++]!;
      const d = distance[from * E + e]!;
      for (let end = 0; end < 2; end++) {
        const n = b.edgeNodes[e * 2 + end]!;
        for (let k = 0; k < 3; k++) {
          const f = b.nodeEdges[n * 3 + k]!;
          if (f < 0 || distance[from * E + f] !== 255) continue;
          distance[from * E + f] = d + 1;
          queue[tail++] = f;
        }
      }
    }
  }
  return {
    coast,
    coastIndex,
    coastByTotal,
    castleEdge,
    castleEdges: Int32Array.from([...castleEdge.keys()].filter((e) => castleEdge[e] === 1)),
    orientation,
    distance,
  };
});

/** Allocates the scenario's fields and knights in a game being built and names its context. */
export function attackContext(g: GameBuilder): Attack {
  const players = g.layout.players;
  const F: AttackFields = {
    barbarians: g.field('attack.barbarians', g.board.numHexes),
    supply: g.field('attack.supply'),
    conquered: g.field('attack.conquered'),
    prisoners: g.field('attack.prisoners', players),
    lostVp: g.field('attack.lostVp', players),
    knightsLeft: g.field('attack.knightsLeft', players),
    landingsLeft: g.field('attack.landingsLeft'),
    landingsRolled: g.field('attack.landingsRolled'),
    deck: g.field('attack.deck', BA_CARD_NAMES.length),
    discards: g.field('attack.discards', BA_CARD_NAMES.length),
    pending: g.field('attack.pending'),
    treasonLeft: g.field('attack.treasonLeft'),
    treasonUsed: g.field('attack.treasonUsed'),
    expelAt: g.field('attack.expelAt'),
  };
  const knights = g.pieceTable('attack.knights', { place: 'edge', capacity: KNIGHTS_PER_COLOUR * players, attributes: ['moved'] });
  return { F, knights, moved: 0, tables: (game) => tablesOf(game.board, null), ob: { landing: -1, card: -1, expel: -1 } };
}

const FIELD_NAMES: Record<keyof AttackFields, string> = {
  barbarians: 'attack.barbarians',
  supply: 'attack.supply',
  conquered: 'attack.conquered',
  prisoners: 'attack.prisoners',
  lostVp: 'attack.lostVp',
  knightsLeft: 'attack.knightsLeft',
  landingsLeft: 'attack.landingsLeft',
  landingsRolled: 'attack.landingsRolled',
  deck: 'attack.deck',
  discards: 'attack.discards',
  pending: 'attack.pending',
  treasonLeft: 'attack.treasonLeft',
  treasonUsed: 'attack.treasonUsed',
  expelAt: 'attack.expelAt',
};

const ofGame = keyedMemo((pieceTables: Game['pieceTables'], game: Game): Attack => {
  const knights = pieceTables.find((t) => t.name === 'attack.knights');
  if (!knights) throw new Error('barbarian attack: not in play in this game');
  const F = Object.fromEntries(Object.entries(FIELD_NAMES).map(([k, name]) => [k, game.layout.fields[name]!])) as unknown as AttackFields;
  return { F, knights, moved: 0, tables: (g) => tablesOf(g.board, null), ob: { landing: -1, card: -1, expel: -1 } };
});

/** The scenario's fields and knights in a game (for its bot kit, view and drawing), or null when it is not in play. */
export function attackOf(game: Game): Attack | null {
  return game.pieceTables.some((t) => t.name === 'attack.knights') ? ofGame(game.pieceTables, game) : null;
}
