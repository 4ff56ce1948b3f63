// A die rolled beside the production dice (addDie: Cities & Knights' event die), through the public
// API: a toy rule set adds an "omen" die of four faces, one of them on three sides, and a roll step
// before the 7 and production that reads it. Its outcomes and their weights, its draws, the step
// that reads it, its record entries and their replay.

import { describe, expect, it } from 'vitest';
import {
  A_ROLL,
  ARG_BITS,
  addDie,
  addRollStep,
  applyWithOutcome,
  chanceOutcomes,
  checkInvariants,
  createGame,
  createRandomBot,
  layout,
  makeRecord,
  newState,
  playGame,
  randomBoard,
  replayRecordOn,
  sampleOutcome,
  type RuleSetModule,
} from '../src/index.js';

const { PHASE, PH_PRE_ROLL, DICE } = layout;
const FACES = ['ship', 'yellow', 'blue', 'green'];
const fields = { omen: -1, ships: -1 };

/** The omen die, and a roll step that counts the ships it shows before anything else of the roll. */
const OMENS: RuleSetModule = {
  name: 'omens',
  summary: 'a fourth-face die beside the production dice',
  appliesTo: () => false,
  install(g) {
    fields.omen = addDie(g, { name: 'omen', faces: FACES, weights: [3, 1, 1, 1] });
    fields.ships = g.field('omens:ships');
    const omen = fields.omen;
    const ships = fields.ships;
    addRollStep(
      g,
      {
        name: 'omen',
        run({ s }) {
          if (s[omen] === 0) s[ships]!++;
          return true;
        },
      },
      { before: 'seven' },
    );
  },
};

const omenGame = (seed: string) => createGame(randomBoard(seed), { players: 4 }, [OMENS]);
const ROLL = A_ROLL << ARG_BITS;

describe('a die beside the production dice', () => {
  it('multiplies the outcomes: 36 x 4, weighted by the sides each face has', () => {
    const game = omenGame('dice:outcomes');
    const st = newState(game, 'dice:outcomes');
    const values = new Int32Array(game.maxOutcomes);
    const weights = new Int32Array(game.maxOutcomes);
    expect(game.maxOutcomes).toBeGreaterThanOrEqual(144);
    const n = chanceOutcomes(st, ROLL, values, weights);
    expect(n).toBe(144);
    expect(new Set(values.subarray(0, n)).size).toBe(144);
    let total = 0;
    let seven = 0;
    let ship = 0;
    for (let i = 0; i < n; i++) {
      const o = values[i]!;
      total += weights[i]!;
      if (((o % 36) / 6 | 0) + (o % 6) + 2 === 7) seven += weights[i]!;
      if (((o / 36) | 0) === 0) ship += weights[i]!;
    }
    expect([total, seven, ship]).toEqual([216, 36, 108]);
  });

  it('draws the production dice first, then the die, over its sides', () => {
    const game = omenGame('dice:draws');
    const plain = createGame(randomBoard('dice:draws'), { players: 4 });
    const st = newState(game, 'dice:draws');
    const base = newState(plain, 'dice:draws');
    const seen = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const o = sampleOutcome(st, ROLL);
      // The same stream without the die rolls the same production dice, one draw fewer a roll.
      expect(o % 36).toBe(sampleOutcome(base, ROLL));
      sampleOutcome(base, ROLL); // stands for the die's draw
      seen[(o / 36) | 0]!++;
    }
    // Three sides of six show a ship; 4,000 rolls put the share well inside 0.45-0.55.
    expect(seen[0]! / 4000).toBeGreaterThan(0.45);
    expect(seen[0]! / 4000).toBeLessThan(0.55);
    for (const k of [1, 2, 3]) expect(seen[k]!).toBeGreaterThan(500);
  });

  it('shows its face before the roll steps run, which read it', () => {
    const game = omenGame('dice:steps');
    const st = newState(game, 'dice:steps');
    // Through set-up with uniform choices up to the first roll.
    const out = new Int32Array(game.maxActions);
    while (st.s[PHASE] !== PH_PRE_ROLL) {
      const k = game.hot.legal[st.s[PHASE]!]!(st, out);
      applyWithOutcome(st, out[k - 1]!, -1);
    }
    applyWithOutcome(st, ROLL, 36 * 0 + 2 * 6 + 3); // 3 and 4, a ship
    expect([st.s[fields.omen], st.s[fields.ships], st.s[DICE]]).toEqual([0, 1, 3 * 8 + 4]);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('records its face by name; the record replays to the same state', () => {
    for (let i = 0; i < 3; i++) {
      const seed = `dice:record:${i}`;
      const game = omenGame(seed);
      const bots = Array.from({ length: 4 }, () => createRandomBot());
      const { trace, state } = playGame(game, seed, bots, { trace: true });
      const rec = makeRecord({ game, seed, index: i, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      const rolls = rec.log.filter((e) => e.a === 'roll');
      expect(rolls.length).toBeGreaterThan(10);
      for (const e of rolls) expect(FACES).toContain(e.omen);
      expect(rolls.filter((e) => e.omen === 'ship').length).toBe(state.s[fields.ships]);
      expect(Array.from(replayRecordOn(omenGame(seed), JSON.parse(JSON.stringify(rec))).state.s)).toEqual(Array.from(state.s));
      const bad = JSON.parse(JSON.stringify(rec));
      bad.log.find((e: { a: string }) => e.a === 'roll').omen = 'comet';
      expect(() => replayRecordOn(omenGame(seed), bad)).toThrow(/omen must be one of ship, yellow, blue, green/);
    }
  });

  it('must be added while the roll is the dice roll, once per name, with a weight per face', () => {
    const wrapAfter: RuleSetModule = {
      name: 'wrapped',
      summary: 'wraps the roll, then adds a die',
      appliesTo: () => false,
      install(g) {
        g.kinds[A_ROLL] = { ...g.kinds[A_ROLL]!, name: 'roll' };
        addDie(g, { name: 'late', faces: ['a'], weights: [1] });
      },
    };
    expect(() => createGame(randomBoard('dice:late'), { players: 4 }, [wrapAfter])).toThrow(/no longer the base game's dice roll/);
    const twice: RuleSetModule = { ...OMENS, name: 'twice', install: (g) => (OMENS.install(g), addDie(g, { name: 'omen', faces: ['x'], weights: [1] }), undefined) };
    expect(() => createGame(randomBoard('dice:twice'), { players: 4 }, [twice])).toThrow(/already shows a die of that name/);
    const unweighted: RuleSetModule = { ...OMENS, name: 'unweighted', install: (g) => void addDie(g, { name: 'odd', faces: ['x', 'y'], weights: [1] }) };
    expect(() => createGame(randomBoard('dice:odd'), { players: 4 }, [unweighted])).toThrow(/a positive integer weight for each of its faces/);
  });
});
