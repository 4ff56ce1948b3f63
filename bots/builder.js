// An example bot module in plain JavaScript: copy this file to start your own.
//
// A bot module's default export is a factory: it receives the "options" object of its entry in
// the config (or {} from --bots) and returns a bot: { name, decide(view, legal, count, rng) }.
//
// decide() is called whenever this seat has a real choice (single legal actions are played for
// you). It must return one of legal[0 .. count-1]. Returning anything else, throwing, or taking
// longer than the time budget loses the game (the tournament goes on and records why).
//
//   view.state  the position as this seat may see it: a copy of the game state in which the other
//               seats' cards, the development deck and the dice stream are hidden. Read it with
//               the layout offsets (see src/engine/layout.ts), or clone it for lookahead.
//   legal       an Int32Array of legal actions; an action is kind << 20 | argument.
//   rng         this seat's seeded random numbers in [0, 1): use it, never Math.random(), so that
//               games stay reproducible.
//
// This bot builds whenever it can (city > settlement > development card > road), and otherwise
// picks a random action that is not a trade offer.

const KIND_BITS = 20;
// Action kinds (src/engine/actions.ts).
const END_TURN = 0;
const ROAD = 2;
const SETTLEMENT = 3;
const CITY = 4;
const BUY_DEV = 5;
const OFFER = 13;

const PREFERENCE = [CITY, SETTLEMENT, BUY_DEV, ROAD];

export default function createBuilder(options = {}) {
  const avoidOffers = options.avoidOffers ?? true;
  return {
    name: 'builder',
    decide(view, legal, count, rng) {
      for (const kind of PREFERENCE) {
        const matches = [];
        for (let i = 0; i < count; i++) if (legal[i] >>> KIND_BITS === kind) matches.push(legal[i]);
        if (matches.length > 0) return matches[Math.floor(rng() * matches.length)];
      }
      const rest = [];
      for (let i = 0; i < count; i++) {
        const kind = legal[i] >>> KIND_BITS;
        if (avoidOffers && kind === OFFER) continue;
        if (kind !== END_TURN) rest.push(legal[i]);
      }
      // Ending the turn is always legal in the main phase; prefer doing something else half the time.
      if (rest.length > 0 && rng() < 0.5) return rest[Math.floor(rng() * rest.length)];
      for (let i = 0; i < count; i++) if (legal[i] >>> KIND_BITS === END_TURN) return legal[i];
      return legal[Math.floor(rng() * count)];
    },
  };
}
