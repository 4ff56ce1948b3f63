// The voting round and the camel it places (D165-D167). A part of a turn in which its player built
// a settlement or a city ends with one camel, when any can be placed: every seat that holds wool
// or grain bids once, in order from the player who just ended, by laying out any number of those
// cards (paid to the bank at once: all bids are discarded, D166); the single highest bidder
// places the camel, else the player who just ended (D167). Then the turn passes as it would have.

import { A_END_TURN, ARG_BITS, idBits } from '../../../engine/actions.js';
import { GRAIN, NUM_RESOURCES, WOOL } from '../../../engine/constants.js';
import type { GameState } from '../../../engine/game.js';
import { pushDecision, stackDecision } from '../../../engine/decision-queue.js';
import { BANK, CUR } from '../../../engine/layout.js';
import type { GameBuilder, KindRule, PhaseRule } from '../../../engine/rule-set.js';
import { anyCamelOption, camelOptions, placeCamel } from './camels.js';
import type { CaravanFields } from './fields.js';
import { A_BID, A_CAMEL, BID_RADIX, CARAVAN_RADIX, PH_BID, PH_CAMEL } from './ids.js';

/** Wool and grain of a bid argument. */
export const bidWool = (arg: number): number => Math.floor(arg / BID_RADIX);
export const bidGrain = (arg: number): number => arg % BID_RADIX;

/** Seat p's votes in the round under way (0 before it bids). */
export function votesOf(s: Int32Array, F: CaravanFields, p: number): number {
  const b = s[F.bids + p]!;
  return b === 0 ? 0 : bidWool(b - 1) + bidGrain(b - 1);
}

/**
 * Who places the camel (D167): the single highest bidder; with no single highest (no bids, or a
 * tie) the player who just ended. A bidder with more votes than all others combined is the single
 * highest, and coalitions are not formed (bots cannot negotiate), so these are the text's rules.
 */
export function voteWinner(s: Int32Array, F: CaravanFields, seats: number, ended: number): number {
  let best = 0;
  let winner = ended;
  let count = 0;
  for (let p = 0; p < seats; p++) {
    const v = votesOf(s, F, p);
    if (v > best) {
      best = v;
      winner = p;
      count = 1;
    } else if (v === best && v > 0) count++;
  }
  return count === 1 ? winner : ended;
}

const woolHeld = (st: GameState, p: number) => st.s[st.game.layout.hand + p * NUM_RESOURCES + WOOL]!;
const grainHeld = (st: GameState, p: number) => st.s[st.game.layout.hand + p * NUM_RESOURCES + GRAIN]!;

export function installVote(g: GameBuilder, F: CaravanFields): void {
  const seats = g.seats;
  const maxCards = g.supply.resourceCount;
  const scratch = new Int32Array(2 * F.caravans + 1);

  // The voting round: the next seat from the one who ended that has not bid and has a card to bid.
  const OB_BID = g.obligation({
    name: 'caravan_vote',
    phase: PH_BID,
    next(st, ended) {
      for (let i = 0; i < seats; i++) {
        const p = (ended + i) % seats;
        if (st.s[F.bids + p] === 0 && woolHeld(st, p) + grainHeld(st, p) > 0) return p;
      }
      return -1;
    },
    resume(st, ended) {
      st.s[F.chooser] = voteWinner(st.s, F, seats, ended) + 1;
    },
  });
  const OB_CAMEL = g.obligation({
    name: 'caravan_camel',
    phase: PH_CAMEL,
    next: (st) => st.s[F.chooser]! - 1,
    resume(st, ended) {
      for (let p = 0; p < seats; p++) st.s[F.bids + p] = 0;
      st.game.hooks.passTurn(st, ended);
    },
  });

  const bidPhase: PhaseRule = {
    name: 'caravan_bid',
    maxActions: (maxCards + 1) * (maxCards + 1),
    legal(st, out) {
      const p = st.s[CUR]!;
      const w = woolHeld(st, p);
      const gr = grainHeld(st, p);
      let n = 0;
      for (let i = 0; i <= w; i++) for (let j = 0; j <= gr; j++) out[n++] = (A_BID << ARG_BITS) | (i * BID_RADIX + j);
      return n;
    },
  };
  const camelPhase: PhaseRule = {
    name: 'caravan_camel',
    maxActions: 2 * F.caravans,
    legal: (st, out) => camelOptions(st, F, A_CAMEL, out, 0),
  };
  g.phases[PH_BID] = bidPhase;
  g.phases[PH_CAMEL] = camelPhase;
  g.kinds[A_BID] = bidKind(F, maxCards);
  g.kinds[A_CAMEL] = camelKind(g, F);

  // The trigger (D165): the end of a part of a turn that built, when a camel can be placed.
  const endTurn = g.kinds[A_END_TURN]!;
  g.kinds[A_END_TURN] = {
    ...endTurn,
    apply(st, arg, outcome) {
      const { s } = st;
      const built = s[F.built] !== 0;
      s[F.built] = 0;
      if (!built || !anyCamelOption(st, F, scratch)) {
        endTurn.apply(st, arg, outcome);
        return;
      }
      const p = s[CUR]!;
      st.game.hooks.turnEnded(st, p);
      stackDecision(st, OB_CAMEL, p);
      pushDecision(st, OB_BID, p);
    },
  };
}

function bidKind(F: CaravanFields, maxCards: number): KindRule {
  return {
    name: 'caravan_bid',
    argBits: idBits(maxCards * BID_RADIX + maxCards + 1),
    apply({ game, s }, arg) {
      const p = s[CUR]!;
      const h = game.layout.hand + p * NUM_RESOURCES;
      const w = bidWool(arg);
      const gr = bidGrain(arg);
      if (s[h + WOOL]! < w || s[h + GRAIN]! < gr) throw new Error(`caravan_bid: seat ${p} cannot lay out ${w} wool and ${gr} grain`);
      s[h + WOOL]! -= w;
      s[h + GRAIN]! -= gr;
      s[BANK + WOOL]! += w;
      s[BANK + GRAIN]! += gr;
      s[game.layout.handTotal + p]! -= w + gr;
      s[F.bids + p] = arg + 1;
    },
    describe: (_g, arg) => `${bidWool(arg)} wool + ${bidGrain(arg)} grain`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'caravan_bid', wool: bidWool(arg), grain: bidGrain(arg) }),
      read: {
        caravan_bid(r, e) {
          const w = Number(e.wool);
          const gr = Number(e.grain);
          if (!Number.isInteger(w) || !Number.isInteger(gr) || w < 0 || gr < 0 || w >= BID_RADIX || gr >= BID_RADIX) throw r.error(`wool and grain must be counts 0-${BID_RADIX - 1}, got ${JSON.stringify(e.wool)} and ${JSON.stringify(e.grain)}`);
          return [[w * BID_RADIX + gr, -1]];
        },
      },
    },
  };
}

function camelKind(g: GameBuilder, F: CaravanFields): KindRule {
  return {
    name: 'caravan_camel',
    argBits: idBits(g.board.numEdges * CARAVAN_RADIX),
    apply(st, arg) {
      placeCamel(st, F, Math.floor(arg / CARAVAN_RADIX), arg % CARAVAN_RADIX);
      st.s[F.chooser] = 0;
    },
    describe: (game, arg) => `caravan ${(arg % CARAVAN_RADIX) + 1} on [${game.board.edgeName[Math.floor(arg / CARAVAN_RADIX)]!.join(', ')}]`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'caravan_camel', edge: w.edge(Math.floor(arg / CARAVAN_RADIX)), caravan: arg % CARAVAN_RADIX }),
      read: {
        caravan_camel(r, e) {
          const c = Number(e.caravan);
          if (!Number.isInteger(c) || c < 0 || c >= F.caravans) throw r.error(`caravan must be 0-${F.caravans - 1}, got ${JSON.stringify(e.caravan)}`);
          return [[r.edge(e.edge) * CARAVAN_RADIX + c, -1]];
        },
      },
    },
  };
}
