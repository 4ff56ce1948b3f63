// What a command bot reads: the board, a seat's view and the legal actions as plain JSON objects,
// in the record format's names (hexes [q, r], nodes [q, r, corner], edges [q, r, side],
// docs/record-format.md). Everything here is computed from the seat's redacted view
// (seatViewInto), never from the game's real state, so no hidden card can reach the bot.

import { ARG_BITS, ARG_MASK } from '../../engine/actions.js';
import { HIDDEN_TERRAIN } from '../../engine/board.js';
import { DEV_NAMES, NUM_DEV_TYPES, TERRAIN_NAMES } from '../../engine/constants.js';
import { describeAction, phaseName } from '../../engine/describe.js';
import { totalVp, type Game, type GameState } from '../../engine/game.js';
import { ACCEPT_MASK, CUR, DECK_COUNT, DICE, LA_HOLDER, LR_HOLDER, OFFER, OFFER_TO, PHASE, PLAYED, ROBBER, TURN, TURN_PLAYER } from '../../engine/layout.js';
import type { LogEntry, RecordWriter } from '../../engine/rule-set.js';
import { SIDE_OFFER_GET, SIDE_OFFER_GIVE, sideCards } from '../../engine/trade-sides.js';
import { ruleSetsOf } from '../../rules/registry.js';

export interface ReadableAction extends Record<string, unknown> {
  id: number;
  /** The action as a log line reads: `road [0, -2, 3]`. */
  text: string;
  /** The kind's name (`road`, `settlement`, `end_turn`, ...). */
  kind: string;
}

/** The board as every seat sees it: a hidden hex (Seafarers fog) stays hidden. */
export function readableBoard(game: Game): Record<string, unknown> {
  const b = game.board;
  const hexes = Array.from({ length: b.hexQ.length }, (_, h) => {
    const t = b.hexTerrain[h]!;
    const token = b.hexToken[h]!;
    return { hex: [b.hexQ[h]!, b.hexR[h]!], terrain: t === HIDDEN_TERRAIN ? 'hidden' : TERRAIN_NAMES[t] ?? `terrain${t}`, ...(token ? { token } : {}) };
  });
  return {
    hexes,
    harbors: b.spec.harbors,
    nodes: b.nodeName.map((n) => [...n]),
    edges: b.edgeName.map((e) => [...e]),
  };
}

const seatsIn = (mask: number, seats: number): number[] => Array.from({ length: seats }, (_, p) => p).filter((p) => mask & (1 << p));

const counts = (names: readonly string[], at: (k: number) => number): Record<string, number> => Object.fromEntries(names.map((name, k) => [name, at(k)]));

/**
 * `view` is the seat's view (seatViewInto): other seats' hands and cards are blank there, so they
 * are given by their counts alone.
 */
export function readableView(view: GameState, seat: number): Record<string, unknown> {
  const { game, s } = view;
  const L = game.layout;
  const b = game.board;
  const K = game.handKinds;
  const hand = (p: number) => counts(game.cardNames, (k) => s[game.cardSlot[p * K + k]!]!);
  const dice = s[DICE]!;
  const pieces = game.hooks.pieces(game, s).map((x) => ({
    owner: x.owner,
    piece: x.piece,
    ...(x.node !== undefined ? { node: [...b.nodeName[x.node]!] } : {}),
    ...(x.edge !== undefined ? { edge: [...b.edgeName[x.edge]!] } : {}),
  }));
  const robber = s[ROBBER]!;
  return {
    turn: s[TURN],
    phase: phaseName(game, s[PHASE]!),
    current: s[CUR],
    turnPlayer: s[TURN_PLAYER],
    dice: dice > 0 ? [dice >> 3, dice & 7] : null,
    robber: robber >= 0 && robber < b.hexQ.length ? [b.hexQ[robber]!, b.hexR[robber]!] : null,
    bank: counts(game.cardNames, (k) => s[game.bankSlot[k]!]!),
    devDeck: s[DECK_COUNT],
    devPlayed: counts(DEV_NAMES, (k) => s[PLAYED + k]!),
    // Domestic trade is public: the open offer, who it is to and who accepted.
    offer: s[OFFER]! >= 0 ? { from: s[TURN_PLAYER], give: sideCards(game, s, SIDE_OFFER_GIVE), get: sideCards(game, s, SIDE_OFFER_GET), to: seatsIn(s[OFFER_TO]!, game.seats), accepted: seatsIn(s[ACCEPT_MASK]!, game.seats) } : null,
    longestRoad: s[LR_HOLDER],
    largestArmy: s[LA_HOLDER],
    you: {
      seat,
      hand: hand(seat),
      devCards: counts(DEV_NAMES, (k) => s[L.dev + seat * NUM_DEV_TYPES + k]!),
      newDevCards: counts(DEV_NAMES, (k) => s[L.devNew + seat * NUM_DEV_TYPES + k]!),
      vp: totalVp(game, s, seat),
    },
    players: Array.from({ length: game.seats }, (_, p) => ({
      seat: p,
      cards: s[L.handTotal + p],
      devCards: s[L.devCount + p],
      knights: s[L.knights + p],
      publicVp: s[L.publicVp + p],
      roadLength: s[L.roadLen + p],
      roadsLeft: s[L.roadsLeft + p],
      settlementsLeft: s[L.settlementsLeft + p],
      citiesLeft: s[L.citiesLeft + p],
    })),
    pieces,
    rules: ruleParts(view, seat),
  };
}

/**
 * Each rule set's own part of the view, by the rule set's name, as its folder's readable.ts names
 * it (docs/bot-protocol.md lists every field). Computed from the seat's view like the rest, so
 * what the seat may not see is not there either.
 */
function ruleParts(view: GameState, seat: number): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const r of ruleSetsOf(view.game)) if (r.readable) out[r.name] = r.readable(view, seat);
  return out;
}

/**
 * Each legal action with its id, its text and the fields its log entry would have (the record
 * writer's, given the seat's view and no chance outcome, since none is drawn yet).
 */
export function readableActions(view: GameState, legal: Int32Array, count: number): ReadableAction[] {
  const { game } = view;
  const b = game.board;
  const writer: RecordWriter = {
    st: view,
    log: [],
    previous: -1,
    node: (n) => [...b.nodeName[n]!],
    edge: (e) => [...b.edgeName[e]!],
    hex: (h) => [b.hexQ[h]!, b.hexR[h]!],
  };
  const out: ReadableAction[] = [];
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    const rule = game.kinds[a >>> ARG_BITS];
    let fields: LogEntry | null = null;
    try {
      fields = rule ? rule.record.write(writer, a & ARG_MASK, -1) : null;
    } catch {
      // An entry that needs its outcome: the text alone describes the action.
    }
    const { p: _p, a: _a, ...rest } = fields ?? { p: 0, a: '' };
    out.push({ ...rest, id: a, text: describeAction(game, a), kind: rule?.name ?? `kind${a >>> ARG_BITS}` });
  }
  return out;
}
