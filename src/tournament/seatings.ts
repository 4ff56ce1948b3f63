// Seatings for head-to-head matches and round-robin ladders.

import { rotations } from './plan.js';

/** Distinct arrangements of a multiset of sides over the seats, in lexicographic order. */
export function arrangements(sides: number[]): number[][] {
  const out: number[][] = [];
  const sorted = [...sides].sort((a, b) => a - b);
  const used = new Array<boolean>(sorted.length).fill(false);
  const cur: number[] = [];
  const walk = () => {
    if (cur.length === sorted.length) {
      out.push([...cur]);
      return;
    }
    for (let i = 0; i < sorted.length; i++) {
      if (used[i] || (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1])) continue;
      used[i] = true;
      cur.push(sorted[i]!);
      walk();
      cur.pop();
      used[i] = false;
    }
  };
  walk();
  return out;
}

/**
 * A head-to-head of two bots over `players` seats, each holding players/2 seats: every
 * arrangement of the two sides. Line-up entries are A's copies first (0..h-1), then B's
 * (h..2h-1); the k-th seat a side holds gets its k-th copy.
 */
export function matchSeatings(players: number): number[][] {
  const h = players / 2;
  return arrangements([...Array<number>(h).fill(0), ...Array<number>(h).fill(1)]).map((sides) => {
    const next = [0, h];
    return sides.map((side) => next[side]!++);
  });
}

/** Every `players`-subset of `n` entries (lexicographic), each with all its rotations. */
export function roundRobinSeatings(n: number, players: number): number[][] {
  const out: number[][] = [];
  const combo: number[] = [];
  const walk = (from: number) => {
    if (combo.length === players) {
      for (const rot of rotations(players)) out.push(rot.map((i) => combo[i]!));
      return;
    }
    for (let e = from; e < n; e++) {
      combo.push(e);
      walk(e + 1);
      combo.pop();
    }
  };
  walk(0);
  return out;
}
