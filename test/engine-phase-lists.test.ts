// Phase lists from contributions, through the public API: a rule set adds a source to the main
// phase between the base game's, the engine composes the list, and the list without trades that
// the search bots use survives every rule set in play, Seafarers' ships and scenarios included.

import { describe, expect, it } from 'vitest';
import {
  A_BUY_DEV,
  A_CITY,
  A_END_TURN,
  A_KNIGHT,
  A_MARITIME,
  A_OFFER,
  A_MONOPOLY,
  A_ROAD,
  A_ROAD_BUILDING,
  A_ROLL,
  A_SETTLEMENT,
  A_YEAR_OF_PLENTY,
  ARG_BITS,
  apply,
  createGame,
  layout,
  legalActions,
  maxActions,
  newState,
  randomBoard,
  untradedActions,
  type GameState,
  type RuleSetModule,
} from '../src/index.js';
import { PhaseList, composePhase, type ActionSource } from '../src/engine/phase-list.js';
import { scenarioBoardFor } from '../src/rules/registry.js';

const { PHASE, PH_GAME_OVER, PH_MAIN, PH_PRE_ROLL, CUR } = layout;

const A_SIGNAL = 500;

/** A toy: a free "signal" listed after the paid builds, while the seat holds a card of wool. */
const SIGNAL: RuleSetModule = {
  name: 'signal',
  summary: 'a free signal after the builds',
  ids: { kinds: [A_SIGNAL, A_SIGNAL + 1] },
  appliesTo: () => false,
  install(g) {
    g.kinds[A_SIGNAL] = {
      name: 'signal',
      argBits: 0,
      apply() {},
      describe: () => '',
      record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'signal' }), read: { signal: () => [[0, -1]] } },
    };
    g.phaseList(PH_MAIN).add(
      {
        name: 'signal',
        maxActions: 1,
        list: ({ game, s }, out, n) => {
          if (s[game.layout.hand + s[CUR]! * 5 + 2]! > 0) out[n++] = A_SIGNAL << ARG_BITS;
          return n;
        },
      },
      { after: 'builds' },
    );
  },
};

const kind = (a: number) => a >>> ARG_BITS;
const isTrade = (a: number) => kind(a) === A_MARITIME || kind(a) === A_OFFER;

/** Plays random legal actions, calling `check` with the legal list and the list without trades (null where the phase has none). */
function playChecking(st: GameState, seed: number, check: (legal: number[], untraded: number[] | null, phase: number) => void): void {
  const out = new Int32Array(maxActions(st.game));
  const u = new Int32Array(maxActions(st.game));
  let x = seed;
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const m = untradedActions(st, u);
    const n = legalActions(st, out);
    check(Array.from(out.subarray(0, n)), m >= 0 ? Array.from(u.subarray(0, m)) : null, st.s[PHASE]!);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    apply(st, out[x % n]!);
  }
}

describe('phase lists from contributions', () => {
  it('a source added after the builds lists its action there, before card plays and trades', () => {
    const game = createGame(randomBoard('lists:signal'), { players: 4, turnCap: 60 }, [SIGNAL]);
    expect(game.phases[PH_MAIN]!.name).toBe('main');
    let seen = 0;
    playChecking(newState(game, 'lists:signal'), 7, (legal, untraded) => {
      const at = legal.findIndex((a) => kind(a) === A_SIGNAL);
      if (at < 0) return;
      seen++;
      expect(kind(legal[0]!)).toBe(A_END_TURN);
      for (const a of legal.slice(1, at)) expect([A_ROAD, A_SETTLEMENT, A_CITY, A_BUY_DEV]).toContain(kind(a));
      for (const a of legal.slice(at + 1)) expect([A_ROAD, A_SETTLEMENT, A_CITY, A_BUY_DEV, A_SIGNAL]).not.toContain(kind(a));
      expect(untraded).toEqual(legal.filter((a) => !isTrade(a)));
    });
    expect(seen).toBeGreaterThan(20);
  });

  it('the main phase of the base game and of the toy share the base game\'s bound plus the source\'s', () => {
    const board = randomBoard('lists:bound');
    const base = createGame(board, { players: 4 });
    const toy = createGame(board, { players: 4 }, [SIGNAL]);
    expect(toy.phases[PH_MAIN]!.maxActions).toBe(base.phases[PH_MAIN]!.maxActions + 1);
  });

  it('a phase built from contributions takes no contribution once a rule set has replaced it', () => {
    const replacing: RuleSetModule = {
      name: 'replacing',
      summary: 'replaces the main phase',
      appliesTo: () => false,
      install(g) {
        g.phases[PH_MAIN] = { name: 'main', maxActions: 1, legal: (_st, out) => ((out[0] = A_END_TURN << ARG_BITS), 1) };
      },
    };
    // Replaced (or wrapped) alone, the phase is the replacement.
    const game = createGame(randomBoard('lists:replace'), { players: 4 }, [replacing]);
    expect(game.phases[PH_MAIN]!.maxActions).toBe(1);
    expect(() => createGame(randomBoard('lists:replace'), { players: 4 }, [replacing, SIGNAL])).toThrow(/replaced after it was built from contributions/);
  });

  it('a source placed by a name the list does not have is an error naming the sources', () => {
    const misplaced: RuleSetModule = {
      ...SIGNAL,
      name: 'misplaced',
      install(g) {
        g.phaseList(PH_MAIN).add({ name: 'x', maxActions: 0, list: (_st, _out, n) => n }, { after: 'ships' });
      },
    };
    expect(() => createGame(randomBoard('lists:misplaced'), { players: 4 }, [misplaced])).toThrow(/no source "ships" \(sources: end_turn, builds, dev_plays, trades\)/);
  });

  // Ships, ship moves, wonders, the pirate route and trade tokens all come from contributions: the
  // list without trades is the full list less its trades wherever a phase has trades.
  for (const [label, options, board] of [
    ['Seafarers', { players: 4, scenario: 'heading-for-new-shores' }, () => scenarioBoardFor({ players: 4, scenario: 'heading-for-new-shores' }, false, 'lists:sea')],
    ['Pirate Islands', { players: 4, scenario: 'pirate-islands' }, () => scenarioBoardFor({ players: 4, scenario: 'pirate-islands' }, false, 'lists:pirates')],
    ['Wonders of Catan', { players: 4, scenario: 'wonders-of-catan' }, () => scenarioBoardFor({ players: 4, scenario: 'wonders-of-catan' }, false, 'lists:wonders')],
    ['Catan for Two', { players: 2, variant: 'catan-for-two' }, () => randomBoard('lists:two')],
  ] as const) {
    it(`${label}: the main phase keeps its list without trades`, () => {
      const game = createGame(board(), { ...options, turnCap: 50 });
      let lists = 0;
      let trades = 0;
      for (const seed of [1, 2]) {
        playChecking(newState(game, `lists:${label}:${seed}`), seed, (legal, untraded, phase) => {
          if (phase !== PH_MAIN) return;
          expect(untraded).not.toBeNull();
          if (untraded === null) return;
          lists++;
          if (legal.some(isTrade)) trades++;
          expect(untraded).toEqual(legal.filter((a) => !isTrade(a)));
        });
      }
      expect(lists).toBeGreaterThan(50);
      expect(trades).toBeGreaterThan(0);
    });
  }

  it('before the roll: the roll first, then the card plays, and no trade', () => {
    const game = createGame(randomBoard('lists:pre'), { players: 4, turnCap: 60 });
    let seen = 0;
    playChecking(newState(game, 'lists:pre'), 3, (legal, untraded, phase) => {
      if (phase !== PH_PRE_ROLL) return;
      seen++;
      expect(kind(legal[0]!)).toBe(A_ROLL);
      for (const a of legal.slice(1)) expect([A_KNIGHT, A_ROAD_BUILDING, A_YEAR_OF_PLENTY, A_MONOPOLY]).toContain(kind(a));
      expect(untraded).toBeNull();
    });
    expect(seen).toBeGreaterThan(50);
  });
});

describe('a fused list', () => {
  // The base main phase, and Seafarers' with its ship builds and moves, are written out in one
  // function for speed while their sources stand as the rule sets add them, and still heads the list when a rule set adds sources after them or refines
  // it. Replacing a source by a copy of itself forces the chain of the sources; each pair of games
  // below must list alike, with and without trades.
  const copyOf = (g: Parameters<RuleSetModule['install']>[0], name: string) => {
    const list = g.phaseList(PH_MAIN);
    list.replace(name, { ...list.source(name) });
  };
  const LAST: ActionSource = {
    name: 'last',
    maxActions: 1,
    // A "signal" while the seat holds ore, listed after the trades.
    list: ({ game, s }, out, n) => {
      if (s[game.layout.hand + s[CUR]! * 5 + 4]! > 0) out[n++] = A_SIGNAL << ARG_BITS;
      return n;
    },
  };
  const KEEP_ALL = { name: 'keep-all', maxActions: 0, refine: (_st: GameState, _out: Int32Array, n: number) => n };
  const ruleSet = (name: string, install: RuleSetModule['install']): RuleSetModule => ({ name, summary: name, ids: { kinds: [A_SIGNAL, A_SIGNAL + 1] }, appliesTo: () => false, install });
  const signalKind = (g: Parameters<RuleSetModule['install']>[0]) => {
    g.kinds[A_SIGNAL] = { name: 'signal', argBits: 0, apply() {}, describe: () => '', record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'signal' }), read: { signal: () => [[0, -1]] } } };
  };
  const CHAIN = ruleSet('chain', (g) => copyOf(g, 'builds'));
  const EXTENDED = ruleSet('extended', (g) => {
    signalKind(g);
    g.phaseList(PH_MAIN).add(LAST).refine(KEEP_ALL);
  });
  const EXTENDED_CHAIN = ruleSet('extended-chain', (g) => {
    signalKind(g);
    copyOf(g, 'builds');
    g.phaseList(PH_MAIN).add(LAST).refine(KEEP_ALL);
  });

  type Options = Parameters<typeof createGame>[1];
  function compare(head: RuleSetModule[], chained: RuleSetModule[], games = 4, options: Options = { players: 4, tradeOffersPerTurn: 2 }, board = randomBoard('fused')): number {
    const a = createGame(board, options, head);
    const b = createGame(board, options, chained);
    expect(b.layout.size).toBe(a.layout.size);
    expect(a.hot.legal[PH_MAIN]).not.toBe(b.hot.legal[PH_MAIN]);
    const x1 = new Int32Array(maxActions(a));
    const x2 = new Int32Array(maxActions(b));
    let compared = 0;
    let x = 7;
    for (let g = 0; g < games; g++) {
      const st = newState(a, `fused:${g}`);
      while (st.s[PHASE] !== PH_GAME_OVER) {
        const n = legalActions(st, x1);
        if (st.s[PHASE] === PH_MAIN) {
          const view = { game: b, s: st.s };
          expect(Array.from(x2.subarray(0, legalActions(view, x2)))).toEqual(Array.from(x1.subarray(0, n)));
          const u = untradedActions(st, x1);
          expect(Array.from(x2.subarray(0, untradedActions(view, x2)))).toEqual(Array.from(x1.subarray(0, u)));
          compared++;
          legalActions(st, x1);
        }
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        apply(st, x1[x % n]!);
      }
    }
    return compared;
  }

  it('lists what the chain of its sources lists, in the same order, with and without trades', () => {
    expect(compare([], [CHAIN])).toBeGreaterThan(700);
  });

  it('heads a list with a source added after it and a refinement, as the chain of all of them lists', () => {
    expect(compare([EXTENDED], [EXTENDED_CHAIN])).toBeGreaterThan(700);
  });

  it('Seafarers: ship builds and moves, fog and villages, as the chain of its sources lists them', () => {
    let compared = 0;
    for (const scenario of ['fog-islands', 'cloth-for-catan'] as const) {
      const options = { players: 4, scenario, tradeOffersPerTurn: 1 };
      compared += compare([], [CHAIN], 2, options, scenarioBoardFor(options, true, `fused:${scenario}`));
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('a long list', () => {
  // Up to twelve contributions are composed as direct calls (Cities & Knights' main phase has ten),
  // padded to twelve; longer lists loop. Every length lists its sources in order, then refines.
  const source = (i: number): ActionSource => ({ name: `s${i}`, maxActions: 1, list: (_st, out, n) => ((out[n] = i), n + 1) });
  const LEAD: ActionSource = { name: 'lead', maxActions: 1, always: 99, list: (_st, out, n) => ((out[n] = 99), n + 1) };
  const REPEAT_LAST = { name: 'repeat-last', maxActions: 1, refine: (_st: GameState, out: Int32Array, n: number) => ((out[n] = out[n - 1]! + 100), n + 1) };

  it.each([1, 5, 6, 10, 11, 12, 13, 16])('%i sources, with and without a leading action, then a refinement', (count) => {
    for (const lead of [false, true]) {
      const list = new PhaseList('toy');
      if (lead) list.add(LEAD);
      for (let i = 0; i < count; i++) list.add(source(i));
      list.refine(REPEAT_LAST);
      const out = new Int32Array(count + 2).fill(-1);
      const n = composePhase(list).legal({} as GameState, out);
      const want = [...(lead ? [99] : []), ...Array.from({ length: count }, (_, i) => i)];
      want.push(want[want.length - 1]! + 100);
      expect(Array.from(out.subarray(0, n))).toEqual(want);
    }
  });
});
