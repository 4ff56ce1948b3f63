// Cities & Knights drawn and read: a position set up by hand (a city with a wall and a metropolis,
// knights of two seats, the barbarians on their track, the merchant, improvement levels) in the
// terminal drawing, the SVG picture and the command bots' readable view; progress hands seen only
// by their holder; and random games drawn at every step and shown in the game viewer.

import { refreshRates } from '../src/rules/cities-knights/bank-rates.js';
import { ckState } from '../src/rules/cities-knights/view-state.js';
import chalk from 'chalk';
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../src/bots/random.js';
import { newState, type GameState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { PHASE, PH_GAME_OVER, setBit } from '../src/engine/layout.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { apply } from '../src/engine/step.js';
import { attrIndex, addPiece, setPieceAttr } from '../src/engine/piece-tables.js';
import { inMainPhase, putCity, putSettlement } from '../src/engine/position.js';
import { makeRecord, type GameRecord } from '../src/engine/record.js';
import { seatView } from '../src/engine/view.js';
import { drawBoard } from '../src/maps/ascii.js';
import { boardSvg, BOARD_GEOMETRY, wrapLine } from '../src/maps/svg.js';
import { drawnPieces, positionItems } from '../src/maps/svg-position.js';
import { gameSteps } from '../src/report/game-steps.js';
import { viewerHtml } from '../src/report/viewer-page.js';
import { beginnerBoard, randomBoard } from '../src/rules/base/maps.js';
import { drawProgress, progressDecksOf, progressCardNamed, returnProgress } from '../src/rules/cities-knights/progress-decks.js';
import { createGame } from '../src/rules/registry.js';
import { readableView } from '../src/tournament/external/readable.js';
import { playGame } from '../src/tournament/play-game.js';
import { nodeAt } from './helpers/scenario.js';

const OPTIONS = { expansion: 'cities-knights', players: 4, targetVp: 13 } as const;

const field = (st: GameState, name: string) => {
  const at = st.game.layout.fields[name];
  if (at === undefined) throw new Error(`no field ${name}`);
  return at;
};

/** Puts a knight of seat p on `node`, of `strength`, active or not, taking its token from the supply. */
function putKnight(st: GameState, p: number, node: number, strength: number, active: boolean): void {
  const T = st.game.pieceTables.find((t) => t.name === 'knights')!;
  const i = addPiece(st.s, T, p, node);
  setPieceAttr(st.s, T, i, attrIndex(T, 'level'), strength);
  setPieceAttr(st.s, T, i, attrIndex(T, 'active'), active ? 1 : 0);
  st.s[field(st, 'ck.knightsLeft') + p * 3 + strength - 1]!--;
}

const AREA_INDEX: Record<string, number> = { trade: 0, politics: 1, science: 2 };

/** Seat p draws the card `name` from its area's deck (a VP card is shown, D81). */
function drawCard(st: GameState, p: number, area: string, name: string): void {
  const P = progressDecksOf(st.game);
  const a = AREA_INDEX[area]!;
  drawProgress(P, st, p, a, P.decks[a]!.names.indexOf(name));
}

interface Scene {
  st: GameState;
  city: number;
  strong: number;
  basic: number;
  merchantHex: number;
}

/**
 * Seat 0: a city at [0, -1, 2] with a wall and the politics metropolis, a strong active knight at
 * [0, 0, 3]; seat 1: a settlement at [1, 0, 2] and a basic inactive knight at [-1, 1, 2]; the
 * barbarians' ship on space 3 after one attack; the merchant on hex [0, 1] for seat 2.
 */
function scene(options: Record<string, unknown> = {}): Scene {
  const game = createGame(beginnerBoard(), { ...OPTIONS, ...options });
  const st = newState(game, 'ck-view');
  inMainPhase(st, 0);
  const s = st.s;
  const city = nodeAt(st, 0, -1, 2);
  putCity(st, 0, city);
  setBit(s, field(st, 'ck.walls'), city);
  s[field(st, 'ck.wallsLeft')]!--;
  s[field(st, 'ck.metropolis') + 1] = city + 1;
  putSettlement(st, 1, nodeAt(st, 1, 0, 2));
  const strong = nodeAt(st, 0, 0, 3);
  const basic = nodeAt(st, -1, 1, 2);
  putKnight(st, 0, strong, 2, true);
  putKnight(st, 1, basic, 1, false);
  s[field(st, 'ck.barbarians')] = 3;
  s[field(st, 'ck.attacks')] = 1;
  // The attack: 1 city against knights of 3, seat 1 the sole strongest, seats 2 and 3 with no city.
  const attack = field(st, 'ck.attack');
  [1, 3, 1, 2, 0, 3, -1, -1].forEach((v, k) => (s[attack + k] = v));
  const merchantHex = game.board.hexId(0, 1);
  s[field(st, 'ck.merchantHex')] = merchantHex + 1;
  s[field(st, 'ck.merchantOwner')] = 2 + 1;
  const levels = field(st, 'ck.levels');
  [2, 4, 1].forEach((v, a) => (s[levels + a] = v));
  s[levels + 3 * 3 + 2] = 3;
  s[field(st, 'ck.defenders') + 1] = 1;
  s[st.game.layout.publicVp + 1]!++;
  // What the cities' rules keep beside the levels: the Fortress's promotions, the metropolis's and
  // the merchant's VP, the merchant's 2:1 rate.
  s[field(st, 'ck.knightMaxLevel')] = 3;
  s[st.game.layout.publicVp]! += 2;
  s[st.game.layout.publicVp + 2]!++;
  for (let p = 0; p < 4; p++) refreshRates(game, s, ckState(game).F, p);
  drawCard(st, 0, 'politics', 'constitution');
  expect(checkInvariants(st)).toEqual([]);
  return { st, city, strong, basic, merchantHex };
}

function terminal(st: GameState): string {
  const level = chalk.level;
  chalk.level = 0;
  try {
    return drawBoard(st.game.board.spec, drawnPieces(st));
  } finally {
    chalk.level = level;
  }
}

/** The SVG groups of the pieces with data-piece `kind`. */
const groups = (svg: string, kind: string): string[] => svg.match(new RegExp(`<g data-piece="${kind}"[^>]*>`, 'g')) ?? [];

describe('the terminal drawing', () => {
  it('shows each knight as its circled strength on its corner, filled when active, with its seat on the seat line', () => {
    const { st } = scene();
    const text = terminal(st);
    const lines = text.split('\n');
    // The strong active knight ❷ and the basic inactive knight ① each on one cell of the drawing.
    expect(text.match(/❷/g)).toHaveLength(3); // the board, seat 0's line, the legend
    expect(text.match(/①/g)).toHaveLength(3);
    expect(lines.find((l) => l.startsWith('seat 0:'))).toContain('knights ❷[0,0,3]');
    expect(lines.find((l) => l.startsWith('seat 1:'))).toContain('knights ①[-1,1,2]');
    // The city (seat 0's "A") is drawn where the knight is not.
    const board = lines.filter((l) => !/^(seat|barbarians|merchant|knights|pieces)/.test(l)).join('\n');
    expect(board).toContain('A');
    expect(board.match(/❷/g)).toHaveLength(1);
  });

  it('says the levels, metropolis and walls on the seat lines, and the barbarians and the merchant under them', () => {
    const { st } = scene();
    const lines = terminal(st).split('\n');
    const seat0 = lines.find((l) => l.startsWith('seat 0:'))!;
    expect(seat0).toContain('improvements trade 2/politics 4/science 1');
    expect(seat0).toContain('politics metropolis [0,-1,2]');
    expect(seat0).toContain('walls [0,-1,2]');
    expect(lines.find((l) => l.startsWith('seat 3:'))).toContain('improvements trade 0/politics 0/science 3');
    expect(lines.find((l) => l.startsWith('seat 1:'))).not.toContain('walls');
    expect(lines).toContain('barbarians: ship on space 3 of 7, 1 attack so far');
    expect(lines).toContain('last attack: barbarians 1 against knights 3, defended (defender: seat 1)');
    expect(lines).toContain("merchant (M): on [0, 1], seat 2's");
    // The merchant's hex shows it beside nothing else: "(M)"; the robber's desert "(R)".
    expect(lines.some((l) => l.includes('(M)'))).toBe(true);
    expect(lines.some((l) => l.includes('(R)'))).toBe(true);
  });

  it('before the first attack, says the robber stays put; with no merchant, no merchant line', () => {
    const st = newState(createGame(beginnerBoard(), OPTIONS), 'ck-view:empty');
    const lines = terminal(st).split('\n');
    expect(lines).toContain('barbarians: ship on space 0 of 7, 0 attacks so far (the robber stays put until the first)');
    expect(lines.some((l) => l.startsWith('merchant'))).toBe(false);
    expect(lines.find((l) => l.startsWith('seat 0:'))).toBe('seat 0: 0 VP (improvements trade 0/politics 0/science 0, progress cards 0)');
  });

  it('puts the robber and the merchant on one hex as "(RM)"', () => {
    const { st } = scene();
    const desert = st.game.board.hexTerrain.indexOf(5);
    st.s[field(st, 'ck.merchantHex')] = desert + 1;
    expect(terminal(st)).toContain('(RM)');
  });
});

describe('the SVG picture', () => {
  it('draws the strong active knight of seat 0 filled and the basic inactive one of seat 1 hollow, at their nodes', () => {
    const { st, strong, basic } = scene();
    const svg = boardSvg(st.game.board.spec, { position: st });
    expect(groups(svg, 'knight')).toEqual(['<g data-piece="knight" data-seat="0" data-strength="2" data-active="1">', '<g data-piece="knight" data-seat="1" data-strength="1" data-active="0">']);
    expect(svg).toContain('<title>strong knight of seat 0 (active)</title>');
    expect(svg).toContain('<title>basic knight of seat 1 (inactive)</title>');
    const [sx, sy] = BOARD_GEOMETRY.corner(0, 0, 3).map(BOARD_GEOMETRY.f);
    const [bx, by] = BOARD_GEOMETRY.corner(-1, 1, 2).map(BOARD_GEOMETRY.f);
    expect(st.game.board.nodeName[strong]).toEqual([0, 0, 3]);
    expect(st.game.board.nodeName[basic]).toEqual([-1, 1, 2]);
    // Seat 0's red fill at the strong knight; a dashed rim and seat 1's blue ring at the basic one.
    expect(svg).toContain(`<circle cx="${sx}" cy="${sy}" r="8" fill="#d62728" stroke="#000000" stroke-width="1.6"/>`);
    expect(svg).toContain(`<circle cx="${bx}" cy="${by}" r="8" fill="#ffffff" stroke="#000000" stroke-width="1.6" stroke-dasharray="3 2"/>`);
    expect(svg).toContain(`<circle cx="${bx}" cy="${by}" r="5.6" fill="none" stroke="#1f4fd6" stroke-width="3"/>`);
  });

  it('draws the wall under the city, the metropolis over it, the merchant in its seat colour and the ship on space 3 of 7', () => {
    const { st } = scene();
    const svg = boardSvg(st.game.board.spec, { position: st });
    expect(groups(svg, 'wall')).toEqual(['<g data-piece="wall" data-seat="0">']);
    expect(groups(svg, 'metropolis')).toEqual(['<g data-piece="metropolis" data-area="politics" data-seat="0">']);
    // Both over the city: the wall across its foot, the metropolis at its top.
    const [city, wall, metro] = ['data-piece="city"', 'data-piece="wall"', 'data-piece="metropolis"'].map((x) => svg.indexOf(x));
    expect(city).toBeLessThan(wall);
    expect(city).toBeLessThan(metro);
    expect(groups(svg, 'barbarian-ship')).toEqual(['<g data-piece="barbarian-ship" data-space="3">']);
    expect(svg).toContain('>barbarians 3/7</text>');
    expect(svg).toContain('>attacks 1</text>');
    // The merchant: an "M" disc in seat 2's white with dark ink, left of the token (alone on its hex).
    const [mx, my] = BOARD_GEOMETRY.centre(0, 1);
    expect(svg).toContain(`<circle cx="${BOARD_GEOMETRY.f(mx - 24)}" cy="${BOARD_GEOMETRY.f(my)}" r="9" fill="#f4f4f4" stroke="#fff"/>`);
    expect(svg).toMatch(/fill="#000000">M<\/text>/);
    // The seat lines under the picture carry the notes too.
    expect(svg).toContain('improvements trade 2/politics 4/science 1');
  });

  it('cuts long seat lines after a comma to fit under the board', () => {
    expect(wrapLine('seat 0: 2 VP (cities 2, walls [0,-1,2])', 30)).toEqual(['seat 0: 2 VP (cities 2,', 'walls [0,-1,2])']);
    expect(wrapLine('no comma to cut at, here', 5)).toEqual(['no comma to cut at,', 'here']);
    expect(wrapLine('short, line', 40)).toEqual(['short, line']);
    const { st } = scene();
    const svg = boardSvg(st.game.board.spec, { position: st });
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    const lines = [...svg.matchAll(/<text x="[-\d.]+" y="[-\d.]+" font-size="12">([^<]*)<\/text>/g)].map((m) => m[1]!);
    expect(lines.find((l) => l.startsWith('seat 0:'))).toMatch(/^seat 0: 5 VP \(cities 2, /);
    expect(lines).toContain('improvements trade 2/politics 4/science 1,');
    // 12-px text at about 0.55 em a character: no line is wider than the picture.
    for (const l of lines) expect(l.length * 12 * 0.55).toBeLessThan(width);
  });

  it('keeps the track clear of the harbors and inside the board picture', () => {
    const { st } = scene();
    const items = positionItems(st, BOARD_GEOMETRY);
    const track = items.find((i) => i.key === 'barbarian-track')!;
    const [x, y] = /<rect x="([-\d.]+)" y="([-\d.]+)"/.exec(track.svg)!.slice(1).map(Number);
    const svg = boardSvg(st.game.board.spec);
    const [vx, vy, vw, vh] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number);
    expect(x).toBeGreaterThanOrEqual(vx!);
    expect(y).toBeGreaterThanOrEqual(vy!);
    expect(x! + 68).toBeLessThanOrEqual(vx! + vw!);
    expect(y! + 34).toBeLessThanOrEqual(vy! + vh!);
    for (const h of st.game.board.spec.harbors) {
      const [q, r, side] = h.edge;
      const a = BOARD_GEOMETRY.corner(q, r, side);
      const b = BOARD_GEOMETRY.corner(q, r, (side + 1) % 6);
      const [mx, my] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      expect(mx < x! - 10 || mx > x! + 78 || my < y! - 10 || my > y! + 44).toBe(true);
    }
  });

  it('keys each piece by what it shows: a promoted or activated knight is another item', () => {
    const { st, strong } = scene();
    const before = positionItems(st, BOARD_GEOMETRY).map((i) => i.key);
    expect(before).toContain(`knight:0:${strong}:2:1:0`);
    const T = st.game.pieceTables.find((t) => t.name === 'knights')!;
    setPieceAttr(st.s, T, 0, attrIndex(T, 'active'), 0);
    const after = positionItems(st, BOARD_GEOMETRY).map((i) => i.key);
    expect(after).toContain(`knight:0:${strong}:2:0:0`);
    expect(after).not.toContain(`knight:0:${strong}:2:1:0`);
  });
});

describe('what the Inventor and a displacement leave', () => {
  /** Swaps the number tokens of hexes [0, -2] and [1, 1] in the state (what the Inventor does, D75). */
  function swapTokens(st: GameState): [number, number] {
    const b = st.game.board;
    const [x, y] = [b.hexId(0, -2), b.hexId(1, 1)];
    const at = field(st, 'ck.tokens');
    [st.s[at + x], st.s[at + y]] = [st.s[at + y]!, st.s[at + x]!];
    return [b.hexToken[x]!, b.hexToken[y]!];
  }

  it('D75: a moved number token is drawn over the printed one, said under the terminal drawing and read by bots', () => {
    const { st } = scene();
    const [was0, was1] = swapTokens(st);
    expect(was0).not.toBe(was1);
    expect(checkInvariants(st)).toEqual([]);
    const svg = boardSvg(st.game.board.spec, { position: st });
    expect(groups(svg, 'token')).toEqual([`<g data-piece="token" data-token="${was1}">`, `<g data-piece="token" data-token="${was0}">`]);
    const [cx, cy] = BOARD_GEOMETRY.centre(0, -2).map(BOARD_GEOMETRY.f);
    expect(svg).toContain(`<g data-piece="token" data-token="${was1}"><circle cx="${cx}" cy="${cy}" r="14"`);
    expect(terminal(st).split('\n')).toContain(`number tokens moved: [0, -2] ${was1} (printed ${was0}), [1, 1] ${was0} (printed ${was1})`);
    const ck = (readableView(seatView(st, 2), 2).rules as Record<string, Record<string, unknown>>)['cities-knights']!;
    expect(ck.tokens).toEqual([{ hex: [0, -2], token: was1 }, { hex: [1, 1], token: was0 }]);
  });

  it('D70: a displaced knight waiting to retreat is named in the view and under the drawing', () => {
    const { st } = scene();
    // Seat 1's strong active knight, promoted this turn, pushed off [-1, 1, 2]'s neighbour.
    const from = nodeAt(st, 1, 1, 0);
    st.s[field(st, 'ck.displaced')] = (1 + 1) | (2 << 4) | (1 << 6) | (1 << 7);
    st.s[field(st, 'ck.displacedFrom')] = from;
    const ck = (readableView(seatView(st, 0), 0).rules as Record<string, Record<string, unknown>>)['cities-knights']!;
    expect(ck.displaced).toEqual({ owner: 1, node: [...st.game.board.nodeName[from]!], strength: 2, active: true, activated: false, promoted: true, acted: false });
    expect(terminal(st)).toContain(`displaced: seat 1's strong active knight, from [${st.game.board.nodeName[from]!.join(',')}], waits to retreat`);
  });
});

describe('the nasty variant (D98)', () => {
  it('a knight committed to the defence is ringed in SVG, said on its seat line and named in the view', () => {
    const { st, strong, basic } = scene({ knightCommitment: true });
    setBit(st.s, field(st, 'ck.committed'), strong);
    const svg = boardSvg(st.game.board.spec, { position: st });
    expect(svg).toContain('<title>strong knight of seat 0 (active, committed)</title>');
    expect(svg).toContain('<title>basic knight of seat 1 (inactive)</title>');
    expect(svg.match(/stroke="#f2c200" stroke-width="2.2"/g)).toHaveLength(1);
    expect(terminal(st).split('\n').find((l) => l.startsWith('seat 0:'))).toContain('knights ❷[0,0,3] committed');
    const ck = (readableView(seatView(st, 1), 1).rules as Record<string, Record<string, unknown>>)['cities-knights']!;
    const knights = ck.knights as Array<Record<string, unknown>>;
    expect(knights.map((k) => k.committed)).toEqual([true, undefined]);
    expect(st.game.board.nodeName[basic]).toEqual([-1, 1, 2]);
  });
});

describe('the readable view', () => {
  it("names every seat's knights, the walls, levels, metropolises, barbarians, robber lock, merchant and VP", () => {
    const { st } = scene();
    const T = st.game.pieceTables.find((t) => t.name === 'knights')!;
    setPieceAttr(st.s, T, 0, attrIndex(T, 'turn'), 1 | 2); // promoted and activated this turn
    const part = readableView(seatView(st, 1), 1).rules as Record<string, Record<string, unknown>>;
    const ck = part['cities-knights']!;
    expect(ck.knights).toEqual([
      { owner: 0, node: [0, 0, 3], strength: 2, active: true, activated: true, promoted: true, acted: false },
      { owner: 1, node: [-1, 1, 2], strength: 1, active: false, activated: false, promoted: false, acted: false },
    ]);
    expect(ck.knightsLeft).toEqual([[2, 1, 2], [1, 2, 2], [2, 2, 2], [2, 2, 2]]);
    expect(ck.maxStrength).toEqual([3, 2, 2, 2]);
    expect(ck.walls).toEqual([[0, -1, 2]]);
    expect(ck.wallsLeft).toEqual([2, 3, 3, 3]);
    expect(ck.levels).toEqual([
      { trade: 2, politics: 4, science: 1 },
      { trade: 0, politics: 0, science: 0 },
      { trade: 0, politics: 0, science: 0 },
      { trade: 0, politics: 0, science: 3 },
    ]);
    expect(ck.metropolises).toEqual({ trade: null, politics: { owner: 0, node: [0, -1, 2] }, science: null });
    expect([ck.barbarians, ck.barbarianTrack, ck.attacks, ck.robberLocked]).toEqual([3, 7, 1, false]);
    expect(ck.merchant).toEqual({ hex: [0, 1], owner: 2 });
    expect(ck.defenders).toEqual([0, 1, 0, 0]);
    expect(ck.progressVp).toEqual([1, 0, 0, 0]);
    const none = { trade: 0, politics: 0, science: 0 };
    expect(ck.progressCards).toEqual([none, none, none, none]);
    expect(ck.progressHand).toEqual({});
    // Seat 0's Constitution was shown when drawn (D81): a VP, no card in hand.
    expect(ck.progressDecks).toEqual({ trade: 18, politics: 17, science: 18 });
    expect(ck.progressUnder).toEqual({ trade: [], politics: [], science: [] });
    expect(ck.owedDraws).toEqual([null, null, null, null]);
    expect(ck.lastAttack).toEqual({ barbarians: 1, knights: 3, result: 'defended', defender: 1, defence: [0, 3, -1, -1] });
    expect(ck.sideways).toEqual([]);
    expect(ck).not.toHaveProperty('committed');
    expect([ck.displaced, ck.chasing, ck.tokens]).toEqual([null, false, []]);
  });

  it('before the first attack the robber is locked and no merchant is out', () => {
    const st = newState(createGame(beginnerBoard(), OPTIONS), 'ck-view:start');
    const ck = (readableView(seatView(st, 0), 0).rules as Record<string, Record<string, unknown>>)['cities-knights']!;
    expect([ck.barbarians, ck.attacks, ck.robberLocked, ck.merchant, ck.knights, ck.walls]).toEqual([0, 0, true, null, [], []]);
  });

  it("D57: a seat reads its own progress cards by name and only the counts of the others'", () => {
    const { st } = scene();
    drawCard(st, 0, 'politics', 'warlord');
    drawCard(st, 0, 'science', 'smith');
    drawCard(st, 1, 'trade', 'master_merchant');
    drawCard(st, 1, 'trade', 'merchant');
    drawCard(st, 1, 'science', 'alchemist');
    const read = (seat: number) => (readableView(seatView(st, seat), seat).rules as Record<string, Record<string, unknown>>)['cities-knights']!;
    const zero = { trade: 0, politics: 0, science: 0 };
    for (const seat of [0, 1, 2]) {
      const ck = read(seat);
      expect(ck.progressCards).toEqual([{ trade: 0, politics: 1, science: 1 }, { trade: 2, politics: 0, science: 1 }, zero, zero]);
      expect(ck.progressDecks).toEqual({ trade: 16, politics: 16, science: 16 });
    }
    expect(read(0).progressHand).toEqual({ warlord: 1, smith: 1 });
    expect(read(1).progressHand).toEqual({ master_merchant: 1, merchant: 1, alchemist: 1 });
    expect(read(2).progressHand).toEqual({});
    // Nothing of seat 1's hand anywhere in seat 0's whole view, nor of seat 0's in seat 1's.
    expect(JSON.stringify(readableView(seatView(st, 0), 0))).not.toMatch(/master_merchant|alchemist|"merchant":\d/);
    expect(JSON.stringify(readableView(seatView(st, 1), 1))).not.toMatch(/warlord|smith/);
    // D55, D57: a card discarded under its deck is known to its holder alone; a card played, to all.
    const P = progressDecksOf(st.game);
    returnProgress(P, st.s, 1, progressCardNamed('merchant'), false);
    returnProgress(P, st.s, 0, progressCardNamed('smith'), true);
    expect(checkInvariants(st)).toEqual([]);
    expect(read(1).progressUnder).toEqual({ trade: ['merchant'], politics: [], science: ['smith'] });
    expect(read(0).progressUnder).toEqual({ trade: [null], politics: [], science: ['smith'] });
    // Cards under a deck are drawn once the shuffled ones are gone: they count among those left.
    expect(read(2).progressDecks).toEqual({ trade: 17, politics: 16, science: 17 });
    expect(read(2).progressCards).toEqual([{ trade: 0, politics: 1, science: 0 }, { trade: 1, politics: 0, science: 1 }, zero, zero]);
    expect(JSON.stringify(readableView(seatView(st, 0), 0))).not.toMatch(/"merchant"(?!:)/);
    // The drawing counts the cards on the seat lines.
    expect(terminal(st).split('\n').find((l) => l.startsWith('seat 1:'))).toContain('progress cards 2');
  });
});

/** A random game of C&K on a random board, recorded and read back through JSON. */
function randomRecord(seed: string): { game: ReturnType<typeof createGame>; rec: GameRecord } {
  const game = createGame(randomBoard(seed), { ...OPTIONS, turnCap: 80 });
  const bots = Array.from({ length: 4 }, () => createRandomBot());
  const { trace } = playGame(game, seed, bots, { trace: true });
  const rec = makeRecord({ game, seed, index: 0, seats: bots.map(() => ({ bot: 'random' })), actions: trace!.actions, outcomes: trace!.outcomes, forfeit: null });
  return { game, rec: JSON.parse(JSON.stringify(rec)) as GameRecord };
}

describe('random games', () => {
  it('the game viewer replays one step by step, with the knights, walls, commodities and notes', () => {
    const { game, rec } = randomRecord('ck-view:random:0');
    const names = rec.seats.map((_, k) => `${k}: random`);
    const steps = gameSteps(rec, (p) => names[p]!, game);
    expect(steps.steps).toHaveLength(rec.log.length);
    expect(steps.cardNames).toEqual(['brick', 'lumber', 'wool', 'grain', 'ore', 'paper', 'cloth', 'coin']);
    const last = steps.steps[steps.steps.length - 1]!;
    expect(last.seats.map((s) => s.vp)).toEqual(rec.result.vp);
    expect(last.seats.every((s) => s.hand.length === 8 && s.notes![0]!.startsWith('improvements '))).toBe(true);
    expect(last.notes![0]).toMatch(/^barbarians: ship on space \d of 7, \d+ attacks? so far/);
    // The barbarians came at some step, and the attack is told from then on.
    expect(steps.steps.some((s) => s.notes!.some((l) => /^last attack: barbarians \d+ against knights \d+, (defended|tied|pillaged|spared)/.test(l)))).toBe(true);
    // Random bots hire knights and build walls in a game this long: both are drawn at some step.
    const drawn = steps.items.map((i) => i.svg).join('');
    expect(groups(drawn, 'knight').length).toBeGreaterThan(0);
    expect(groups(drawn, 'barbarian-ship').length).toBeGreaterThan(1);
    const html = viewerHtml({ title: 'ck', meta: '', board: rec.board, names, result: 'done' }, steps);
    expect(html.match(/<g data-item="\d+" style="display:none">/g)).toHaveLength(steps.items.length);
    expect(html).toContain('<th>coin</th>');
    expect(html).toContain('"noted":true');
  });

  it('every position of random games draws in the terminal and in SVG and reads for every seat', () => {
    for (let g = 0; g < 2; g++) {
      const seed = `ck-view:draw:${g}`;
      const game = createGame(randomBoard(seed), { ...OPTIONS, turnCap: 60 });
      const st = newState(game, seed);
      const out = new Int32Array(maxActions(game));
      let x = g + 7;
      let steps = 0;
      let knights = 0;
      while (st.s[PHASE] !== PH_GAME_OVER) {
        if (steps++ % 20 === 0) {
          const svg = boardSvg(game.board.spec, { position: st });
          knights = Math.max(knights, groups(svg, 'knight').length);
          expect(groups(svg, 'barbarian-ship')).toHaveLength(1);
          expect(terminal(st)).toContain('barbarians: ship on space');
          for (let p = 0; p < 4; p++) expect(Object.keys(readableView(seatView(st, p), p).rules as object)).toEqual(['cities-knights']);
        }
        const n = legalActions(st, out);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        apply(st, out[x % n]!);
      }
      expect(steps).toBeGreaterThan(200);
      expect(knights).toBeGreaterThan(0);
    }
  });
});
