// The state the Caravans keep beside the base game's (all zero at the start, so a new game needs
// no set-up step), and the board tables its rules read: each oasis's arrows as the path a first
// camel lies on and the node its head points to. One place for the offsets, read by the rules,
// the drawing, the readable view and the bot kit.

import type { Game } from '../../../engine/game.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import { caravansData, OASIS } from './board.js';
import { CARAVANS_PER_OASIS } from './ids.js';

export interface CaravanFields {
  /** Per edge: 0 without a camel, else (caravan + 1) | ((head node + 1) << 3). */
  readonly camelAt: number;
  /** Per caravan: 0 not started, 1 ended by merging into another, else its last camel's head node + 2. */
  readonly heads: number;
  /** Camels on the board (those beside it: camelSupply less these). */
  readonly placed: number;
  /** 1 once the part of a turn now under way built a settlement or a city (the trigger, D165). */
  readonly built: number;
  /** Per seat: 0 before its bid in the voting round now under way, else its bid argument + 1. */
  readonly bids: number;
  /** The seat that places the camel + 1, 0 while none is owed. */
  readonly chooser: number;
  /** Per seat: its settlements and cities between two camels, a VP each (D170). */
  readonly bonus: number;
  /** Caravans in the game: three per oasis. */
  readonly caravans: number;
}

/** Camels in the game: 22, and 11 more with the 5-6 extension. */
export function camelSupply(players: number): number {
  return players >= 5 ? 33 : 22;
}

/** Oases on the board of a game for `players`. */
export function oasisCount(players: number): number {
  return players >= 5 ? 2 : 1;
}

export function caravanFields(g: GameBuilder): CaravanFields {
  const caravans = oasisCount(g.options.players) * CARAVANS_PER_OASIS;
  return {
    camelAt: g.field('caravans.camelAt', g.board.numEdges),
    heads: g.field('caravans.heads', caravans),
    placed: g.field('caravans.placed'),
    built: g.field('caravans.built'),
    bids: g.field('caravans.bids', g.layout.players),
    chooser: g.field('caravans.chooser'),
    bonus: g.field('caravans.bonus', g.layout.players),
    caravans,
  };
}

/** The fields of a game that has the Caravans installed (for the drawing, the view and the kit). */
export function fieldsOf(game: Game): CaravanFields {
  const f = game.layout.fields;
  const at = f['caravans.camelAt'];
  if (at === undefined) throw new Error('caravans: not installed in this game');
  return {
    camelAt: at,
    heads: f['caravans.heads']!,
    placed: f['caravans.placed']!,
    built: f['caravans.built']!,
    bids: f['caravans.bids']!,
    chooser: f['caravans.chooser']!,
    bonus: f['caravans.bonus']!,
    caravans: oasisCount(game.layout.players) * CARAVANS_PER_OASIS,
  };
}

/** Where each caravan starts on one board: caravan c leaves oasis floor(c / 3) by its arrow c % 3. */
export interface CaravanTables {
  /** The oasis hexes. */
  readonly oases: Int32Array;
  /** Per caravan: the path its first camel lies on, the oasis corner it leaves from and the node its head points to. */
  readonly arrowEdge: Int32Array;
  readonly arrowTail: Int32Array;
  readonly arrowHead: Int32Array;
  /** The oasis terrain's id on this board. */
  readonly oasisTerrain: number;
}

const TABLES = new WeakMap<object, CaravanTables>();

/** The tables of a game's board, built once per board. */
export function caravanTables(game: Game): CaravanTables {
  const b = game.board;
  let t = TABLES.get(b);
  if (t) return t;
  const data = caravansData(b.spec);
  const n = data.oases.length * CARAVANS_PER_OASIS;
  const oases = new Int32Array(data.oases.length);
  const arrowEdge = new Int32Array(n);
  const arrowTail = new Int32Array(n);
  const arrowHead = new Int32Array(n);
  data.oases.forEach(([q, r], i) => {
    const h = b.hexId(q!, r!);
    if (h < 0 || b.terrainNames[b.hexTerrain[h]!] !== OASIS) throw new Error(`caravans: no oasis hex at [${q}, ${r}]`);
    oases[i] = h;
    data.arrows[i]!.forEach((corner, k) => {
      const tail = b.hexNodes[h * 6 + corner]!;
      const c = i * CARAVANS_PER_OASIS + k;
      arrowEdge[c] = -1;
      // The arrow points along the one path at this corner that does not border the oasis (D162).
      for (let j = 0; j < 3; j++) {
        const e = b.nodeEdges[tail * 3 + j]!;
        if (e < 0) continue;
        const other = b.edgeNodes[e * 2] === tail ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
        let onOasis = false;
        for (let m = 0; m < 6; m++) if (b.hexNodes[h * 6 + m] === other) onOasis = true;
        if (!onOasis) {
          arrowEdge[c] = e;
          arrowTail[c] = tail;
          arrowHead[c] = other;
        }
      }
      if (arrowEdge[c]! < 0) throw new Error(`caravans: the oasis at [${q}, ${r}] has no path out of corner ${corner}`);
    });
  });
  t = { oases, arrowEdge, arrowTail, arrowHead, oasisTerrain: b.terrainNames.indexOf(OASIS) };
  TABLES.set(b, t);
  return t;
}
