// The Caravans (Traders & Barbarians scenario 3, D160-D174): the oasis board, the robber kept off
// the oasis, the trigger, the voting round and its winner, where camels may go (arrows, heads,
// merging, the end of a caravan), the double roads and the VP between camels; random games at
// 3-6 players keep every invariant, and their records replay.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { A_END_TURN, ARG_BITS } from '../src/engine/actions.js';
import { GRAIN, WOOL } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { PHASE, PH_GAME_OVER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { apply } from '../src/engine/step.js';
import { putRoad, putSettlement, setHand, skipSetup, inMainPhase } from '../src/engine/position.js';
import { CUR, LR_HOLDER, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, ROBBER, TURN_PLAYER } from '../src/engine/layout.js';
import { A_CITY, A_ROBBER } from '../src/engine/actions.js';
import { placeCity } from '../src/engine/pieces.js';
import { createGame, replayRecord, resolveOptions, scenarioBoardFor } from '../src/rules/registry.js';
import { A_BID, A_CAMEL, PH_BID, PH_CAMEL } from '../src/rules/traders-barbarians/caravans/index.js';
import { camelOptions, placeCamel } from '../src/rules/traders-barbarians/caravans/camels.js';
import { caravanTables, fieldsOf } from '../src/rules/traders-barbarians/caravans/fields.js';
import { BID_RADIX, CARAVAN_RADIX } from '../src/rules/traders-barbarians/caravans/ids.js';
import { runBin } from './helpers/bin.js';
import { act, argsOf, nodeAt, roll, sound } from './helpers/scenario.js';

const action = (kind: number, arg = 0) => (kind << ARG_BITS) | arg;
const bid = (wool: number, grain: number) => action(A_BID, wool * BID_RADIX + grain);
const camel = (edge: number, caravan: number) => action(A_CAMEL, edge * CARAVAN_RADIX + caravan);

/** A game of the Caravans at set-up's end, seat 0 on turn before its roll. */
function fresh(players = 4, seed = 'caravans-rules'): GameState {
  const game = createGame(scenarioBoardFor({ players, scenario: 'caravans' }, false, seed), { players, scenario: 'caravans' });
  const st = newState(game, seed);
  skipSetup(st, 0);
  return st;
}

/** The camel placements open now, as [edge, caravan]. */
function options(st: GameState): Array<[number, number]> {
  const F = fieldsOf(st.game);
  const out = new Int32Array(16);
  const n = camelOptions(st, F, A_CAMEL, out, 0);
  return Array.from(out.subarray(0, n)).map((a) => {
    const arg = a & ((1 << ARG_BITS) - 1);
    return [Math.floor(arg / CARAVAN_RADIX), arg % CARAVAN_RADIX];
  });
}

const other = (st: GameState, e: number, node: number) => {
  const b = st.game.board;
  return b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
};
const edgesOf = (st: GameState, node: number) => [0, 1, 2].map((k) => st.game.board.nodeEdges[node * 3 + k]!).filter((e) => e >= 0);
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;

/** Seat 0 builds a city on a settlement put for it at `node`, then ends its turn: the trigger. */
function buildAndEnd(st: GameState, p: number, node: number, extra: Record<string, number> = {}): void {
  putSettlement(st, p, node);
  setHand(st, p, { grain: 2, ore: 3, ...extra });
  act(st, action(A_CITY, node));
  act(st, action(A_END_TURN));
}

describe('The Caravans: board and robber (D160-D163)', () => {
  it('D160/D161: the oasis lies in the centre without a token, arrows on corners 0, 2, 4; the robber starts beside the board', () => {
    const st = fresh();
    const b = st.game.board;
    const h = b.hexId(0, 0);
    expect(b.terrainNames[b.hexTerrain[h]!]).toBe('oasis');
    expect(b.hexToken[h]).toBe(0);
    expect(Array.from(b.landHexes).filter((x) => b.terrainNames[b.hexTerrain[x]!] === 'desert')).toEqual([]);
    expect(st.s[ROBBER]).toBe(-1);
    const T = caravanTables(st.game);
    expect(Array.from(T.arrowTail)).toEqual([0, 2, 4].map((c) => nodeAt(st, 0, 0, c)));
    // Each arrow's path leaves the oasis: its head is no corner of the oasis.
    for (const head of T.arrowHead) expect([0, 1, 2, 3, 4, 5].map((c) => nodeAt(st, 0, 0, c))).not.toContain(head);
    expect(st.game.options.targetVp).toBe(12);
    sound(st);
  });

  it('D161: 5-6 players play two oases, six caravans, on the paired turn rule', () => {
    const st = fresh(6);
    const b = st.game.board;
    expect([b.hexId(-2, 0), b.hexId(1, 0)].map((h) => b.terrainNames[b.hexTerrain[h]!])).toEqual(['oasis', 'oasis']);
    expect(st.game.options.turnRule).toBe('paired');
    expect(options(st).map(([, c]) => c)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('D163: at the first 7 the robber goes to any numbered hex, never the oasis', () => {
    const st = fresh();
    roll(st, 3, 4);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    const hexes = [...new Set(argsOf(st, A_ROBBER).map((a) => a >>> 3))].sort((x, y) => x - y);
    const b = st.game.board;
    expect(hexes).toEqual(Array.from(b.landHexes).filter((h) => b.hexToken[h]! > 0).sort((x, y) => x - y));
    expect(hexes).toHaveLength(18);
  });
});

describe('The Caravans: the trigger and the vote (D165-D167)', () => {
  it('D165: a turn without a settlement or city passes as usual', () => {
    const st = fresh();
    inMainPhase(st, 0);
    act(st, action(A_END_TURN));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_PRE_ROLL, 1]);
  });

  it('D165-D167: after a city, each seat with wool or grain bids once from the player who ended; the cards go to the bank; the single highest bidder places the camel', () => {
    const st = fresh();
    inMainPhase(st, 0);
    setHand(st, 1, { wool: 2, ore: 1 });
    setHand(st, 2, { grain: 1 });
    setHand(st, 3, { brick: 3 });
    const L = st.game.layout;
    buildAndEnd(st, 0, nodeAt(st, 1, -2, 0), { wool: 1 });
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_BID, 0]);
    expect(argsOf(st, A_BID)).toEqual([0, BID_RADIX]);
    act(st, bid(0, 0));
    expect(st.s[CUR]).toBe(1);
    expect(argsOf(st, A_BID)).toEqual([0, BID_RADIX, 2 * BID_RADIX]);
    act(st, bid(2, 0));
    expect(st.s[CUR]).toBe(2);
    act(st, bid(0, 1));
    // Seat 3 holds neither wool nor grain: no bid is asked of it.
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_CAMEL, 1]);
    expect(st.s[L.hand + 1 * 5 + WOOL]).toBe(0);
    expect(st.s[L.hand + 2 * 5 + GRAIN]).toBe(0);
    expect(st.s[L.handTotal + 1]).toBe(1);
    const T = caravanTables(st.game);
    expect(argsOf(st, A_CAMEL)).toEqual([0, 1, 2].map((c) => T.arrowEdge[c]! * CARAVAN_RADIX + c).sort((x, y) => x - y));
    sound(st);
    act(st, camel(T.arrowEdge[1]!, 1));
    expect([st.s[PHASE], st.s[CUR], st.s[TURN_PLAYER]]).toEqual([PH_PRE_ROLL, 1, 1]);
    const F = fieldsOf(st.game);
    expect(st.s[F.camelAt + T.arrowEdge[1]!]).not.toBe(0);
    expect(st.s[F.heads + 1]).toBe(T.arrowHead[1]! + 2);
    sound(st);
  });

  it('D167: with no single highest bid (a tie, or no bids) the player who just ended places the camel', () => {
    const tie = fresh();
    inMainPhase(tie, 0);
    setHand(tie, 1, { wool: 1 });
    setHand(tie, 2, { grain: 1 });
    setHand(tie, 3, {});
    buildAndEnd(tie, 0, nodeAt(tie, 1, -2, 0));
    act(tie, bid(1, 0));
    act(tie, bid(0, 1));
    expect([tie.s[PHASE], tie.s[CUR]]).toEqual([PH_CAMEL, 0]);
    const none = fresh();
    inMainPhase(none, 0);
    for (const p of [1, 2, 3]) setHand(none, p, {});
    buildAndEnd(none, 0, nodeAt(none, 1, -2, 0));
    // Nobody holds wool or grain: no bids at all, and seat 0 chooses.
    expect([none.s[PHASE], none.s[CUR]]).toEqual([PH_CAMEL, 0]);
  });

  it('D167: more votes than all others combined choose; a plurality chooses too (no coalitions)', () => {
    const st = fresh();
    inMainPhase(st, 0);
    setHand(st, 1, { wool: 1 });
    setHand(st, 2, { wool: 1 });
    setHand(st, 3, { grain: 2 });
    buildAndEnd(st, 0, nodeAt(st, 1, -2, 0));
    act(st, bid(1, 0));
    act(st, bid(1, 0));
    act(st, bid(0, 2));
    // 2 votes against 1 + 1: seat 3 holds no majority, but is the single highest bidder.
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_CAMEL, 3]);
  });

  it('D174: 5-6 players vote after each part of a paired turn, player 2 counted as the player who just ended', () => {
    const st = fresh(6);
    inMainPhase(st, 0);
    for (const p of [1, 2, 3, 4, 5]) setHand(st, p, {});
    buildAndEnd(st, 0, nodeAt(st, 0, -3, 0));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_CAMEL, 0]);
    act(st, camel(caravanTables(st.game).arrowEdge[0]!, 0));
    // Player 2 of the pair (three seats on) takes their part.
    expect([st.s[PHASE], st.s[CUR], st.s[TURN_PLAYER]]).toEqual([PH_MAIN, 3, 3]);
    setHand(st, 0, { wool: 1 });
    buildAndEnd(st, 3, nodeAt(st, 2, -3, 1), { grain: 3 });
    // Seat 3 ended: it bids first, then the seats after it in order (only 0 and 3 hold wool or grain).
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_BID, 3]);
    act(st, bid(0, 1));
    expect(st.s[CUR]).toBe(0);
    act(st, bid(1, 0));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_CAMEL, 3]);
    const first = argsOf(st, A_CAMEL)[0]!;
    act(st, action(A_CAMEL, first));
    expect([st.s[PHASE], st.s[CUR]]).toEqual([PH_PRE_ROLL, 1]);
    sound(st);
  });
});

describe('The Caravans: where camels go (D164, D168)', () => {
  it('D164: a later camel goes at the head of its caravan\'s last camel: 2 paths there and the free arrows (4 in all)', () => {
    const st = fresh();
    const F = fieldsOf(st.game);
    const T = caravanTables(st.game);
    placeCamel(st, F, T.arrowEdge[0]!, 0);
    const head = T.arrowHead[0]!;
    const next = edgesOf(st, head).filter((e) => e !== T.arrowEdge[0]);
    expect(next).toHaveLength(2);
    expect(options(st).sort()).toEqual([...next.map((e) => [e, 0] as [number, number]), [T.arrowEdge[1]!, 1], [T.arrowEdge[2]!, 2]].sort());
    placeCamel(st, F, next[0]!, 0);
    expect(st.s[F.heads]).toBe(other(st, next[0]!, head) + 2);
    sound(st);
  });

  it('D168: caravans whose heads meet are one choice, and merge when the next camel leaves', () => {
    const st = fresh();
    const F = fieldsOf(st.game);
    // Caravans 0 and 1 both with a camel whose head is at node n, placed by hand.
    const n = nodeAt(st, 0, -2, 3);
    const [e1, e2, e3] = edgesOf(st, n);
    const s = st.s;
    s[F.camelAt + e1!] = 1 | ((n + 1) << 3);
    s[F.camelAt + e2!] = 2 | ((n + 1) << 3);
    s[F.heads] = n + 2;
    s[F.heads + 1] = n + 2;
    s[F.placed] = 2;
    expect(options(st).filter(([, c]) => c < 2)).toEqual([[e3!, 0]]);
    placeCamel(st, F, e3!, 0);
    expect(s[F.heads + 1]).toBe(1);
    expect(options(st).some(([, c]) => c === 1)).toBe(false);
    expect(s[F.heads]).toBe(other(st, e3!, n) + 2);
  });

  it('D164: a caravan ends when it cannot be extended; all end when the 22 camels are out', () => {
    const st = fresh();
    const F = fieldsOf(st.game);
    let placed = 0;
    for (;;) {
      const open = options(st);
      if (open.length === 0) break;
      // Never more than 2 choices a caravan.
      for (let c = 0; c < 3; c++) expect(open.filter(([, x]) => x === c).length).toBeLessThanOrEqual(2);
      const [e, c] = open[open.length - 1]!;
      placeCamel(st, F, e, c);
      placed++;
      sound(st);
    }
    expect(placed).toBeLessThanOrEqual(22);
    if (placed < 22) {
      // Every caravan is stuck: no free path at any head.
      for (let c = 0; c < 3; c++) {
        const h = st.s[F.heads + c]!;
        if (h >= 2) expect(edgesOf(st, h - 2).every((e) => st.s[F.camelAt + e] !== 0)).toBe(true);
      }
    } else expect(st.s[F.placed]).toBe(22);
  });
});

describe('The Caravans: the benefits (D169, D170)', () => {
  it('D169: 4 roads with 2 on camel paths are a road of 6, enough for Longest Road', () => {
    const st = fresh();
    const F = fieldsOf(st.game);
    const T = caravanTables(st.game);
    const tail = T.arrowTail[0]!;
    const h0 = T.arrowHead[0]!;
    const e1 = edgesOf(st, h0).find((e) => e !== T.arrowEdge[0])!;
    const n1 = other(st, e1, h0);
    const e2 = edgesOf(st, n1).find((e) => e !== e1)!;
    const n2 = other(st, e2, n1);
    const e3 = edgesOf(st, n2).find((e) => e !== e2 && other(st, e, n2) !== h0)!;
    putSettlement(st, 0, tail);
    for (const e of [T.arrowEdge[0]!, e1, e2, e3]) putRoad(st, 0, e);
    const L = st.game.layout;
    expect(st.s[L.roadLen]).toBe(4);
    expect(st.s[LR_HOLDER]).toBe(-1);
    placeCamel(st, F, T.arrowEdge[0]!, 0);
    expect(st.s[L.roadLen]).toBe(5);
    placeCamel(st, F, e1, 0);
    expect(st.s[L.roadLen]).toBe(6);
    expect(st.s[LR_HOLDER]).toBe(0);
    expect(vp(st, 0)).toBe(1 + 2);
    sound(st);
  });

  it('D170: a building whose intersection touches two camel paths is worth 1 VP more, whenever the second camel or the building comes', () => {
    const st = fresh();
    const F = fieldsOf(st.game);
    const T = caravanTables(st.game);
    const h0 = T.arrowHead[0]!;
    putSettlement(st, 1, h0);
    expect(vp(st, 1)).toBe(1);
    placeCamel(st, F, T.arrowEdge[0]!, 0);
    expect(vp(st, 1)).toBe(1);
    const e1 = edgesOf(st, h0).find((e) => e !== T.arrowEdge[0])!;
    placeCamel(st, F, e1, 0);
    expect(vp(st, 1)).toBe(2);
    expect(st.game.hooks.vpSources(st, 1).caravans).toBe(1);
    // A city there keeps the one extra VP.
    placeCity(st.game, st.s, 1, h0);
    expect(vp(st, 1)).toBe(3);
    // A settlement built later on a node between two camels gains it at once.
    const n1 = other(st, e1, h0);
    const e2 = edgesOf(st, n1).find((e) => e !== e1)!;
    const n2 = other(st, e2, n1);
    const e3 = edgesOf(st, n2).find((e) => e !== e2)!;
    placeCamel(st, F, e2, 0);
    placeCamel(st, F, e3, 0);
    putSettlement(st, 2, n2);
    expect(vp(st, 2)).toBe(2);
    sound(st);
  });
});

describe('The Caravans with the Friendly Robber (D173)', () => {
  it('with the robber beside the board and every numbered hex beside a protected player, it goes to any numbered hex, robbing nobody protected', () => {
    const game = createGame(scenarioBoardFor({ players: 4, scenario: 'caravans' }, false, 'fr'), { players: 4, scenario: 'caravans', friendlyRobber: true });
    const st = newState(game, 'fr');
    skipSetup(st, 0);
    const b = game.board;
    const L = game.layout;
    for (const h of b.landHexes) {
      if (b.hexToken[h] === 0) continue;
      const corners = [0, 1, 2, 3, 4, 5].map((c) => b.hexNodes[h * 6 + c]!);
      if (corners.some((n) => st.s[L.nodeOwner + n] === 2)) continue;
      const free = corners.find((n) => st.s[L.nodeOwner + n] === 0 && !edgesOf(st, n).some((e) => st.s[L.nodeOwner + other(st, e, n)] !== 0));
      putSettlement(st, 1, free!);
    }
    // Seat 1 kept at 2 public VP (protected), every other seat with none.
    st.s[L.publicVp + 1] = 2;
    for (const p of [0, 1, 2, 3]) setHand(st, p, {});
    roll(st, 3, 4);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    const moves = argsOf(st, A_ROBBER);
    expect(moves.map((a) => a >>> 3).sort((x, y) => x - y)).toEqual(Array.from(b.landHexes).filter((h) => b.hexToken[h]! > 0).sort((x, y) => x - y));
    expect(moves.every((a) => (a & 7) === 0)).toBe(true);
  });
});

describe('The Caravans: options (D173)', () => {
  it('plays 3-6 players, paired for 5-6; refuses special building, two players and an expansion, naming the option', () => {
    expect(resolveOptions({ players: 5, scenario: 'caravans' }).turnRule).toBe('paired');
    expect(resolveOptions({ players: 3, scenario: 'caravans' }).targetVp).toBe(12);
    expect(() => resolveOptions({ players: 5, scenario: 'caravans', turnRule: 'special-building' })).toThrow(/^option turnRule: The Caravans/);
    expect(() => resolveOptions({ players: 2, scenario: 'caravans' })).toThrow(/option/);
    expect(() => resolveOptions({ players: 4, scenario: 'caravans', expansion: 'cities-knights' })).toThrow(/^option expansion: /);
  });
});

function randomGame(players: number, seed: string, turnCap = 200): { st: GameState; actions: number[]; outcomes: number[]; kinds: Map<number, number> } {
  const game = createGame(scenarioBoardFor({ players, scenario: 'caravans' }, false, seed), { players, scenario: 'caravans', turnCap });
  const st = newState(game, seed);
  const legal = new Int32Array(maxActions(game));
  const bot = createRandomBot();
  let x = 11;
  const rng = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const actions: number[] = [];
  const outcomes: number[] = [];
  const kinds = new Map<number, number>();
  while (st.s[PHASE] !== PH_GAME_OVER) {
    const n = legalActions(st, legal);
    const a = n === 1 ? legal[0]! : bot.decide(st as never, legal, n, rng);
    actions.push(a);
    outcomes.push(apply(st, a));
    kinds.set(a >>> ARG_BITS, (kinds.get(a >>> ARG_BITS) ?? 0) + 1);
    const problems = checkInvariants(st);
    if (problems.length) throw new Error(`step ${actions.length}: ${problems.join('; ')}`);
  }
  return { st, actions, outcomes, kinds };
}

describe('The Caravans in random games', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: every invariant holds, camels are placed by vote, and the record replays`, () => {
      const seed = `caravans:${players}`;
      const { st, actions, outcomes, kinds } = randomGame(players, seed);
      expect(kinds.get(A_CAMEL) ?? 0).toBeGreaterThan(0);
      expect(kinds.get(A_BID) ?? 0).toBeGreaterThan(0);
      const game = st.game;
      const rec = makeRecord({ game, seed, index: 0, seats: Array.from({ length: game.seats }, () => ({ bot: 'random' })), actions, outcomes, forfeit: null });
      const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
      expect(Array.from(replay.state.s)).toEqual(Array.from(st.s));
    });
  }
});

describe('The Caravans: determinism', () => {
  it('the same seed plays the same game, action for action', () => {
    const a = randomGame(4, 'caravans:same', 120);
    const b = randomGame(4, 'caravans:same', 120);
    expect(b.actions).toEqual(a.actions);
    expect(Array.from(b.st.s)).toEqual(Array.from(a.st.s));
  });
});

describe('The Caravans from the command line', () => {
  it('its configs run at 3-6 players and their records replay from the seed; special building is refused (exit 2)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-caravans-'));
    try {
      for (const [config, players] of [['caravans-4', 3], ['caravans-4', 4], ['caravans-6', 5], ['caravans-6', 6]] as const) {
        const out = join(dir, `c${players}`);
        const bots = Array.from({ length: players }, (_, k) => (k === 0 ? 'greedy' : 'random')).join(',');
        const r = runBin(['run', `configs/traders-barbarians/${config}.json`, '--players', String(players), '--bots', bots, '--games', '2', '--record', '--json', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        expect((JSON.parse(r.stdout) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ players, scenario: 'caravans', targetVp: 12 });
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      }
      const refused = runBin(['run', '--scenario', 'caravans', '--players', '5', '--turn-rule', 'special-building', '--games', '1', '-q', '--out', join(dir, 'bad')]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('option turnRule: The Caravans');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
