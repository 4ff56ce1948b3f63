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
export const A_OFFER = 13; // arg: packed give bundle | packed get bundle << 10
export const A_ACCEPT = 14;
export const A_DECLINE = 15;
export const A_CONFIRM = 16; // arg: seat traded with
export const A_CANCEL = 17;
export const A_END_ROAD_BUILDING = 18; // stop placing Road Building's free roads (D7)
/** Kinds a rule set adds take ids from its own block (src/rules/ids.ts), after these. */
export const STANDARD_KINDS = 19;

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

/** Bundles pack a count 0..3 per resource in two bits each (10 bits per side). */
export const BUNDLE_MAX = 3;
export function bundleCount(bundle: number, r: number): number {
  return (bundle >>> (2 * r)) & 3;
}
export function packBundle(counts: ArrayLike<number>): number {
  let b = 0;
  for (let r = 0; r < 5; r++) {
    const c = counts[r] ?? 0;
    if (c < 0 || c > BUNDLE_MAX) throw new RangeError(`bundle count ${c} out of 0..${BUNDLE_MAX}`);
    b |= c << (2 * r);
  }
  return b;
}
export function offerArg(give: number, get: number): number {
  return give | (get << 10);
}
export function offerGive(arg: number): number {
  return arg & 1023;
}
export function offerGet(arg: number): number {
  return (arg >>> 10) & 1023;
}
