// Traders & Barbarians' Harbormaster (option harbormaster, D108-D112): harbor points (a settlement
// on a harbor 1, a city 2), the card to the first colour at 3 and to one with more, set aside or
// passed as Longest Road when the holder falls back, every default target one higher; and random
// games with it keep every invariant, replay from their records and play the same from a seed.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { nodePips } from '../src/bots/features.js';
import { createGreedyBot } from '../src/bots/greedy/index.js';
import { A_CITY, A_END_TURN, action } from '../src/engine/actions.js';
import type { BoardSpec } from '../src/engine/board.js';
import { newState, totalVp, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { CUR, hasBit, PHASE, PH_GAME_OVER, WINNER } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { reduceCity } from '../src/engine/pieces.js';
import { inMainPhase, putSettlement, setHand } from '../src/engine/position.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { apply } from '../src/engine/step.js';
import { SeatView, seatView } from '../src/engine/view.js';
import { positionNotes, seatNotes } from '../src/maps/svg-position.js';
import { beginnerBoard, randomBoard } from '../src/rules/base/maps.js';
import { fiveSixRandomBoard } from '../src/rules/five-six/maps.js';
import type { RuleOptions } from '../src/rules/options.js';
import { createGame, replayRecord, resolveOptions, scenarioBoardFor } from '../src/rules/registry.js';
import { SCENARIOS } from '../src/rules/seafarers/scenarios.js';
import { HARBORMASTER_KIT } from '../src/rules/traders-barbarians/harbormaster/kit.js';
import { harbormasterFields, HARBORMASTER_VP } from '../src/rules/traders-barbarians/harbormaster/points.js';
import { readableView } from '../src/tournament/external/readable.js';
import { createGame as distCreateGame } from '../dist/src/rules/registry.js';
import { randomBoard as distRandomBoard } from '../dist/src/rules/base/maps.js';
import { runBin } from './helpers/bin.js';
import { BOT_FACTORIES, playChecked } from './helpers/bot-games.js';
import { act, sound } from './helpers/scenario.js';

const holderOf = (st: GameState) => st.s[harbormasterFields(st.game)!.holder]! - 1;
const pointsOf = (st: GameState, p: number) => st.s[harbormasterFields(st.game)!.points + p]!;
const publicVp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;

/** Intersections with a harbor, none next to another: places for buildings the distance rule allows together. */
function harborSites(st: GameState): number[] {
  const b = st.game.board;
  const out: number[] = [];
  for (let n = 0; n < b.numNodes; n++) {
    if (b.nodeHarbor[n]! < 0) continue;
    const near = [0, 1, 2].map((k) => b.nodeNodes[n * 3 + k]!);
    if (out.some((m) => near.includes(m))) continue;
    out.push(n);
  }
  return out;
}
/** The free intersection without a harbor that produces most, clear of every building. */
function inland(st: GameState): number {
  const b = st.game.board;
  let best = -1;
  for (let n = 0; n < b.numNodes; n++) {
    if (b.nodeHarbor[n]! >= 0 || hasBit(st.s, st.game.layout.blocked, n)) continue;
    if (best < 0 || nodePips(st.game, n) > nodePips(st.game, best)) best = n;
  }
  if (best < 0) throw new Error('no inland site');
  return best;
}

/** Seat p, on turn, upgrades its settlement at node to a city, paying for it. */
function buildCity(st: GameState, p: number, node: number): void {
  inMainPhase(st, p);
  setHand(st, p, { grain: 2, ore: 3 });
  act(st, action(A_CITY, node));
}
/** Seat p ends its turn (an action, after which the card is worked out again). */
function endTurn(st: GameState, p: number): void {
  inMainPhase(st, p);
  act(st, action(A_END_TURN));
}

/** A 3-player game on the beginner board, past the set-up, with seat 0 on two harbors and seat 1 on two others. */
function position(options: Partial<RuleOptions> = {}): { st: GameState; sites: number[] } {
  const st = newState(createGame(beginnerBoard(), { players: 3, harbormaster: true, ...options }), 'harbormaster');
  inMainPhase(st, 0);
  const sites = harborSites(st);
  expect(sites.length).toBeGreaterThanOrEqual(5);
  putSettlement(st, 0, sites[0]!);
  putSettlement(st, 0, sites[1]!);
  putSettlement(st, 1, sites[2]!);
  putSettlement(st, 1, sites[3]!);
  endTurn(st, 0);
  return { st, sites };
}

describe('the Harbormaster card (D108-D110)', () => {
  it('D108: a settlement on a harbor is 1 harbor point, a city 2, a building off the harbors none', () => {
    const { st, sites } = position();
    expect([0, 1, 2].map((p) => pointsOf(st, p))).toEqual([2, 2, 0]);
    const away = inland(st);
    putSettlement(st, 2, away);
    buildCity(st, 2, away);
    expect(pointsOf(st, 2)).toBe(0);
    expect(holderOf(st)).toBe(-1);
    sound(st);
  });

  it('D109: the first colour at 3 harbor points takes the card and its 2 VP, and wins with them', () => {
    const { st, sites } = position();
    const before = publicVp(st, 0);
    buildCity(st, 0, sites[0]!);
    expect(pointsOf(st, 0)).toBe(3);
    expect(holderOf(st)).toBe(0);
    expect(publicVp(st, 0)).toBe(before + 1 + HARBORMASTER_VP);
    expect(st.game.hooks.vpSources(st, 0).harbormaster).toBe(HARBORMASTER_VP);
    sound(st);

    // With a target of 5, that city (2 settlements, a city's VP and the card) wins on the spot.
    const low = position({ targetVp: 5 }).st;
    buildCity(low, 0, sites[0]!);
    expect(totalVp(low.game, low.s, 0)).toBe(5);
    expect(low.s[PHASE]).toBe(PH_GAME_OVER);
    expect(low.s[WINNER]).toBe(0);
  });

  it('D109: another colour takes it only with more harbor points, not as many', () => {
    const { st, sites } = position();
    buildCity(st, 0, sites[0]!);
    const vp1 = publicVp(st, 1);
    buildCity(st, 1, sites[2]!);
    expect([pointsOf(st, 0), pointsOf(st, 1)]).toEqual([3, 3]);
    expect(holderOf(st)).toBe(0);
    buildCity(st, 1, sites[3]!);
    expect(pointsOf(st, 1)).toBe(4);
    expect(holderOf(st)).toBe(1);
    expect(publicVp(st, 1)).toBe(vp1 + 2 + HARBORMASTER_VP);
    expect(st.game.hooks.vpSources(st, 0).harbormaster).toBe(0);
    sound(st);
  });

  it('D110: a holder who falls back keeps the card while tied for most with 3+, else the sole leader takes it, else it is set aside', () => {
    const { st, sites } = position();
    buildCity(st, 0, sites[0]!);
    buildCity(st, 0, sites[1]!);
    buildCity(st, 1, sites[2]!);
    expect([pointsOf(st, 0), pointsOf(st, 1), holderOf(st)]).toEqual([4, 3, 0]);
    // A city reduced (the barbarians of Cities & Knights do it): tied at 3, the holder keeps it.
    reduceCity(st.game, st.s, 0, sites[1]!);
    endTurn(st, 0);
    expect([pointsOf(st, 0), pointsOf(st, 1), holderOf(st)]).toEqual([3, 3, 0]);
    sound(st);
    // Below the other: the sole leader takes it.
    reduceCity(st.game, st.s, 0, sites[0]!);
    const vp1 = publicVp(st, 1);
    endTurn(st, 0);
    expect([pointsOf(st, 0), pointsOf(st, 1), holderOf(st)]).toEqual([2, 3, 1]);
    expect(publicVp(st, 1)).toBe(vp1 + HARBORMASTER_VP);
    sound(st);
    // Below 3 with nobody else at 3: set aside, its VP with it.
    reduceCity(st.game, st.s, 1, sites[2]!);
    endTurn(st, 1);
    expect([pointsOf(st, 1), holderOf(st)]).toEqual([2, -1]);
    expect([0, 1, 2].map((p) => st.game.hooks.vpSources(st, p).harbormaster)).toEqual([0, 0, 0]);
    sound(st);
  });

  it('names the holder and the harbor points in the readable view and in the drawing', () => {
    const { st, sites } = position();
    expect(positionNotes(st)).toContain('Harbormaster: not taken (3 harbor points take it)');
    buildCity(st, 0, sites[0]!);
    const rules = (readableView(seatView(st, 1), 1) as { rules: Record<string, unknown> }).rules;
    expect(rules.harbormaster).toEqual({ holder: 0, harborPoints: [3, 2, 0], pointsToTake: 4 });
    expect(seatNotes(st, 0)).toContain('harbor points 3');
    expect(positionNotes(st)).toContain('Harbormaster: seat 0, 3 harbor points (2 VP)');
  });

  it('the value term harborLead counts a colour one harbor point from the card, never the holder', () => {
    const { st, sites } = position();
    const lead = HARBORMASTER_KIT.terms!.find((x) => x.name === 'harborLead')!;
    expect([0, 1, 2].map((p) => lead.value(st, p))).toEqual([1, 1, 0]);
    buildCity(st, 0, sites[0]!);
    // Seat 0 holds it at 3; seat 1 at 2 is two points from the 4 that take it.
    expect([0, 1, 2].map((p) => lead.value(st, p))).toEqual([0, 0, 0]);
    buildCity(st, 1, sites[2]!);
    expect([0, 1, 2].map((p) => lead.value(st, p))).toEqual([0, 1, 0]);
  });

  it('the greedy bot builds the city on a harbor when it takes the card, else its best city', () => {
    const choose = (options: Partial<RuleOptions>) => {
      const { st, sites } = position(options);
      const away = inland(st);
      putSettlement(st, 0, away);
      inMainPhase(st, 0);
      setHand(st, 0, { grain: 2, ore: 3 });
      const out = new Int32Array(maxActions(st.game));
      const n = legalActions(st, out);
      const view = new SeatView(st.game, 0);
      view.attach(st);
      return { choice: createGreedyBot().decide(view, out, n, () => 0.5), harbor: sites.slice(0, 2).map((x) => action(A_CITY, x)), away: action(A_CITY, away) };
    };
    const plain = choose({ harbormaster: false });
    expect(plain.choice).toBe(plain.away);
    const hm = choose({});
    expect(hm.harbor).toContain(hm.choice);
  });
});

describe('every victory target one higher (D111)', () => {
  const target = (o: Partial<RuleOptions>) => resolveOptions({ ...o, harbormaster: true }).targetVp;
  it('D111: the default target of each rule set in play, plus one; a target given stays as given', () => {
    expect(target({ players: 4 })).toBe(11);
    expect(target({ players: 6 })).toBe(11);
    expect(target({ players: 2, variant: 'catan-for-two' })).toBe(11);
    expect(target({ players: 4, expansion: 'cities-knights' })).toBe(14);
    for (const id of ['heading-for-new-shores', 'four-islands', 'wonders-of-catan'] as const) {
      expect(target({ players: 4, scenario: id })).toBe(SCENARIOS[id].target + 1);
    }
    expect(target({ players: 4, targetVp: 12 })).toBe(12);
    expect(target({ players: 4, expansion: 'cities-knights', targetVp: 13 })).toBe(13);
    expect(resolveOptions({ players: 4 }).targetVp).toBe(10);
    expect(resolveOptions({ players: 4 }).harbormaster).toBe(false);
  });
});

describe('the Harbormaster in games of greedy and random bots', () => {
  // Each with what its games must show: the card held, or (the Forgotten Tribe, whose map has
  // few harbors of its own) harbor points from a harbor placed in play.
  const games: Array<[string, Partial<RuleOptions>, (i: number) => BoardSpec, ('held' | 'placed')?]> = [
    ['3 players', { players: 3 }, (i) => randomBoard(`hm:3:${i}`)],
    ['4 players', { players: 4 }, (i) => randomBoard(`hm:4:${i}`)],
    ['5 players, special building', { players: 5 }, (i) => fiveSixRandomBoard(`hm:5:${i}`)],
    ['6 players, paired', { players: 6, turnRule: 'paired' }, (i) => fiveSixRandomBoard(`hm:6:${i}`)],
    ['Catan for Two', { players: 2, variant: 'catan-for-two' }, (i) => randomBoard(`hm:2:${i}`)],
    ['Seafarers, Heading for New Shores', { players: 4, scenario: 'heading-for-new-shores' }, () => scenarioBoardFor({ players: 4, scenario: 'heading-for-new-shores' }, false, 'hm:sea')],
    ['Seafarers, The Forgotten Tribe (harbors placed in play)', { players: 4, scenario: 'forgotten-tribe' }, () => scenarioBoardFor({ players: 4, scenario: 'forgotten-tribe' }, false, 'hm:tribe'), 'placed'],
    ['Cities & Knights', { players: 4, expansion: 'cities-knights' }, (i) => randomBoard(`hm:ck:${i}`)],
    ['with the Friendly Robber', { players: 4, friendlyRobber: true }, (i) => randomBoard(`hm:fr:${i}`)],
  ];

  const BOTS = ['greedy', 'greedy', 'greedy', 'random', 'greedy', 'random'];

  /** A game to its end, the invariants checked after every step; its actions, outcomes and final state. */
  function play(options: Partial<RuleOptions>, spec: BoardSpec, seed: string, shows: 'held' | 'placed' = 'held') {
    const game = createGame(spec, { ...options, harbormaster: true, turnCap: 400 });
    const st = newState(game, seed);
    const legal = new Int32Array(maxActions(game));
    // Greedy seats build toward the card; a random one tries every kind of move.
    const bots = BOTS.slice(0, game.seats).map((name) => (name === 'greedy' ? createGreedyBot() : createRandomBot()));
    const views = bots.map((_, p) => new SeatView(game, p));
    let x = 7;
    const rng = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const actions: number[] = [];
    const outcomes: number[] = [];
    let held = 0;
    let placed = 0;
    const onBoard = (p: number) => {
      let v = 0;
      for (let n = 0; n < game.board.numNodes; n++) {
        if (game.board.nodeHarbor[n]! < 0 || st.s[game.layout.nodeOwner + n] !== p + 1) continue;
        v += hasBit(st.s, game.layout.city + p * game.layout.nodeWords, n) ? 2 : 1;
      }
      return v;
    };
    while (st.s[PHASE] !== PH_GAME_OVER) {
      const n = legalActions(st, legal);
      const p = st.s[CUR]!;
      views[p]!.attach(st);
      const a = n === 1 ? legal[0]! : bots[p]!.decide(views[p]!, legal, n, rng);
      views[p]!.attach(null);
      actions.push(a);
      outcomes.push(apply(st, a));
      expect(checkInvariants(st)).toEqual([]);
      if (holderOf(st) >= 0) held++;
      if (shows === 'placed') for (let p = 0; p < game.layout.players; p++) if (pointsOf(st, p) > onBoard(p)) placed++;
    }
    return { game, st, actions, outcomes, held, placed };
  }

  for (const [label, options, board, shows = 'held'] of games) {
    it(`D112: ${label}: every invariant holds, the card is taken in play, the record replays`, () => {
      // Seeds in turn until a game that shows it (a third to a half of them do); each one checked throughout.
      let game!: ReturnType<typeof play>;
      let seed = '';
      for (let i = 0; i < 12; i++) {
        seed = `hm:${label}:${i}`;
        game = play(options, board(i), seed, shows);
        if (game[shows] > 0) break;
      }
      expect(game[shows]).toBeGreaterThan(0);
      expect(game.game.options.targetVp).toBe(resolveOptions(options).targetVp + 1);
      const rec = makeRecord({ game: game.game, seed, index: 0, seats: BOTS.slice(0, game.game.seats).map((bot) => ({ bot })), actions: game.actions, outcomes: game.outcomes, forfeit: null });
      expect(rec.options.harbormaster).toBe(true);
      const replay = replayRecord(JSON.parse(JSON.stringify(rec)) as GameRecord);
      expect(Array.from(replay.state.s)).toEqual(Array.from(game.st.s));
    });
  }

  it('the same seed plays the same game', () => {
    const a = play({ players: 4 }, randomBoard('hm:det'), 'hm:det');
    const b = play({ players: 4 }, randomBoard('hm:det'), 'hm:det');
    expect(b.actions).toEqual(a.actions);
    expect(Array.from(b.st.s)).toEqual(Array.from(a.st.s));
  });
});

describe('every built-in bot plays the Harbormaster', () => {
  for (const name of Object.keys(BOT_FACTORIES)) {
    it(`${name}: legal actions and sound states to a win`, () => {
      // The bot in two seats, greedy and random in the others (the search bots' games stay short).
      const lineup = [BOT_FACTORIES[name]!(), BOT_FACTORIES.greedy!(), BOT_FACTORIES[name]!(), BOT_FACTORIES.random!()];
      const game = distCreateGame(distRandomBoard(`hm-bots:${name}`), { players: 4, harbormaster: true });
      const played = playChecked(game, `hm-bots:${name}`, lineup, name === 'value' || name === 'mcts' ? 7 : 1);
      expect(played.problems).toEqual([]);
      expect(played.state.s[WINNER]).toBeGreaterThanOrEqual(0);
    });
  }
});

describe('the Harbormaster from the command line', () => {
  it('its configs run at 4 and 6 players, 3 and 5 by flag; records replay with their provenance; rules lists it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-hm-'));
    try {
      const runs: Array<[number, string[]]> = [
        [4, ['configs/traders-barbarians/harbormaster-4.json']],
        [6, ['configs/traders-barbarians/harbormaster-6.json']],
        [3, ['--players', '3', '--harbormaster']],
        [5, ['--players', '5', '--harbormaster']],
      ];
      for (const [players, args] of runs) {
        const out = join(dir, `hm${players}`);
        const r = runBin(['run', ...args, '--games', '2', '--record', '--json', '-q', '--out', out]);
        expect(r.status, r.stderr).toBe(0);
        expect((JSON.parse(r.stdout) as { plan: { options: Record<string, unknown> } }).plan.options).toMatchObject({ players, harbormaster: true, targetVp: 11 });
        const rep = runBin(['replay', join(out, 'games.jsonl.gz')]);
        expect(rep.status, rep.stderr).toBe(0);
        expect(rep.stdout).toContain('2 of 2 with their board and chance outcomes re-derived from their seed');
      }
      const rules = runBin(['rules']);
      expect(rules.stdout).toMatch(/^harbormaster +the Harbormaster of Traders & Barbarians/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
