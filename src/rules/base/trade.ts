// Trade: with the bank or a harbor at the seat's rate, and domestic offers (1-3 cards of one
// resource for 1-3 of another) answered by each other seat in turn and confirmed with one of those
// who accepted.

import { A_ACCEPT, A_CANCEL, A_CONFIRM, A_DECLINE, A_MARITIME, A_OFFER, ARG_BITS, BUNDLE_MAX, offerArg, offerGet, offerGive } from '../../engine/actions.js';
import { NUM_RESOURCES, RESOURCE_NAMES } from '../../engine/constants.js';
import type { Game, GameState } from '../../engine/game.js';
import { moveCards, takeFromBank } from '../../engine/hands.js';
import { ACCEPT_MASK, BANK, CUR, OFFER, OFFERS_MADE, PHASE, PH_MAIN, PH_TRADE_CONFIRM, PH_TRADE_RESPONSE, TURN_PLAYER } from '../../engine/layout.js';
import { maritimeRate } from '../../engine/queries.js';
import type { GameBuilder, KindRule, PhaseRule, RecordReader } from '../../engine/rule-set.js';

/** Most trades tradeActions can list: 20 maritime pairs and 5 * 3 * 4 * 3 offers. */
export const MAX_TRADES = 20 + NUM_RESOURCES * BUNDLE_MAX * (NUM_RESOURCES - 1) * BUNDLE_MAX;

/** Maritime trades p can make, then (when an offer may be made now) every domestic offer: appended from out[n]. */
export function tradeActions(st: GameState, p: number, out: Int32Array, n: number): number {
  const { game, s } = st;
  const h = game.layout.hand + p * NUM_RESOURCES;
  for (let give = 0; give < NUM_RESOURCES; give++) {
    if (s[h + give]! < maritimeRate(game, s, p, give)) continue;
    for (let get = 0; get < NUM_RESOURCES; get++) {
      if (get !== give && s[BANK + get]! > 0) out[n++] = (A_MARITIME << ARG_BITS) | (give * 5 + get);
    }
  }
  if (game.hooks.mayOffer(st)) {
    for (let give = 0; give < NUM_RESOURCES; give++) {
      const have = Math.min(s[h + give]!, BUNDLE_MAX);
      for (let cg = 1; cg <= have; cg++) {
        for (let get = 0; get < NUM_RESOURCES; get++) {
          if (get === give) continue;
          for (let ct = 1; ct <= BUNDLE_MAX; ct++) {
            out[n++] = (A_OFFER << ARG_BITS) | (cg << (2 * give)) | ((ct << (2 * get)) << 10);
          }
        }
      }
    }
  }
  return n;
}

/** The base rule: the player on turn, up to the per-turn limit of offers. */
export function offersLeft({ game, s }: GameState): boolean {
  return s[OFFERS_MADE]! < game.options.tradeOffersPerTurn;
}

export function holdsBundle(game: Game, s: Int32Array, p: number, bundle: number): boolean {
  const h = game.layout.hand + p * NUM_RESOURCES;
  for (let r = 0; r < NUM_RESOURCES; r++) if (s[h + r]! < ((bundle >>> (2 * r)) & 3)) return false;
  return true;
}

export const TRADE_RESPONSE_PHASE: PhaseRule = {
  name: 'trade_response',
  maxActions: 2,
  legal({ game, s }, out) {
    out[0] = A_DECLINE << ARG_BITS;
    return holdsBundle(game, s, s[CUR]!, offerGet(s[OFFER]!)) ? ((out[1] = A_ACCEPT << ARG_BITS), 2) : 1;
  },
};

/** The rule without its sizes: the same functions for every game, whatever its board. */
const TRADE_CONFIRM_PHASE: Omit<PhaseRule, 'maxActions'> = {
  name: 'trade_confirm',
  legal({ game, s }, out) {
    let n = 0;
    const mask = s[ACCEPT_MASK]!;
    for (let q = 0; q < game.layout.players; q++) if (mask & (1 << q)) out[n++] = (A_CONFIRM << ARG_BITS) | q;
    out[n++] = A_CANCEL << ARG_BITS;
    return n;
  },
};

export function tradeConfirmPhase(game: Pick<GameBuilder, 'layout'>): PhaseRule {
  return {
    ...TRADE_CONFIRM_PHASE,
    maxActions: game.layout.players + 1,
  };
}

function endOffer(s: Int32Array): void {
  s[OFFER] = -1;
  s[ACCEPT_MASK] = 0;
  s[PHASE] = PH_MAIN;
  s[CUR] = s[TURN_PLAYER]!;
}

function bundleNames(bundle: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (let r = 0; r < NUM_RESOURCES; r++) {
    const n = (bundle >>> (2 * r)) & 3;
    if (n) out[RESOURCE_NAMES[r]!] = n;
  }
  return out;
}

function bundleText(b: number): string {
  return Object.entries(bundleNames(b))
    .map(([name, n]) => `${n} ${name}`)
    .join(' + ');
}

function packNames(r: RecordReader, counts: unknown): number {
  let b = 0;
  for (const [name, n] of Object.entries((counts ?? {}) as Record<string, number>)) {
    if (!Number.isInteger(n) || n < 0 || n > 3) throw r.error(`count ${n} out of 0..3`);
    b |= n << (2 * r.resource(name));
  }
  return b;
}

function single(r: RecordReader, counts: unknown): [number, number] {
  const entries = Object.entries((counts ?? {}) as Record<string, number>);
  if (entries.length !== 1) throw r.error('expected exactly one resource');
  return [r.resource(entries[0]![0]), entries[0]![1]];
}

export const MARITIME: KindRule = {
  name: 'maritime_trade',
  argBits: 5,
  apply({ game, s }, arg) {
    const L = game.layout;
    const p = s[CUR]!;
    const give = (arg / 5) | 0;
    const rate = maritimeRate(game, s, p, give);
    s[L.hand + p * NUM_RESOURCES + give]! -= rate;
    s[L.handTotal + p]! -= rate;
    s[BANK + give]! += rate;
    takeFromBank(game, s, p, arg % 5, 1);
  },
  describe: (_b, arg) => `${RESOURCE_NAMES[(arg / 5) | 0]} -> ${RESOURCE_NAMES[arg % 5]}`,
  record: {
    write(w, arg) {
      const { game, s } = w.st;
      const p = s[CUR]!;
      const give = (arg / 5) | 0;
      return { p, a: 'maritime_trade', give: { [RESOURCE_NAMES[give]!]: maritimeRate(game, s, p, give) }, get: { [RESOURCE_NAMES[arg % 5]!]: 1 } };
    },
    read: {
      maritime_trade(r, e) {
        const [give, rate] = single(r, e.give);
        const [get] = single(r, e.get);
        if (rate !== maritimeRate(r.st.game, r.st.s, e.p, give)) throw r.error(`rate ${rate}:1 is not this seat's rate`);
        return [[give * 5 + get, -1]];
      },
    },
  },
};

export const OFFER_KIND: KindRule = {
  name: 'trade_offer',
  argBits: 20,
  apply({ game, s }, arg) {
    s[OFFER] = arg;
    s[OFFERS_MADE]!++;
    s[ACCEPT_MASK] = 0;
    s[PHASE] = PH_TRADE_RESPONSE;
    s[CUR] = (s[CUR]! + 1) % game.seats;
  },
  describe: (_b, arg) => `give ${bundleText(offerGive(arg))} for ${bundleText(offerGet(arg))}`,
  record: {
    write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'trade_offer', give: bundleNames(offerGive(arg)), get: bundleNames(offerGet(arg)) }),
    read: { trade_offer: (r, e) => [[offerArg(packNames(r, e.give), packNames(r, e.get)), -1]] },
  },
};

/** An answer to the open offer; after the last seat before the offerer, the offerer confirms or the offer ends. */
function answer(accept: boolean): KindRule {
  return {
    name: accept ? 'trade_accept' : 'trade_decline',
    argBits: 0,
    apply({ game, s }) {
      const p = s[CUR]!;
      if (accept) s[ACCEPT_MASK]! |= 1 << p;
      const next = (p + 1) % game.seats;
      const tp = s[TURN_PLAYER]!;
      if (next !== tp) {
        s[CUR] = next;
        return;
      }
      s[CUR] = tp;
      if (s[ACCEPT_MASK] === 0) endOffer(s);
      else s[PHASE] = PH_TRADE_CONFIRM;
    },
    describe: () => '',
    record: {
      write: (w) => ({ p: w.st.s[CUR]!, a: 'trade_response', accept }),
      read: { trade_response: (_r, e) => (Boolean(e.accept) === accept ? [[0, -1]] : null) },
    },
  };
}
export const ACCEPT = answer(true);
export const DECLINE = answer(false);

export const CONFIRM: KindRule = {
  name: 'trade_confirm',
  argBits: 3,
  apply({ game, s }, q) {
    const p = s[CUR]!;
    const offer = s[OFFER]!;
    const give = offerGive(offer);
    const get = offerGet(offer);
    for (let r = 0; r < NUM_RESOURCES; r++) {
      moveCards(game, s, p, q, r, (give >>> (2 * r)) & 3);
      moveCards(game, s, q, p, r, (get >>> (2 * r)) & 3);
    }
    endOffer(s);
  },
  describe: (_b, q) => `with seat ${q}`,
  record: {
    write: (w, q) => ({ p: w.st.s[CUR]!, a: 'trade_confirm', with: q }),
    read: { trade_confirm: (_r, e) => [[Number(e.with), -1]] },
  },
};

export const CANCEL: KindRule = {
  name: 'trade_cancel',
  argBits: 0,
  apply({ s }) {
    endOffer(s);
  },
  describe: () => '',
  record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'trade_cancel' }), read: { trade_cancel: () => [[0, -1]] } },
};
