// The proof that the rule-set seam works: a toy rule set built here, in the test folder, through
// the public interface alone (src/index.ts), and games played with it. It changes production (a 2
// pays twice), the robber (never onto the desert), adds an action kind with a state field, a
// phase entry, a turn-end reset, a record entry and an invariant of its own, and a card kind (fish,
// caught on a 12) that hands hold like resources.

import { describe, expect, it } from 'vitest';
import {
  A_DISCARD,
  A_ROBBER,
  A_SETTLEMENT,
  ARG_BITS,
  DESERT,
  GRAIN,
  NUM_RESOURCES,
  WOOL,
  apply,
  applyWithOutcome,
  checkInvariants,
  createGame,
  createRandomBot,
  describeAction,
  determinize,
  kindName,
  legalActions,
  makeRecord,
  maxActions,
  newState,
  playGame,
  randomBoard,
  replaceInvariant,
  replayRecordOn,
  seatView,
  type GameState,
  type RuleSetModule,
} from '../src/index.js';
import { layout } from '../src/index.js';
import { makeRandom } from '../src/engine/rng.js';

const { BANK, CUR, PHASE, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, ROBBER, TURN_PLAYER } = layout;

/** The toy's own ids: a block no registered rule set uses. */
const A_SWAP = 500;
/** Fish cards in the game. */
const FISH = 6;

const TOY: RuleSetModule = {
  name: 'toy',
  summary: 'house rules: a 2 pays twice, the robber avoids the desert, 2 wool for 1 grain once a turn, fish',
  ids: { kinds: [A_SWAP, A_SWAP + 1] },
  appliesTo: () => false, // never chosen by options: the test passes it explicitly
  install(g) {
    const SWAPPED = g.field('toy.swapped');
    const fish = g.cards(['fish'], FISH);

    // A 2 pays twice; a 12 also brings the player on turn a fish, while the bank has one.
    const produce = g.hooks.produce;
    g.hooks.produce = (st, roll) => {
      produce(st, roll);
      if (roll === 2) produce(st, roll);
      const { game, s } = st;
      if (roll === 12 && s[fish.bank]! > 0) {
        const tp = s[TURN_PLAYER]!;
        s[fish.bank]!--;
        s[fish.hand + tp]!++;
        s[game.layout.handTotal + tp]!++;
      }
    };

    const robber = g.phases[PH_MOVE_ROBBER]!;
    g.phases[PH_MOVE_ROBBER] = {
      ...robber,
      legal(st, out) {
        const n = robber.legal(st, out);
        let k = 0;
        for (let i = 0; i < n; i++) {
          const h = (out[i]! & ((1 << ARG_BITS) - 1)) >>> 3;
          if (st.game.board.hexTerrain[h] !== DESERT) out[k++] = out[i]!;
        }
        return k;
      },
    };

    const main = g.phases[PH_MAIN]!;
    g.phases[PH_MAIN] = {
      ...main,
      maxActions: main.maxActions + 1,
      legal(st, out) {
        let n = main.legal(st, out);
        const { game, s } = st;
        const p = s[CUR]!;
        if (s[SWAPPED] === 0 && s[game.layout.hand + p * NUM_RESOURCES + WOOL]! >= 2 && s[BANK + GRAIN]! > 0) out[n++] = A_SWAP << ARG_BITS;
        return n;
      },
    };

    g.kinds[A_SWAP] = {
      name: 'toy_swap',
      argBits: 0,
      apply({ game, s }) {
        const L = game.layout;
        const p = s[CUR]!;
        s[L.hand + p * NUM_RESOURCES + WOOL]! -= 2;
        s[BANK + WOOL]! += 2;
        s[BANK + GRAIN]!--;
        s[L.hand + p * NUM_RESOURCES + GRAIN]!++;
        s[L.handTotal + p]!--;
        s[SWAPPED] = 1;
      },
      describe: () => '2 wool -> 1 grain',
      record: { write: (w) => ({ p: w.st.s[CUR]!, a: 'toy_swap' }), read: { toy_swap: () => [[0, -1]] } },
    };

    const turnEnded = g.hooks.turnEnded;
    g.hooks.turnEnded = (st, p) => {
      turnEnded(st, p);
      st.s[SWAPPED] = 0;
    };

    replaceInvariant(g, {
      name: 'toy.swapped',
      check: ({ s }, fail) => {
        if (s[SWAPPED] !== 0 && s[SWAPPED] !== 1) fail(`toy.swapped is ${s[SWAPPED]}`);
      },
    });
  },
};

function toyGame(seed: string) {
  return createGame(randomBoard(seed), { players: 4 }, [TOY]);
}

/** Plays to the end with uniform random choices, checking every invariant after every step. */
function playChecked(st: GameState, seed: number, onStep: (a: number) => void): number {
  const out = new Int32Array(maxActions(st.game));
  let x = seed;
  let steps = 0;
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, out);
    expect(n).toBeGreaterThan(0);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const a = out[x % n]!;
    apply(st, a);
    onStep(a);
    const errors = checkInvariants(st);
    if (errors.length) throw new Error(`step ${steps}: ${errors.join('; ')}`);
    steps++;
  }
  return steps;
}

describe('a toy rule set through the public rule-set interface', () => {
  it('is installed after the rule sets the options choose, with its own state field', () => {
    const game = toyGame('toy:0');
    expect(game.ruleSets).toEqual(['base', 'toy']);
    expect(game.ruleset).toBe('base');
    // Right after the standard fields, where a base game (no fields of its own) keeps its discards (Layout.discards).
    expect(game.layout.fields['toy.swapped']).toBe(createGame(randomBoard('toy:0'), { players: 4 }).layout.discards);
    expect(kindName(game, A_SWAP)).toBe('toy_swap');
    expect(describeAction(game, A_SWAP << ARG_BITS)).toBe('toy_swap 2 wool -> 1 grain');
  });

  it('a 2 pays twice: a settlement on the 2 collects two cards', () => {
    for (let i = 0; i < 20; i++) {
      const game = toyGame(`toy:two:${i}`);
      const b = game.board;
      const hex = b.tokenHexList[b.tokenHexStart[2]!]!;
      const st = newState(game, 'x');
      const node = b.hexNodes[hex * 6]!;
      // Set-up: seat 0 settles on the 2's corner; then force a 2.
      applyWithOutcome(st, (A_SETTLEMENT << ARG_BITS) | node, -1);
      const L = game.layout;
      const r = b.hexTerrain[hex]!;
      const before = st.s[L.hand + r]!;
      const produce = game.hooks.produce;
      produce(st, 2);
      expect(st.s[L.hand + r]! - before).toBe(2);
      produce(st, 3);
      expect(checkInvariants(st)).toEqual([]);
    }
  });

  it('the robber never moves onto the desert, and random games end with every invariant holding', () => {
    let swaps = 0;
    let robberMoves = 0;
    // Few games: checkInvariants after every step is the cost.
    for (let i = 0; i < 4; i++) {
      const game = toyGame(`toy:play:${i}`);
      const desert = game.board.landHexes.find((h) => game.board.hexTerrain[h] === DESERT)!;
      const st = newState(game, `toy:play:${i}`);
      playChecked(st, i + 1, (a) => {
        const kind = a >>> ARG_BITS;
        if (kind === A_SWAP) swaps++;
        if (kind === A_ROBBER) {
          robberMoves++;
          expect(st.s[ROBBER]).not.toBe(desert);
        }
      });
    }
    expect(swaps).toBeGreaterThan(0);
    expect(robberMoves).toBeGreaterThan(0);
  });

  it('the toy action is at most once a turn', () => {
    const game = toyGame('toy:once');
    const st = newState(game, 'toy:once');
    const out = new Int32Array(maxActions(game));
    let x = 7;
    let checked = 0;
    while (st.s[PHASE] !== PH_GAME_OVER && checked < 5) {
      const n = legalActions(st, out);
      const list = Array.from(out.subarray(0, n));
      const swap = list.indexOf(A_SWAP << ARG_BITS);
      if (swap >= 0) {
        apply(st, A_SWAP << ARG_BITS);
        expect(Array.from(out.subarray(0, legalActions(st, out)))).not.toContain(A_SWAP << ARG_BITS);
        checked++;
        continue;
      }
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      apply(st, list[x % n]!);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('bots play it, and its games record and replay with the toy entries', () => {
    for (let i = 0; i < 6; i++) {
      const seed = `toy:bots:${i}`;
      const game = toyGame(seed);
      const bots = Array.from({ length: 4 }, () => createRandomBot());
      const { result, trace, state } = playGame(game, seed, bots, { trace: true });
      expect(result.forfeit).toBeNull();
      const rec = makeRecord({ game, seed, index: i, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      const replay = replayRecordOn(toyGame(seed), JSON.parse(JSON.stringify(rec)));
      expect(Array.from(replay.state.s)).toEqual(Array.from(state.s));
      if (trace!.actions.some((a) => a >>> ARG_BITS === A_SWAP)) expect(rec.log.some((e) => e.a === 'toy_swap')).toBe(true);
    }
  });

  it('fish are hand cards: caught on a 12, hidden from others, dealt back by determinize, discarded, stolen and recorded', () => {
    let caught = 0;
    let discarded = 0;
    let stolen = 0;
    for (let i = 0; i < 40 && (discarded === 0 || stolen === 0); i++) {
      const seed = `toy:fish:${i}`;
      const game = toyGame(seed);
      const fishAt = (s: Int32Array, p: number) => s[game.cardSlot[p * game.handKinds + NUM_RESOURCES]!]!;
      const bots = Array.from({ length: 4 }, () => createRandomBot());
      const { trace, state } = playGame(game, seed, bots, { trace: true });
      const st = newState(game, seed);
      for (let k = 0; k < trace!.actions.length; k++) {
        const a = trace!.actions[k]!;
        const o = trace!.outcomes[k]!;
        const kind = a >>> ARG_BITS;
        if (kind === A_DISCARD && (a & ((1 << ARG_BITS) - 1)) === NUM_RESOURCES) discarded++;
        if (kind === A_ROBBER && o === NUM_RESOURCES) stolen++;
        const before = [0, 1, 2, 3].map((p) => fishAt(st.s, p));
        applyWithOutcome(st, a, o);
        caught += [0, 1, 2, 3].reduce((n, p) => n + Math.max(0, fishAt(st.s, p) - before[p]!), 0);
        if (k % 50 === 0) {
          const seat = k % 4;
          const view = seatView(st, seat);
          for (let p = 0; p < 4; p++) if (p !== seat) expect(fishAt(view.s, p)).toBe(0);
          const d = determinize(view, seat, makeRandom(`${seed}:${k}`));
          expect(checkInvariants(d)).toEqual([]);
          for (let p = 0; p < 4; p++) expect(d.s[game.layout.handTotal + p]).toBe(st.s[game.layout.handTotal + p]);
        }
      }
      expect(Array.from(st.s)).toEqual(Array.from(state.s));
      expect(checkInvariants(st)).toEqual([]);
      const rec = makeRecord({ game, seed, index: i, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      expect(Array.from(replayRecordOn(toyGame(seed), JSON.parse(JSON.stringify(rec))).state.s)).toEqual(Array.from(state.s));
      if (discarded > 0) expect(rec.log.some((e) => e.a === 'discard' && (e.cards as Record<string, number>).fish)).toBe(true);
    }
    expect(caught).toBeGreaterThan(0);
    expect(discarded).toBeGreaterThan(0);
    expect(stolen).toBeGreaterThan(0);
  });

  it('an id outside its block is refused', () => {
    const rogue: RuleSetModule = { ...TOY, name: 'rogue', ids: { kinds: [600, 601] } };
    expect(() => createGame(randomBoard('toy:rogue'), { players: 4 }, [rogue])).toThrow(/kind id 500 is outside its block \[600, 601\)/);
  });
});
