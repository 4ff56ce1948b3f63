// The scenario's development deck (D181): 26 cards bought one at a time, each revealed and resolved
// at once and then discarded; an empty deck is the discards shuffled. The draw is the buy's chance
// outcome, weighted by the cards left, so no order is hidden. Knighthood puts a knight on a free
// castle path, Swift Knight on any path without one, Treason pays 2 gold and moves 2 barbarians,
// Intrigue takes a barbarian prisoner (or, with none on the coast, is discarded for another draw).

import { ARG_BITS } from '../../../engine/actions.js';
import { pushDecision } from '../../../engine/decision-queue.js';
import { edgeText, hexText } from '../../../engine/describe.js';
import type { Game, GameState } from '../../../engine/game.js';
import { canAfford } from '../../../engine/queries.js';
import { pay, requireStream } from '../../../engine/hands.js';
import { CUR, PH_MAIN, RNG } from '../../../engine/layout.js';
import { addPiece, pieceAt } from '../../../engine/piece-tables.js';
import { nextInt } from '../../../engine/rng.js';
import type { ActionSource } from '../../../engine/phase-list.js';
import type { GameBuilder, KindRule, RecordReader } from '../../../engine/rule-set.js';
import { gainGold } from '../gold/coins.js';
import { COST_DEV } from '../../base/supply.js';
import { settleConquest } from './conquest.js';
import type { Attack } from './context.js';
import {
  A_BA_BUY,
  A_BA_INTRIGUE,
  A_BA_PLACE_KNIGHT,
  A_BA_REDRAW,
  A_BA_TREASON,
  BA_CARD_NAMES,
  CONQUEST,
  GOLD_TREASON,
  INTRIGUE,
  KNIGHTHOOD,
  PENDING_ANY_KNIGHT,
  PENDING_CASTLE_KNIGHT,
  PENDING_INTRIGUE,
  PENDING_NONE,
  PENDING_REDRAW,
  PENDING_TREASON,
  PH_BA_CARD,
  SUPPLY_FROM,
  SWIFT_KNIGHT,
  TREASON,
} from './ids.js';

const KINDS = BA_CARD_NAMES.length;

/** Cards a draw chooses from now: the deck, or the discards when the deck is empty (they are shuffled first). */
function drawPile(X: Attack, s: Int32Array): number {
  let n = 0;
  for (let k = 0; k < KINDS; k++) n += s[X.F.deck + k]!;
  return n > 0 ? X.F.deck : X.F.discards;
}

/** Seat p's prisoners grow by n, and their VP with them (every 2 prisoners are 1 VP, D186). */
export function addPrisoners(X: Attack, game: Game, s: Int32Array, p: number, n: number): void {
  const before = s[X.F.prisoners + p]!;
  s[X.F.prisoners + p] = before + n;
  s[game.layout.publicVp + p]! += ((before + n) >> 1) - (before >> 1);
}

/** Whether a Treason move is left: a source (a coastal hex with barbarians, or the supply when none) and a destination. */
function treasonMoves(X: Attack, game: Game, s: Int32Array, out: Int32Array | null, n: number): number {
  const F = X.F;
  const coast = X.tables(game).coast;
  const used = s[F.treasonUsed]!;
  const usedMask = (used | (used >>> 16)) & 0xffff;
  const sources: number[] = [];
  for (let i = 0; i < coast.length; i++) if ((usedMask & (1 << i)) === 0 && s[F.barbarians + coast[i]!]! > 0) sources.push(i);
  if (sources.length === 0 && s[F.supply]! > 0) sources.push(SUPPLY_FROM);
  let count = 0;
  for (const from of sources) {
    for (let j = 0; j < coast.length; j++) {
      if (j === from || (usedMask & (1 << j)) !== 0 || s[F.barbarians + coast[j]!]! >= CONQUEST) continue;
      if (out) out[n + count] = (A_BA_TREASON << ARG_BITS) | from | (j << 4);
      count++;
    }
  }
  return n + count;
}

function anyCoastalBarbarian(X: Attack, game: Game, s: Int32Array): boolean {
  for (const h of X.tables(game).coast) if (s[X.F.barbarians + h]! > 0) return true;
  return false;
}

function freeCastlePath(X: Attack, game: Game, s: Int32Array): boolean {
  for (const e of X.tables(game).castleEdges) if (pieceAt(s, X.knights, e) < 0) return true;
  return false;
}

/** What the card drawn asks of p (the pending field), its immediate effects done. */
function resolve(X: Attack, st: GameState, card: number): void {
  const { game, s } = st;
  const F = X.F;
  const p = s[CUR]!;
  let pending = PENDING_NONE;
  if (card === KNIGHTHOOD) {
    if (s[F.knightsLeft + p]! > 0 && freeCastlePath(X, game, s)) pending = PENDING_CASTLE_KNIGHT;
  } else if (card === SWIFT_KNIGHT) {
    if (s[F.knightsLeft + p]! > 0) pending = PENDING_ANY_KNIGHT;
  } else if (card === TREASON) {
    gainGold(game, s, p, GOLD_TREASON);
    s[F.treasonLeft] = 2;
    s[F.treasonUsed] = 0;
    if (treasonMoves(X, game, s, null, 0) > 0) pending = PENDING_TREASON;
    else s[F.treasonLeft] = 0;
  } else {
    pending = anyCoastalBarbarian(X, game, s) ? PENDING_INTRIGUE : PENDING_REDRAW;
  }
  s[F.pending] = pending;
}

/** Draws card `card` (the outcome): the discards become the deck first if it is empty; the card goes to the discards. */
function draw(X: Attack, s: Int32Array, card: number): void {
  const F = X.F;
  if (drawPile(X, s) === F.discards) {
    for (let k = 0; k < KINDS; k++) {
      s[F.deck + k] = s[F.discards + k]!;
      s[F.discards + k] = 0;
    }
  }
  if (!(card >= 0 && card < KINDS) || s[F.deck + card]! <= 0) throw new Error(`buy_attack_card: no ${BA_CARD_NAMES[card] ?? card} left to draw (outcome ${card})`);
  s[F.deck + card]!--;
  s[F.discards + card]!++;
}

function cardRecord(name: string, r: RecordReader, v: unknown): number {
  const k = (BA_CARD_NAMES as readonly string[]).indexOf(String(v));
  if (k < 0) throw r.error(`${name}: card ${JSON.stringify(v)} is not one of ${BA_CARD_NAMES.join(', ')}`);
  return k;
}

/** A draw as a chance kind: the buy (paid) or the redraw after an idle Intrigue. */
function drawKind(X: Attack, name: string, paid: boolean): KindRule {
  return {
    name,
    argBits: 0,
    maxOutcomes: KINDS,
    outcomes({ s }, _arg, values, weights) {
      const pile = drawPile(X, s);
      let n = 0;
      for (let k = 0; k < KINDS; k++) {
        if (s[pile + k]! <= 0) continue;
        values[n] = k;
        weights[n++] = s[pile + k]!;
      }
      return n;
    },
    sample({ s }) {
      requireStream(s);
      const pile = drawPile(X, s);
      let total = 0;
      for (let k = 0; k < KINDS; k++) total += s[pile + k]!;
      let ticket = nextInt(s, RNG, total);
      for (let k = 0; k < KINDS; k++) {
        ticket -= s[pile + k]!;
        if (ticket < 0) return k;
      }
      throw new Error(`${name}: the deck and the discards are empty`);
    },
    apply(st, _arg, card) {
      const { game, s } = st;
      if (paid) pay(game, s, s[CUR]!, COST_DEV);
      draw(X, s, card);
      resolve(X, st, card);
      if (paid && s[X.F.pending] !== PENDING_NONE) pushDecision(st, X.ob.card, 0);
    },
    describe: () => '',
    record: {
      write: (w, _arg, card) => ({ p: w.st.s[CUR]!, a: name, card: BA_CARD_NAMES[card] }),
      read: { [name]: (r, e) => [[0, cardRecord(name, r, e.card)]] },
    },
  };
}

/** The card phase's actions for what the card still asks. */
function cardLegal(X: Attack) {
  return ({ game, s }: GameState, out: Int32Array): number => {
    const F = X.F;
    const pending = s[F.pending]!;
    let n = 0;
    if (pending === PENDING_CASTLE_KNIGHT || pending === PENDING_ANY_KNIGHT) {
      const T = X.tables(game);
      for (let e = 0; e < game.board.numEdges; e++) {
        if (pieceAt(s, X.knights, e) >= 0 || (pending === PENDING_CASTLE_KNIGHT && T.castleEdge[e] === 0)) continue;
        out[n++] = (A_BA_PLACE_KNIGHT << ARG_BITS) | e;
      }
    } else if (pending === PENDING_TREASON) {
      n = treasonMoves(X, game, s, out, 0);
    } else if (pending === PENDING_INTRIGUE) {
      const coast = X.tables(game).coast;
      for (let i = 0; i < coast.length; i++) if (s[F.barbarians + coast[i]!]! > 0) out[n++] = (A_BA_INTRIGUE << ARG_BITS) | i;
    } else if (pending === PENDING_REDRAW) {
      out[n++] = A_BA_REDRAW << ARG_BITS;
    }
    return n;
  };
}

function placeKnightKind(X: Attack): KindRule {
  return {
    name: 'place_knight',
    argBits: 12,
    apply({ s }, edge) {
      const p = s[CUR]!;
      addPiece(s, X.knights, p, edge);
      s[X.F.knightsLeft + p]!--;
      s[X.F.pending] = PENDING_NONE;
    },
    describe: (game, e) => edgeText(game.board, e),
    record: {
      write: (w, e) => ({ p: w.st.s[CUR]!, a: 'place_knight', edge: w.edge(e) }),
      read: { place_knight: (r, e) => [[r.edge(e.edge), -1]] },
    },
  };
}

const coastHex = (X: Attack, game: Game, i: number): number => X.tables(game).coast[i]!;

function coastRecord(X: Attack, r: RecordReader, v: unknown): number {
  const i = X.tables(r.st.game).coastIndex[r.hex(v)]!;
  if (i < 0) throw r.error(`hex ${JSON.stringify(v)} is not a coastal hex`);
  return i;
}

function treasonKind(X: Attack): KindRule {
  const F = X.F;
  return {
    name: 'treason',
    argBits: 8,
    apply({ game, s }, arg) {
      const from = arg & 15;
      const to = arg >>> 4;
      if (from === SUPPLY_FROM) s[F.supply]!--;
      else {
        s[F.barbarians + coastHex(X, game, from)]!--;
        s[F.treasonUsed]! |= 1 << from;
      }
      s[F.barbarians + coastHex(X, game, to)]!++;
      s[F.treasonUsed]! |= 1 << (16 + to);
      s[F.treasonLeft]!--;
      settleConquest(X, game, s);
      if (s[F.treasonLeft]! <= 0 || treasonMoves(X, game, s, null, 0) === 0) {
        s[F.treasonLeft] = 0;
        s[F.pending] = PENDING_NONE;
      }
    },
    describe: (game, arg) => `${(arg & 15) === SUPPLY_FROM ? 'supply' : hexText(game.board, coastHex(X, game, arg & 15))} -> ${hexText(game.board, coastHex(X, game, arg >>> 4))}`,
    record: {
      write: (w, arg) => ({
        p: w.st.s[CUR]!,
        a: 'treason',
        from: (arg & 15) === SUPPLY_FROM ? 'supply' : w.hex(coastHex(X, w.st.game, arg & 15)),
        to: w.hex(coastHex(X, w.st.game, arg >>> 4)),
      }),
      read: { treason: (r, e) => [[(e.from === 'supply' ? SUPPLY_FROM : coastRecord(X, r, e.from)) | (coastRecord(X, r, e.to) << 4), -1]] },
    },
  };
}

function intrigueKind(X: Attack): KindRule {
  return {
    name: 'intrigue',
    argBits: 4,
    apply({ game, s }, i) {
      const p = s[CUR]!;
      s[X.F.barbarians + coastHex(X, game, i)]!--;
      addPrisoners(X, game, s, p, 1);
      s[X.F.pending] = PENDING_NONE;
      settleConquest(X, game, s);
    },
    describe: (game, i) => hexText(game.board, coastHex(X, game, i)),
    record: {
      write: (w, i) => ({ p: w.st.s[CUR]!, a: 'intrigue', hex: w.hex(coastHex(X, w.st.game, i)) }),
      read: { intrigue: (r, e) => [[coastRecord(X, r, e.hex), -1]] },
    },
  };
}

/** The purchase in the main phase: while the player pays for a card. */
function buySource(): ActionSource {
  return {
    name: 'attack_cards',
    maxActions: 1,
    list({ game, s }, out, n) {
      if (canAfford(game, s, s[CUR]!, COST_DEV)) out[n++] = A_BA_BUY << ARG_BITS;
      return n;
    },
  };
}

export function installCards(g: GameBuilder, X: Attack): void {
  X.ob.card = g.obligation({ name: 'attack_card', phase: PH_BA_CARD, next: (st) => (st.s[X.F.pending] !== PENDING_NONE ? st.s[CUR]! : -1) });
  g.kinds[A_BA_BUY] = drawKind(X, 'buy_attack_card', true);
  g.kinds[A_BA_REDRAW] = drawKind(X, 'redraw_attack_card', false);
  g.kinds[A_BA_PLACE_KNIGHT] = placeKnightKind(X);
  g.kinds[A_BA_TREASON] = treasonKind(X);
  g.kinds[A_BA_INTRIGUE] = intrigueKind(X);
  g.phases[PH_BA_CARD] = { name: 'attack_card', maxActions: g.board.numEdges + 11 * 10, legal: cardLegal(X) };
  g.phaseList(PH_MAIN).add(buySource(), { after: 'builds' });
}
