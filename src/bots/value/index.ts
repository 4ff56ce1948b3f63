// The value bot's public API. Other modules import from here only: the files next to this one
// hold one concern each (weights, evaluation, hand, race, set-up, search, the bot) and share
// module scratch, so what they export to each other is not meant for outside use.

// Value: one-ply search over its own legal actions with a tunable evaluation.
//
// For each legal action it copies its view into a reused buffer (no allocation per action),
// applies the action and scores the result with `evaluate`. Chance actions are scored by their
// expectation: a development card over the cards the seat has not seen (the deck is hidden in a
// view), a steal over the resources the opponents hold between them (public from the bank and
// its own hand). When an action leaves the decision with the same seat (a knight's robber move,
// Road Building's free roads) the search follows that sub-decision; a maritime trade is also
// scored by the best build it makes possible. Ending the turn is scored by the position it leaves;
// rolling, which is inevitable, by the position now (the baseline for playing a card first).
// Domestic offers are scored by the hand they would produce times a rough chance of acceptance,
// and made only when nothing on the board improves the position; offers from others are
// accepted when they raise the evaluation and the offerer is neither ahead nor near winning.
//
// `evaluate` (shared with the MCTS bot) adds up, in victory-point units: VP, production by
// resource with diversity and harbor fit, settlement sites now / one / two roads away, unplayed
// development cards by kind, knights and Largest Army proximity, road length and Longest Road
// proximity, the hand (a plan term: the best next build discounted by the rolls to afford it, and
// a risk term above the discard limit), a race estimate (rolls to the target VP in a fluid model
// of the seat's economy), and the opponents' production and VP. Set-up settlements are chosen by
// the race estimate; set-up roads, the robber and discards by the greedy bot's rules (which
// measured stronger than one-ply search for those two).
//
// A kit's phase policy decides its phase (Catan for Two's neutral piece); every kit's evaluation
// terms add to the board part, each at a weight the kit declares. On a Seafarers board (its kit's
// value part, src/rules/seafarers/kit/value.ts) production counts gold fields and discovered fog,
// sites are reached by roads or ships with the special VP they pay, and a voyage term values the
// best site (or fog hex) within a few ships, discounted per piece still to build; set-up follows
// the greedy bot's Seafarers rules, and the search follows gold picks and fog discoveries like the
// robber's move.
//
// It reads only its view, so it never depends on hidden information.
//
// Options (see ValueOptions): { weights?: WeightOptions (the evaluation's own, ValueWeights, and
// the weights the game's kits declare, BotKit.weights, by name: kit-weights.ts), offers?,
// acceptMargin?, declineAhead?, offerMargin?, setup?: 'race' | 'greedy', robber?: 'greedy' | 'search' }.

export { DEFAULT_VALUE_WEIGHTS, resolveValueWeights, type ValueWeights, type WeightOptions } from './weights.js';
export { declaredWeights, gameWeights, kitWeights, knownWeightsText, unknownWeight, type DeclaredWeight, type KitWeights } from './kit-weights.js';
export { evaluate, evaluateSeats, type EvaluateMemo } from './evaluation.js';
export { BoardMemo } from './board-memo.js';
export { RaceMemo } from './race-memo.js';
export { DEFAULT_SETUP, raceSetupSettlement, type SetupOptions } from './setup.js';
export { createValueBot, type ValueOptions } from './bot.js';
export { valueKit, type ValueBoardPart, type ValueKit, type ValueKitPart } from './kit-part.js';
