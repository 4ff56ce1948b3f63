// The wagons [675-726]: after trading and building (the main phase's end leads into the wagon
// phase, whose own end ends the turn), a seat moves its wagon path by path, paying
// movement points (tolls in gold to a road's owner), buys 2 more points with grain once a turn,
// stops at a plaza it enters, draws the commodity there or delivers the one it carries (1 VP,
// gold by its baggage-train card, the next token drawn from that hex), and tries its luck against
// barbarians beside it once it has upgraded its baggage train. The move is one action per path
// (D202): each path is a record entry, and a toll or a draw happens where the rule says.

import { A_END_TURN, ARG_BITS, idBits } from '../../../engine/actions.js';
import { GRAIN, NUM_RESOURCES } from '../../../engine/constants.js';
import { edgeText, nodeText } from '../../../engine/describe.js';
import type { Game, GameState } from '../../../engine/game.js';
import { handCost, pay, requireStream } from '../../../engine/hands.js';
import { CUR, PHASE, PH_MAIN, RNG } from '../../../engine/layout.js';
import { otherEnd, pathSteps } from '../../../engine/path-moves.js';
import type { KindRule, LogEntry, RecordReader, RecordWriter } from '../../../engine/rule-set.js';
import { nextInt } from '../../../engine/rng.js';
import { NO_OUTCOME } from '../../../engine/step.js';
import { ONE_DIE } from '../../base/dice.js';
import { gainGold, payGold } from '../gold/coins.js';
import { readInterior } from './board.js';
import { scenarioDevPlays } from './cards.js';
import { fieldsOf, pathCost, pointsLeft, roadOwner, STOPPED, tablesOf, type TradersFields } from './context.js';
import { A_DRIVE_OFF, A_GRAIN_BOOST, A_WAGON_STEP, PH_BARBARIAN_AWAY, PH_WAGON } from './ids.js';
import { BAGGAGE_CARDS, BARBARIANS, COMMODITY_NAMES, GRAIN_BOOST, STACK_KINDS, TOLL, TRADE_HEX_NAMES, WANTED_AT } from './tables.js';

/** The name of a path-graph node: a board node's [q, r, corner], or a plaza's trade hex. */
export function placeText(game: Game, n: number): string {
  const T = tablesOf(game);
  const t = T.plazaOf[n]!;
  return t >= 0 ? `${TRADE_HEX_NAMES[T.kind[t]!]} plaza` : nodeText(game.board, n);
}

/** The name of a path-graph edge: a board edge's [q, r, side], or an interior path. */
export function pathText(game: Game, e: number): string {
  const E = game.board.numEdges;
  if (e < E) return edgeText(game.board, e);
  const i = e - E;
  const T = tablesOf(game);
  const t = T.interiorHex[i]!;
  return `${TRADE_HEX_NAMES[T.kind[t]!]} interior path to ${nodeText(game.board, otherEnd(T.graph, e, game.board.numNodes + t))}`;
}

/**
 * The kind of trade hex whose stack a step onto `to` draws from, or -1 (no plaza, nothing to
 * draw, an empty stack). The hexes of a kind share one stack (D210).
 */
export function drawAt(game: Game, F: TradersFields, s: Int32Array, p: number, to: number): number {
  const T = tablesOf(game);
  if (T.plazaOf[to]! < 0) return -1;
  const k = T.kind[T.plazaOf[to]!]!;
  const c = s[F.carried + p]!;
  if (c >= 0 && WANTED_AT[c] !== k) return -1;
  return s[F.stack + 2 * k]! + s[F.stack + 2 * k + 1]! > 0 ? k : -1;
}

const wagonCost = (game: Game, s: Int32Array, p: number, e: number): number => pathCost(game, fieldsOf(game), s, p, e);

/** The paths seat p's wagon may take now, appended to out[n..]. */
function stepActions(game: Game, F: TradersFields, s: Int32Array, p: number, out: Int32Array, n: number): number {
  const left = pointsLeft(F, s, p);
  if (left <= 0) return n;
  return pathSteps(tablesOf(game).graph, game, s, p, s[F.wagonAt + p]!, left, wagonCost, out, n, A_WAGON_STEP << ARG_BITS);
}

/** Whether seat p may buy movement points with grain now. */
function mayBoost(game: Game, F: TradersFields, s: Int32Array, p: number): boolean {
  return s[F.grainUsed + p] === 0 && s[F.spent + p]! < STOPPED && s[game.layout.hand + p * NUM_RESOURCES + GRAIN]! > 0;
}

/** The barbarians seat p may attack from where its wagon stands, appended (an upgraded train, once per barbarian a turn). */
function driveOffActions(game: Game, F: TradersFields, s: Int32Array, p: number, out: Int32Array, n: number): number {
  if (s[F.level + p] === 0) return n;
  const at = s[F.wagonAt + p]!;
  if (at >= game.board.numNodes) return n;
  const en = game.board.edgeNodes;
  for (let b = 0; b < BARBARIANS; b++) {
    const e = s[F.barbarian + b]!;
    if ((s[F.attempts + p]! >> b) & 1) continue;
    if (en[e * 2] === at || en[e * 2 + 1] === at) out[n++] = (A_DRIVE_OFF << ARG_BITS) | b;
  }
  return n;
}

/** Every move of the wagon open to seat p: paths, grain, attacks. */
export function wagonActions(game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number {
  const F = fieldsOf(game);
  n = stepActions(game, F, s, p, out, n);
  if (mayBoost(game, F, s, p)) out[n++] = A_GRAIN_BOOST << ARG_BITS;
  return driveOffActions(game, F, s, p, out, n);
}

/**
 * The end of the main phase leads into the wagon phase (D202); the end of the wagon phase ends
 * the turn as before. A seat whose wagon can do nothing there ends it at once (its only action).
 */
export function wagonEndTurn(endTurn: KindRule): KindRule {
  return {
    ...endTurn,
    apply(st, arg, outcome) {
      if (st.s[PHASE] === PH_MAIN) st.s[PHASE] = PH_WAGON;
      else endTurn.apply(st, arg, outcome);
    },
  };
}

/** Delivers p's commodity at trade hex t: 1 VP, gold by the active card. */
function deliver(game: Game, F: TradersFields, s: Int32Array, p: number): void {
  s[F.delivered + p]!++;
  s[game.layout.publicVp + p]!++;
  gainGold(game, s, p, BAGGAGE_CARDS[s[F.level + p]!]!.gold);
  s[F.carried + p] = -1;
}

export const WAGON_STEP: Omit<KindRule, 'argBits'> = {
  name: 'wagon_step',
  maxOutcomes: 2,
  outcomes({ game, s }, e, values, weights) {
    const F = fieldsOf(game);
    const p = s[CUR]!;
    const t = drawAt(game, F, s, p, otherEnd(tablesOf(game).graph, e, s[F.wagonAt + p]!));
    if (t < 0) return 0;
    let n = 0;
    for (let k = 0; k < 2; k++) {
      if (s[F.stack + 2 * t + k]! > 0) {
        values[n] = k;
        weights[n++] = s[F.stack + 2 * t + k]!;
      }
    }
    return n;
  },
  sample({ game, s }, e) {
    const F = fieldsOf(game);
    const p = s[CUR]!;
    const t = drawAt(game, F, s, p, otherEnd(tablesOf(game).graph, e, s[F.wagonAt + p]!));
    if (t < 0) return NO_OUTCOME;
    requireStream(s);
    const first = s[F.stack + 2 * t]!;
    return nextInt(s, RNG, first + s[F.stack + 2 * t + 1]!) < first ? 0 : 1;
  },
  apply(st, e, outcome) {
    const { game, s } = st;
    const F = fieldsOf(game);
    const p = s[CUR]!;
    const T = tablesOf(game);
    const from = s[F.wagonAt + p]!;
    const cost = pathCost(game, F, s, p, e);
    if (cost < 0 || cost > pointsLeft(F, s, p)) throw new Error(`wagon_step: seat ${p} cannot take path ${e} from ${from}`);
    const owner = roadOwner(game, F, s, e);
    if (owner >= 0 && owner !== p) payGold(game, s, p, TOLL, owner);
    const to = otherEnd(T.graph, e, from);
    s[F.wagonAt + p] = to;
    s[F.spent + p]! += cost;
    if (T.plazaOf[to]! < 0) return;
    const t = T.kind[T.plazaOf[to]!]!;
    // A wagon entering a plaza stops there for the turn [675-726].
    s[F.spent + p] = STOPPED;
    const draws = drawAt(game, F, s, p, to) >= 0;
    if (s[F.carried + p]! >= 0 && WANTED_AT[s[F.carried + p]!] === t) deliver(game, F, s, p);
    if (!draws) return;
    if (!(outcome === 0 || outcome === 1) || s[F.stack + 2 * t + outcome]! <= 0) throw new Error(`wagon_step: outcome ${outcome} names no token left in the ${TRADE_HEX_NAMES[t]} stack`);
    s[F.stack + 2 * t + outcome]!--;
    s[F.carried + p] = STACK_KINDS[t]![outcome]!;
  },
  describe: (game, e) => pathText(game, e),
  record: {
    write(w: RecordWriter, e, o) {
      const game = w.st.game;
      const F = fieldsOf(game);
      const p = w.st.s[CUR]!;
      const entry: LogEntry = { p, a: 'wagon_step', ...pathName(w, e) };
      const to = otherEnd(tablesOf(game).graph, e, w.st.s[F.wagonAt + p]!);
      const T = tablesOf(game);
      if (o >= 0) entry.drawn = COMMODITY_NAMES[STACK_KINDS[T.kind[T.plazaOf[to]!]!]![o]!];
      return entry;
    },
    read: {
      wagon_step(r: RecordReader, e: LogEntry) {
        const edge = readPath(r, e);
        if (e.drawn === undefined || e.drawn === null) return [[edge, NO_OUTCOME]];
        const F = fieldsOf(r.st.game);
        const to = otherEnd(tablesOf(r.st.game).graph, edge, r.st.s[F.wagonAt + r.st.s[CUR]!]!);
        const T = tablesOf(r.st.game);
        const t = T.plazaOf[to]! < 0 ? -1 : T.kind[T.plazaOf[to]!]!;
        const k = t < 0 ? -1 : STACK_KINDS[t]!.findIndex((c) => COMMODITY_NAMES[c] === e.drawn);
        if (k < 0) throw r.error(`drawn: ${JSON.stringify(e.drawn)} is no token of the stack at this path's end`);
        return [[edge, k]];
      },
    },
  },
};

/** A path in a record: `edge` [q, r, side] on the board, or `interior` [trade hex, corner node]. */
function pathName(w: RecordWriter, e: number): Record<string, unknown> {
  const game = w.st.game;
  const E = game.board.numEdges;
  if (e < E) return { edge: w.edge(e) };
  const T = tablesOf(game);
  const t = T.interiorHex[e - E]!;
  return { interior: [TRADE_HEX_NAMES[T.kind[t]!], w.node(otherEnd(T.graph, e, game.board.numNodes + t))] };
}

function readPath(r: RecordReader, e: LogEntry): number {
  if (e.edge !== undefined) return r.edge(e.edge);
  const game = r.st.game;
  const [name, node] = (Array.isArray(e.interior) ? e.interior : []) as [unknown, unknown];
  const i = readInterior(game, name, r.node(node));
  if (i === -2) throw r.error(`interior: expected [trade hex (${TRADE_HEX_NAMES.join(', ')}), [q, r, corner]], got ${JSON.stringify(e.interior)}`);
  if (i >= 0) return game.board.numEdges + i;
  throw r.error(`interior: no interior path of the ${name} leads to ${JSON.stringify(node)}`);
}

export function wagonStepKind(pathCount: number): KindRule {
  return { ...WAGON_STEP, argBits: idBits(pathCount) };
}

export const GRAIN_BOOST_KIND: KindRule = {
  name: 'grain_boost',
  argBits: 0,
  apply({ game, s }) {
    const F = fieldsOf(game);
    const p = s[CUR]!;
    if (!mayBoost(game, F, s, p)) throw new Error(`grain_boost: seat ${p} may not buy movement points now`);
    pay(game, s, p, GRAIN_COST);
    s[F.grainUsed + p] = 1;
    s[F.bonus + p]! += GRAIN_BOOST;
  },
  describe: () => '',
  record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'grain_boost' }), read: { grain_boost: () => [[0, NO_OUTCOME]] } },
};

const GRAIN_COST = handCost({ [GRAIN]: 1 });

/** An attack on barbarian b: the die decides (outcome 0-5 for 1-6); on success its new path is picked next (PH_BARBARIAN_AWAY). */
export const DRIVE_OFF_KIND: KindRule = {
  name: 'drive_off',
  argBits: 2,
  ...ONE_DIE,
  apply({ game, s }, b, outcome) {
    const F = fieldsOf(game);
    const p = s[CUR]!;
    if (!(outcome >= 0 && outcome < 6)) throw new Error(`drive_off: outcome ${outcome} is not a die`);
    s[F.attempts + p]! |= 1 << b;
    if (outcome + 1 >= BAGGAGE_CARDS[s[F.level + p]!]!.driveOff) {
      s[F.away] = b;
      s[PHASE] = PH_BARBARIAN_AWAY;
    }
  },
  describe: (_g, b) => `barbarian ${b}`,
  record: {
    write: (w, b, o) => ({ p: w.st.s[CUR]!, a: 'drive_off', barbarian: b, die: o + 1 }),
    read: {
      drive_off(r, e) {
        const b = Number(e.barbarian);
        const die = Number(e.die);
        if (!(Number.isInteger(b) && b >= 0 && b < BARBARIANS)) throw r.error(`barbarian must be 0-${BARBARIANS - 1}`);
        if (!(Number.isInteger(die) && die >= 1 && die <= 6)) throw r.error('die must be 1-6');
        return [[b, die - 1]];
      },
    },
  },
};

/** The wagon phase's list: end the turn, move on, or play Swift Journey (D205). */
export function wagonPhaseLegal({ game, s }: GameState, out: Int32Array): number {
  const p = s[CUR]!;
  out[0] = A_END_TURN << ARG_BITS;
  return scenarioDevPlays(game, s, p, out, wagonActions(game, s, p, out, 1), true);
}
