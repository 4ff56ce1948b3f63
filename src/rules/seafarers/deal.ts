// Dealing a Seafarers scenario's board for one game. The harbor tokens are always drawn face down
// onto the printed harbor sites; a variable set-up also shuffles each group's terrains among its
// positions and then its number tokens, redrawing until no 6 or 8 stands beside another or on a
// gold field and the scenario's own check passes. Everything comes from the caller's random
// stream, so a seed gives one board (docs/seafarers-maps.md).

import type { BoardSpec, HexSpec } from '../../engine/board.js';
import { CORNER_DX, CORNER_DY, SIDE_DQ, SIDE_DR, cornerKey, hexCenterX, hexCenterY } from '../../engine/geometry.js';
import { parseScenarioData, type ScenarioData } from './map-data.js';

export interface DealOptions {
  /** The scenario's variable set-up: each group's terrains, then its tokens, are shuffled. */
  variable: boolean;
  /** The random stream, uniform in [0, 1): the same stream gives the same board. */
  rand: () => number;
  /** The scenario's own constraint on a variable deal (beyond 6/8 apart and off gold); redrawn until true. */
  accept?: (spec: BoardSpec) => boolean;
  /**
   * Where the robber starts on the dealt board (the scenario's rule, e.g. the hex with the 12).
   * Default: the fixed start if that hex is unchanged (a desert still a desert), else the first
   * desert, else beside the board; a fixed start beside the board (null) stays there.
   */
  robber?: (spec: BoardSpec) => [number, number] | null;
}

/** Variable deals drawn before giving up: every scenario's constraints hold in far fewer. */
export const MAX_DEAL_TRIES = 10_000;

const key = (q: number, r: number) => `${q},${r}`;
const isLand = (h: HexSpec | undefined) => h !== undefined && !h.hidden && h.terrain !== 'sea';
const isSeaOrFrame = (h: HexSpec | undefined) => h === undefined || (!h.hidden && h.terrain === 'sea');
const producing = (h: HexSpec) => !h.hidden && h.terrain !== 'sea' && h.terrain !== 'desert';
const red = (h: HexSpec) => h.token === 6 || h.token === 8;

/** Fisher-Yates with the caller's stream. */
function shuffle<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** Hex lookup and side neighbours of a spec, by index. */
function neighbourTable(spec: BoardSpec): { index: Map<string, number>; neighbours: number[][] } {
  const index = new Map(spec.hexes.map((h, i) => [key(h.hex[0], h.hex[1]), i]));
  const neighbours = spec.hexes.map(({ hex: [q, r] }) => {
    const out: number[] = [];
    for (let s = 0; s < 6; s++) {
      const n = index.get(key(q + SIDE_DQ[s]!, r + SIDE_DR[s]!));
      if (n !== undefined) out.push(n);
    }
    return out;
  });
  return { index, neighbours };
}

/** True when no 6 or 8 stands beside another 6 or 8, and none lies on a gold field. */
export function redsApart(spec: BoardSpec, neighbours = neighbourTable(spec).neighbours): boolean {
  return spec.hexes.every((h, i) => !red(h) || (h.terrain !== 'gold' && neighbours[i]!.every((n) => !red(spec.hexes[n]!))));
}

interface Group {
  name: string;
  at: number[];
  terrains: HexSpec['terrain'][];
  tokens: number[];
}

/** Each group's positions and its multisets of terrains and tokens, as printed. */
function groupsOf(spec: BoardSpec, data: ScenarioData, index: Map<string, number>): Group[] {
  return Object.entries(data.groups ?? {}).map(([name, hexes]) => {
    const at = hexes.map(([q, r]) => {
      const i = index.get(key(q, r));
      if (i === undefined) throw new Error(`scenario.groups.${name}: [${q}, ${r}] is not a hex of the board`);
      const h = spec.hexes[i]!;
      if (h.hidden) throw new Error(`scenario.groups.${name}: [${q}, ${r}] is hidden (fog hexes are never dealt)`);
      if (producing(h) && h.token === null) throw new Error(`scenario.groups.${name}: [${q}, ${r}] has no token on purpose (barren hexes are never dealt)`);
      return i;
    });
    const terrains = at.map((i) => spec.hexes[i]!.terrain);
    const tokens = at.flatMap((i) => (typeof spec.hexes[i]!.token === 'number' ? [spec.hexes[i]!.token as number] : []));
    const need = at.filter((i) => producing(spec.hexes[i]!)).length;
    if (need !== tokens.length) throw new Error(`scenario.groups.${name}: ${need} producing hexes but ${tokens.length} tokens`);
    return { name, at, terrains, tokens };
  });
}

/** One draw of every group: terrains shuffled over the positions, then tokens over those that produce. */
function dealGroups(spec: BoardSpec, groups: Group[], rand: () => number): void {
  for (const g of groups) {
    const terrains = shuffle([...g.terrains], rand);
    g.at.forEach((i, k) => {
      spec.hexes[i] = { hex: spec.hexes[i]!.hex, terrain: terrains[k]! };
    });
    const tokens = shuffle([...g.tokens], rand);
    let k = 0;
    for (const i of g.at) if (producing(spec.hexes[i]!)) spec.hexes[i]!.token = tokens[k++]!;
  }
}

/** The two intersections of an edge, as lattice keys. */
const edgeNodes = ([q, r, s]: readonly [number, number, number]) => [cornerKey(q, r, s), cornerKey(q, r, (s + 1) % 6)];

/** Twice the midpoint of an edge on the drawing lattice (x in half hex widths, y in half sides). */
function edgeMid([q, r, s]: readonly [number, number, number]): [number, number] {
  const t = (s + 1) % 6;
  return [2 * hexCenterX(q, r) + CORNER_DX[s]! + CORNER_DX[t]!, 2 * hexCenterY(r) + CORNER_DY[s]! + CORNER_DY[t]!];
}

/** Whether the edge has land on exactly one side and sea (or the frame) on the other. */
function coastal(spec: BoardSpec, index: Map<string, number>, [q, r, s]: readonly [number, number, number]): boolean {
  const a = spec.hexes[index.get(key(q, r)) ?? -1];
  const b = spec.hexes[index.get(key(q + SIDE_DQ[s]!, r + SIDE_DR[s]!)) ?? -1];
  return (isLand(a) && isSeaOrFrame(b)) || (isLand(b) && isSeaOrFrame(a));
}

/**
 * Harbors whose site a terrain deal turned inland or out to sea (New World's groups move the
 * coast) go to the nearest free coastal edge, so the dealt board stays a valid board.
 */
function resiteHarbors(spec: BoardSpec, index: Map<string, number>): void {
  const stranded = spec.harbors.filter((h) => !coastal(spec, index, h.edge));
  if (stranded.length === 0) return;
  const used = new Set(spec.harbors.filter((h) => !stranded.includes(h)).flatMap((h) => edgeNodes(h.edge)));
  const sites: Array<[number, number, number]> = [];
  for (const h of spec.hexes) {
    if (!isLand(h)) continue;
    for (let s = 0; s < 6; s++) if (coastal(spec, index, [h.hex[0], h.hex[1], s])) sites.push([h.hex[0], h.hex[1], s]);
  }
  for (const harbor of stranded) {
    const [x, y] = edgeMid(harbor.edge);
    let best: [number, number, number] | undefined;
    let bestD = Infinity;
    for (const site of sites) {
      if (edgeNodes(site).some((n) => used.has(n))) continue;
      const [sx, sy] = edgeMid(site);
      // Lattice x units are sqrt(3)/2 of a side, y units 1/2: squared distance in quarter sides.
      const d = 3 * (sx - x) ** 2 + (sy - y) ** 2;
      if (d < bestD) [best, bestD] = [site, d];
    }
    if (!best) throw new Error(`dealScenarioMap: no free coastal edge left for the ${harbor.type} harbor`);
    harbor.edge = best;
    edgeNodes(best).forEach((n) => used.add(n));
  }
}

/** The default robber start (see DealOptions.robber). */
function defaultRobber(fixed: BoardSpec, dealt: BoardSpec, index: Map<string, number>): [number, number] | null {
  if (fixed.robber === null) return null;
  if (fixed.robber) {
    const i = index.get(key(fixed.robber[0], fixed.robber[1]));
    const before = i === undefined ? undefined : fixed.hexes[i];
    const after = i === undefined ? undefined : dealt.hexes[i];
    if (before && after && after.terrain === before.terrain && (after.terrain === 'desert' || after.token === before.token)) return [fixed.robber[0], fixed.robber[1]];
  }
  const desert = dealt.hexes.find((h) => !h.hidden && h.terrain === 'desert');
  return desert ? [desert.hex[0], desert.hex[1]] : null;
}

/**
 * A board for one game of a scenario, dealt from its fixed layout: harbor types always shuffled
 * over the harbor sites; with `variable`, each of `scenario.groups` has its terrains and then
 * its tokens shuffled among its positions until no 6/8 is beside another 6/8 or on gold and
 * `accept` holds (at most MAX_DEAL_TRIES draws, then an Error). The robber starts where
 * `robber` says. The fixed layout is not changed; the same `rand` sequence gives the same board.
 */
export function dealScenarioMap(fixed: BoardSpec, opts: DealOptions): BoardSpec {
  const spec: BoardSpec = structuredClone(fixed);
  const types = shuffle(
    spec.harbors.map((h) => h.type),
    opts.rand,
  );
  spec.harbors.forEach((h, i) => (h.type = types[i]!));
  const { index, neighbours } = neighbourTable(spec);
  if (opts.variable && spec.scenario) {
    const data = parseScenarioData(spec.scenario);
    const groups = groupsOf(spec, data, index);
    let tries = 0;
    for (;;) {
      dealGroups(spec, groups, opts.rand);
      if (redsApart(spec, neighbours) && (opts.accept?.(spec) ?? true)) break;
      if (++tries >= MAX_DEAL_TRIES) {
        throw new Error(`dealScenarioMap (${data.name}): no variable deal met the constraints in ${MAX_DEAL_TRIES} draws`);
      }
    }
    resiteHarbors(spec, index);
  }
  spec.robber = opts.robber ? opts.robber(spec) : defaultRobber(fixed, spec, index);
  return spec;
}

// ---- the nine scenarios' rules for a deal

/** Hexes in reading order: top row first, then left to right. */
const reading = (spec: BoardSpec) => [...spec.hexes].sort((a, b) => a.hex[1] - b.hex[1] || a.hex[0] - b.hex[0]);

/** The first hex (reading order) carrying `token`, on `terrain` if one is; else on any terrain. */
export function hexWithToken(spec: BoardSpec, token: number, terrain?: HexSpec['terrain']): [number, number] | null {
  const withToken = reading(spec).filter((h) => h.token === token);
  const h = withToken.find((x) => terrain === undefined || x.terrain === terrain) ?? withToken[0];
  return h ? [h.hex[0], h.hex[1]] : null;
}

/** The Forgotten Tribe: the bottom row of the main island (its 3 terrain hexes) carries no 5, 6, 8 or 9. */
export function bottomRowCalm(spec: BoardSpec): boolean {
  const main = parseScenarioData(spec.scenario).regions?.main ?? [];
  const bottom = Math.max(...main.map(([, r]) => r));
  const inMain = new Set(main.filter(([, r]) => r === bottom).map(([q, r]) => key(q, r)));
  return spec.hexes.every((h) => !inMain.has(key(h.hex[0], h.hex[1])) || ![5, 6, 8, 9].includes(h.token ?? 0));
}

/** The Wonders of Catan: the land hexes beside the deserts carry no 6 or 8. */
export function desertsQuiet(spec: BoardSpec): boolean {
  const { neighbours } = neighbourTable(spec);
  return spec.hexes.every((h, i) => !red(h) || neighbours[i]!.every((n) => spec.hexes[n]!.terrain !== 'desert'));
}

/**
 * The scenario's own `accept` and `robber` for dealScenarioMap, read from the board's scenario
 * block (name and player counts): where the rulebook puts the robber (the hex with the 12, the
 * fields hex with the 12 or 11, a desert, or beside the board) and what a variable deal must keep.
 */
export function scenarioDealRules(spec: BoardSpec): Pick<DealOptions, 'accept' | 'robber'> {
  const data = parseScenarioData(spec.scenario);
  const players = Math.max(...data.players);
  switch (data.name) {
    case 'heading-for-new-shores':
      return players === 3 ? { robber: (s) => hexWithToken(s, 12, 'hills') } : {};
    case 'four-islands':
      return { robber: (s) => hexWithToken(s, 12) };
    case 'fog-islands':
      return players <= 4 ? { robber: (s) => hexWithToken(s, 12) } : {};
    case 'forgotten-tribe':
      return { accept: bottomRowCalm };
    case 'cloth-for-catan':
      return { robber: (s) => hexWithToken(s, players <= 4 ? 12 : 11, 'fields') };
    case 'pirate-islands':
    case 'new-world':
      return { robber: () => null };
    case 'wonders-of-catan':
      return { accept: desertsQuiet };
    default:
      return {};
  }
}
