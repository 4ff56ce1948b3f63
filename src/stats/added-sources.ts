// The VP sources rule sets add beyond the base game's five (Seafarers' chits, Cloth for Catan's
// cloth): their sum, special VP, and each by the name its rule set declares, as far as a game row
// knows it. A row read back from a games.csv of an earlier version knows only the sum.

import { BASE_VP_SOURCES } from '../engine/rule-set.js';

/** The base game's five sources, in the results' order. */
export const BASE_SOURCES = BASE_VP_SOURCES;

/** A seat's sources as a row holds them: the base five, the added ones by name, and maybe UNNAMED. */
export type SeatSources = Readonly<Record<string, number>>;

/** The key of a seat's added VP that a row does not give by name (a row read from a file that kept only their sum). */
export const UNNAMED = 'special';

const isBase = (key: string) => (BASE_SOURCES as readonly string[]).includes(key);

/** Special VP: every source beyond the base game's five, named or not, summed. */
export function specialVp(src: SeatSources): number {
  let n = 0;
  for (const k in src) if (!isBase(k)) n += src[k]!;
  return n;
}

/** The seat's VP from source `name` as its row gives it, or undefined where the row does not give it by name. */
function given(src: SeatSources, name: string): number | undefined {
  return Object.hasOwn(src, name) ? src[name] : undefined;
}

/**
 * What a game's per-seat sources say of each of `names` (the run's added sources, in order): its
 * VP per seat, or null where some seat's VP from it are not known. A seat without unnamed VP has 0
 * from a source its row does not name; and when one source of `names` alone is not known, the
 * unnamed VP are its VP (the rule sets in play add no other source), unless a seat holds a source
 * outside `names`.
 */
export function namedVp(sources: readonly SeatSources[], names: readonly string[]): Array<number[] | null> {
  const out: Array<number[] | null> = [];
  // The one source not known (-1: none yet, -2: more than one).
  let unknown = -1;
  for (let k = 0; k < names.length; k++) {
    const values: number[] = [];
    for (const src of sources) {
      const v = given(src, names[k]!) ?? ((src[UNNAMED] ?? 0) === 0 ? 0 : undefined);
      if (v === undefined) break;
      values.push(v);
    }
    const known = values.length === sources.length;
    out.push(known ? values : null);
    if (!known) unknown = unknown === -1 ? k : -2;
  }
  if (unknown >= 0 && sources.every((src) => onlyFrom(src, names))) {
    const name = names[unknown]!;
    out[unknown] = sources.map((src) => given(src, name) ?? src[UNNAMED] ?? 0);
  }
  return out;
}

/** Whether every source of the seat is a base one, one of `names` or UNNAMED. */
function onlyFrom(src: SeatSources, names: readonly string[]): boolean {
  for (const k in src) if (!isBase(k) && k !== UNNAMED && !names.includes(k)) return false;
  return true;
}

/** A source's name as words for tables and charts: `tradeRoute` -> `trade route`. */
export function sourceWords(name: string): string {
  return name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

/**
 * The added sources named in figures by source (TournamentStats' vpSources, a bot's share of
 * them): the keys beyond the base five and `special`, in order.
 */
export function namedKeys(figures: Readonly<Record<string, number>>): string[] {
  return Object.keys(figures).filter((k) => k !== UNNAMED && !isBase(k));
}

/**
 * Mean special VP not known by name: `special` less the named sources' means. Means of whole
 * numbers differ by at least 1 / (games * players) when they differ at all (in a run of fewer than
 * a billion seats played), so what is left below 1e-9 is the rounding of the means, and reads 0.
 */
export function unnamedVp(figures: Readonly<Record<string, number>>): number {
  let left = figures[UNNAMED] ?? 0;
  for (const k of namedKeys(figures)) left -= figures[k]!;
  return left > 1e-9 ? left : 0;
}
