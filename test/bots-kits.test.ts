// Bots and kits: a toy rule set built here from the public interface alone adds a phase of its
// own. Without a kit the greedy and value bots play that phase by a one-ply search over the value
// evaluation (the better action, not the first listed); with a kit they follow its policy, and
// the value evaluation counts its terms at the kit's weights, which the value bot's option sets.

import { describe, expect, it } from 'vitest';
import {
  ARG_BITS,
  ARG_MASK,
  GRAIN,
  NUM_RESOURCES,
  ORE,
  SeatView,
  apply,
  builtinBot,
  createGame,
  layout,
  legalActions,
  maxActions,
  newState,
  randomBoard,
  type BotKit,
  type GameState,
  type RuleSetModule,
} from '../src/index.js';

const { BANK, CUR, PHASE, PH_PRE_ROLL } = layout;

/** The toy's ids: blocks no registered rule set uses. */
const A_GIFT = 500;
const PH_GIFT = 60;
/** The gift's arguments, in the order the phase lists them: nothing first. */
const NOTHING = 0;
const CITY_CARDS = 1;
const FLAG = 2;

/**
 * A phase offering the seat on turn nothing, the cards of a city (3 ore, 2 grain) or a flag of no
 * use to the value evaluation, then the roll. Nothing comes first, so a bot playing legal[0] takes nothing.
 */
function toyRules(kit?: BotKit): RuleSetModule {
  return {
    name: 'toy-gift',
    summary: 'a gift before the roll',
    ids: { kinds: [A_GIFT, A_GIFT + 1], phases: [PH_GIFT, PH_GIFT + 1] },
    appliesTo: () => false,
    kit,
    install(g) {
      const flag = g.field('toy.flag');
      g.phases[PH_GIFT] = {
        name: 'gift',
        maxActions: 3,
        legal(_st, out) {
          out[0] = (A_GIFT << ARG_BITS) | NOTHING;
          out[1] = (A_GIFT << ARG_BITS) | CITY_CARDS;
          out[2] = (A_GIFT << ARG_BITS) | FLAG;
          return 3;
        },
      };
      g.kinds[A_GIFT] = {
        name: 'gift',
        argBits: 2,
        apply({ game, s }, arg) {
          const p = s[CUR]!;
          const h = game.layout.hand + p * NUM_RESOURCES;
          if (arg === CITY_CARDS) {
            s[BANK + ORE]! -= 3;
            s[h + ORE]! += 3;
            s[BANK + GRAIN]! -= 2;
            s[h + GRAIN]! += 2;
            s[game.layout.handTotal + p]! += 5;
          } else if (arg === FLAG) s[flag] = 1;
          s[PHASE] = PH_PRE_ROLL;
        },
        describe: (_game, arg) => String(arg),
        record: { write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'gift', arg }), read: { gift: (_r, e) => [[Number(e.arg), -1]] } },
      };
    },
  };
}

/** The toy's flag in a state (1 once taken). */
const flagOf = (st: GameState) => st.s[st.game.layout.fields['toy.flag']!]!;

/** A game of the toy rules past its set-up, in the gift phase of the seat on turn. */
function giftPosition(rules: RuleSetModule, seed: string): GameState {
  const game = createGame(randomBoard(seed), { players: 4 }, [rules]);
  const st = newState(game, seed);
  const legal = new Int32Array(maxActions(game));
  while (st.s[PHASE] !== PH_PRE_ROLL) {
    legalActions(st, legal);
    apply(st, legal[0]!);
  }
  st.s[PHASE] = PH_GIFT;
  return st;
}

function decide(botName: string, st: GameState, options: Record<string, unknown> = {}): number {
  const bot = builtinBot(botName)!(options);
  const legal = new Int32Array(maxActions(st.game));
  const n = legalActions(st, legal);
  expect(n).toBe(3);
  const view = new SeatView(st.game, st.s[CUR]!);
  view.attach(st);
  const a = bot.decide(view, legal, n, () => 0.5);
  view.attach(null);
  expect(a >>> ARG_BITS).toBe(A_GIFT);
  return a & ARG_MASK;
}

describe('a rule set without a kit', () => {
  it('its phase is played by a one-ply search: greedy and value take the city cards, not the first action listed', () => {
    const rules = toyRules();
    for (const seed of ['kits:0', 'kits:1', 'kits:2']) {
      const st = giftPosition(rules, seed);
      expect(st.game.kits.map((k) => k.name)).toEqual(['base']);
      expect(decide('greedy', st)).toBe(CITY_CARDS);
      expect(decide('value', st)).toBe(CITY_CARDS);
    }
  });
});

describe('a rule set with a kit', () => {
  it('its policy decides its phase for greedy and value, ahead of their search', () => {
    const kit: BotKit = { name: 'toy-gift', policies: { [PH_GIFT]: (_st, _seat, legal, count) => legal[count - 1]! } };
    const st = giftPosition(toyRules(kit), 'kits:policy');
    expect(st.game.kits.map((k) => k.name)).toEqual(['base', 'toy-gift']);
    expect(decide('greedy', st)).toBe(FLAG);
    expect(decide('value', st)).toBe(FLAG);
  });

  it('a policy may decline (-1): the bots search, and their evaluation counts the kit terms at their weights', () => {
    const worthless = flagKit(0);
    const prized = flagKit(100);
    const plain = giftPosition(toyRules(worthless), 'kits:terms');
    expect(decide('greedy', plain)).toBe(CITY_CARDS);
    expect(decide('value', plain)).toBe(CITY_CARDS);
    const st = giftPosition(toyRules(prized), 'kits:terms');
    expect(decide('greedy', st)).toBe(FLAG);
    expect(decide('value', st)).toBe(FLAG);
  });

  it("a term's weight is the kit's, by name: the value bot's weights option sets it, both ways", () => {
    const plain = giftPosition(toyRules(flagKit(0)), 'kits:tuned');
    expect(decide('value', plain, { weights: { flag: 100 } })).toBe(FLAG);
    const prized = giftPosition(toyRules(flagKit(100)), 'kits:tuned');
    expect(decide('value', prized, { weights: { flag: 0 } })).toBe(CITY_CARDS);
    // The greedy bot has no weights: it counts the term at the kit's default.
    expect(decide('greedy', prized)).toBe(FLAG);
  });

  it('an unknown weight name fails the first decision of a game, naming the option and the weights known', () => {
    const st = giftPosition(toyRules(flagKit(0)), 'kits:unknown');
    expect(() => decide('value', st, { weights: { flags: 1 } })).toThrow(/option weights: unknown weight "flags" in a game of base, toy-gift \(known: the value evaluation's: vp, win, .*; kit toy-gift: flag\)/);
    expect(() => decide('mcts', st, { iterations: 5, weights: { flags: 1 } })).toThrow(/unknown weight "flags"/);
    // A weight the game's kits do not declare is unknown even where another game's kit has it.
    const other = giftPosition(toyRules({ name: 'toy-gift' }), 'kits:unknown');
    expect(() => decide('value', other, { weights: { flag: 1 } })).toThrow(/unknown weight "flag" in a game of base, toy-gift \(known: .*; no kit in play declares any\)/);
  });

  it("a kit's weights must be its own: a term naming no declared weight, or a name taken twice, is refused", () => {
    const undeclared: BotKit = { name: 'toy-gift', policies: { [PH_GIFT]: () => -1 }, terms: [{ name: 'flag', weight: 'flag', value: flagOf }] };
    expect(() => decide('value', giftPosition(toyRules(undeclared), 'kits:bad'))).toThrow(/kit term flag: weight "flag" is declared by no kit in play/);
    const own: BotKit = { ...flagKit(1), weights: { vp: { default: 1, description: 'a second vp' } } };
    expect(() => decide('value', giftPosition(toyRules(own), 'kits:bad'))).toThrow(/kit toy-gift: weight "vp" is one of the value evaluation's own weights/);
  });
});

/** A kit whose policy declines the gift phase and whose term counts the flag at its weight "flag" (default `value`). */
function flagKit(value: number): BotKit {
  return {
    name: 'toy-gift',
    policies: { [PH_GIFT]: () => -1 },
    weights: { flag: { default: value, description: 'per flag taken' } },
    terms: [{ name: 'flag', weight: 'flag', value: flagOf }],
  };
}
