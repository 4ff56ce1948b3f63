// Trade in the main phase: with the bank or a harbor at the seat's rate, and opening a domestic
// offer (its protocol is in domestic-trade.ts).

import { A_MARITIME, A_OFFER, ARG_BITS } from '../../engine/actions.js';
import { NUM_RESOURCES, RESOURCE_NAMES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { takeFromBank } from '../../engine/hands.js';
import { BANK, CUR } from '../../engine/layout.js';
import { maritimeRate, rateAtHarbors } from '../../engine/queries.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { KindRule, RecordReader } from '../../engine/rule-set.js';

/** Most trades tradeActions can list: 20 maritime pairs and opening an offer. */
export const MAX_TRADES = 20 + 1;

/** The main phase's trades, last in its list; the list without trades leaves them out. */
export const TRADES_SOURCE: ActionSource = { name: 'trades', maxActions: MAX_TRADES, trade: true, list: (st, out, n) => tradeActions(st, st.s[CUR]!, out, n) };

/** Maritime trades p can make, then (when an offer may be made now) opening one: appended from out[n]. */
export function tradeActions(st: GameState, p: number, out: Int32Array, n: number): number {
  const { game, s } = st;
  const h = game.layout.hand + p * NUM_RESOURCES;
  const harbors = s[game.layout.harbors + p]!; // read once for every resource's rate
  // The imported constants in locals (docs/performance.md, "fields read into locals").
  const resources = NUM_RESOURCES;
  const bank = BANK;
  const kind = A_MARITIME << ARG_BITS;
  for (let give = 0; give < resources; give++) {
    if (s[h + give]! < rateAtHarbors(harbors, give)) continue;
    for (let get = 0; get < resources; get++) {
      if (get !== give && s[bank + get]! > 0) out[n++] = kind | (give * 5 + get);
    }
  }
  if (game.hooks.mayOffer(st)) out[n++] = A_OFFER << ARG_BITS;
  return n;
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
