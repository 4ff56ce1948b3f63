// Fishing (D135-D137): a roll of a fishing ground's number gives each building beside it a draw
// (a city two), and a roll of a lake's numbers each building beside the lake, unless the robber
// stands on it. Tokens are drawn blind, one chance action each, in seat order from the roller; when
// the draws a roll owes exceed the face-down supply, nobody draws; when the last face-down token is
// drawn, the spent ones are shuffled into a new supply. A seat holds at most FISH_CAP tokens: at
// the cap, a gain lets it put one token back face down and draw one in its place, or keep its own.
// The second set-up settlement beside a fishing ground draws one token.

import { A_SETTLEMENT, ARG_BITS } from '../../../engine/actions.js';
import { deckOutcomes, deckSample, deckTake, drawToPile, returnToDeck } from '../../../engine/decks.js';
import { hasDecision, pushDecision } from '../../../engine/decision-queue.js';
import type { Game, GameState } from '../../../engine/game.js';
import { hasStream } from '../../../engine/hands.js';
import { CUR, PHASE, PH_SETUP_SETTLEMENT, ROBBER, TURN_PLAYER, hasBit } from '../../../engine/layout.js';
import { addRollStep, pauseRoll, rollPause, type RollStep } from '../../../engine/roll-steps.js';
import type { GameBuilder, Invariant, KindRule, PhaseRule } from '../../../engine/rule-set.js';
import { fishingTables } from './board.js';
import { bootHolder, tokensHeld, tokensOf, type Fish } from './context.js';
import { A_DRAW_FISH, A_KEEP_FISH, A_RETURN_FISH, BOOT, FISH_CAP, FISH_TOKENS, PH_DRAW_FISH } from './ids.js';

/** The spent tokens (never the boot) shuffled face down into a new supply (D136). */
export function reshuffleSpent(F: Pick<Fish, 'deck'>, s: Int32Array): void {
  const d = F.deck;
  for (let k = 0; k < BOOT; k++) {
    const n = s[d.played + k]!;
    s[d.counts + k]! += n;
    s[d.size]! += n;
    s[d.played + k] = 0;
  }
}

/** Whether the face-down supply covers `demand` draws (D136). */
export function supplyCovers(F: Pick<Fish, 'deck'>, s: Int32Array, demand: number): boolean {
  return s[F.deck.size]! >= demand;
}

/** Draws a gain of `n` tokens is for a seat holding `held`: up to the cap, then one exchange (D137). */
export function drawsFor(n: number, held: number): number {
  const room = Math.max(0, FISH_CAP - held);
  return n <= room ? n : room + 1;
}

/** The fish each seat's buildings earn on a roll of `total`, as draws into `owed`; returns their sum. */
export function oweFish(game: Game, s: Int32Array, F: Pick<Fish, 'deck' | 'owed'>, total: number): number {
  const T = fishingTables(game.board, null);
  const L = game.layout;
  const robber = s[ROBBER]!;
  for (let p = 0; p < L.players; p++) s[F.owed + p] = 0;
  for (let i = 0; i < T.rolls.length; i++) {
    if (((T.rolls[i]! >>> total) & 1) === 0) continue;
    if (T.landHex[i]! >= 0 && T.landHex[i] === robber) continue;
    for (let j = T.start[i]!; j < T.start[i + 1]!; j++) {
      const node = T.nodes[j]!;
      const q = s[L.nodeOwner + node]! - 1;
      if (q < 0) continue;
      s[F.owed + q]! += hasBit(s, L.city + q * L.nodeWords, node) ? 2 : 1;
    }
  }
  let demand = 0;
  for (let p = 0; p < L.players; p++) {
    const n = s[F.owed + p]!;
    if (n === 0) continue;
    const d = drawsFor(n, tokensHeld(F, s, p));
    s[F.owed + p] = d;
    demand += d;
  }
  return demand;
}

/** The next seat owed a draw, in seat order from the roller; -1 when none. */
function nextFisher(F: Pick<Fish, 'owed'>, { game, s }: GameState): number {
  const tp = s[TURN_PLAYER]!;
  const P = game.seats;
  for (let i = 0; i < P; i++) {
    const q = (tp + i) % P;
    if (s[F.owed + q]! > 0) return q;
  }
  return -1;
}

/**
 * Seat p draws the top token (`outcome` its kind): the boot is shown at once and kept apart (D140).
 * The last face-down token drawn, the spent ones make a new supply (D136).
 */
export function drawFish(F: Pick<Fish, 'deck' | 'owed' | 'boot'>, s: Int32Array, p: number, outcome: number): void {
  const d = F.deck;
  if (outcome === BOOT) {
    deckTake(s, d, BOOT, 'draw_fish');
    s[d.played + BOOT]!++;
    s[F.boot] = p + 1;
  } else drawToPile(s, d, p, outcome, 'draw_fish');
  if (s[d.size] === 0) reshuffleSpent(F, s);
}

function tokenNamed(r: { error(m: string): Error }, name: unknown, boot: boolean): number {
  const k = FISH_TOKENS.indexOf(name as (typeof FISH_TOKENS)[number]);
  if (k < 0 || (!boot && k === BOOT)) throw r.error(`token must be one of ${FISH_TOKENS.slice(0, boot ? 4 : 3).join(', ')}, got ${JSON.stringify(name)}`);
  return k;
}

/**
 * A draw's outcomes as a seat's view can estimate them (the supply's faces are hidden there): each
 * kind over the tokens neither spent nor in a pile the view shows, the boot while no one holds it.
 */
function unseenTokens(game: Game, s: Int32Array, F: Pick<Fish, 'deck' | 'boot'>, values: Int32Array, weights: Int32Array): number {
  const d = F.deck;
  const K = d.names.length;
  let n = 0;
  for (let k = 0; k < K; k++) {
    let w = d.totals[k]! - s[d.played + k]!;
    for (let p = 0; p < game.layout.players; p++) w -= s[d.piles + p * K + k]!;
    if (w > 0) {
      values[n] = k;
      weights[n++] = w;
    }
  }
  return n;
}

function drawKind(F: Pick<Fish, 'deck' | 'owed' | 'boot'>): KindRule {
  return {
    name: 'draw_fish',
    argBits: 0,
    maxOutcomes: FISH_TOKENS.length,
    outcomes: ({ game, s }, _arg, values, weights) => (hasStream(s) ? deckOutcomes(s, F.deck, values, weights) : unseenTokens(game, s, F, values, weights)),
    sample: ({ s }) => deckSample(s, F.deck),
    apply({ s }, _arg, outcome) {
      const p = s[CUR]!;
      s[F.owed + p]!--;
      drawFish(F, s, p, outcome);
    },
    describe: () => '',
    record: {
      write: (w, _arg, o) => ({ p: w.st.s[CUR]!, a: 'draw_fish', token: FISH_TOKENS[o] }),
      read: { draw_fish: (r, e) => [[0, tokenNamed(r, e.token, true)]] },
    },
  };
}

/** keep_fish: the seat at the cap keeps its tokens; its draw is dropped. */
function keepKind(F: Pick<Fish, 'owed'>): KindRule {
  return {
    name: 'keep_fish',
    argBits: 0,
    apply({ s }) {
      s[F.owed + s[CUR]!] = 0;
    },
    describe: () => '',
    record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'keep_fish' }), read: { keep_fish: () => [[0, -1]] } },
  };
}

/** return_fish: the seat at the cap puts a token of kind `k` back face down; it draws next. */
function returnKind(F: Pick<Fish, 'deck'>): KindRule {
  const d = F.deck;
  return {
    name: 'return_fish',
    argBits: 2,
    apply({ s }, k) {
      const p = s[CUR]!;
      if (tokensOf(F, s, p, k) <= 0) throw new Error(`return_fish: seat ${p} holds no ${FISH_TOKENS[k]}`);
      s[d.piles + p * d.names.length + k]!--;
      s[d.pileSizes + p]!--;
      returnToDeck(s, d, k);
    },
    describe: (_g, k) => FISH_TOKENS[k]!,
    record: {
      write: (w, k) => ({ p: w.st.s[CUR]!, a: 'return_fish', token: FISH_TOKENS[k] }),
      read: { return_fish: (r, e) => [[tokenNamed(r, e.token, false), -1]] },
    },
  };
}

/** The draws: the seat on the queue draws what it is owed; at the cap it exchanges a token or keeps its own. */
function drawPhase(F: Pick<Fish, 'deck' | 'owed'>): PhaseRule {
  const draw = A_DRAW_FISH << ARG_BITS;
  const back = A_RETURN_FISH << ARG_BITS;
  const keep = A_KEEP_FISH << ARG_BITS;
  return {
    name: 'draw_fish',
    maxActions: BOOT + 1,
    legal({ s }, out) {
      const p = s[CUR]!;
      let n = 0;
      if (s[F.owed + p]! <= 0) return 0;
      if (tokensHeld(F, s, p) >= FISH_CAP) {
        out[n++] = keep;
        for (let k = 0; k < BOOT; k++) if (tokensOf(F, s, p, k) > 0) out[n++] = back | k;
      } else if (s[F.deck.size]! > 0) out[n++] = draw;
      return n;
    },
  };
}

/** The fishing step, after production: the draws the roll owes, or nothing when the supply falls short. */
function fishingStep(F: Pick<Fish, 'deck' | 'owed' | 'rollDraws'>): RollStep {
  return {
    name: 'fishing',
    run(st, total, after, at) {
      if (total === 7) return true;
      const { game, s } = st;
      const demand = oweFish(game, s, F, total);
      if (demand === 0) return true;
      // Not enough tokens for every draw: nobody draws this turn (D136).
      if (!supplyCovers(F, s, demand)) {
        for (let p = 0; p < game.layout.players; p++) s[F.owed + p] = 0;
        return true;
      }
      pauseRoll(st, F.rollDraws, at, after);
      return false;
    },
  };
}

/** Fishing installed: the obligations, the draw phase and kinds, the roll step and the set-up token. */
export function installFishing(g: GameBuilder, F0: Pick<Fish, 'deck' | 'owed' | 'boot'>): Pick<Fish, 'rollDraws' | 'setupDraw'> {
  const next = (st: GameState) => nextFisher(F0, st);
  // Draws left unmade (none can be: the supply covered them) are dropped with the frame.
  const clear = (st: GameState) => {
    for (let p = 0; p < g.layout.players; p++) st.s[F0.owed + p] = 0;
  };
  const roll = rollPause('fish_draws', PH_DRAW_FISH, next);
  const rollDraws = g.obligation({ ...roll, resume: (st, data) => (clear(st), roll.resume!(st, data)) });
  const setupDraw = g.obligation({ name: 'fish_setup_draw', phase: PH_DRAW_FISH, next, resume: clear });
  const F = { ...F0, rollDraws, setupDraw };
  g.kinds[A_DRAW_FISH] = drawKind(F);
  g.kinds[A_RETURN_FISH] = returnKind(F);
  g.kinds[A_KEEP_FISH] = keepKind(F);
  g.phases[PH_DRAW_FISH] = drawPhase(F);
  addRollStep(g, fishingStep(F), { after: 'production' });

  // The second set-up settlement beside a fishing ground draws one token (D136).
  const settle = g.kinds[A_SETTLEMENT]!;
  g.kinds[A_SETTLEMENT] = {
    ...settle,
    apply(st, node, outcome) {
      const { game, s } = st;
      const setup = s[PHASE] === PH_SETUP_SETTLEMENT;
      const p = s[CUR]!;
      settle.apply(st, node, outcome);
      if (!setup || game.supply.settlements - s[game.layout.settlementsLeft + p]! !== 2) return;
      if (fishingTables(game.board, null).nearGround[node] !== 1 || !supplyCovers(F, s, 1)) return;
      s[F.owed + p] = 1;
      pushDecision(st, setupDraw, 0);
    },
  };
  g.invariants.push(fishInvariant(F));
  return { rollDraws, setupDraw };
}

/** Tokens are neither made nor lost, the boot is where its field says, the cap holds outside the draws. */
function fishInvariant(F: Pick<Fish, 'deck' | 'owed' | 'boot' | 'rollDraws' | 'setupDraw'>): Invariant {
  const d = F.deck;
  const K = d.names.length;
  return {
    name: 'fish',
    check(st, fail) {
      const { game, s } = st;
      const drawing = hasDecision(st, F.rollDraws) || hasDecision(st, F.setupDraw);
      let size = 0;
      for (let k = 0; k < K; k++) {
        let n = s[d.counts + k]! + s[d.played + k]!;
        size += s[d.counts + k]!;
        for (let p = 0; p < game.layout.players; p++) n += s[d.piles + p * K + k]!;
        if (n !== d.totals[k]) fail(`fish: ${n} ${FISH_TOKENS[k]} tokens in the game, expected ${d.totals[k]}`);
      }
      if (size !== s[d.size]) fail(`fish: supply size ${s[d.size]} but its kinds sum to ${size}`);
      if (size === 0 && s[d.played]! + s[d.played + 1]! + s[d.played + 2]! > 0) fail('fish: the supply is empty while spent tokens wait to be shuffled');
      const holder = bootHolder(F, s);
      if ((holder >= 0) !== (s[d.played + BOOT] === 1)) fail(`fish: the boot's holder is ${holder} but ${s[d.played + BOOT]} boot is out of the supply`);
      for (let p = 0; p < game.layout.players; p++) {
        if (s[d.piles + p * K + BOOT] !== 0) fail(`fish: seat ${p} holds the boot in its pile`);
        let held = 0;
        for (let k = 0; k < BOOT; k++) held += s[d.piles + p * K + k]!;
        if (held !== s[d.pileSizes + p]) fail(`fish: seat ${p} holds ${held} tokens but its count says ${s[d.pileSizes + p]}`);
        if (held > FISH_CAP) fail(`fish: seat ${p} holds ${held} tokens (cap ${FISH_CAP})`);
        const owed = s[F.owed + p]!;
        if (owed < 0 || (owed > 0 && !drawing)) fail(`fish: seat ${p} is owed ${owed} draws outside the draws`);
      }
    },
  };
}
