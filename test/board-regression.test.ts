// Regression pin of the board builder: hashes of every table of the base and 5-6 boards (beginner
// and hundreds of seeded random layouts), taken before sea places, hidden hexes and the wider
// coordinate keys were added. Any change to an existing board's ids, names or tables fails here.

import chalk from 'chalk';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildBoard, type Board, type BoardSpec } from '../src/engine/board.js';
import { hexagon } from '../src/engine/geometry.js';
import { drawBoard } from '../src/maps/ascii.js';
import { staticMeasures } from '../src/maps/measures.js';
import { boardSvg } from '../src/maps/svg.js';
import { beginnerBoard, randomBoard } from '../src/rules/base/maps.js';
import { fiveSixBeginnerBoard, fiveSixRandomBoard } from '../src/rules/five-six/maps.js';

/** Every table a board had before the change, in one canonical text. */
function boardFacts(b: Board): unknown[] {
  return [
    b.numHexes,
    b.numNodes,
    b.numEdges,
    b.nodeName,
    b.edgeName,
    [...b.hexNodes],
    [...b.hexEdges],
    [...b.nodeHexes],
    [...b.nodeNodes],
    [...b.nodeEdges],
    [...b.edgeNodes],
    [...b.nodeHarbor],
    b.harborEdges,
    [...b.tokenHexStart],
    [...b.tokenHexList],
    [...b.landHexes],
    b.robberStart,
    [...b.hexTerrain],
    [...b.hexToken],
  ];
}

function hashBoards(specs: BoardSpec[]): string {
  const h = createHash('sha256');
  for (const spec of specs) h.update(JSON.stringify(boardFacts(buildBoard(spec))) + '\n');
  return h.digest('hex');
}

/** The beginner board inside its ring of 18 sea hexes: sea stays data only by default. */
function beginnerInSea(): BoardSpec {
  const spec = beginnerBoard();
  const land = new Set(spec.hexes.map((h) => `${h.hex[0]},${h.hex[1]}`));
  const sea = hexagon(3).filter(([q, r]) => !land.has(`${q},${r}`));
  return { ...spec, hexes: [...spec.hexes, ...sea.map(([q, r]) => ({ hex: [q, r] as [number, number], terrain: 'sea' as const }))] };
}

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `regression:${i}`);

describe('board builder regression (hashes taken before sea places and hidden hexes)', () => {
  it('keeps the tables of 300 seeded random base boards', () => {
    expect(hashBoards(seeds(300).map(randomBoard))).toBe('2af8f3d4e203b7c774ce91946cfd4ca74d099cd93010c073060a69b98d72a7fc');
  });

  it('keeps the tables of 100 seeded random 5-6 boards', () => {
    expect(hashBoards(seeds(100).map(fiveSixRandomBoard))).toBe('7ebf89bbde0798a6b999dba0736149d6165adcc6402fa9745f5ca2638c1e5ba7');
  });

  it('keeps the tables of the beginner boards, with and without a sea ring', () => {
    expect(hashBoards([beginnerBoard(), fiveSixBeginnerBoard(), beginnerInSea()])).toBe('15c1a4c042e2e8b3c7208caeee41b9492dbf008235768a32c5dacdadd20c534a');
  });

  it('keeps the terminal and SVG drawings of the beginner boards', () => {
    const level = chalk.level;
    chalk.level = 0;
    try {
      const specs = [beginnerBoard(), fiveSixBeginnerBoard(), beginnerInSea()];
      const heat = (spec: BoardSpec) => Array.from({ length: buildBoard(spec).numNodes }, (_, n) => (n % 7) / 7);
      const text = specs.map((s) => [drawBoard(s), boardSvg(s, { title: 'pin' }), boardSvg(s, { heat: heat(s) })].join('\n')).join('\n');
      expect(createHash('sha256').update(text).digest('hex')).toBe('73ca435daee03bd5d9111100765ae842b53a5c167d4abb14435abde6838aa571');
    } finally {
      chalk.level = level;
    }
  });

  it('keeps the static measures of the beginner boards and 50 random boards of each frame', () => {
    const specs = [beginnerBoard(), fiveSixBeginnerBoard(), beginnerInSea(), ...seeds(50).map(randomBoard), ...seeds(50).map(fiveSixRandomBoard)];
    const text = specs.map((s, i) => JSON.stringify(staticMeasures(buildBoard(s), { players: i % 2 ? 6 : 4 }))).join('\n');
    expect(createHash('sha256').update(text).digest('hex')).toBe('dcefb3edf00f616ab2c17ab2dcb18ae5e5c48e302b0331fdee5703a7f9efb5d7');
  });
});
