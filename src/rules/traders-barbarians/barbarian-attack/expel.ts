// Expelling the barbarians (D184-D187): at the end of the turn, after the knights moved, every
// coastal hex is checked clockwise from the "4" hex; where the knights on its six paths outnumber
// its barbarians (at least one), the barbarians are taken prisoner and shared among the involved
// players, and the castle die takes the knights of one path orientation out of the fight. Each
// victory is one action whose chance outcome is the castle die's pair and the order of a roll-off.

import { A_END_TURN, ARG_BITS } from '../../../engine/actions.js';
import { pushDecision } from '../../../engine/decision-queue.js';
import { hexText } from '../../../engine/describe.js';
import type { Game, GameState } from '../../../engine/game.js';
import { requireStream } from '../../../engine/hands.js';
import { CUR, RNG } from '../../../engine/layout.js';
import { pieceAt, pieceOwner, removePiece } from '../../../engine/piece-tables.js';
import { nextInt } from '../../../engine/rng.js';
import type { GameBuilder, KindRule } from '../../../engine/rule-set.js';
import { gainGold } from '../gold/coins.js';
import { addPrisoners } from './cards.js';
import { settleConquest } from './conquest.js';
import type { Attack } from './context.js';
import { A_BA_EXPEL, GOLD_PER_KNIGHT, GOLD_ROLL_OFF, PH_BA_EXPEL } from './ids.js';

/** Knights on the paths of hex h, per colour, into `counts` (null: only their total); returns their total. */
function knightsAround(X: Attack, game: Game, s: Int32Array, h: number, counts: number[] | null): number {
  counts?.fill(0);
  let total = 0;
  for (let k = 0; k < 6; k++) {
    const e = game.board.hexEdges[h * 6 + k]!;
    if (e < 0) continue;
    const row = pieceAt(s, X.knights, e);
    if (row < 0) continue;
    if (counts) counts[pieceOwner(s, X.knights, row)]!++;
    total++;
  }
  return total;
}

/** Whether the knights around coastal hex h beat its barbarians now. */
export function victoryAt(X: Attack, game: Game, s: Int32Array, h: number): boolean {
  const b = s[X.F.barbarians + h]!;
  return b > 0 && knightsAround(X, game, s, h, null) > b;
}

/** The first coastal index from `from` on with a victory, or -1. */
export function nextVictory(X: Attack, game: Game, s: Int32Array, from: number): number {
  const coast = X.tables(game).coast;
  for (let i = from; i < coast.length; i++) if (victoryAt(X, game, s, coast[i]!)) return i;
  return -1;
}

/** How a victory at hex h shares its prisoners: the involved seats, the knights of each, and who rolls off. */
interface Share {
  readonly involved: number[];
  readonly counts: number[];
  readonly barbarians: number;
  /** The seats in the roll-off (seat order), empty when there is none. */
  readonly rollOff: number[];
}

function shareAt(X: Attack, game: Game, s: Int32Array, h: number): Share {
  const counts = new Array<number>(game.layout.players).fill(0);
  knightsAround(X, game, s, h, counts);
  const involved = counts.flatMap((c, p) => (c > 0 ? [p] : []));
  const barbarians = s[X.F.barbarians + h]!;
  let rollOff: number[] = [];
  if (involved.length > 1 && barbarians < involved.length) rollOff = involved;
  else if (involved.length > 1 && barbarians > involved.length) {
    const most = Math.max(...involved.map((p) => counts[p]!));
    const tied = involved.filter((p) => counts[p] === most);
    if (tied.length > 1) rollOff = tied;
  }
  return { involved, counts, barbarians, rollOff };
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** The permutation of `items` with Lehmer index `index` (index 0: as given). */
function permutation(items: readonly number[], index: number): number[] {
  const left = [...items];
  const out: number[] = [];
  for (let n = left.length; n > 0; n--) {
    const f = factorial(n - 1);
    out.push(left.splice(Math.floor(index / f), 1)[0]!);
    index %= f;
  }
  return out;
}

function permutationIndex(items: readonly number[], order: readonly number[]): number {
  const left = [...items];
  let index = 0;
  for (let i = 0; i < order.length; i++) {
    const j = left.indexOf(order[i]!);
    if (j < 0) return -1;
    index += j * factorial(left.length - 1);
    left.splice(j, 1);
  }
  return left.length === 0 ? index : -1;
}

/** Outcomes of a victory: the castle die's three pairs times the orders of the roll-off. */
function outcomeCount(share: Share): number {
  return 3 * factorial(share.rollOff.length);
}

/** Resolves the victory at coastal index i with the castle pair and roll-off order of `outcome`. */
function resolveVictory(X: Attack, st: GameState, i: number, outcome: number): void {
  const { game, s } = st;
  const h = X.tables(game).coast[i]!;
  const share = shareAt(X, game, s, h);
  const { involved, counts, barbarians, rollOff } = share;
  if (!(outcome >= 0 && outcome < outcomeCount(share))) throw new Error(`expel: outcome ${outcome} is not a castle pair and roll-off order here`);
  const order = permutation(rollOff, Math.floor(outcome / 3));
  if (involved.length === 1) addPrisoners(X, game, s, involved[0]!, barbarians);
  else if (barbarians < involved.length) {
    order.forEach((p, rank) => (rank < barbarians ? addPrisoners(X, game, s, p, 1) : gainGold(game, s, p, GOLD_ROLL_OFF)));
  } else {
    for (const p of involved) addPrisoners(X, game, s, p, 1);
    if (barbarians > involved.length) {
      const most = Math.max(...involved.map((p) => counts[p]!));
      const winner = order.length > 0 ? order[0]! : involved.find((p) => counts[p] === most)!;
      addPrisoners(X, game, s, winner, 1);
      for (const p of order.slice(1)) gainGold(game, s, p, GOLD_ROLL_OFF);
    }
  }
  s[X.F.barbarians + h] = 0;
  const pair = outcome % 3;
  for (let k = pair; k < 6; k += 3) {
    const e = game.board.hexEdges[h * 6 + k]!;
    const row = e < 0 ? -1 : pieceAt(s, X.knights, e);
    if (row < 0) continue;
    const owner = pieceOwner(s, X.knights, row);
    removePiece(s, X.knights, row);
    s[X.F.knightsLeft + owner]!++;
    gainGold(game, s, owner, GOLD_PER_KNIGHT);
  }
  s[X.F.expelAt] = i + 1;
  settleConquest(X, game, s);
}

function expelKind(X: Attack, maxOutcomes: number): KindRule {
  const hexOf = (game: Game, i: number): number => X.tables(game).coast[i]!;
  return {
    name: 'expel',
    argBits: 4,
    maxOutcomes,
    outcomes({ game, s }, i, values, weights) {
      const n = outcomeCount(shareAt(X, game, s, hexOf(game, i)));
      for (let k = 0; k < n; k++) {
        values[k] = k;
        weights[k] = 1;
      }
      return n;
    },
    sample({ game, s }, i) {
      requireStream(s);
      return nextInt(s, RNG, outcomeCount(shareAt(X, game, s, hexOf(game, i))));
    },
    apply: (st, i, outcome) => resolveVictory(X, st, i, outcome),
    describe: (game, i) => hexText(game.board, hexOf(game, i)),
    record: {
      write(w, i, outcome) {
        const share = shareAt(X, w.st.game, w.st.s, hexOf(w.st.game, i));
        const order = permutation(share.rollOff, Math.floor(outcome / 3));
        return { p: w.st.s[CUR]!, a: 'expel', hex: w.hex(hexOf(w.st.game, i)), pair: (outcome % 3) + 1, ...(order.length ? { order } : {}) };
      },
      read: {
        expel(r, e) {
          const i = X.tables(r.st.game).coastIndex[r.hex(e.hex)]!;
          if (i < 0) throw r.error(`hex ${JSON.stringify(e.hex)} is not a coastal hex`);
          const pair = Number(e.pair);
          if (![1, 2, 3].includes(pair)) throw r.error(`pair ${JSON.stringify(e.pair)} is not 1 (paths 1 & 4), 2 or 3`);
          const share = shareAt(X, r.st.game, r.st.s, hexOf(r.st.game, i));
          const order = Array.isArray(e.order) ? (e.order as number[]) : [];
          const index = permutationIndex(share.rollOff, order);
          if (index < 0) throw r.error(`order ${JSON.stringify(e.order)} is not an order of the roll-off's seats ${JSON.stringify(share.rollOff)}`);
          return [[i, index * 3 + pair - 1]];
        },
      },
    },
  };
}

export function installExpel(g: GameBuilder, X: Attack): void {
  const end = g.kinds[A_END_TURN]!;
  X.ob.expel = g.obligation({
    name: 'expel',
    phase: PH_BA_EXPEL,
    next: ({ game, s }) => (nextVictory(X, game, s, s[X.F.expelAt]!) >= 0 ? s[CUR]! : -1),
    resume(st) {
      st.s[X.F.expelAt] = 0;
      end.apply(st, 0, -1);
    },
  });
  g.kinds[A_END_TURN] = {
    ...end,
    apply(st, arg, outcome) {
      if (nextVictory(X, st.game, st.s, 0) < 0) {
        end.apply(st, arg, outcome);
        return;
      }
      st.s[X.F.expelAt] = 0;
      pushDecision(st, X.ob.expel, 0);
    },
  };
  g.kinds[A_BA_EXPEL] = expelKind(X, 3 * factorial(g.layout.players));
  g.phases[PH_BA_EXPEL] = {
    name: 'expel',
    maxActions: 1,
    legal({ game, s }, out) {
      const i = nextVictory(X, game, s, s[X.F.expelAt]!);
      if (i < 0) return 0;
      out[0] = (A_BA_EXPEL << ARG_BITS) | i;
      return 1;
    },
  };
}
