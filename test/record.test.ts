// Game records: replays through JSON, and the @2 format's list of pieces placed before the set-up.

import { describe, expect, it } from 'vitest';
import { buildBoard } from '../src/engine/board.js';
import type { Game } from '../src/engine/game.js';
import { makeRecord, RECORD_FORMAT, RECORD_FORMATS, RecordError, type GameRecord } from '../src/engine/record.js';
import { NEUTRAL_SETTLEMENTS } from '../src/rules/catan-for-two/data.js';
import { fiveSixBeginnerBoard } from '../src/rules/five-six/maps.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { createRandomBot } from '../src/bots/random.js';
import { playGame } from '../src/tournament/play-game.js';
import { createGame, replayRecord } from '../src/rules/registry.js';

describe('records', () => {
  it('replaying a record (through JSON) reproduces the final state exactly', () => {
    for (let i = 0; i < 30; i++) {
      const seed = `rec:${i}`;
      const game = createGame(buildBoard(randomBoard(seed)), { players: 2 + (i % 3), tradeOffersPerTurn: i % 2 ? 3 : 0 });
      const bots = Array.from({ length: game.layout.players }, () => createRandomBot());
      const { result, state, trace } = playGame(game, seed, bots, { trace: true });
      const rec = makeRecord({ game, seed, index: i, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
      const back = JSON.parse(JSON.stringify(rec));
      const replay = replayRecord(back);
      expect(Array.from(replay.state.s)).toEqual(Array.from(state.s));
      expect(replay.result.turns).toBe(result.turns);
      expect(replay.result.winner).toBe(result.winner < 0 ? null : result.winner);
    }
  });
});

describe('records @2 (docs/record-format.md): pieces placed before the set-up', () => {
  /** A finished game of random bots, as a record through JSON. */
  function recorded(game: Game, seed: string): GameRecord {
    const bots = Array.from({ length: game.seats }, () => createRandomBot());
    const { trace } = playGame(game, seed, bots, { trace: true });
    const rec = makeRecord({ game, seed, index: 0, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
    return JSON.parse(JSON.stringify(rec)) as GameRecord;
  }

  it('D37: a Catan for Two record lists the neutral settlements (owners 2 and 3) and replays; a moved or missing one is an error', () => {
    const rec = recorded(createGame(buildBoard(randomBoard('pre:c42')), { players: 2, variant: 'catan-for-two' }), 'pre:c42');
    expect(rec.format).toBe(RECORD_FORMAT);
    expect(rec.format).toBe('catan-arena/record@4');
    expect(rec.board.pieces!.map((x) => [x.owner, x.piece])).toEqual([
      [2, 'settlement'],
      [3, 'settlement'],
    ]);
    const game = createGame(buildBoard(randomBoard('pre:c42')), { players: 2, variant: 'catan-for-two' });
    for (const [i, x] of rec.board.pieces!.entries()) {
      const [q, r, c] = NEUTRAL_SETTLEMENTS[i]!;
      expect(game.board.nodeId(x.node![0]!, x.node![1]!, x.node![2]!)).toBe(game.board.nodeId(q, r, c));
    }
    expect(() => replayRecord(rec)).not.toThrow();
    const moved = structuredClone(rec);
    moved.board.pieces![0]!.node = [1, -1, 0];
    expect(() => replayRecord(moved)).toThrow(/board\.pieces: the record lists .*owner 2 settlement node/);
    const none = structuredClone(rec);
    delete none.board.pieces;
    expect(() => replayRecord(none)).toThrow(RecordError);
    expect(() => replayRecord(none)).toThrow(/board\.pieces/);
  });

  it('D27: a 5-player record with the inactive colour lists its settlements (owner 5)', () => {
    const game = createGame(buildBoard(fiveSixBeginnerBoard()), { players: 5, inactiveColour: true });
    const rec = recorded(game, 'pre:five');
    expect(rec.board.pieces!.map((x) => [x.owner, x.piece])).toEqual([
      [5, 'settlement'],
      [5, 'settlement'],
    ]);
    expect(() => replayRecord(rec)).not.toThrow();
  });

  it('a base-game record lists no pieces; an @1 record (without the list) still replays', () => {
    const rec = recorded(createGame(buildBoard(randomBoard('pre:base')), { players: 3 }), 'pre:base');
    expect(rec.board.pieces).toEqual([]);
    const old = structuredClone(rec);
    old.format = 'catan-arena/record@1';
    delete old.board.pieces;
    expect(RECORD_FORMATS).toContain(old.format);
    expect(() => replayRecord(old)).not.toThrow();
    const unknown = { ...rec, format: 'catan-arena/record@9' };
    expect(() => replayRecord(unknown)).toThrow(/unknown record format/);
    const later = { ...rec, options: { ...rec.options, harbourMaster: true } };
    expect(() => replayRecord(later)).toThrow(/record options: "harbourMaster" not known to this version/);
  });

  it('D7: a stop in Road Building is an end_road_building entry, and replays', () => {
    let found = 0;
    for (let i = 0; i < 40 && found === 0; i++) {
      const rec = recorded(createGame(buildBoard(randomBoard(`stop:${i}`)), { players: 3 }), `stop:${i}`);
      if (!rec.log.some((e) => e.a === 'end_road_building')) continue;
      found++;
      expect(() => replayRecord(rec)).not.toThrow();
    }
    expect(found).toBe(1);
  });
});
