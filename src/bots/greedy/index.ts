// The greedy bot's public API, pieces included: other bots (value) build on its site scoring,
// set-up, robber and discards. They import from here only; the files next to this one share
// module scratch, so what they export to each other is not meant for outside use.

// Greedy: a hand-written strategy with no search.
//
// - Set-up: settles where expected production (pips) is highest, valuing resources it does not
//   produce yet and harbors that fit its production; points each set-up road at the best site
//   two steps away.
// - Main phase: builds a city or settlement whenever it can (best node first); otherwise picks a
//   target (city, settlement — with the roads to reach a site — or development card) by value
//   over the expected rolls to afford it, and works toward it: roads toward the site, maritime
//   trades that complete a build (or shed a hand a 7 would halve), a domestic offer of a surplus
//   card for a missing one.
// - Robber: against the leader (highest public VP), on the hex where it produces most, never on
//   a hex touching its own buildings; steals from the leader when it can.
// - Discards the cards its target needs least. Accepts offers that bring its target closer unless
//   the offerer is near winning (public VP >= target - 2).
// - Knights to free its own hex or to take / contest Largest Army; Monopoly on the resource the
//   opponents hold most of; Year of Plenty for the cards its target misses; Road Building toward
//   a site. Confirms its own accepted offer with the acceptor with the fewest public VP.
//
// - A rule set's kit teaches it the rest (kit-part.ts): phases played by the main phase's
//   priorities (special building), policies for the kit's phases (Catan for Two's neutral piece
//   and forced give), a step before the maritime trades (trade tokens), and a whole dispatch for
//   a board the rule set reshapes. A phase nobody has a rule for goes to a one-ply search over the
//   value evaluation (../one-ply.ts).
// - Seafarers (its kit, src/rules/seafarers/kit/greedy-*.ts): gold counts as a
//   resource of choice in site scores and production; targets include sites across the water,
//   reached by the shortest chain of ships (free sea edges off the pirate's sides) from its
//   coastal buildings or ship tips, with the special VP a foreign area pays, and face-down fog
//   hexes to turn over; roads only on land. It settles on arrival, moves a loose ship when that
//   brings a site closer, builds a road or ship that takes the Longest Trade Route, picks gold
//   cards for what its target misses, and moves the pirate onto a rival's ship tips (the leader's
//   most) when that beats the robber; Road Building may place ships. Set-up adds a voyage to a
//   foreign site to the site score and may place its set-up ship toward one.
//
// It reads only its view, so it never depends on hidden information. Its pieces (site scoring,
// targets, robber, discards, set-up) are exported for other bots.
//
// Options: { offers?: number (domestic offers per turn, default 1) }.

export { SITE_NEW_RESOURCE, SITE_RESOURCE_VALUE, setupRoad, setupSettlement, siteScore, siteScoreOf } from './sites.js';
export { chooseTarget, newTarget, targetNeed, type Target } from './targets.js';
export { discardCard, robberMove, shedCard } from './robber.js';
export { knightContestsArmy, preRoll } from './dev-cards.js';
export { createGreedyBot, type GreedyOptions } from './bot.js';
export { find } from './legal-list.js';
