// The decision queue and the roll steps, through the public interface alone: a rule set built here
// inserts a roll step (a tithe: on a 4 or a 7 every other seat with a card gives the roller one,
// seat by seat from the roller's left) that pauses the roll on a multi-seat obligation. The roll
// goes on (production) only once every seat has given, play returns to the roller in the main
// phase, and on a 7 the tithe comes before the discards and the robber, which resume after it.

import { describe, expect, it } from 'vitest';
import {
  A_DISCARD,
  A_ROBBER,
  A_ROLL,
  ARG_BITS,
  LUMBER,
  addRollStep,
  apply,
  applyWithOutcome,
  checkInvariants,
  createGame,
  decisionDepth,
  legalActions,
  makeRecord,
  maxActions,
  newState,
  pauseRoll,
  pushDecision,
  randomBoard,
  replayRecordOn,
  rollPause,
  topDecision,
  type GameState,
  type RuleSetModule,
} from '../src/index.js';
import { layout } from '../src/index.js';
import { makeRandom } from '../src/engine/rng.js';

const { BANK, CUR, PHASE, PH_DISCARD, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, TURN, TURN_PLAYER } = layout;

const A_TITHE = 520;
const PH_TITHE = 60;
/** Roll outcomes ((d1 - 1) * 6 + (d2 - 1)) of a 4 (1 + 3), a 7 (3 + 4) and a 6 (3 + 3). */
const ROLL_4 = 2;
const ROLL_7 = 15;
const ROLL_6 = 14;

/** The toy's fields in a game: seats owing a tithe (a mask), productions run, whether one ran while a tithe was owed; and its obligation id. */
function toy(game: GameState['game']) {
  const f = game.layout.fields;
  return { owes: f['tithe.owes']!, productions: f['tithe.productions']!, producedOwing: f['tithe.producedOwing']!, obligation: game.obligations.findIndex((o) => o.name === 'tithe') };
}

const TITHE: RuleSetModule = {
  name: 'tithe',
  summary: 'on a 4 or a 7 every other seat gives the roller a card of its choice, before production',
  ids: { kinds: [A_TITHE, A_TITHE + 1], phases: [PH_TITHE, PH_TITHE + 1] },
  appliesTo: () => false,
  install(g) {
    const owes = g.field('tithe.owes');
    const productions = g.field('tithe.productions');
    const producedOwing = g.field('tithe.producedOwing');

    // The seats still owing, in turn order from the roller's left; a seat with no card owes nothing.
    const obligation = g.obligation(
      rollPause('tithe', PH_TITHE, ({ game, s }) => {
        const tp = s[TURN_PLAYER]!;
        for (let i = 1; i < game.seats; i++) {
          const q = (tp + i) % game.seats;
          if ((s[owes]! & (1 << q)) === 0) continue;
          if (s[game.layout.handTotal + q]! > 0) return q;
          s[owes]! &= ~(1 << q);
        }
        return -1;
      }),
    );

    addRollStep(
      g,
      {
        name: 'tithe',
        run(st, total, after, at) {
          if (total !== 4 && total !== 7) return true;
          const { game, s } = st;
          s[owes] = ((1 << game.seats) - 1) & ~(1 << s[TURN_PLAYER]!);
          pauseRoll(st, obligation, at, after);
          // Nobody had a card: the pause is over already and the roll went on.
          return false;
        },
      },
      { before: 'production' },
    );

    const produce = g.hooks.produce;
    g.hooks.produce = (st, roll) => {
      produce(st, roll);
      st.s[productions]!++;
      if (st.s[owes] !== 0) st.s[producedOwing] = 1;
    };

    g.phases[PH_TITHE] = {
      name: 'tithe',
      maxActions: 32,
      legal({ game, s }, out) {
        const p = s[CUR]!;
        let n = 0;
        for (let k = 0; k < game.handKinds; k++) if (s[game.cardSlot[p * game.handKinds + k]!]! > 0) out[n++] = (A_TITHE << ARG_BITS) | k;
        return n;
      },
    };
    g.kinds[A_TITHE] = {
      name: 'tithe',
      argBits: 5,
      apply({ game, s }, k) {
        const p = s[CUR]!;
        const tp = s[TURN_PLAYER]!;
        const K = game.handKinds;
        s[game.cardSlot[p * K + k]!]!--;
        s[game.layout.handTotal + p]!--;
        s[game.cardSlot[tp * K + k]!]!++;
        s[game.layout.handTotal + tp]!++;
        s[owes]! &= ~(1 << p);
      },
      describe: (game, k) => game.cardNames[k]!,
      record: {
        write: (w, k) => ({ p: w.st.s[CUR]!, a: 'tithe', card: w.st.game.cardNames[k]! }),
        read: { tithe: (r, e) => [[r.card(e.card), -1]] },
      },
    };
    g.invariants.push({
      name: 'tithe',
      check(st, fail) {
        if (st.s[owes] !== 0 && topDecision(st) !== obligation) fail(`seats ${st.s[owes]} owe a tithe, but no tithe is on the decision queue`);
      },
    });
  },
};

function titheGame(seed: string, players = 4) {
  return createGame(randomBoard(seed), { players, turnCap: 80 }, [TITHE]);
}

/** Plays random actions until the player on turn is about to roll in a regular turn. */
function toFirstRoll(st: GameState, seed: string): void {
  const out = new Int32Array(maxActions(st.game));
  const rand = makeRandom(seed);
  while (!(st.s[PHASE] === PH_PRE_ROLL && st.s[TURN]! >= 1)) apply(st, out[Math.floor(rand() * legalActions(st, out))]!);
}

/** Gives seat p `n` more cards of resource r from the bank. */
function deal(st: GameState, p: number, n: number, r = LUMBER): void {
  const L = st.game.layout;
  st.s[BANK + r]! -= n;
  st.s[L.hand + p * 5 + r]! += n;
  st.s[L.handTotal + p]! += n;
}

function titheAction(st: GameState): number {
  const out = new Int32Array(maxActions(st.game));
  const n = legalActions(st, out);
  expect(n).toBeGreaterThan(0);
  expect(out[0]! >>> ARG_BITS).toBe(A_TITHE);
  return out[0]!;
}

describe('a roll step pausing the roll on a multi-seat decision', () => {
  it('every other seat gives in turn order from the roller, then production runs and play returns to the roller', () => {
    const st = newState(titheGame('tithe:4'), 'tithe:4');
    toFirstRoll(st, 'tithe:4/pick');
    const F = toy(st.game);
    const tp = st.s[TURN_PLAYER]!;
    for (let q = 0; q < 4; q++) deal(st, q, 1);
    const before = Array.from({ length: 4 }, (_, q) => st.s[st.game.layout.handTotal + q]!);

    applyWithOutcome(st, A_ROLL << ARG_BITS, ROLL_4);
    expect(st.s[F.productions]).toBe(0);
    expect(decisionDepth(st.s)).toBe(1);
    expect(topDecision(st)).toBe(F.obligation);
    const order: number[] = [];
    while (st.s[PHASE] === PH_TITHE) {
      order.push(st.s[CUR]!);
      expect(checkInvariants(st)).toEqual([]);
      applyWithOutcome(st, titheAction(st), -1);
    }
    expect(order).toEqual([1, 2, 3].map((i) => (tp + i) % 4));
    expect(st.s[F.productions]).toBe(1);
    expect(st.s[F.producedOwing]).toBe(0);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(tp);
    expect(decisionDepth(st.s)).toBe(0);
    expect(st.s[F.owes]).toBe(0);
    // The roller gained three cards before production (which may add more).
    expect(st.s[st.game.layout.handTotal + tp]!).toBeGreaterThanOrEqual(before[tp]! + 3);
    expect(checkInvariants(st)).toEqual([]);
  });

  it('seats without a card are passed over; with none at all the roll goes straight on', () => {
    const st = newState(titheGame('tithe:none'), 'tithe:none');
    toFirstRoll(st, 'tithe:none/pick');
    const F = toy(st.game);
    const L = st.game.layout;
    // Every hand back to the bank.
    for (let q = 0; q < 4; q++) {
      for (let r = 0; r < 5; r++) {
        st.s[BANK + r]! += st.s[L.hand + q * 5 + r]!;
        st.s[L.hand + q * 5 + r] = 0;
      }
      st.s[L.handTotal + q] = 0;
    }
    const tp = st.s[TURN_PLAYER]!;
    applyWithOutcome(st, A_ROLL << ARG_BITS, ROLL_4);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[CUR]).toBe(tp);
    expect(st.s[F.productions]).toBe(1);
    expect(decisionDepth(st.s)).toBe(0);

    // Only the seat two to the left holds a card: it alone gives.
    const st2 = newState(titheGame('tithe:one'), 'tithe:one');
    toFirstRoll(st2, 'tithe:one/pick');
    const L2 = st2.game.layout;
    for (let q = 0; q < 4; q++) {
      for (let r = 0; r < 5; r++) {
        st2.s[BANK + r]! += st2.s[L2.hand + q * 5 + r]!;
        st2.s[L2.hand + q * 5 + r] = 0;
      }
      st2.s[L2.handTotal + q] = 0;
    }
    const tp2 = st2.s[TURN_PLAYER]!;
    deal(st2, (tp2 + 2) % 4, 1);
    applyWithOutcome(st2, A_ROLL << ARG_BITS, ROLL_4);
    expect(st2.s[PHASE]).toBe(PH_TITHE);
    expect(st2.s[CUR]).toBe((tp2 + 2) % 4);
    applyWithOutcome(st2, titheAction(st2), -1);
    expect(st2.s[PHASE]).toBe(PH_MAIN);
    expect(st2.s[CUR]).toBe(tp2);
  });

  it('other totals do not stop the roll', () => {
    const st = newState(titheGame('tithe:6'), 'tithe:6');
    toFirstRoll(st, 'tithe:6/pick');
    applyWithOutcome(st, A_ROLL << ARG_BITS, ROLL_6);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    expect(st.s[toy(st.game).productions]).toBe(1);
    expect(decisionDepth(st.s)).toBe(0);
  });

  it('on a 7 the tithe comes first, then the discards and the robber resume, then the main phase', () => {
    const st = newState(titheGame('tithe:7'), 'tithe:7');
    toFirstRoll(st, 'tithe:7/pick');
    const tp = st.s[TURN_PLAYER]!;
    // Two of each resource more: every seat holds more than 7 even after its tithe.
    for (let q = 0; q < 4; q++) for (let r = 0; r < 5; r++) deal(st, q, 2, r);
    applyWithOutcome(st, A_ROLL << ARG_BITS, ROLL_7);
    // The robber's and the discards' frames beneath the tithe's.
    expect(decisionDepth(st.s)).toBe(3);
    const phases: number[] = [];
    const out = new Int32Array(maxActions(st.game));
    while (st.s[PHASE] !== PH_MAIN) {
      if (phases[phases.length - 1] !== st.s[PHASE]) phases.push(st.s[PHASE]!);
      expect(checkInvariants(st)).toEqual([]);
      legalActions(st, out);
      const a = out[0]!;
      if (st.s[PHASE] === PH_DISCARD) expect(a >>> ARG_BITS).toBe(A_DISCARD);
      if (st.s[PHASE] === PH_MOVE_ROBBER) expect(a >>> ARG_BITS).toBe(A_ROBBER);
      apply(st, a);
    }
    expect(phases).toEqual([PH_TITHE, PH_DISCARD, PH_MOVE_ROBBER]);
    expect(st.s[CUR]).toBe(tp);
    expect(st.s[toy(st.game).productions]).toBe(0);
    expect(decisionDepth(st.s)).toBe(0);
  });

  it('the queue is bounded: a seventh nested decision is refused', () => {
    const st = newState(titheGame('tithe:deep'), 'tithe:deep');
    toFirstRoll(st, 'tithe:deep/pick');
    for (let q = 0; q < 4; q++) deal(st, q, 1);
    st.s[toy(st.game).owes] = 0b1110;
    expect(() => {
      for (let i = 0; i < 7; i++) pushDecision(st, toy(st.game).obligation, 0);
    }).toThrow(/more than 6 decisions nested/);
  });
});

describe('roll step places', () => {
  const step = (name: string) => ({ name, run: () => true });
  it('go before or after a named step, or last; a missing name is an error', () => {
    const g = { rollSteps: [step('seven'), step('production')] };
    addRollStep(g, step('fleet'), { before: 'seven' });
    addRollStep(g, step('walls'), { after: 'seven' });
    addRollStep(g, step('gold'));
    expect(g.rollSteps.map((s) => s.name)).toEqual(['fleet', 'seven', 'walls', 'production', 'gold']);
    expect(() => addRollStep(g, step('event'), { before: 'barbarians' })).toThrow(/no step barbarians/);
  });
});

describe('random games with the tithe', () => {
  it('keep every invariant, replay from their records, and play alike from one seed', () => {
    let tithes = 0;
    for (let i = 0; i < 6; i++) {
      const seed = `tithe-random:${i}`;
      const play = () => {
        const st = newState(titheGame(seed, 3 + (i % 2)), seed);
        const out = new Int32Array(maxActions(st.game));
        const rand = makeRandom(`${seed}/pick`);
        const actions: number[] = [];
        const outcomes: number[] = [];
        while (st.s[PHASE] !== PH_GAME_OVER) {
          const a = out[Math.floor(rand() * legalActions(st, out))]!;
          if (a >>> ARG_BITS === A_TITHE) tithes++;
          actions.push(a);
          outcomes.push(apply(st, a));
          expect(checkInvariants(st)).toEqual([]);
        }
        return { st, actions, outcomes };
      };
      const a = play();
      const b = play();
      expect(b.actions).toEqual(a.actions);
      expect(Array.from(b.st.s)).toEqual(Array.from(a.st.s));
      const game = titheGame(seed, 3 + (i % 2));
      const rec = makeRecord({ game, seed, index: 0, seats: Array.from({ length: game.seats }, () => ({ bot: 'random' })), actions: a.actions, outcomes: a.outcomes, forfeit: null });
      expect(rec.log.some((e) => e.a === 'tithe')).toBe(true);
      const replayed = replayRecordOn(titheGame(seed, 3 + (i % 2)), JSON.parse(JSON.stringify(rec)));
      expect(Array.from(replayed.state.s)).toEqual(Array.from(a.st.s));
    }
    expect(tithes).toBeGreaterThan(20);
  });
});
