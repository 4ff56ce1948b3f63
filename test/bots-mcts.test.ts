// The mcts bot (src/bots/mcts/): only legal actions over full games, determinism for a seed
// under an iteration budget, blindness to opponents' hidden cards, an immediate win and a win two
// actions deep found, the time budget and option checks, and strength against random bots on
// fixed seeds.

import { describe, expect, it } from 'vitest';
// The code under test runs from the compiled dist/, loaded by Node (vitest.config.ts says why).
import { createMctsBot } from '../dist/src/bots/mcts/index.js';
import { createRandomBot } from '../dist/src/bots/random.js';
import type { Bot } from '../dist/src/bots/bot.js';
import { A_MARITIME, A_OFFER, A_SETTLEMENT, actionArg, actionKind } from '../dist/src/engine/actions.js';
import { buildBoard } from '../dist/src/engine/board.js';
import { GRAIN, KNIGHT, MONOPOLY, NUM_DEV_TYPES, NUM_RESOURCES, ORE } from '../dist/src/engine/constants.js';
import { cloneState, newState, type GameState } from '../dist/src/engine/game.js';
import { checkInvariants } from '../dist/src/engine/invariants.js';
import { CUR, DECK, PHASE, PH_GAME_OVER, PH_MAIN, WINNER, hasBit } from '../dist/src/engine/layout.js';
import { legalActions, maxActions } from '../dist/src/engine/legal.js';
import { inMainPhase, putCity, putRoad, putSettlement, setHand } from '../dist/src/engine/position.js';
import { makeRandom } from '../dist/src/engine/rng.js';
import { apply } from '../dist/src/engine/step.js';
import { SeatView } from '../dist/src/engine/view.js';
import { beginnerBoard, randomBoard } from '../dist/src/rules/base/maps.js';
import { wilson } from '../dist/src/stats/intervals.js';
import { playGame } from '../dist/src/tournament/play-game.js';
import { createGame } from '../dist/src/rules/registry.js';

const SMALL = { iterations: 24 };
const GAME_SMALL = { mode: 'game', iterations: 24, rolloutDepth: 10 };

function mapGame(seed: string, options: Parameters<typeof createGame>[1] = {}) {
  return createGame(buildBoard(randomBoard(seed)), { turnCap: 400, ...options });
}

/** One decision of `bot` for the seat to act in `st`, through a SeatView, with an rng from `seed`. */
function decideAt(bot: Bot, st: GameState, seed: string): number {
  const seat = st.s[CUR]!;
  const legal = new Int32Array(maxActions(st.game));
  const n = legalActions(st, legal);
  const view = new SeatView(st.game, seat);
  view.attach(st);
  try {
    return bot.decide(view, legal, n, makeRandom(seed));
  } finally {
    view.attach(null);
  }
}

/**
 * Seat 0 to act in its main phase on the beginner board with targetVp 5: a settlement, a city
 * and a settlement make 4 VP, and a road of two from the first settlement leads to a free site.
 * Seats 1-3 have a settlement each; seat 0 holds `cards`.
 */
function nearWin(cards: Parameters<typeof setHand>[2]): GameState {
  const game = createGame(beginnerBoard(), { targetVp: 5 });
  const st = newState(game, 'mcts-win');
  const b = game.board;
  const L = game.layout;
  const free = (node: number) => !hasBit(st.s, L.blocked, node);
  const a = 0;
  putSettlement(st, 0, a);
  let path: [number, number] | null = null;
  let target = -1;
  for (let i = 0; i < 3 && !path; i++) {
    const e1 = b.nodeEdges[a * 3 + i]!;
    if (e1 < 0) continue;
    const mid = b.edgeNodes[e1 * 2]! === a ? b.edgeNodes[e1 * 2 + 1]! : b.edgeNodes[e1 * 2]!;
    for (let j = 0; j < 3 && !path; j++) {
      const e2 = b.nodeEdges[mid * 3 + j]!;
      if (e2 < 0 || e2 === e1) continue;
      const c = b.edgeNodes[e2 * 2]! === mid ? b.edgeNodes[e2 * 2 + 1]! : b.edgeNodes[e2 * 2]!;
      if (free(c)) {
        path = [e1, e2];
        target = c;
      }
    }
  }
  if (!path) throw new Error('nearWin: no free site two roads away');
  putRoad(st, 0, path[0]);
  putRoad(st, 0, path[1]);
  // Other buildings away from the target site.
  let placed = 0;
  for (let node = b.numNodes - 1; node >= 0 && placed < 5; node--) {
    if (!free(node) || node === target) continue;
    let near = false;
    for (let k = 0; k < 3; k++) if (b.nodeNodes[target * 3 + k] === node) near = true;
    if (near) continue;
    if (placed === 0) putCity(st, 0, node);
    else if (placed === 1) putSettlement(st, 0, node);
    else putSettlement(st, placed - 1, node);
    placed++;
  }
  inMainPhase(st, 0);
  setHand(st, 0, cards);
  setHand(st, 1, { ore: 2, grain: 1 });
  setHand(st, 2, { brick: 1 });
  if (checkInvariants(st).length > 0) throw new Error(checkInvariants(st).join('; '));
  return st;
}

/** The legal actions of the seat to act that win the game at once (on one clone each). */
function winningActions(st: GameState): { n: number; wins: number[] } {
  const legal = new Int32Array(maxActions(st.game));
  const n = legalActions(st, legal);
  const wins = Array.from(legal.subarray(0, n)).filter((x) => {
    const t = cloneState(st);
    apply(t, x);
    return t.s[WINNER] === st.s[CUR];
  });
  return { n, wins };
}

describe('mcts bot', () => {
  it('plays only legal actions over full games (trade on, 3 and 4 players, both leaf modes)', () => {
    const cases: Array<{ seed: string; players: number; seats: Array<Record<string, unknown> | null> }> = [
      { seed: 'mcts-legal:0', players: 4, seats: [SMALL, null, SMALL, null] },
      { seed: 'mcts-legal:1', players: 3, seats: [null, { mode: 'game', iterations: 16, leaf: 'value', treeOffers: true }, SMALL] },
      { seed: 'mcts-legal:2', players: 4, seats: [null, null, null, { mode: 'game', iterations: 20, c: 2, rolloutDepth: 0 }] },
      { seed: 'mcts-legal:3', players: 4, seats: [GAME_SMALL, null, { iterations: 30, backup: 'mean', rival: 0.3 }, null] },
    ];
    for (const { seed, players, seats } of cases) {
      const game = mapGame(seed, { players, tradeOffersPerTurn: 3 });
      const bots = seats.map((o) => (o ? createMctsBot(o) : createRandomBot()));
      const { result, state } = playGame(game, seed, bots);
      expect(result.forfeit, seed).toBeNull();
      expect(result.winner >= 0 || result.capped, seed).toBe(true);
      expect(checkInvariants(state), seed).toEqual([]);
      seats.forEach((o, seat) => {
        if (o) expect(result.seatDecisions[seat]!, seed).toBeGreaterThan(20);
      });
    }
  });

  it('is deterministic for a seed under an iteration budget', () => {
    const run = () => {
      const game = mapGame('mcts-det');
      const bots = [createMctsBot(SMALL), createRandomBot(), createMctsBot({ mode: 'game', iterations: 12, leaf: 'value' }), createRandomBot()];
      return playGame(game, 'mcts-det', bots, { trace: true });
    };
    const a = run();
    const b = run();
    expect(a.trace!.actions.length).toBeGreaterThan(100);
    expect(b.trace).toEqual(a.trace);
    expect(b.result.winner).toBe(a.result.winner);
  });

  it("does not depend on opponents' hidden resource and development cards", () => {
    // Positions from random play: main phase of seat 0's turn, both swapped opponents with cards.
    let checked = 0;
    for (let g = 0; g < 6 && checked < 3; g++) {
      const st = newState(mapGame(`mcts-hidden:${g}`), `mcts-hidden:${g}`);
      const rand = makeRandom(`mcts-hidden:${g}/play`);
      const legal = new Int32Array(maxActions(st.game));
      const L = st.game.layout;
      const handOf = (p: number, r: number) => st.s[L.hand + p * NUM_RESOURCES + r]!;
      // Resources r1 held by seat 1 and r2 != r1 held by seat 2, to swap between them.
      const swapPair = (): [number, number] | null => {
        for (let r1 = 0; r1 < NUM_RESOURCES; r1++) {
          for (let r2 = 0; r2 < NUM_RESOURCES; r2++) if (r1 !== r2 && handOf(1, r1) > 0 && handOf(2, r2) > 0) return [r1, r2];
        }
        return null;
      };
      let found = false;
      for (let step = 0; step < 3000 && st.s[PHASE] !== PH_GAME_OVER; step++) {
        const n = legalActions(st, legal);
        if (
          step > 200 &&
          st.s[CUR] === 0 &&
          st.s[PHASE] === PH_MAIN &&
          n > 3 &&
          st.s[L.handTotal + 1]! > 0 &&
          st.s[L.handTotal + 2]! > 0 &&
          swapPair() !== null
        ) {
          found = true;
          break;
        }
        apply(st, legal[Math.floor(rand() * n)]!);
      }
      if (!found) continue;
      // The altered position: seats 1 and 2 swap one card each (bank and hand sizes unchanged),
      // and seat 1's development cards become other kinds (the hidden deck absorbs the change).
      const other = cloneState(st);
      const o = other.s;
      const [r1, r2] = swapPair()!;
      o[L.hand + 1 * NUM_RESOURCES + r1]!--;
      o[L.hand + 2 * NUM_RESOURCES + r1]!++;
      o[L.hand + 2 * NUM_RESOURCES + r2]!--;
      o[L.hand + 1 * NUM_RESOURCES + r2]!++;
      // Seat 1's playable development cards go back to the deck and it draws as many knights
      // and monopolies instead (its card count and the deck size stay the same).
      const held = o[L.devCount + 1]! - o[L.newCount + 1]!;
      for (let k = 0; k < NUM_DEV_TYPES; k++) {
        o[DECK + k]! += o[L.dev + NUM_DEV_TYPES + k]!;
        o[L.dev + NUM_DEV_TYPES + k] = 0;
      }
      for (let i = 0; i < held; i++) {
        const k = o[DECK + MONOPOLY]! > 0 && i % 2 === 1 ? MONOPOLY : KNIGHT;
        o[DECK + k]!--;
        o[L.dev + NUM_DEV_TYPES + k]!++;
      }
      expect(checkInvariants(other)).toEqual([]);
      expect(Array.from(other.s)).not.toEqual(Array.from(st.s));
      // Same view for seat 0, so the same decision with the same rng seed.
      const v1 = new SeatView(st.game, 0);
      v1.attach(st);
      const v2 = new SeatView(st.game, 0);
      v2.attach(other);
      expect(Array.from(v2.state.s)).toEqual(Array.from(v1.state.s));
      for (const opts of [{ iterations: 60 }, { mode: 'game', iterations: 60 }, { mode: 'game', iterations: 40, leaf: 'value' }]) {
        const x = decideAt(createMctsBot(opts), st, `mcts-hidden:${g}/bot`);
        const y = decideAt(createMctsBot(opts), other, `mcts-hidden:${g}/bot`);
        expect(y).toBe(x);
      }
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('finds an immediate win among many other actions', () => {
    const st = nearWin({ brick: 3, lumber: 3, wool: 1, grain: 1, ore: 0 });
    const { n, wins } = winningActions(st);
    expect(wins.length).toBeGreaterThan(0);
    expect(wins.every((x) => actionKind(x) === A_SETTLEMENT)).toBe(true);
    // Many more non-winning actions (end turn, roads, trades, offers) than winning ones.
    expect(n).toBeGreaterThan(10 * wins.length);
    for (const [i, opts] of [{ iterations: 200 }, { mode: 'game', iterations: 200 }, { mode: 'game', iterations: 30, leaf: 'value' }, { mode: 'game', iterations: 100, c: 2 }].entries()) {
      const pick = decideAt(createMctsBot(opts), st, `mcts-win/${i}`);
      expect(wins, JSON.stringify(opts)).toContain(pick);
    }
  });

  it('finds a win two actions deep: the one maritime trade that pays for the winning settlement', () => {
    // No grain: only trading ore for grain, then building, wins this turn. Nothing wins at once,
    // so the search itself has to prefer the trade over roads, other trades and ending the turn.
    const st = nearWin({ brick: 1, lumber: 1, wool: 1, grain: 0, ore: 4 });
    const { n, wins } = winningActions(st);
    expect(wins).toEqual([]);
    const legal = new Int32Array(maxActions(st.game));
    legalActions(st, legal);
    const oreForGrain = Array.from(legal.subarray(0, n)).filter((x) => actionKind(x) === A_MARITIME && actionArg(x) === ORE * 5 + GRAIN);
    expect(oreForGrain).toHaveLength(1);
    const t = cloneState(st);
    apply(t, oreForGrain[0]!);
    expect(winningActions(t).wins.length).toBeGreaterThan(0);
    const others = Array.from(legal.subarray(0, n)).filter((x) => actionKind(x) !== A_OFFER);
    expect(others.length).toBeGreaterThan(6);
    for (const [i, opts] of [
      { iterations: 30 },
      { iterations: 30, backup: 'mean' },
      { mode: 'game', iterations: 200 },
      { mode: 'game', iterations: 60, leaf: 'value' },
      { mode: 'game', iterations: 150, c: 2, rolloutDepth: 5 },
    ].entries()) {
      const pick = decideAt(createMctsBot(opts), st, `mcts-win2/${i}`);
      expect(pick, JSON.stringify(opts)).toBe(oreForGrain[0]);
    }
  });

  it('stops at its time budget and rejects bad options', () => {
    const st = nearWin({ brick: 1, lumber: 1, wool: 1, grain: 0, ore: 4 });
    for (const mode of ['turn', 'game']) {
      const bot = createMctsBot({ mode, ms: 40 });
      const t0 = performance.now();
      decideAt(bot, st, 'mcts-ms');
      expect(performance.now() - t0).toBeLessThan(1000);
    }
    const bot = createMctsBot({ ms: 40 });
    const t0 = performance.now();
    decideAt(bot, st, 'mcts-ms');
    // Generous: the budget is checked between iterations, and a loaded machine is slow.
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(() => createMctsBot({ iterations: 0 })).toThrow(/iterations/);
    expect(() => createMctsBot({ leaf: 'deep' })).toThrow(/leaf/);
    expect(() => createMctsBot({ mode: 'ply' })).toThrow(/mode/);
    expect(() => createMctsBot({ backup: 'min' })).toThrow(/backup/);
    expect(() => createMctsBot({ cPuct: -1 })).toThrow(/cPuct/);
    expect(() => createMctsBot({ c: -1 })).toThrow(/option c/);
    expect(() => createMctsBot({ iteration: 10 })).toThrow(/unknown option/);
    expect(() => createMctsBot({ weights: { vp: 'x' } })).toThrow(/weight vp/);
  });

  it('beats three random bots (Wilson 95% lower bound of its win rate above 25%)', () => {
    const GAMES = 16;
    let wins = 0;
    let capped = 0;
    for (let i = 0; i < GAMES; i++) {
      const seed = `mcts-strength:${i}`;
      const seat = i % 4;
      const bots = [0, 1, 2, 3].map((p) => (p === seat ? createMctsBot(SMALL) : createRandomBot()));
      const { result } = playGame(mapGame(seed), seed, bots);
      expect(result.forfeit).toBeNull();
      if (result.winner === seat) wins++;
      if (result.capped) capped++;
    }
    const { low } = wilson(wins, GAMES);
    expect(low, `${wins}/${GAMES} wins`).toBeGreaterThan(0.25);
    expect(capped).toBe(0);
  });
});
