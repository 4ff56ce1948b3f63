// A recorded game as a list of snapshots, one per log entry, for the game viewer: the replay runs
// here in Node (verifyRecord, every move and chance outcome checked), so the page only looks them up.
// The board's pieces are keyed items (positionItems), each drawn once; a snapshot lists which show.

import type { Game, GameState } from '../engine/game.js';
import { DICE, TURN, CUR, PHASE } from '../engine/layout.js';
import { phaseName } from '../engine/describe.js';
import { replayRecordOn, type GameRecord, type LogEntry } from '../engine/record.js';
import { RESOURCE_NAMES } from '../engine/constants.js';
import { citiesLeft, devCount, knightsPlayed, ownVp, roadLength, roadsLeft, settlementsLeft } from '../bots/features.js';
import { positionItems, positionNotes, seatNotes, type PositionItem } from '../maps/svg-position.js';
import { BOARD_GEOMETRY } from '../maps/svg.js';
import { verifyRecord } from '../tournament/verify-record.js';

export interface SeatSnapshot {
  vp: number;
  /** Cards of each hand kind, in GameSteps.cardNames order (the viewer sees every hand: it is a post-mortem). */
  hand: number[];
  dev: number;
  knights: number;
  roadLength: number;
  roadsLeft: number;
  settlementsLeft: number;
  citiesLeft: number;
  /** What the rule sets note on the seat's line (RuleSetDrawing.seatNotes), when they note anything. */
  notes?: string[];
}

export interface Snapshot {
  /** Regular turns begun (0 during the set-up). */
  turn: number;
  /** The seat to act after this step. */
  cur: number;
  phase: string;
  /** The last roll, or null before the first. */
  dice: [number, number] | null;
  /** The step's log entry, readably. */
  line: string;
  seats: SeatSnapshot[];
  /** Indices into GameSteps.items of the pieces on the board. */
  on: number[];
  /** What the rule sets note about the position (RuleSetDrawing.positionNotes), when they note anything. */
  notes?: string[];
}

export interface GameSteps {
  /** The pieces any step shows, as SVG over boardSvg's geometry, each with its layer (PositionItem). */
  items: Array<{ svg: string; layer: number }>;
  /** Snapshot i is the position after log entry i. */
  steps: Snapshot[];
  winner: number | null;
  /** The game's hand kinds: the resources, then those its rule sets add (commodities). */
  cardNames: readonly string[];
  /** Whether the game has development cards (Cities & Knights has none): the viewer's dev and knights columns. */
  devCards: boolean;
}

// What a field with no value means, where it means something: a robber or pirate moved to a hex
// with no one to rob. Any other empty field (the steal that did not happen) is left out.
const NONE: Readonly<Record<string, string>> = { victim: 'no victim' };

/** A log entry as one line: the seat, the entry's name, then its fields (empty ones as NONE says). */
export function entryLine(entry: LogEntry, seatName: (p: number) => string): string {
  const { p, a, ...fields } = entry;
  const parts = Object.entries(fields).flatMap(([k, v]) =>
    v === null || v === undefined ? (NONE[k] !== undefined ? [NONE[k]] : []) : [`${k} ${typeof v === 'object' ? JSON.stringify(v).replace(/"/g, '') : String(v)}`],
  );
  return `${seatName(p)}: ${a}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

function snapshot(st: GameState, line: string, itemIndex: (item: PositionItem) => number): Snapshot {
  const s = st.s;
  const d = s[DICE]!;
  const { game } = st;
  const seats: SeatSnapshot[] = [];
  for (let p = 0; p < game.seats; p++) {
    const notes = seatNotes(st, p);
    seats.push({
      vp: ownVp(st, p),
      hand: Array.from({ length: game.handKinds }, (_, k) => s[game.cardSlot[p * game.handKinds + k]!]!),
      dev: devCount(st, p),
      knights: knightsPlayed(st, p),
      roadLength: roadLength(st, p),
      roadsLeft: roadsLeft(st, p),
      settlementsLeft: settlementsLeft(st, p),
      citiesLeft: citiesLeft(st, p),
      ...(notes.length > 0 ? { notes } : {}),
    });
  }
  const on = positionItems(st, BOARD_GEOMETRY).map(itemIndex);
  const notes = positionNotes(st);
  return { turn: s[TURN]!, cur: s[CUR]!, phase: phaseName(game, s[PHASE]!), dice: d > 0 ? [d >> 3, d & 7] : null, line, seats, on, ...(notes.length > 0 ? { notes } : {}) };
}

/**
 * Replays `rec` (legality and, for seeded records, provenance: a bad record throws RecordError)
 * and returns its snapshots. With `game`, a game made with rule sets the record's options do not
 * put in play (createGame's extras), the record replays on it, its legality checked but not its
 * provenance.
 */
export function gameSteps(rec: GameRecord, seatName: (p: number) => string, game?: Game): GameSteps {
  const items: GameSteps['items'] = [];
  const index = new Map<string, number>();
  const itemIndex = ({ key, svg, layer }: PositionItem) => {
    let i = index.get(key);
    if (i === undefined) {
      i = items.length;
      items.push({ svg, layer });
      index.set(key, i);
    }
    return i;
  };
  const steps: Snapshot[] = [];
  let cardNames: readonly string[] = RESOURCE_NAMES;
  let devCards = true;
  const onEntry = (st: GameState, i: number) => {
    // The game is the same at every entry: read what the page needs of it once.
    if (steps.length === 0) {
      cardNames = st.game.cardNames;
      devCards = st.game.supply.devDeck.some((n) => n > 0);
    }
    steps.push(snapshot(st, entryLine(rec.log[i]!, seatName), itemIndex));
  };
  if (game) replayRecordOn(game, rec, { onEntry });
  else verifyRecord(rec, { onEntry });
  return { items, steps, winner: rec.result?.winner ?? null, cardNames, devCards };
}
