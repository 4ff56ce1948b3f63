// Flat integer actions: kind in the high bits, argument in the low 20 (OpenSpiel style). The
// split is fixed rather than per game so that any reader (a bot, a record, a log) decodes an
// action without its game; each kind declares its argument's width and a game refuses a kind
// that does not fit (see KindRule.argBits).

export const ARG_BITS = 20;
export const ARG_MASK = (1 << ARG_BITS) - 1;

export const A_END_TURN = 0;
export const A_ROLL = 1;
export const A_ROAD = 2; // arg: edge
export const A_SETTLEMENT = 3; // arg: node
export const A_CITY = 4; // arg: node
export const A_BUY_DEV = 5;
export const A_KNIGHT = 6;
export const A_ROAD_BUILDING = 7;
export const A_YEAR_OF_PLENTY = 8; // arg: r1 * 5 + r2, r1 <= r2
export const A_MONOPOLY = 9; // arg: resource
export const A_ROBBER = 10; // arg: hex * 8 + (victim + 1), victim -1 = nobody
export const A_DISCARD = 11; // arg: resource (one card)
export const A_MARITIME = 12; // arg: give * 5 + get
// Domestic trade is composed over several actions (src/rules/base/domestic-trade.ts), so that an
// offer of any bundles costs a search bot a handful of small choices rather than thousands.
export const A_OFFER = 13; // open a draft: an offer (main phase) or a counter-offer (response phase)
export const A_ACCEPT = 14;
export const A_DECLINE = 15;
export const A_CONFIRM = 16; // arg: seat traded with, + COUNTER_FLAG for its counter-offer
export const A_CANCEL = 17; // withdraw: a draft, or an answered offer
export const A_END_ROAD_BUILDING = 18; // stop placing Road Building's free roads (D7)
export const A_TRADE_ADD = 19; // arg: tradeAddArg(hand kind, asked): one more card given or asked
export const A_TRADE_DROP = 20; // arg: seat no longer addressed
export const A_TRADE_SEND = 21;
/** Kinds a rule set adds take ids from its own block (src/rules/ids.ts), after these. */
export const STANDARD_KINDS = 22;

/** A_TRADE_ADD's flag for the asked side. */
export const GET_FLAG = 8;

/**
 * A_TRADE_ADD's argument: one more card of hand kind k given, or asked (`ask`). The kind's low three
 * bits lie below GET_FLAG and the rest above it, so a resource's argument is r or GET_FLAG | r and
 * any hand kind (below 32: six bits) fits.
 */
export function tradeAddArg(k: number, ask: boolean): number {
  return (k & 7) | (ask ? GET_FLAG : 0) | ((k >>> 3) << 4);
}
/** The hand kind of an A_TRADE_ADD argument. */
export function tradeAddKind(arg: number): number {
  return (arg & 7) | ((arg >>> 4) << 3);
}
/** Whether an A_TRADE_ADD argument adds a card asked (else a card given). */
export function tradeAddAsks(arg: number): boolean {
  return (arg & GET_FLAG) !== 0;
}
/** A_CONFIRM's flag: the trade is the seat's counter-offer, not the offer it accepted. */
export const COUNTER_FLAG = 8;

export const ACTION_KIND_NAMES = [
  'end_turn',
  'roll',
  'road',
  'settlement',
  'city',
  'buy_dev',
  'play_knight',
  'play_road_building',
  'play_year_of_plenty',
  'play_monopoly',
  'move_robber',
  'discard',
  'maritime_trade',
  'trade_offer',
  'trade_accept',
  'trade_decline',
  'trade_confirm',
  'trade_cancel',
  'end_road_building',
  'trade_add',
  'trade_drop',
  'trade_send',
] as const;

/** Bits an argument needs to carry any id below `count` (an edge of the board, a hex). */
export function idBits(count: number): number {
  return Math.max(1, 32 - Math.clz32(Math.max(1, count - 1)));
}

export function action(kind: number, arg = 0): number {
  return (kind << ARG_BITS) | arg;
}
export function actionKind(a: number): number {
  return a >>> ARG_BITS;
}
export function actionArg(a: number): number {
  return a & ARG_MASK;
}
