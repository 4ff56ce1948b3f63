// The mcts bot's public API and its one factory, which picks the search by `mode`. The two
// searches share only their options and a few tree steps, so each has its own file (game-search,
// turn-planner) and this one stays a dispatch.

// Monte Carlo tree search in two modes.
//
// mode 'turn' (default) plans the bot's own turn. Inside its turn (pre-roll, main phase, its
// robber move, free roads, its own discards) each iteration samples one determinization of what
// the bot cannot see (opponents' hands and development cards, the deck) from its view and walks
// a tree of the bot's own actions only (no domestic offers):
//   - a node's actions, their one-ply values q0 (the value bot's `evaluate` after the action;
//     an expectation over a drawn card or a steal) and PUCT priors (softmax of q0 / priorTemp) are
//     fixed when the node is first reached; a new node is valued by its best q0;
//   - PUCT (cPuct, in VP) selects among the actions legal in this determinization; an unvisited
//     action counts at its q0. An action that wins at once is always taken;
//   - chance (dice, a card drawn, a steal, a monopoly's take) is sampled with the bot's rng and
//     the node below is keyed by what the bot then knows (phase, own hand and development cards);
//     other seats' discards after a 7 it rolls are random;
//   - when the turn passes (end_turn) the position is a leaf valued by `evaluate` (less `rival`
//     times the opponents' mean value, default 0); backup 'max' passes up each node's best
//     action value (the bot picks its best line), 'mean' the plain average.
// The decision is the most visited root action. Outside its turn (set-up, discards on others'
// 7s, answering offers) and for domestic offers when the search would end the turn, it plays as
// the value bot. Options: iterations (default 1000), ms, cPuct (1.5), priorTemp (0.5), rival (0),
// backup ('max'), weights.
//
// mode 'game' is the older single-observer ISMCTS over whole games (Cowling, Powley and
// Whitehouse 2012) for any number of seats: UCT with availability counts, each node selecting for
// the seat to act there; explicit chance nodes keyed by outcome (a roll by its sum); one new node
// per iteration, then a short random rollout (leaf 'rollout') or none (leaf 'value'), and a reward
// vector with one entry per seat: 1 for a winner, else a softmax share of the seats' `evaluate`.
// Domestic offers are left out of its tree by default (treeOffers). Options: iterations (default
// 200), ms, c (UCT, 1.0), rolloutDepth (30), leaf ('rollout' | 'value'), treeOffers (false),
// temperature (1.5), weights.
//
// Both modes evaluate with the value bot's weights changed by MCTS_WEIGHT_CHANGES (tuned by
// self-play against the value bot), and under a rule set whose kit gives mcts weights of its own
// by those (kit-part.ts); the turn mode also passes them to the value bot it plays as.
//
// Budget: `ms` stops at whichever limit comes first (with ms alone the iteration limit is lifted).
// The turn default of 1000 iterations costs about 7-10 ms per decision in compiled JS (2-core
// machine), about 80 searched decisions a game.
//
// All randomness comes from the rng given to decide(), so a bot budgeted by iterations is
// deterministic for a seed. The bot only ever reads view.state, never the real game.

import type { Bot } from '../bot.js';
import { createGameSearch } from './game-search.js';
import { resolve, type MctsOptions } from './options.js';
import { createTurnPlanner } from './turn-planner.js';

export { MCTS_WEIGHT_CHANGES, type MctsOptions } from './options.js';

export function createMctsBot(options: MctsOptions | Record<string, unknown> = {}): Bot {
  const opt = resolve(options as Record<string, unknown>);
  return opt.mode === 'turn' ? createTurnPlanner(opt) : createGameSearch(opt);
}
