// Axial pointy-top hex geometry (see shared/design.md). Corners are numbered clockwise from the
// top (0 N .. 5 NW), sides clockwise from the north-east (side s joins corners s and s+1).
//
// Points are placed on an integer lattice: x in units of half a hex width, y in units of half a
// side length. A hex centre is (2q + r, 3r); its corners are offset by CORNER_DX/DY. Two names of
// the same intersection land on the same lattice point, which is how ids are shared.

export const CORNER_DX = [0, 1, 1, 0, -1, -1] as const;
export const CORNER_DY = [-2, -1, 1, 2, 1, -1] as const;

// Neighbour across side s.
export const SIDE_DQ = [1, 1, 0, -1, -1, 0] as const;
export const SIDE_DR = [-1, 0, 1, 1, 0, -1] as const;

export function hexCenterX(q: number, r: number): number {
  return 2 * q + r;
}
export function hexCenterY(r: number): number {
  return 3 * r;
}

/**
 * Largest |q| and |r| a board may use. Every corner and side key of hexes within it is exact and
 * distinct (side points reach 6 * MAX_COORD + 3 on the lattice, well inside KEY_OFFSET), and the
 * drawings of src/maps stay a few million cells at most. `buildBoard` rejects hexes beyond it.
 */
export const MAX_COORD = 200;

// Lattice coordinates up to ±(KEY_OFFSET - 1) fit in a key; keys stay below 2^24.
const KEY_OFFSET = 2048;
const KEY_SPAN = 2 * KEY_OFFSET;

/** True for integer axial coordinates within ±MAX_COORD: the hexes a board may hold. */
export function inCoordRange(q: number, r: number): boolean {
  return Number.isInteger(q) && Number.isInteger(r) && Math.abs(q) <= MAX_COORD && Math.abs(r) <= MAX_COORD;
}

/**
 * A single non-negative integer for a lattice point, row-major: keys sort in reading order (top
 * row first, then left to right), which is the order dense ids are given in. Exact and distinct
 * for |x|, |y| < 2048, which covers every corner and side of hexes within ±MAX_COORD.
 */
export function pointKey(x: number, y: number): number {
  return (y + KEY_OFFSET) * KEY_SPAN + (x + KEY_OFFSET);
}

/** Key of a hex's corner; the three names of one intersection give the same key. */
export function cornerKey(q: number, r: number, corner: number): number {
  return pointKey(hexCenterX(q, r) + CORNER_DX[corner]!, hexCenterY(r) + CORNER_DY[corner]!);
}

/** An edge is keyed by the sum of its two corner points (twice its midpoint). */
export function sideKey(q: number, r: number, side: number): number {
  const a = side;
  const b = (side + 1) % 6;
  const cx = 2 * hexCenterX(q, r);
  const cy = 2 * hexCenterY(r);
  return pointKey(cx + CORNER_DX[a]! + CORNER_DX[b]!, cy + CORNER_DY[a]! + CORNER_DY[b]!);
}

export function hexDistance(q1: number, r1: number, q2: number, r2: number): number {
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Hexes of a hexagon of the given radius around (0,0), in reading order (top row first). */
export function hexagon(radius: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let r = -radius; r <= radius; r++) {
    for (let q = -radius; q <= radius; q++) {
      if (Math.abs(q + r) <= radius) out.push([q, r]);
    }
  }
  return out;
}
