// The Traders & Barbarians scenario's rules in hand-built positions (D195-D214): the board and its
// plazas, the set-up, path costs and tolls, grain, plazas, draws and deliveries, the baggage
// train, barbarians (driving off, the 7, the knight), the re-roll of 2 and 12, interior roads,
// Swift Journey, and the options.

import { describe, expect, it } from 'vitest';
import { A_END_TURN, A_KNIGHT, A_ROAD, A_SETTLEMENT, A_YEAR_OF_PLENTY, action } from '../src/engine/actions.js';
import { GRAIN, KNIGHT, ORE, WOOL, BRICK, LUMBER, YEAR_OF_PLENTY } from '../src/engine/constants.js';
import { newState, type GameState } from '../src/engine/game.js';
import { BANK, PHASE, PH_DISCARD, PH_MAIN, PH_MOVE_ROBBER, PH_PRE_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, ROBBER, LR_HOLDER } from '../src/engine/layout.js';
import { OptionsError } from '../src/engine/options.js';
import { giveDev, putRoad, putSettlement, setHand, skipSetup } from '../src/engine/position.js';
import { createGame, resolveOptions, scenarioBoardFor } from '../src/rules/registry.js';
import { goldHeld } from '../src/rules/traders-barbarians/gold/coins.js';
import { tradersTables } from '../src/rules/traders-barbarians/traders/board.js';
import { fieldsOf, STOPPED } from '../src/rules/traders-barbarians/traders/context.js';
import { A_DRIVE_OFF, A_GRAIN_BOOST, A_INTERIOR_ROAD, A_MOVE_BARBARIAN, A_SWIFT_JOURNEY, A_UPGRADE, A_WAGON_STEP, EDGE_BITS, PH_BARBARIAN_AWAY, PH_WAGON } from '../src/rules/traders-barbarians/traders/ids.js';
import { CASTLE, GLASS, MARBLE, QUARRY, SAND, TOOLS } from '../src/rules/traders-barbarians/traders/tables.js';
import { act, argsOf, hand, hasLegal, roll, sound } from './helpers/scenario.js';
import { drawBoard } from '../src/maps/ascii.js';
import { BOARD_GEOMETRY, boardSvg } from '../src/maps/svg.js';
import { positionItems as drawnItems, positionNotes, seatNotes } from '../src/maps/svg-position.js';
import { tradersReadable } from '../src/rules/traders-barbarians/traders/readable.js';

const ID = 'traders-and-barbarians';

function game(players = 4, seed = 'rules') {
  return createGame(scenarioBoardFor({ players, scenario: ID }, false, seed), { players, scenario: ID });
}

/** Seat 0 on turn in the main phase, set-up skipped, with the wagons where `at` puts them (seat -> node). */
function position(at: Record<number, number> = {}, phase = PH_MAIN, players = 4): GameState {
  const st = newState(game(players), 'rules');
  skipSetup(st, 0, phase);
  const F = fieldsOf(st.game);
  for (const [p, n] of Object.entries(at)) st.s[F.wagonAt + Number(p)] = n;
  return st;
}

const T = (st: GameState) => tradersTables(st.game.board, null);
const plaza = (st: GameState, t: number) => st.game.board.numNodes + t;
/** Interior path k of trade hex t, and the land corner it leads to. */
function interior(st: GameState, t: number, k: number): { edge: number; corner: number } {
  const edge = st.game.board.numEdges + T(st).interiorStart[t]! + k;
  const g = T(st).graph;
  const a = g.edgeNodes[edge * 2]!;
  return { edge, corner: a === plaza(st, t) ? g.edgeNodes[edge * 2 + 1]! : a };
}
/** A board edge at node n that no barbarian holds, and its other end. */
function freeEdgeAt(st: GameState, n: number, not: number[] = []): { edge: number; to: number } {
  const b = st.game.board;
  const F = fieldsOf(st.game);
  for (let k = 0; k < 3; k++) {
    const e = b.nodeEdges[n * 3 + k]!;
    if (e < 0 || not.includes(e)) continue;
    if ([0, 1, 2].some((x) => st.s[F.barbarian + x] === e)) continue;
    return { edge: e, to: b.edgeNodes[e * 2] === n ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]! };
  }
  throw new Error('no free edge');
}
const step = (e: number) => action(A_WAGON_STEP, e);
const gold = (st: GameState, p: number) => goldHeld(st.game, st.s, p);
const vp = (st: GameState, p: number) => st.s[st.game.layout.publicVp + p]!;

describe('the board (D195-D198)', () => {
  it('has 16 terrain hexes without a desert, tokens without 2 and 12, and three trade hexes with four land corners each', () => {
    for (const variable of [false, true]) {
      const spec = scenarioBoardFor({ players: 4, scenario: ID }, variable, 'b');
      const land = spec.hexes.filter((h) => h.terrain !== 'sea');
      expect(land).toHaveLength(16);
      expect(land.map((h) => h.terrain)).not.toContain('desert');
      expect(land.map((h) => h.token).sort((a, b) => a! - b!)).toEqual([3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11]);
      expect(spec.harbors).toHaveLength(9);
    }
    const st = newState(game(), 'b');
    const tables = T(st);
    expect(st.s[ROBBER]).toBe(-1);
    for (let t = 0; t < 3; t++) {
      const h = tables.hex[t]!;
      const [q, r] = [st.game.board.hexQ[h]!, st.game.board.hexR[h]!];
      // Four land corners, three land sides; the sea sides are no edges, the sea corners no nodes.
      expect([0, 1, 2, 3, 4, 5].filter((c) => st.game.board.nodeId(q, r, c) >= 0)).toHaveLength(4);
      expect([0, 1, 2, 3, 4, 5].filter((c) => st.game.board.edgeId(q, r, c) >= 0)).toHaveLength(3);
      // The plaza: four interior paths, no settlement site.
      const g = tables.graph;
      let paths = 0;
      for (let k = 0; k < g.width; k++) if (g.nodeEdges[plaza(st, t) * g.width + k]! >= 0) paths++;
      expect(paths).toBe(4);
    }
  });
  it('the same seed deals the same board; another seed another', () => {
    const a = scenarioBoardFor({ players: 4, scenario: ID }, false, 'x');
    expect(scenarioBoardFor({ players: 4, scenario: ID }, false, 'x')).toEqual(a);
    expect(scenarioBoardFor({ players: 4, scenario: ID }, false, 'y')).not.toEqual(a);
  });
});

describe('set-up (D207)', () => {
  it('5 gold each; the second settlement is a city carrying the wagon; barbarians and stacks in place', () => {
    const st = newState(game(3), 'setup');
    const F = fieldsOf(st.game);
    for (let p = 0; p < 3; p++) expect(gold(st, p)).toBe(5);
    expect([0, 1, 2].map((b) => st.s[F.barbarian + b])).toEqual(Array.from(T(st).barbarianStart));
    expect(Array.from(st.s.subarray(F.stack, F.stack + 6))).toEqual([6, 6, 6, 6, 6, 6]);
    // Play the set-up through its legal actions: the first legal site each time.
    while (st.s[PHASE] === PH_SETUP_SETTLEMENT || st.s[PHASE] === PH_SETUP_ROAD) {
      const kind = st.s[PHASE] === PH_SETUP_SETTLEMENT ? A_SETTLEMENT : A_ROAD;
      act(st, action(kind, argsOf(st, kind)[0]!));
    }
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    for (let p = 0; p < 3; p++) {
      const at = st.s[F.wagonAt + p]!;
      expect(at).toBeGreaterThanOrEqual(0);
      expect(vp(st, p)).toBe(3);
      expect((st.s[st.game.layout.city + p * st.game.layout.nodeWords + (at >>> 5)]! >>> (at & 31)) & 1).toBe(1);
    }
    sound(st);
  });
  it('no plaza is a settlement site, no Longest Road is ever held', () => {
    const st = newState(game(), 'setup');
    const sites = argsOf(st, A_SETTLEMENT);
    expect(Math.max(...sites)).toBeLessThan(st.game.board.numNodes);
    expect(st.game.supply.longestRoadMin).toBeGreaterThan(15);
    expect(st.s[LR_HOLDER]).toBe(-1);
  });
});

describe('moving the wagon (D200, D202)', () => {
  it('costs 2 on a bare path, 1 on an own road, 1 and a toll of 1 gold on another road, 2 more past a barbarian', () => {
    const b0 = tradersTables(newState(game(), 'rules').game.board, null).barbarianStart[0]!;
    const st = position();
    const b = st.game.board;
    const F = fieldsOf(st.game);
    const start = b.edgeNodes[b0 * 2]!;
    st.s[F.wagonAt + 0] = start;
    // 4 MP: the barbarian's path (bare: 4) is open, and uses all.
    expect(hasLegal(st, A_WAGON_STEP)).toBe(false);
    act(st, action(A_END_TURN));
    expect(st.s[PHASE]).toBe(PH_WAGON);
    expect(argsOf(st, A_WAGON_STEP)).toContain(b0);
    const { edge: own, to: a } = freeEdgeAt(st, start, [b0]);
    putSettlement(st, 0, start);
    putRoad(st, 0, own);
    act(st, step(own));
    expect(st.s[F.spent + 0]).toBe(1);
    // Another's road: 1 MP and 1 gold to its owner.
    const { edge: theirs, to: c } = freeEdgeAt(st, a, [own]);
    putSettlement(st, 1, b.edgeNodes[theirs * 2] === a ? b.edgeNodes[theirs * 2 + 1]! : b.edgeNodes[theirs * 2]!);
    putRoad(st, 1, theirs);
    const [g0, g1] = [gold(st, 0), gold(st, 1)];
    act(st, step(theirs));
    expect([gold(st, 0), gold(st, 1)]).toEqual([g0 - 1, g1 + 1]);
    expect(st.s[F.spent + 0]).toBe(2);
    expect(st.s[F.wagonAt + 0]).toBe(c);
    // 2 MP left: a bare path (2) yes; after it nothing.
    const { edge: bare } = freeEdgeAt(st, c, [theirs]);
    act(st, step(bare));
    expect(st.s[F.spent + 0]).toBe(4);
    expect(hasLegal(st, A_WAGON_STEP)).toBe(false);
    sound(st);
  });
  it('refuses another seat road without gold for the toll', () => {
    const st = newState(game(), 'rules');
    skipSetup(st, 0, PH_MAIN);
    const F = fieldsOf(st.game);
    const b = st.game.board;
    const n = b.edgeNodes[0]!;
    st.s[F.wagonAt + 0] = n;
    const { edge, to } = freeEdgeAt(st, n);
    putSettlement(st, 1, to);
    putRoad(st, 1, edge);
    setHand(st, 0, { gold: 0 });
    st.s[PHASE] = PH_WAGON;
    expect(argsOf(st, A_WAGON_STEP)).not.toContain(edge);
    setHand(st, 0, { gold: 1 });
    expect(argsOf(st, A_WAGON_STEP)).toContain(edge);
  });
  it('grain buys 2 movement points once a turn; the turn end resets the points', () => {
    const st = position({ 0: 0 });
    const F = fieldsOf(st.game);
    setHand(st, 0, { grain: 2, gold: 5 });
    expect(hasLegal(st, A_GRAIN_BOOST)).toBe(false);
    act(st, action(A_END_TURN));
    act(st, action(A_GRAIN_BOOST));
    expect(st.s[F.bonus + 0]).toBe(2);
    expect(hand(st, 0)[GRAIN]).toBe(1);
    expect(hasLegal(st, A_GRAIN_BOOST)).toBe(false);
    act(st, action(A_END_TURN));
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect([st.s[F.bonus + 0], st.s[F.grainUsed + 0], st.s[F.spent + 0]]).toEqual([0, 0, 0]);
  });
  it('the main phase ends in the wagon phase: no trading or building there', () => {
    const st = position({ 0: 0 });
    setHand(st, 0, { grain: 2, wool: 2, ore: 2, brick: 2, lumber: 2, gold: 5 });
    expect(hasLegal(st, A_UPGRADE)).toBe(true);
    act(st, action(A_END_TURN));
    expect(st.s[PHASE]).toBe(PH_WAGON);
    expect(hasLegal(st, A_UPGRADE)).toBe(false);
    expect(hasLegal(st, A_ROAD)).toBe(false);
  });
});

describe('plazas and deliveries (D199, D200)', () => {
  it('an empty wagon entering a plaza stops and draws that hex token; delivering pays 1 VP and the card gold, then draws again', () => {
    const st = position({}, PH_WAGON);
    const F = fieldsOf(st.game);
    const { edge: toCastle, corner } = interior(st, CASTLE, 0);
    st.s[F.wagonAt + 0] = corner;
    act(st, step(toCastle), 1); // the castle's second kind: sand
    expect(st.s[F.wagonAt + 0]).toBe(plaza(st, CASTLE));
    expect(st.s[F.carried + 0]).toBe(SAND);
    expect(st.s[F.spent + 0]).toBe(STOPPED);
    expect(hasLegal(st, A_WAGON_STEP)).toBe(false);
    expect(st.s[F.stack + 2 * CASTLE + 1]).toBe(5);
    sound(st);
    // Sand goes to the glassworks: a wagon there with sand delivers.
    const st2 = position({}, PH_WAGON);
    const { edge: toGlass, corner: gc } = interior(st2, 2, 1);
    st2.s[F.wagonAt + 0] = gc;
    st2.s[F.carried + 0] = SAND;
    st2.s[F.stack + 2 * CASTLE + 1]!--;
    const [v, g] = [vp(st2, 0), gold(st2, 0)];
    act(st2, step(toGlass), 0); // the glassworks' first kind: glass
    expect(vp(st2, 0)).toBe(v + 1);
    expect(gold(st2, 0)).toBe(g + 1);
    expect(st2.s[F.delivered + 0]).toBe(1);
    expect(st2.s[F.carried + 0]).toBe(GLASS);
    expect(st2.game.hooks.vpSources(st2, 0).deliveries).toBe(1);
    sound(st2);
  });
  it('a loaded wagon at a plaza that does not want its load stops, draws nothing and keeps it', () => {
    const st = position({}, PH_WAGON);
    const F = fieldsOf(st.game);
    const { edge, corner } = interior(st, QUARRY, 0);
    st.s[F.wagonAt + 0] = corner;
    st.s[F.carried + 0] = MARBLE;
    st.s[F.stack + 2 * QUARRY]!--;
    act(st, step(edge));
    expect(st.s[F.carried + 0]).toBe(MARBLE);
    expect(st.s[F.spent + 0]).toBe(STOPPED);
    expect(st.s[F.stack + 2 * QUARRY]! + st.s[F.stack + 2 * QUARRY + 1]!).toBe(11);
    sound(st);
  });
  it('tools go to the quarry: delivered with the gold of an upgraded card', () => {
    const st = position({}, PH_WAGON);
    const F = fieldsOf(st.game);
    const { edge, corner } = interior(st, QUARRY, 2);
    st.s[F.wagonAt + 0] = corner;
    st.s[F.carried + 0] = TOOLS;
    st.s[F.level + 0] = 2;
    st.s[F.stack + 2 * CASTLE]!--;
    const g = gold(st, 0);
    act(st, step(edge), 0);
    expect(gold(st, 0)).toBe(g + 3);
    expect(st.s[F.carried + 0]).toBe(MARBLE);
  });
});

describe('the baggage train (D201)', () => {
  it('each card is paid for in the main phase; the fifth is worth 1 VP', () => {
    const st = position({ 0: 0 });
    const F = fieldsOf(st.game);
    setHand(st, 0, { wool: 1, grain: 1, gold: 5 });
    act(st, action(A_UPGRADE));
    expect(st.s[F.level + 0]).toBe(1);
    expect(hand(st, 0)).toEqual([0, 0, 0, 0, 0]);
    expect(hasLegal(st, A_UPGRADE)).toBe(false);
    setHand(st, 0, { lumber: 1, wool: 1, ore: 1, gold: 5 });
    act(st, action(A_UPGRADE));
    setHand(st, 0, { brick: 1, grain: 1, ore: 2, gold: 5 });
    act(st, action(A_UPGRADE));
    const v = vp(st, 0);
    setHand(st, 0, { wool: 1, grain: 2, ore: 2, gold: 5 });
    act(st, action(A_UPGRADE));
    expect(st.s[F.level + 0]).toBe(4);
    expect(vp(st, 0)).toBe(v + 1);
    expect(st.game.hooks.vpSources(st, 0).baggageTrain).toBe(1);
    setHand(st, 0, { wool: 5, grain: 5, ore: 5, brick: 5, lumber: 5, gold: 5 });
    expect(hasLegal(st, A_UPGRADE)).toBe(false);
    sound(st);
  });
});

describe('barbarians (D203, D204)', () => {
  it('cannot be attacked before an upgrade; then a die on the card drives one off to a free path, once a turn each', () => {
    const st0 = newState(game(), 'rules');
    const b0 = T(st0).barbarianStart[0]!;
    const st = position({ 0: st0.game.board.edgeNodes[b0 * 2]! }, PH_WAGON);
    const F = fieldsOf(st.game);
    expect(hasLegal(st, A_DRIVE_OFF)).toBe(false);
    st.s[F.level + 0] = 1; // card 2: drives off on a 6
    expect(argsOf(st, A_DRIVE_OFF)).toEqual([0]);
    act(st, action(A_DRIVE_OFF, 0), 4); // a 5: fails
    expect(st.s[PHASE]).toBe(PH_WAGON);
    expect(st.s[F.barbarian + 0]).toBe(b0);
    expect(hasLegal(st, A_DRIVE_OFF)).toBe(false);
    // Next turn: a 6 drives it off; its attacker picks a free path; no theft.
    act(st, action(A_END_TURN));
    skipSetup(st, 0, PH_WAGON);
    act(st, action(A_DRIVE_OFF, 0), 5);
    expect(st.s[PHASE]).toBe(PH_BARBARIAN_AWAY);
    const dests = argsOf(st, A_MOVE_BARBARIAN);
    expect(dests.every((a) => a >>> EDGE_BITS === 0)).toBe(true);
    expect(dests.map((a) => a & ((1 << EDGE_BITS) - 1))).not.toContain(st.s[F.barbarian + 1]);
    const hands = [0, 1, 2, 3].map((p) => st.s[st.game.layout.handTotal + p]);
    act(st, action(A_MOVE_BARBARIAN, dests[0]!));
    expect(st.s[F.barbarian + 0]).toBe(dests[0]! & ((1 << EDGE_BITS) - 1));
    expect(st.s[PHASE]).toBe(PH_WAGON);
    expect([0, 1, 2, 3].map((p) => st.s[st.game.layout.handTotal + p])).toEqual(hands);
    sound(st);
  });
  it('a 7: the discards, then a barbarian to a free path, robbing the owner of the road there', () => {
    const st = position({ 0: 0 });
    skipSetup(st, 0, PH_PRE_ROLL);
    const F = fieldsOf(st.game);
    const b = st.game.board;
    const e = freeEdgeAt(st, 5).edge;
    putSettlement(st, 1, b.edgeNodes[e * 2]!);
    putRoad(st, 1, e);
    setHand(st, 1, { ore: 2, gold: 5 });
    setHand(st, 2, { wool: 9, gold: 5 });
    roll(st, 3, 4);
    expect(st.s[PHASE]).toBe(PH_DISCARD);
    while (st.s[PHASE] === PH_DISCARD) act(st, (11 << 20) | WOOL);
    expect(hand(st, 2)[WOOL]).toBe(5);
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    act(st, action(A_MOVE_BARBARIAN, (1 << EDGE_BITS) | e), ORE);
    expect(st.s[F.barbarian + 1]).toBe(e);
    expect(hand(st, 1)[ORE]).toBe(1);
    expect(hand(st, 0)[ORE]).toBe(1);
    expect(gold(st, 1)).toBe(5);
    expect(st.s[PHASE]).toBe(PH_MAIN);
    sound(st);
  });
  it('a knight moves a barbarian too', () => {
    const st = position({ 0: 0 });
    giveDev(st, 0, KNIGHT);
    act(st, action(A_KNIGHT));
    expect(st.s[PHASE]).toBe(PH_MOVE_ROBBER);
    expect(hasLegal(st, A_MOVE_BARBARIAN)).toBe(true);
  });
  it('2 and 12 are rolled again at 3-4 players: nothing is paid', () => {
    const st = position({ 0: 0 });
    skipSetup(st, 0, PH_PRE_ROLL);
    const bank = Array.from(st.s.subarray(BANK, BANK + 5));
    roll(st, 1, 1);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    roll(st, 6, 6);
    expect(st.s[PHASE]).toBe(PH_PRE_ROLL);
    expect(Array.from(st.s.subarray(BANK, BANK + 5))).toEqual(bank);
    roll(st, 2, 3);
    expect(st.s[PHASE]).toBe(PH_MAIN);
  });
});

describe('interior roads and cards (D196, D205, D206)', () => {
  it('a road on an interior path needs the network at its corner; the wagon then takes it for 1', () => {
    const st = position();
    const F = fieldsOf(st.game);
    const { edge, corner } = interior(st, CASTLE, 1);
    setHand(st, 0, { brick: 1, lumber: 1, gold: 5 });
    expect(argsOf(st, A_INTERIOR_ROAD)).toEqual([]);
    putSettlement(st, 0, corner);
    const i = edge - st.game.board.numEdges;
    expect(argsOf(st, A_INTERIOR_ROAD)).toEqual([i]);
    const left = st.s[st.game.layout.roadsLeft + 0]!;
    act(st, action(A_INTERIOR_ROAD, i));
    expect(st.s[st.game.layout.roadsLeft + 0]).toBe(left - 1);
    expect(hand(st, 0)[BRICK] + hand(st, 0)[LUMBER]).toBe(0);
    sound(st);
    st.s[F.wagonAt + 0] = corner;
    act(st, action(A_END_TURN));
    act(st, step(edge), 0);
    expect(st.s[F.wagonAt + 0]).toBe(plaza(st, CASTLE));
    sound(st);
  });
  it('the deck: 15 knights, 3 Road Building, 3 Swift Journey, 3 VP; Swift Journey adds 4 movement points', () => {
    const st = position({ 0: 0 });
    expect(Array.from(st.game.supply.devDeck)).toEqual([15, 3, 3, 0, 3]);
    const F = fieldsOf(st.game);
    giveDev(st, 0, YEAR_OF_PLENTY);
    // The deck's third slot is Swift Journey: no year of plenty is offered for it.
    expect(hasLegal(st, A_YEAR_OF_PLENTY)).toBe(false);
    act(st, action(A_SWIFT_JOURNEY));
    expect(st.s[F.bonus + 0]).toBe(4);
    expect(hasLegal(st, A_SWIFT_JOURNEY)).toBe(false);
    sound(st);
  });
});

describe('options (D208, D214)', () => {
  it('targets 13 by default and refuses 2 players and a variant', () => {
    expect(resolveOptions({ players: 4, scenario: ID }).targetVp).toBe(13);
    expect(resolveOptions({ players: 4, scenario: ID, targetVp: 10 }).targetVp).toBe(10);
    expect(() => resolveOptions({ players: 2, scenario: ID })).toThrow(OptionsError);
  });
});


describe('drawing and the readable view', () => {
  it('the map picture shows the trade hexes and their plazas; a position names wagons, loads and barbarians', () => {
    const spec = scenarioBoardFor({ players: 4, scenario: ID }, false, 'd');
    const svg = boardSvg(spec);
    for (const name of ['castle', 'quarry', 'glassworks']) expect(svg).toContain(`<title>${name}</title>`);
    // The terminal names each trade hex on its hex, legend aside.
    expect(drawBoard(spec).split('\n').filter((l) => !l.startsWith('trade hexes')).join('\n')).toMatch(/[|0-9 ]castle /);
    const st = position({ 0: 0 });
    const F = fieldsOf(st.game);
    st.s[F.carried + 0] = MARBLE;
    expect(seatNotes(st, 0).join(' ')).toContain('with marble');
    expect(positionNotes(st).join(' ')).toContain('barbarians on');
    const items = drawnItems(st, BOARD_GEOMETRY);
    expect(items.filter((i) => i.key.startsWith('barbarian:'))).toHaveLength(3);
    expect(items.filter((i) => i.key.startsWith('wagon:'))).toHaveLength(1);
  });
  it('the readable view names each wagon place, load and card, the barbarians and the stacks', () => {
    const st = position({ 0: 0, 1: 0 });
    const F = fieldsOf(st.game);
    st.s[F.wagonAt + 1] = plaza(st, QUARRY);
    st.s[F.carried + 1] = TOOLS;
    const r = tradersReadable(st) as { wagons: Array<Record<string, unknown>>; barbarians: unknown[]; stacks: Record<string, Record<string, number>> };
    expect(r.wagons[1]).toMatchObject({ at: 'quarry', carries: 'tools', deliverTo: 'quarry', card: 1, movementLeft: 4, goldPerDelivery: 1, drivesOffFrom: null });
    expect(r.barbarians).toHaveLength(3);
    expect(r.stacks.castle).toEqual({ tools: 6, sand: 6 });
  });
});
