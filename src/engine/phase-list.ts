// A phase's legal list built from contributions: named action sources in order, then refinements
// that narrow or extend what the sources listed. Rule sets add, replace or remove sources by name
// instead of wrapping the whole list, so ships, wonders and trade tokens stand side by side and
// the search bots' list without trades (PhaseRule.untraded) survives every rule set in play. The
// phase rule is composed when a contribution changes, while the game's shape is built, never per step.

import type { GameState } from './game.js';
import type { PhaseRule } from './rule-set.js';

/** Actions appended from out[n]; returns the new count. */
export type ListActions = (st: GameState, out: Int32Array, n: number) => number;

/** One source of a phase's list: a run of actions of one concern (the paid builds, the card plays, the trades). */
export interface ActionSource {
  /** Its name in the list ('end_turn', 'builds', 'trades'): what another rule set replaces or places by. */
  readonly name: string;
  /** Most actions it appends on this board. */
  readonly maxActions: number;
  /** Trades (maritime, domestic offers): left out of the list without trades. */
  readonly trade?: boolean;
  /**
   * The one action this source always lists (the roll, the end of the turn), if that is all it
   * does: first in a list, the composed phase writes it without a call.
   */
  readonly always?: number;
  readonly list: ListActions;
}

/**
 * A site mask over the list the sources wrote: keeps the actions out[0..n) it allows (in order) and
 * may append actions of its own; returns the new count. Applied to the list without trades too, so
 * it must pass trades through unchanged and append no trade.
 */
export interface ActionRefinement {
  readonly name: string;
  /** Most actions it may add beyond the sources'. */
  readonly maxActions: number;
  readonly refine: ListActions;
}

/** Where a new source goes: after or before a named one; at the end without either. */
export interface SourcePlace {
  readonly after?: string;
  readonly before?: string;
}

/** The contributions to one phase, in list order. */
export class PhaseList {
  readonly sources: ActionSource[] = [];
  readonly refinements: ActionRefinement[] = [];
  /** A hand-written list equal to the chain of `sources` while they are these exact ones (see fuse). */
  fused: { readonly sources: readonly ActionSource[]; readonly legal: PhaseRule['legal']; readonly untraded?: PhaseRule['legal'] } | null = null;

  constructor(readonly name: string) {}

  add(source: ActionSource, place: SourcePlace = {}): this {
    if (this.sources.some((s) => s.name === source.name)) throw new Error(`phase ${this.name}: a source "${source.name}" is already listed`);
    const anchor = place.after ?? place.before;
    if (anchor === undefined) {
      this.sources.push(source);
      return this;
    }
    const i = this.indexOf(anchor);
    this.sources.splice(place.after !== undefined ? i + 1 : i, 0, source);
    return this;
  }

  replace(name: string, source: ActionSource): this {
    this.sources[this.indexOf(name)] = source;
    return this;
  }

  remove(name: string): this {
    this.sources.splice(this.indexOf(name), 1);
    return this;
  }

  /** The source named `name`, for a rule set that extends it. */
  source(name: string): ActionSource {
    return this.sources[this.indexOf(name)]!;
  }

  /**
   * Declares `legal` (and `untraded`, the same less the trade sources) as the list the sources
   * added so far write, in one function: the phase uses it while no rule set changes the sources
   * or refines the list, and the chain of contributions otherwise. For the lists most games play,
   * where one function lets V8 inline what a chain of calls does not.
   */
  fuse(legal: PhaseRule['legal'], untraded?: PhaseRule['legal']): this {
    this.fused = { sources: this.sources.slice(), legal, ...(untraded ? { untraded } : {}) };
    return this;
  }

  refine(refinement: ActionRefinement): this {
    this.refinements.push(refinement);
    return this;
  }

  private indexOf(name: string): number {
    const i = this.sources.findIndex((s) => s.name === name);
    if (i < 0) throw new Error(`phase ${this.name}: no source "${name}" (sources: ${this.sources.map((s) => s.name).join(', ') || 'none'})`);
    return i;
  }
}

/**
 * The phase rule of a list: `legal` runs the sources then the refinements; `untraded` (present when
 * a source is a trade) the same less the trade sources, which is the full list less its trades in
 * the same order since refinements pass trades through. Where the list begins with the sources a
 * fused function stands for (a rule set added sources after them, or refines the list), that
 * function writes its part and the rest follow it.
 */
export function composePhase(list: PhaseList): PhaseRule {
  let maxActions = 0;
  for (const s of list.sources) maxActions += s.maxActions;
  for (const r of list.refinements) maxActions += r.maxActions;
  const f = list.fused;
  const head = f !== null && f.sources.length <= list.sources.length && f.sources.every((s, i) => s === list.sources[i]) ? f : null;
  const rest = head ? list.sources.slice(head.sources.length) : list.sources;
  const refines = list.refinements.map((r) => r.refine);
  const legal = head ? after(head.legal, [...rest.map((s) => s.list), ...refines]) : chain(list.sources, refines);
  if (!list.sources.some((s) => s.trade)) return { name: list.name, maxActions, legal };
  const untradedRest = rest.filter((s) => !s.trade);
  const untraded = head?.untraded ? after(head.untraded, [...untradedRest.map((s) => s.list), ...refines]) : chain(head ? [...head.sources, ...untradedRest].filter((s) => !s.trade) : untradedRest, refines);
  return { name: list.name, maxActions, legal, untraded: { for: legal, legal: untraded } };
}

/** A fused list followed by more sources and refinements (none: the fused list itself). */
function after(fused: PhaseRule['legal'], fs: readonly ListActions[]): PhaseRule['legal'] {
  // The fused list takes the chain's third argument (0) and ignores it: no wrapper to call through.
  return fs.length === 0 ? fused : chainFrom0([fused as ListActions, ...fs]);
}

/** The sources and refinements as one function, a leading `always` action written in place. */
function chain(sources: readonly ActionSource[], refines: readonly ListActions[]): PhaseRule['legal'] {
  const first = sources[0]?.always;
  const rest = [...(first === undefined ? sources : sources.slice(1)).map((s) => s.list), ...refines];
  return first === undefined ? chainFrom0(rest) : chainAfter(first, rest);
}

// The common lengths are written out so that each call is a direct call of a captured function,
// which V8 inlines where a loop over an array of functions leaves every call indirect; the two
// families (with and without a leading action) keep the pre-roll, main and Road Building lists on
// closures of their own.

function chainFrom0(fs: readonly ListActions[]): PhaseRule['legal'] {
  const [a, b, c, d, e] = fs;
  switch (fs.length) {
    case 0:
      return () => 0;
    case 1:
      return (st, out) => a!(st, out, 0);
    case 2:
      return (st, out) => b!(st, out, a!(st, out, 0));
    case 3:
      return (st, out) => c!(st, out, b!(st, out, a!(st, out, 0)));
    case 4:
      return (st, out) => d!(st, out, c!(st, out, b!(st, out, a!(st, out, 0))));
    case 5:
      return (st, out) => e!(st, out, d!(st, out, c!(st, out, b!(st, out, a!(st, out, 0)))));
    default:
      return fs.length <= LONG ? long(fs, 0, 0) : loop(fs, 0, 0);
  }
}

function chainAfter(first: number, fs: readonly ListActions[]): PhaseRule['legal'] {
  const [a, b, c, d, e] = fs;
  switch (fs.length) {
    case 0:
      return (_st, out) => ((out[0] = first), 1);
    case 1:
      return (st, out) => ((out[0] = first), a!(st, out, 1));
    case 2:
      return (st, out) => ((out[0] = first), b!(st, out, a!(st, out, 1)));
    case 3:
      return (st, out) => ((out[0] = first), c!(st, out, b!(st, out, a!(st, out, 1))));
    case 4:
      return (st, out) => ((out[0] = first), d!(st, out, c!(st, out, b!(st, out, a!(st, out, 1)))));
    case 5:
      return (st, out) => ((out[0] = first), e!(st, out, d!(st, out, c!(st, out, b!(st, out, a!(st, out, 1))))));
    default:
      return fs.length <= LONG ? long(fs, first, 1) : loop(fs, first, 1);
  }
}

/** The most contributions `long` writes out. */
const LONG = 12;

/** Passes the count on: what pads a list shorter than LONG. */
const pass: ListActions = (_st, _out, n) => n;

/**
 * Six to LONG contributions (Cities & Knights' main phase has ten) as direct calls of captured
 * functions, padded with `pass`, which V8 inlines to nothing: through `loop` every call of the
 * list was indirect.
 */
function long(fs: readonly ListActions[], first: number, start: number): PhaseRule['legal'] {
  const padded = [...fs];
  while (padded.length < LONG) padded.push(pass);
  const [a, b, c, d, e, f, g, h, i, j, k, l] = padded as [ListActions, ListActions, ListActions, ListActions, ListActions, ListActions, ListActions, ListActions, ListActions, ListActions, ListActions, ListActions];
  return (st, out) => {
    if (start === 1) out[0] = first;
    return l(st, out, k(st, out, j(st, out, i(st, out, h(st, out, g(st, out, f(st, out, e(st, out, d(st, out, c(st, out, b(st, out, a(st, out, start))))))))))));
  };
}

/** Any length: a loop (a list of more than LONG contributions). */
function loop(fs: readonly ListActions[], first: number, start: number): PhaseRule['legal'] {
  const n = fs.length;
  return (st, out) => {
    if (start === 1) out[0] = first;
    let k = start;
    for (let i = 0; i < n; i++) k = fs[i]!(st, out, k);
    return k;
  };
}
