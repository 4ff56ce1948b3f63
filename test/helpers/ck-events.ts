// Fixtures for the Cities & Knights event tests (test/rules-ck-*.test.ts): games with the rule set
// installed, its fields by name, rolls with the event die forced, knights, cities and progress
// cards put in place by hand (keeping every invariant), and readers of the decks and hands.

import { gainAbility } from '../../src/rules/cities-knights/abilities.js';
import { metropolisAt } from '../../src/rules/cities-knights/fields.js';
import type { Knights } from '../../src/rules/cities-knights/knights.js';
import { ckState } from '../../src/rules/cities-knights/view-state.js';
import { ATTACK_RESULT, ATTACK_RESULTS } from '../../src/rules/cities-knights/barbarians.js';
import { A_ROLL, action } from '../../src/engine/actions.js';
import { deckTake, type Deck } from '../../src/engine/decks.js';
import { newState, type GameState } from '../../src/engine/game.js';
import { hasBit } from '../../src/engine/layout.js';
import { addPiece, attrIndex, pieceAt, pieceAttr, setPieceAttr, type PieceTable } from '../../src/engine/piece-tables.js';
import { remeasureRoadsThrough } from '../../src/engine/pieces.js';
import { putCity } from '../../src/engine/position.js';
import { beginnerBoard } from '../../src/rules/base/maps.js';
import { AREAS } from '../../src/rules/cities-knights/data.js';
import { EVENT_FACES } from '../../src/rules/cities-knights/events.js';
import { PROGRESS_CARDS, progressCardNamed } from '../../src/rules/cities-knights/progress-decks.js';
import type { RuleOptions } from '../../src/rules/options.js';
import { createGame } from '../../src/rules/registry.js';
import { act } from './scenario.js';

/** A C&K game on the beginner board, at seat 0's first set-up placement; `options` may name the rule set's own (easyStart, knightCommitment). */
export function ckGame(seed: string, options: Record<string, unknown> = {}, players = 4): GameState {
  return newState(createGame(beginnerBoard(), { expansion: 'cities-knights', players, targetVp: 13, ...options } as Partial<RuleOptions>), seed);
}

/** The offset of the rule set's field `ck.<name>`. */
export function ck(st: GameState, name: string): number {
  const at = st.game.layout.fields[`ck.${name}`];
  if (at === undefined) throw new Error(`no field ck.${name}`);
  return at;
}
/** The event die's field. */
export const eventDie = (st: GameState): number => st.game.layout.fields['die:event']!;

/** The roll's outcome with the red die d1, the yellow d2 and the event die's face. */
export function eventOutcome(d1: number, d2: number, face: (typeof EVENT_FACES)[number]): number {
  return (d1 - 1) * 6 + (d2 - 1) + 36 * EVENT_FACES.indexOf(face);
}
/** Rolls (checking the roll is legal) with the dice and the event die forced. */
export function eventRoll(st: GameState, d1: number, d2: number, face: (typeof EVENT_FACES)[number]): void {
  act(st, action(A_ROLL), eventOutcome(d1, d2, face));
}

// ---- the board ----

/** `n` nodes, no two adjacent and none next to `taken` or in it: room for buildings. */
export function sites(st: GameState, n: number, taken: number[] = []): number[] {
  const b = st.game.board;
  const out: number[] = [];
  const near = (x: number, y: number) => x === y || [0, 1, 2].some((k) => b.nodeNodes[x * 3 + k] === y);
  for (let node = 0; node < b.numNodes && out.length < n; node++) {
    if ([...taken, ...out].some((x) => near(x, node))) continue;
    out.push(node);
  }
  if (out.length < n) throw new Error(`only ${out.length} sites`);
  return out;
}

/** Cities for seat p on each node (free, outside the rules). */
export function citiesAt(st: GameState, p: number, nodes: number[]): void {
  for (const node of nodes) putCity(st, p, node);
}

const knightTable = (st: GameState): PieceTable => st.game.pieceTables.find((t) => t.name === 'knights')!;

/** A knight of seat p on an empty node, of strength `level`, active or not, fresh this turn, its token taken from p's supply; roads through the node measured again. */
export function putKnight(st: GameState, p: number, node: number, level: number, active: boolean): void {
  const T = knightTable(st);
  const s = st.s;
  if (hasBit(s, st.game.layout.built, node)) throw new Error(`node ${node} holds a building`);
  const i = addPiece(s, T, p, node);
  setPieceAttr(s, T, i, attrIndex(T, 'level'), level);
  setPieceAttr(s, T, i, attrIndex(T, 'active'), active ? 1 : 0);
  s[ck(st, 'knightsLeft') + p * 3 + level - 1]!--;
  remeasureRoadsThrough(st.game, s, node, p);
}
/** The knight on `node`: whether active and its turn marks. */
export function knightState(st: GameState, node: number): { active: number; turn: number } {
  const T = knightTable(st);
  const i = pieceAt(st.s, T, node);
  return { active: pieceAttr(st.s, T, i, attrIndex(T, 'active')), turn: pieceAttr(st.s, T, i, attrIndex(T, 'turn')) };
}
/** Knight sites away from `taken` buildings (knights may stand next to buildings, never on them). */
export function knightSites(st: GameState, n: number, taken: number[]): number[] {
  const out: number[] = [];
  for (let node = 0; node < st.game.board.numNodes && out.length < n; node++) if (!taken.includes(node) && !hasBit(st.s, st.game.layout.built, node)) out.push(node);
  return out;
}

/**
 * Seat p's level in an area (by name), as if bought: from level 3 its ability, from level 4 the
 * area's metropolis if nobody holds it, on a free city of p's (one is built on a free site when p
 * has none), with its VP.
 */
export function setLevel(st: GameState, p: number, area: (typeof AREAS)[number], level: number): void {
  const a = AREAS.indexOf(area);
  const C = ckState(st.game);
  st.s[ck(st, 'levels') + p * 3 + a] = level;
  if (level >= 3) gainAbility(st.game, st.s, C.F, C.knights as Knights, p, a);
  if (level >= 4 && st.s[ck(st, 'metropolis') + a] === 0) {
    const L = st.game.layout;
    let city = -1;
    for (let node = 0; node < st.game.board.numNodes && city < 0; node++) {
      if (hasBit(st.s, L.city + p * L.nodeWords, node) && metropolisAt(C.F, st.s, node) < 0) city = node;
    }
    if (city < 0) {
      const built: number[] = [];
      for (let node = 0; node < st.game.board.numNodes; node++) if (hasBit(st.s, L.built, node)) built.push(node);
      city = sites(st, 1, built)[0]!;
      putCity(st, p, city);
    }
    giveMetropolis(st, p, area, city);
  }
}

/** Seat p's city on `node` carries the area's metropolis (outside the rules): 2 VP, p at level 4 there at least. */
export function giveMetropolis(st: GameState, p: number, area: (typeof AREAS)[number], node: number): void {
  const a = AREAS.indexOf(area);
  const C = ckState(st.game);
  const at = ck(st, 'levels') + p * 3 + a;
  if (st.s[at]! < 4) {
    st.s[at] = 4;
    gainAbility(st.game, st.s, C.F, C.knights as Knights, p, a);
  }
  st.s[ck(st, 'metropolis') + a] = node + 1;
  st.s[st.game.layout.publicVp + p]! += 2;
}

export function deckOf(st: GameState, area: (typeof AREAS)[number] | number): Deck {
  const a = typeof area === 'number' ? area : AREAS.indexOf(area);
  return st.game.decks.find((d) => d.name === `progress:${AREAS[a]}`)!;
}

/** Seat p takes the card named `name` from its deck's shuffled cards into its hand (outside the rules). */
export function giveProgress(st: GameState, p: number, name: string): void {
  const { area, kind } = PROGRESS_CARDS[progressCardNamed(name)]!;
  const d = deckOf(st, area);
  deckTake(st.s, d, kind, 'giveProgress');
  st.s[d.piles + p * d.names.length + kind]!++;
  st.s[d.pileSizes + p]!++;
}

/** Seat p's progress hand by card name (cards it holds only). */
export function progressOf(st: GameState, p: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of PROGRESS_CARDS) {
    const d = deckOf(st, c.area);
    const n = st.s[d.piles + p * d.names.length + c.kind]!;
    if (n > 0) out[c.name] = n;
  }
  return out;
}

/** A deck's returned cards, oldest first, as [name or null when hidden, knower]. */
export function returnedOf(s: Int32Array, d: Deck): Array<[string | null, number]> {
  const out: Array<[string | null, number]> = [];
  for (let i = 0; i < s[d.returnedSize]!; i++) {
    const e = s[d.returned + i]!;
    out.push([(e & 0xff) === 0 ? null : d.names[(e & 0xff) - 1]!, (e >>> 8) - 1]);
  }
  return out;
}

/** The state as after a first attack that ended in a tie at no strength (outside the rules): the robber unlocked. */
export function afterFirstAttack(st: GameState): void {
  st.s[st.game.layout.fields['ck.attacks']!] = 1;
  st.s[st.game.layout.fields['ck.attack']! + ATTACK_RESULT] = ATTACK_RESULTS.indexOf('tied') + 1;
}
