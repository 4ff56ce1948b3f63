// Determinism and records: a golden hash over a fixed batch of games (so any engine change that
// alters play is noticed), identical replays of the same seed, records that replay to the same
// final state, and records that are rejected when tampered with.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { A_ROBBER, ARG_BITS } from '../src/engine/actions.js';
import { buildBoard } from '../src/engine/board.js';
import { RESOURCE_NAMES } from '../src/engine/constants.js';
import { newState, type Game } from '../src/engine/game.js';
import { makeRecord, RecordError, type GameRecord, type LogEntry } from '../src/engine/record.js';
import { applyWithOutcome } from '../src/engine/step.js';
import { beginnerBoard, randomBoard } from '../src/rules/base/maps.js';
import { playGame } from '../src/tournament/play-game.js';
import { createGame, replayRecord } from '../src/rules/registry.js';

/** A result without its wall-clock fields (decision times), which legitimately differ run to run. */
function deterministicPart(result: object): Record<string, unknown> {
  const o: Record<string, unknown> = { ...result };
  delete o.thinkMs;
  return o;
}

function randomBots(n: number) {
  return Array.from({ length: n }, () => createRandomBot());
}

function gameFor(seed: string, players: number, offers: number): Game {
  return createGame(buildBoard(randomBoard(seed)), { players, tradeOffersPerTurn: offers });
}

/**
 * The golden batch: 200 games, seeds "golden:0".."golden:199", 4 random bots, each game on the
 * random map of its seed, trade on (3 offers per turn), other options at their defaults.
 * If an engine change alters any game, this hash changes: check the change was intended, then
 * update the constant (and say so in the commit).
 */
const GOLDEN_GAMES = 200;
// Issue 13: the random bots may now stop Road Building early (D7), and compose domestic offers
// card by card with counter-offers (D17).
const GOLDEN_SHA256 = '3edc7c74faa821bd5fd2d59bde6e7d05b5efad96e1ee09970475b33900c57155';

describe('golden hash', () => {
  it(`a fixed batch of ${GOLDEN_GAMES} games hashes to the recorded value`, () => {
    const h = createHash('sha256');
    let won = 0;
    for (let i = 0; i < GOLDEN_GAMES; i++) {
      const seed = `golden:${i}`;
      const { result } = playGame(gameFor(seed, 4, 3), seed, randomBots(4));
      expect(result.forfeit).toBeNull();
      if (result.winner >= 0) won++;
      h.update(`${result.winner},${result.turns},${result.vp.join(',')},${result.steps}\n`);
    }
    expect(won).toBeGreaterThan(0);
    expect(h.digest('hex')).toBe(GOLDEN_SHA256);
  });
});

describe('same seed, same game', () => {
  const configs: Array<[number, number]> = [
    [2, 0],
    [3, 3],
    [4, 0],
    [4, 3],
  ];
  for (const [players, offers] of configs) {
    it(`${players} players, ${offers} offers per turn: identical traces, results and final states`, () => {
      for (let i = 0; i < 10; i++) {
        const seed = `twice:${players}:${offers}:${i}`;
        // Two separately built games (board, options, scratch) from the same seed.
        const a = playGame(gameFor(seed, players, offers), seed, randomBots(players), { trace: true });
        const b = playGame(gameFor(seed, players, offers), seed, randomBots(players), { trace: true });
        expect(b.trace!.actions).toEqual(a.trace!.actions);
        expect(b.trace!.outcomes).toEqual(a.trace!.outcomes);
        expect(deterministicPart(b.result)).toEqual(deterministicPart(a.result));
        expect(Array.from(b.state.s)).toEqual(Array.from(a.state.s));
        expect(a.trace!.actions.length).toBe(a.result.steps);
      }
    });
  }

  it('a game does not depend on what was played before on the same Game object', () => {
    const seed = 'order:target';
    const fresh = playGame(gameFor(seed, 4, 3), seed, randomBots(4), { trace: true });
    const shared = gameFor(seed, 4, 3);
    for (let i = 0; i < 5; i++) playGame(shared, `order:other:${i}`, randomBots(4));
    const after = playGame(shared, seed, randomBots(4), { trace: true });
    expect(after.trace!.actions).toEqual(fresh.trace!.actions);
    expect(after.trace!.outcomes).toEqual(fresh.trace!.outcomes);
    expect(Array.from(after.state.s)).toEqual(Array.from(fresh.state.s));
  });

  it('the trace alone reproduces the game: applyWithOutcome from the seed ends in the same state', () => {
    for (let i = 0; i < 10; i++) {
      const seed = `retrace:${i}`;
      const game = gameFor(seed, 2 + (i % 3), i % 2 ? 3 : 0);
      const { state, trace } = playGame(game, seed, randomBots(game.layout.players), { trace: true });
      const st = newState(game, seed);
      trace!.actions.forEach((a, k) => applyWithOutcome(st, a, trace!.outcomes[k]!));
      expect(Array.from(st.s)).toEqual(Array.from(state.s));
    }
  });

  it('different seeds give different games (the seed is actually used)', () => {
    const game = createGame(buildBoard(beginnerBoard()), { players: 4 });
    const traces = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const { trace } = playGame(game, `differ:${i}`, randomBots(4), { trace: true });
      traces.add(JSON.stringify(trace));
    }
    expect(traces.size).toBe(10);
  });
});

function recordOf(seed: string, players: number, offers: number, index = 0) {
  const game = gameFor(seed, players, offers);
  const bots = randomBots(players);
  const played = playGame(game, seed, bots, { trace: true });
  const rec = makeRecord({
    game,
    seed,
    index,
    seats: bots.map(() => ({ bot: 'random' })),
    actions: played.trace!.actions,
    outcomes: played.trace!.outcomes,
    forfeit: null,
  });
  return { game, played, rec: JSON.parse(JSON.stringify(rec)) as GameRecord };
}

describe('records replay', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: replaying a record through JSON reproduces the final state and result`, () => {
      for (let i = 0; i < 8; i++) {
        const { played, rec } = recordOf(`replay:${players}:${i}`, players, i % 2 ? 3 : 0, i);
        const replay = replayRecord(JSON.parse(JSON.stringify(rec)));
        expect(Array.from(replay.state.s)).toEqual(Array.from(played.state.s));
        expect(replay.steps).toBe(played.trace!.actions.length);
        expect(replay.result).toEqual(rec.result);
        expect(replay.result.turns).toBe(played.result.turns);
        expect(replay.result.vp).toEqual(played.result.vp);
        expect(replay.result.winner).toBe(played.result.winner < 0 ? null : played.result.winner);
        expect(replay.result.capped).toBe(played.result.capped);
      }
    });
  }
});

describe('tampered records are rejected with a RecordError', () => {
  // One 4-player game with trade on; every tampering starts from a fresh deep copy of its record.
  const { rec: original, played, game } = recordOf('tamper:0', 4, 3);
  const copy = (): GameRecord => JSON.parse(JSON.stringify(original));
  const rejects = (rec: GameRecord, why?: RegExp) => {
    expect(() => replayRecord(rec)).toThrow(RecordError);
    if (why) expect(() => replayRecord(rec)).toThrow(why);
  };
  const indexOf = (rec: GameRecord, pred: (e: LogEntry) => boolean, from = 0) => {
    const i = rec.log.findIndex((e, k) => k >= from && pred(e));
    expect(i, 'the sample game should contain such an entry').toBeGreaterThanOrEqual(0);
    return i;
  };

  it('the untampered record replays', () => {
    expect(() => replayRecord(copy())).not.toThrow();
    expect(original.result.winner).not.toBeNull();
  });

  it('an illegal move: a set-up settlement on an occupied intersection', () => {
    const rec = copy();
    const first = indexOf(rec, (e) => e.a === 'place_settlement');
    const second = indexOf(rec, (e) => e.a === 'place_settlement', first + 1);
    rec.log[second]!.node = rec.log[first]!.node;
    rejects(rec, /not a legal move/);
  });

  it('an illegal move: a paid build the seat cannot afford (first action after the first roll)', () => {
    const rec = copy();
    const roll = indexOf(rec, (e) => e.a === 'roll');
    const p = rec.log[roll]!.p;
    rec.log.splice(roll + 1, 0, { p, a: 'build_city', node: rec.log.find((e) => e.a === 'place_settlement' && e.p === p)!.node });
    rejects(rec, /not a legal move/);
  });

  it('an illegal move: a road on a path that is not on the board', () => {
    const rec = copy();
    const i = indexOf(rec, (e) => e.a === 'place_road');
    rec.log[i]!.edge = [9, 9, 0];
    rejects(rec, /not a path of the board/);
  });

  it('the wrong seat acting', () => {
    for (const kind of ['place_settlement', 'roll', 'end_turn']) {
      const rec = copy();
      const i = indexOf(rec, (e) => e.a === kind);
      rec.log[i]!.p = (rec.log[i]!.p + 1) % 4;
      rejects(rec, /seat \d acted but seat \d was to act/);
    }
  });

  it('impossible dice', () => {
    for (const dice of [[7, 1], [0, 3], [3, 0], [2.5, 3], [3], [], ['3', '4'], null]) {
      const rec = copy();
      const i = indexOf(rec, (e) => e.a === 'roll');
      rec.log[i]!.dice = dice;
      rejects(rec, /dice must be two integers 1-6/);
    }
  });

  it('an impossible chance outcome: a stolen resource the victim does not hold', () => {
    // Find, by re-running the trace, a steal where the victim lacks some resource.
    const st = newState(game, original.seed);
    const L = game.layout;
    const { actions, outcomes } = played.trace!;
    let robberIndex = -1; // which move_robber entry (in log order)
    let missing = -1;
    let seen = 0;
    for (let k = 0; k < actions.length && missing < 0; k++) {
      const a = actions[k]!;
      if (a >>> ARG_BITS === A_ROBBER) {
        const victim = (a & 7) - 1;
        if (victim >= 0) {
          for (let r = 0; r < 5; r++) {
            if (st.s[L.hand + victim * 5 + r] === 0) {
              missing = r;
              robberIndex = seen;
              break;
            }
          }
        }
        seen++;
      }
      applyWithOutcome(st, a, outcomes[k]!);
    }
    expect(missing, 'the sample game should contain such a steal').toBeGreaterThanOrEqual(0);
    const rec = copy();
    const entries = rec.log.map((e, i) => [e, i] as const).filter(([e]) => e.a === 'move_robber');
    rec.log[entries[robberIndex]![1]]!.stolen = RESOURCE_NAMES[missing];
    rejects(rec, /impossible chance outcome/);
  });

  it('an impossible chance outcome: a card the deck does not hold', () => {
    const rec = copy();
    const i = indexOf(rec, (e) => e.a === 'buy_dev');
    rec.log[i]!.card = 'castle';
    rejects(rec, /unknown card/);
    // More monopoly cards than the deck has (2): every purchase recorded as a monopoly.
    const rec2 = copy();
    const buys = rec2.log.filter((e) => e.a === 'buy_dev');
    expect(buys.length).toBeGreaterThan(2);
    for (const e of buys) e.card = 'monopoly';
    rejects(rec2, /impossible chance outcome|not a legal move/);
  });

  it('a changed result: winner, VP, turns, capped', () => {
    const seats = original.seats.length;
    const variants: Array<(r: GameRecord) => void> = [
      (r) => (r.result.winner = ((r.result.winner ?? 0) + 1) % seats),
      (r) => (r.result.winner = null),
      (r) => (r.result.vp[0] = r.result.vp[0]! + 1),
      (r) => r.result.vp.reverse(),
      (r) => (r.result.turns = r.result.turns + 1),
      (r) => (r.result.turns = r.result.turns - 1),
      (r) => (r.result.capped = !r.result.capped),
    ];
    for (const change of variants) {
      const rec = copy();
      change(rec);
      rejects(rec, /final result differs/);
    }
  });

  it('a log cut short, or running on after the game is over', () => {
    const cut = copy();
    cut.log.pop();
    rejects(cut, /final result differs/);
    // The same cut log with its result rewritten to match: still not a finished game.
    expect(() => replayRecord({ ...cut, result: undefined } as unknown as GameRecord)).toThrow(/no result/);
    const partial = replayRecord(cut, { partial: true }).result;
    expect(partial.winner).toBeNull();
    cut.result = partial;
    rejects(cut, /ends before the game is over/);
    const extra = copy();
    const last = extra.log[extra.log.length - 1]!;
    extra.log.push({ p: last.p, a: 'end_turn' });
    rejects(extra, /already over/);
  });

  it('a steal recorded on a robber move with no victim', () => {
    const rec = copy();
    const i = indexOf(rec, (e) => e.a === 'move_robber' && e.victim === null);
    rec.log[i]!.stolen = 'ore';
    rejects(rec);
  });

  it('a discard entry with no cards, from a seat that owes no discard, slipped into the log', () => {
    const rec = copy();
    const i = indexOf(rec, (e) => e.a === 'roll');
    rec.log.splice(i + 1, 0, { p: (rec.log[i]!.p + 2) % 4, a: 'discard', cards: {} });
    rejects(rec);
  });

  it('a discard entry with a negative card count slipped into the log', () => {
    const rec = copy();
    const i = indexOf(rec, (e) => e.a === 'roll');
    rec.log.splice(i + 1, 0, { p: (rec.log[i]!.p + 2) % 4, a: 'discard', cards: { ore: -1 } });
    rejects(rec);
  });
});
