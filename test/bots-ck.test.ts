// The built-in bots under Cities & Knights (its kit: src/rules/cities-knights/kit): every bot
// finishes seeded games on official boards with only legal actions and the invariants holding,
// through knights, walls, the barbarians, progress draws, plays and discards; the same seed gives
// the same game; greedy beats three random bots; and the kit's policies decide its situations as
// documented (the city the barbarians take, a knight woken before an attack, the improvement that
// claims a metropolis and the city it goes on, the card given up at the hand limit, a monopoly's
// kind, the Alchemist's dice, the deck of a reward).

import { describe, expect, it } from 'vitest';
// Games run from the compiled dist/ (vitest.config.ts says why); the scenarios build positions
// with the test helpers, on the sources.
import type { Bot } from '../dist/src/bots/bot.js';
import { createGreedyBot } from '../dist/src/bots/greedy/index.js';
import { createMctsBot } from '../dist/src/bots/mcts/index.js';
import { createRandomBot } from '../dist/src/bots/random.js';
import { createValueBot } from '../dist/src/bots/value/index.js';
import { newState, type GameState } from '../dist/src/engine/game.js';
import { CUR, PHASE, WINNER } from '../dist/src/engine/layout.js';
import { legalActions, maxActions } from '../dist/src/engine/legal.js';
import { makeRandom } from '../dist/src/engine/rng.js';
import { SeatView } from '../dist/src/engine/view.js';
import { mapGenerator } from '../dist/src/maps/generators.js';
import { DEFAULT_OFFICIAL } from '../dist/src/maps/official.js';
import { gameMaker } from '../dist/src/rules/registry.js';
import { rotations } from '../dist/src/tournament/plan.js';
import { playGame } from '../dist/src/tournament/play-game.js';
import { BOT_FACTORIES, playChecked as checkedPlay } from './helpers/bot-games.js';
import {
  A_ACTIVATE_KNIGHT,
  A_DISCARD_PROGRESS,
  A_DRAW_PROGRESS,
  A_IMPROVE,
  A_PILLAGE,
  A_PLACE_METROPOLIS,
  A_PLAY_PROGRESS,
  PH_DISCARD_PROGRESS,
  PH_DRAW_PROGRESS,
  PH_PILLAGE,
  PH_PLACE_METROPOLIS,
} from '../src/rules/cities-knights/ids.js';
import { action, actionArg, actionKind } from '../src/engine/actions.js';
import { legalActions as srcLegal, maxActions as srcMax } from '../src/engine/legal.js';
import { PH_PRE_ROLL as SRC_PH_PRE_ROLL, PHASE as SRC_PHASE, CUR as SRC_CUR } from '../src/engine/layout.js';
import { inMainPhase, putCity, setHand, skipSetup } from '../src/engine/position.js';
import { createGreedyBot as srcGreedy } from '../src/bots/greedy/index.js';
import { createValueBot as srcValue } from '../src/bots/value/index.js';
import { SeatView as SrcSeatView } from '../src/engine/view.js';
import { makeRandom as srcRandom } from '../src/engine/rng.js';
import { AREAS, BARBARIAN_TRACK } from '../src/rules/cities-knights/data.js';
import { CARD_BITS } from '../src/rules/cities-knights/progress.js';
import { DECK_WORTH, cardNumber } from '../src/rules/cities-knights/kit/cards.js';
import { afterFirstAttack, ck, ckGame, citiesAt, giveProgress, knightSites, putKnight, setLevel, sites } from './helpers/ck-events.js';
import { act } from './helpers/scenario.js';
import { A_CHASE_ROBBER } from '../src/rules/cities-knights/ids.js';
import { A_ROBBER } from '../src/engine/actions.js';
import { PH_MOVE_ROBBER as SRC_PH_MOVE_ROBBER, ROBBER } from '../src/engine/layout.js';
import { newState as srcNewState } from '../src/engine/game.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';
import { MCTS_WEIGHT_CHANGES, resolve as resolveMcts, searchWeights } from '../src/bots/mcts/options.js';
import { gameWeights, resolveValueWeights } from '../src/bots/value/index.js';
import { CK_MCTS_WEIGHTS } from '../src/rules/cities-knights/kit/weights.js';

const deal = mapGenerator({ generator: 'official', options: { ...DEFAULT_OFFICIAL } });
const maker = gameMaker({ expansion: 'cities-knights', players: 4, targetVp: 13 });
const ckOn = (seed: string) => maker.game(maker.board(deal(seed)));

/** A checked game (helpers/checked-play.ts) on the official board of `seed`, its kinds counted by name. */
function playChecked(seed: string, bots: Bot[], every: number) {
  const game = ckOn(seed);
  const played = checkedPlay(game, seed, bots, every);
  const byName = new Map<string, number>();
  for (const [k, c] of played.kinds) byName.set(game.kinds[k]!.name, c);
  return { ...played, byName };
}

describe('every built-in bot plays Cities & Knights', () => {
  for (const name of Object.keys(BOT_FACTORIES)) {
    it(`${name}: legal actions and sound states to a win, knights, improvements and progress cards among them; the same seed, the same game`, () => {
      // The bot in two seats, greedy and random in the others (the search bots' games stay short).
      const lineup = () => [BOT_FACTORIES[name]!(), createGreedyBot(), BOT_FACTORIES[name]!(), name === 'random' || name === 'weighted' ? createGreedyBot() : createRandomBot()];
      const every = name === 'value' || name === 'mcts' ? 7 : 1;
      const seed = `bots-ck:${name}`;
      const played = playChecked(seed, lineup(), every);
      expect(played.problems).toEqual([]);
      expect(played.state.s[WINNER]).toBeGreaterThanOrEqual(0);
      for (const kind of ['hire_knight', 'activate_knight', 'improve', 'draw_progress', 'play_progress']) expect(played.byName.get(kind) ?? 0, kind).toBeGreaterThan(0);
      const again = playChecked(seed, lineup(), 1_000_000);
      expect(again.actions).toEqual(played.actions);
    });
  }
});

describe('strength', () => {
  it('greedy wins at least 6 of 8 games against three random bots (every seat twice)', () => {
    // A bot no better than random wins 6 of 8 with chance 0.4%; greedy won 100% of 400 (bench/ck-bots.ts).
    let wins = 0;
    const seatings = rotations(4);
    for (let i = 0; i < 8; i++) {
      const seed = `bots-ck:strength:${i >> 2}`;
      const seating = seatings[i % 4]!;
      const bots = seating.map((entry) => (entry === 0 ? createGreedyBot() : createRandomBot()));
      const { result } = playGame(ckOn(seed), seed, bots);
      expect(result.forfeit).toBeNull();
      if (result.winner === seating.indexOf(0)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(6);
  });
});

// ---- the kit's policies, on positions set up by hand ----

/** The legal actions of the state (sources). */
function legalOf(st: import('../src/engine/game.js').GameState): Int32Array {
  const out = new Int32Array(srcMax(st.game));
  return out.slice(0, srcLegal(st, out));
}

/** What a source bot answers for the seat to act. */
function decide(bot: ReturnType<typeof srcGreedy>, st: import('../src/engine/game.js').GameState): number {
  const seat = st.s[SRC_CUR]!;
  const view = new SrcSeatView(st.game, seat);
  view.attach(st);
  const legal = legalOf(st);
  return bot.decide(view, legal, legal.length, srcRandom('bots-ck:decide'));
}

describe("the kit's policies", () => {
  it('the barbarians take the city whose hexes yield least', () => {
    const st = ckGame('bots-ck:pillage');
    skipSetup(st, 0);
    const [a, b, c] = sites(st, 3);
    citiesAt(st, 0, [a!, b!]);
    citiesAt(st, 1, [c!]);
    const yieldOf = (node: number) => {
      let v = 0;
      for (let k = 0; k < 3; k++) {
        const h = st.game.board.nodeHexes[node * 3 + k]!;
        const t = h < 0 ? 0 : st.game.board.hexToken[h]!;
        v += t >= 2 && t <= 12 ? 6 - Math.abs(7 - t) : 0;
      }
      return v;
    };
    expect(yieldOf(a!)).not.toBe(yieldOf(b!));
    st.s[ck(st, 'pillage')] = 1;
    st.s[SRC_PHASE] = PH_PILLAGE;
    st.s[SRC_CUR] = 0;
    const poorer = yieldOf(a!) < yieldOf(b!) ? a! : b!;
    for (const bot of [srcGreedy(), srcValue()]) {
      const choice = decide(bot, st);
      expect(actionKind(choice)).toBe(A_PILLAGE);
      expect(actionArg(choice)).toBe(poorer);
    }
  });

  it('a seat that would lose a city to the barbarians one space away wakes a knight', () => {
    const st = ckGame('bots-ck:wake');
    inMainPhase(st, 0);
    // Four cities against seat 1's three active strength: seat 0's knight, woken, saves them all.
    const [a, b, c, d] = sites(st, 4);
    citiesAt(st, 0, [a!, c!]);
    citiesAt(st, 1, [b!, d!]);
    const [k0, k1, k2] = knightSites(st, 3, [a!, b!, c!, d!]);
    putKnight(st, 0, k0!, 1, false);
    putKnight(st, 1, k1!, 1, true);
    putKnight(st, 1, k2!, 2, true);
    st.s[ck(st, 'barbarians')] = BARBARIAN_TRACK - 1;
    setHand(st, 0, { grain: 2, ore: 1, wool: 1, brick: 1 });
    const choice = decide(srcGreedy(), st);
    expect(choice).toBe(action(A_ACTIVATE_KNIGHT, k0!));
    const valued = decide(srcValue(), st);
    expect(valued).toBe(action(A_ACTIVATE_KNIGHT, k0!));
  });

  it('the level that claims a metropolis comes first, and the metropolis goes on the city that yields most', () => {
    const st = ckGame('bots-ck:improve');
    inMainPhase(st, 0);
    const [a, b, c] = sites(st, 3);
    citiesAt(st, 0, [a!, b!]);
    citiesAt(st, 1, [c!]);
    setLevel(st, 0, 'trade', 3);
    setHand(st, 0, { cloth: 4, paper: 1 });
    for (const bot of [srcGreedy(), srcValue()]) expect(decide(bot, st)).toBe(action(A_IMPROVE, AREAS.indexOf('trade')));
    act(st, action(A_IMPROVE, AREAS.indexOf('trade')));
    expect(st.s[SRC_PHASE]).toBe(PH_PLACE_METROPOLIS);
    const yieldOf = (node: number) =>
      [0, 1, 2].reduce((v, k) => {
        const h = st.game.board.nodeHexes[node * 3 + k]!;
        const t = h < 0 ? 0 : st.game.board.hexToken[h]!;
        return v + (t >= 2 && t <= 12 ? 6 - Math.abs(7 - t) : 0);
      }, 0);
    expect(yieldOf(a!)).not.toBe(yieldOf(b!));
    expect(decide(srcGreedy(), st)).toBe(action(A_PLACE_METROPOLIS, yieldOf(a!) > yieldOf(b!) ? a! : b!));
  });

  it('at the hand limit the card worth least goes; a reward is drawn from the deck worth most', () => {
    const st = ckGame('bots-ck:limit');
    skipSetup(st, 1);
    for (const card of ['irrigation', 'medicine', 'diplomat', 'merchant', 'mining']) giveProgress(st, 0, card);
    st.s[SRC_PHASE] = PH_DISCARD_PROGRESS;
    st.s[SRC_CUR] = 0;
    expect(decide(srcGreedy(), st)).toBe(action(A_DISCARD_PROGRESS, cardNumber('diplomat')));
    st.s[SRC_PHASE] = PH_DRAW_PROGRESS;
    st.s[ck(st, 'owedDraw')] = 4;
    const draw = decide(srcGreedy(), st);
    expect(actionKind(draw)).toBe(A_DRAW_PROGRESS);
    expect(actionArg(draw)).toBe(DECK_WORTH.indexOf(Math.max(...DECK_WORTH)));
  });

  it('a resource monopoly names the kind the opponents hold most of', () => {
    const st = ckGame('bots-ck:monopoly');
    inMainPhase(st, 0);
    const [a, b] = sites(st, 2);
    citiesAt(st, 0, [a!]);
    citiesAt(st, 1, [b!]);
    setHand(st, 1, { ore: 5, wool: 1 });
    setHand(st, 2, { ore: 2, grain: 1 });
    giveProgress(st, 0, 'resource_monopoly');
    for (const bot of [srcGreedy(), srcValue()]) {
      const play = decide(bot, st);
      expect(play).toBe(action(A_PLAY_PROGRESS, cardNumber('resource_monopoly') | (st.game.cardNames.indexOf('ore') << CARD_BITS)));
    }
  });

  it('the Alchemist sets the dice to a sum on which the seat has two cities', () => {
    const st = ckGame('bots-ck:alchemist');
    skipSetup(st, 0, SRC_PH_PRE_ROLL);
    const b = st.game.board;
    // Two hexes with one token and a corner of each, apart: a city on each.
    let pair: [number, number, number] | null = null;
    for (let h1 = 0; h1 < b.numHexes && !pair; h1++) {
      for (let h2 = h1 + 1; h2 < b.numHexes && !pair; h2++) {
        const t = b.hexToken[h1]!;
        if (t === 0 || t !== b.hexToken[h2]) continue;
        for (let c1 = 0; c1 < 6 && !pair; c1++) {
          for (let c2 = 0; c2 < 6 && !pair; c2++) {
            const n1 = b.hexNodes[h1 * 6 + c1]!;
            const n2 = b.hexNodes[h2 * 6 + c2]!;
            if (n1 >= 0 && n2 >= 0 && sites(st, 1, [n1]).length > 0 && n1 !== n2 && ![0, 1, 2].some((k) => b.nodeNodes[n1 * 3 + k] === n2)) pair = [n1, n2, t];
          }
        }
      }
    }
    const [n1, n2, token] = pair!;
    citiesAt(st, 0, [n1, n2]);
    giveProgress(st, 0, 'alchemist');
    const play = decide(srcGreedy(), st);
    expect(actionKind(play)).toBe(A_PLAY_PROGRESS);
    expect(actionArg(play) & ((1 << CARD_BITS) - 1)).toBe(cardNumber('alchemist'));
    const o = actionArg(play) >>> CARD_BITS;
    // The sum chosen yields the seat at least what the two cities' token does.
    const yieldAt = (sum: number) => {
      let v = 0;
      for (const node of [n1, n2]) for (let k = 0; k < 3; k++) v += b.nodeHexes[node * 3 + k]! >= 0 && b.hexToken[b.nodeHexes[node * 3 + k]!] === sum ? 2 : 0;
      return v;
    };
    expect(yieldAt(((o / 6) | 0) + (o % 6) + 2)).toBeGreaterThanOrEqual(yieldAt(token));
  });
});

describe('the search bots', () => {
  it("value values a knight's chase whose robber victims hold only commodities (a view counts none of them)", () => {
    const st = ckGame('bots-ck:chase');
    inMainPhase(st, 0);
    afterFirstAttack(st);
    const b = st.game.board;
    const robber = st.s[ROBBER]!;
    // Seat 0's able knight on a free corner of the robber's hex; seat 1 holds a commodity only.
    const free = knightSites(st, b.numNodes, []);
    let corner = -1;
    for (let c = 0; c < 6 && corner < 0; c++) if (free.includes(b.hexNodes[robber * 6 + c]!)) corner = b.hexNodes[robber * 6 + c]!;
    putKnight(st, 0, corner, 1, true);
    // Seat 1 leads (the robber goes against it) and holds a commodity only.
    citiesAt(st, 1, sites(st, 2));
    for (let p = 0; p < 4; p++) setHand(st, p, {});
    setHand(st, 1, { cloth: 1 });
    const chase = action(A_CHASE_ROBBER, corner);
    expect(Array.from(legalOf(st))).toContain(chase);
    // The chase is searched with the robber's move after it, a steal from seat 1 among them.
    const after = srcNewState(st.game, 'bots-ck:chase');
    after.s.set(st.s);
    act(after, chase);
    expect(after.s[SRC_PHASE]).toBe(SRC_PH_MOVE_ROBBER);
    expect(Array.from(legalOf(after)).some((a) => actionKind(a) === A_ROBBER && (actionArg(a) & 7) === 2)).toBe(true);
    const valued = decide(srcValue(), st);
    expect(Array.from(legalOf(st))).toContain(valued);
  });

  it('mcts evaluates Cities & Knights with its kit weights, under its own option; the base game as before', () => {
    const game = ckGame('bots-ck:weights').game;
    const base = srcNewState(createGame(beginnerBoard(), { players: 4 }), 'bots-ck:weights').game;
    const plain = resolveMcts({});
    expect(CK_MCTS_WEIGHTS.plan).toBeDefined();
    expect(searchWeights(game, plain).plan).toBe(CK_MCTS_WEIGHTS.plan);
    // The value bot's own default under the rule set differs: the kit's mcts weight is what changed it.
    expect(gameWeights(game, resolveValueWeights()).plan).not.toBe(CK_MCTS_WEIGHTS.plan);
    expect(searchWeights(game, plain).tempo).toBe(MCTS_WEIGHT_CHANGES.tempo);
    expect(searchWeights(game, resolveMcts({ weights: { plan: 0.3 } })).plan).toBe(0.3);
    expect(searchWeights(base, plain)).toBe(plain.weights);
  });

  it('an mcts game under Cities & Knights plays as with its kit weights given, not as without them', () => {
    const trace = (weights?: Record<string, number>) => {
      const seed = 'bots-ck:mcts-weights';
      const bots = [createMctsBot({ iterations: 8, ...(weights ? { weights } : {}) }), createValueBot(), createValueBot(), createValueBot()];
      const maker = gameMaker({ expansion: 'cities-knights', players: 4, targetVp: 13 });
      const deal = mapGenerator({ generator: 'official', options: { ...DEFAULT_OFFICIAL } });
      return playGame(maker.game(maker.board(deal(seed))), seed, bots, { trace: true }).trace!.actions;
    };
    const played = trace();
    expect(trace({ ...CK_MCTS_WEIGHTS })).toEqual(played);
    expect(trace({ plan: 0.25 })).not.toEqual(played);
  });
});
