// Pieces with identity and registered terrains, through the public API: a toy rule set keeps
// knights in a piece table (owner, node, level, active), hires them, moves them along its roads and
// promotes them, so a knight keeps its level wherever it goes; and a rule set registers terrains
// that its boards then carry.

import { describe, expect, it } from 'vitest';
import {
  ARG_BITS,
  ARG_MASK,
  BoardError,
  addPiece,
  apply,
  attrIndex,
  buildBoard,
  checkInvariants,
  cloneState,
  createGame,
  layout,
  legalActions,
  maxActions,
  movePiece,
  newState,
  nodeWalk,
  pieceAt,
  pieceAttr,
  pieceOwner,
  piecePlace,
  pieceTableErrors,
  piecesOf,
  randomBoard,
  removePiece,
  seatView,
  setPieceAttr,
  type BoardSpec,
  type KindRecord,
  type PieceTable,
  type RuleSetModule,
  type TerrainName,
  walkNodes,
} from '../src/index.js';

const { CUR, PHASE, PH_GAME_OVER, PH_MAIN } = layout;

const A_HIRE = 500;
const A_MARCH = 501;
const A_PROMOTE = 502;
const NODE_BITS = 10;

/** Knights: hired on a free end of one's roads, marched one step along one's own road while active, promoted up to level 3. */
function knightRules(out: { table?: PieceTable }): RuleSetModule {
  return {
    name: 'knights-toy',
    summary: 'knights that move',
    ids: { kinds: [A_HIRE, A_PROMOTE + 1] },
    appliesTo: () => false,
    install(g) {
      const T = g.pieceTable('knight', { place: 'node', capacity: 12, attributes: ['level', 'active'] });
      out.table = T;
      const LEVEL = attrIndex(T, 'level');
      const ACTIVE = attrIndex(T, 'active');
      const walk = nodeWalk(g.board.numNodes);
      const record = (a: string): KindRecord => ({ write: (w, arg) => ({ p: w.st.s[CUR]!, a, arg }), read: { [a]: (_r, e) => [[Number(e.arg), -1]] } });
      g.kinds[A_HIRE] = {
        name: 'hire',
        argBits: NODE_BITS,
        apply({ s }, node) {
          const i = addPiece(s, T, s[CUR]!, node);
          setPieceAttr(s, T, i, LEVEL, 1);
          setPieceAttr(s, T, i, ACTIVE, 1);
        },
        describe: (_g, a) => `${a}`,
        record: record('hire'),
      };
      g.kinds[A_MARCH] = {
        name: 'march',
        argBits: 2 * NODE_BITS,
        apply({ s }, arg) {
          const i = pieceAt(s, T, arg >>> NODE_BITS);
          movePiece(s, T, i, arg & ((1 << NODE_BITS) - 1));
          setPieceAttr(s, T, i, ACTIVE, 0);
        },
        describe: (_g, a) => `${a}`,
        record: record('march'),
      };
      g.kinds[A_PROMOTE] = {
        name: 'promote',
        argBits: NODE_BITS,
        apply({ s }, node) {
          const i = pieceAt(s, T, node);
          setPieceAttr(s, T, i, LEVEL, pieceAttr(s, T, i, LEVEL) + 1);
        },
        describe: (_g, a) => `${a}`,
        record: record('promote'),
      };
      g.phaseList(PH_MAIN).add(
        {
          name: 'knights',
          maxActions: 12 + 12 * 3 + 12,
          list({ game, s }, out, n) {
            const p = s[CUR]!;
            const L = game.layout;
            const b = game.board;
            const mine = piecesOf(s, T, p);
            for (const i of mine) {
              const at = piecePlace(s, T, i);
              if (pieceAttr(s, T, i, LEVEL) < 3) out[n++] = (A_PROMOTE << ARG_BITS) | at;
              if (pieceAttr(s, T, i, ACTIVE) === 0) continue;
              // One step along its owner's roads (the engine's node walk, limited to a step).
              walkNodes(game, s, at, L.road + p * L.edgeWords, -1, null, 1, walk);
              for (let k = 1; k < walk.count; k++) {
                const to = walk.order[k]!;
                if (pieceAt(s, T, to) < 0) out[n++] = (A_MARCH << ARG_BITS) | (at << NODE_BITS) | to;
              }
            }
            if (mine.length >= 2) return n;
            for (let node = 0; node < b.numNodes; node++) {
              const end = (s[L.roadEnds + p * L.nodeWords + (node >>> 5)]! & (1 << (node & 31))) !== 0;
              if (end && s[L.nodeOwner + node] === 0 && pieceAt(s, T, node) < 0) out[n++] = (A_HIRE << ARG_BITS) | node;
            }
            return n;
          },
        },
        { after: 'builds' },
      );
      // Knights are ready again at the end of their owner's turn.
      const turnEnded = g.hooks.turnEnded;
      g.hooks.turnEnded = (st, p) => {
        turnEnded(st, p);
        for (const i of piecesOf(st.s, T, p)) setPieceAttr(st.s, T, i, ACTIVE, 1);
      };
      g.invariants.push({
        name: 'knights',
        check({ game, s }, fail) {
          for (const e of pieceTableErrors(game, s, T)) fail(e);
        },
      });
    },
  };
}

describe('piece tables', () => {
  it('add, move and remove keep a piece\'s row, owner and attributes, and the occupancy of its places', () => {
    const out: { table?: PieceTable } = {};
    const game = createGame(randomBoard('pieces:helpers'), { players: 4 }, [knightRules(out)]);
    const T = out.table!;
    const st = newState(game, 'pieces:helpers');
    const s = st.s;
    const i = addPiece(s, T, 2, 10);
    setPieceAttr(s, T, i, attrIndex(T, 'level'), 3);
    expect([pieceAt(s, T, 10), pieceOwner(s, T, i), piecePlace(s, T, i)]).toEqual([i, 2, 10]);
    expect(() => addPiece(s, T, 1, 10)).toThrow(/place 10 is taken/);
    movePiece(s, T, i, 11);
    expect([pieceAt(s, T, 10), pieceAt(s, T, 11), pieceAttr(s, T, i, attrIndex(T, 'level'))]).toEqual([-1, i, 3]);
    const j = addPiece(s, T, 0, 10);
    expect(j).not.toBe(i);
    expect(() => movePiece(s, T, j, 11)).toThrow(/place 11 is taken/);
    removePiece(s, T, i);
    expect([pieceAt(s, T, 11), pieceOwner(s, T, i)]).toEqual([-1, -1]);
    // The freed row is the next one used, its attributes cleared.
    expect(addPiece(s, T, 3, 12)).toBe(i);
    expect(pieceAttr(s, T, i, attrIndex(T, 'level'))).toBe(0);
    expect(pieceTableErrors(game, s, T)).toEqual([]);
    s[T.occupancy + 30] = j + 1;
    expect(pieceTableErrors(game, s, T).join()).toMatch(/node 30 names row/);
    expect(() => attrIndex(T, 'cargo')).toThrow(/no attribute "cargo" \(attributes: level, active\)/);
  });

  it('knights hired, marched and promoted in whole random games keep their identity; clones and views carry them', () => {
    const out: { table?: PieceTable } = {};
    const game = createGame(randomBoard('pieces:games'), { players: 4, turnCap: 150 }, [knightRules(out)]);
    const T = out.table!;
    const LEVEL = attrIndex(T, 'level');
    let marches = 0;
    let promotedMarches = 0;
    for (const seed of [1, 2, 3]) {
      const st = newState(game, `pieces:${seed}`);
      const acts = new Int32Array(maxActions(game));
      let x = seed;
      while (st.s[PHASE] !== PH_GAME_OVER) {
        const n = legalActions(st, acts);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        // Prefer the knights' actions so that they happen often.
        const knightActs = Array.from(acts.subarray(0, n)).filter((a) => a >>> ARG_BITS >= A_HIRE);
        const a = knightActs.length > 0 && x % 3 === 0 ? knightActs[x % knightActs.length]! : acts[x % n]!;
        if (a >>> ARG_BITS === A_MARCH) {
          const from = (a & ARG_MASK) >>> NODE_BITS;
          const to = a & ((1 << NODE_BITS) - 1);
          const i = pieceAt(st.s, T, from);
          const level = pieceAttr(st.s, T, i, LEVEL);
          apply(st, a);
          expect([pieceAt(st.s, T, to), pieceAt(st.s, T, from), pieceAttr(st.s, T, i, LEVEL)]).toEqual([i, -1, level]);
          marches++;
          if (level > 1) promotedMarches++;
          const copy = cloneState(st);
          expect(pieceAt(copy.s, T, to)).toBe(i);
          expect(pieceAt(seatView(st, (st.s[CUR]! + 1) % 4).s, T, to)).toBe(i);
        } else apply(st, a);
        const errors = checkInvariants(st);
        if (errors.length) throw new Error(errors.join('; '));
      }
    }
    expect(marches).toBeGreaterThan(10);
    expect(promotedMarches).toBeGreaterThan(0);
  });
});

describe('registered terrains', () => {
  const OASIS: RuleSetModule = {
    name: 'oasis-toy',
    summary: 'oases and lakes',
    board: { terrains: [{ name: 'oasis' }, { name: 'lake', tokens: true }] },
    appliesTo: () => false,
    install() {},
  };

  /** The random board with its desert an oasis and its first hills a lake. */
  function oasisBoard(): BoardSpec {
    const spec = structuredClone(randomBoard('terrains'));
    const desert = spec.hexes.find((h) => h.terrain === 'desert')!;
    desert.terrain = 'oasis' as TerrainName;
    spec.hexes.find((h) => h.terrain === 'hills')!.terrain = 'lake' as TerrainName;
    return spec;
  }

  it('take ids after the standard terrains, and boards of the rule set name them', () => {
    const game = createGame(oasisBoard(), { players: 4 }, [OASIS]);
    const b = game.board;
    expect(b.terrainNames.slice(8)).toEqual(['oasis', 'lake']);
    const terrains = Array.from(b.hexTerrain);
    expect(terrains.filter((t) => t === 8)).toHaveLength(1);
    expect(terrains.filter((t) => t === 9)).toHaveLength(1);
    // The lake keeps its token; the oasis carries none.
    expect(b.hexToken[terrains.indexOf(9)]).toBeGreaterThan(0);
    expect(b.hexToken[terrains.indexOf(8)]).toBe(0);
  });

  it('are unknown to a board built without the rule set, and checked for tokens like the standard ones', () => {
    expect(() => buildBoard(oasisBoard())).toThrow(BoardError);
    expect(() => buildBoard(oasisBoard())).toThrow(/unknown terrain "(oasis|lake)" \(expected one of hills, forest, pasture, fields, mountains, desert, sea, gold\)/);
    const tokened = oasisBoard();
    tokened.hexes.find((h) => h.terrain === ('oasis' as TerrainName))!.token = 6;
    expect(() => buildBoard(tokened, { terrains: OASIS.board!.terrains })).toThrow(/\(oasis\) cannot carry a token/);
  });
});
