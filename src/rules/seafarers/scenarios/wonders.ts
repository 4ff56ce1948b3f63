// The Wonders of Catan (Seafarers scenario 8). Each colour may build one wonder, in four levels,
// each paid with the resources its card shows; a wonder is claimed with its first level, only by a
// colour that meets its condition, and then belongs to that colour alone. A colour wins by
// finishing level 4, or with 10 VP and a higher finished level than every other colour, on its
// own turn. The wonder cards are images the scans lost; their conditions and costs here are this
// project's (docs/rules-decisions.md S15), built on what the map marks: the "!" intersections
// beside the deserts and the brown and purple squares.

import { ARG_BITS } from '../../../engine/actions.js';
import { BRICK, GRAIN, LUMBER, NUM_RESOURCES, ORE, WOOL } from '../../../engine/constants.js';
import type { Game, GameState } from '../../../engine/game.js';
import { totalVp } from '../../../engine/game.js';
import { pay } from '../../../engine/hands.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MAIN, SETUP_STEP, TURN_PLAYER, WINNER, hasBit } from '../../../engine/layout.js';
import { canAfford } from '../../../engine/queries.js';
import type { GameBuilder } from '../../../engine/rule-set.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleSetModule } from '../../rule-set.js';
import { seaContext } from '../index.js';
import { wondersReadable } from './readable.js';
import { WONDERS_DRAWING } from './wonders-drawing.js';

const [K0] = ID_BLOCKS['wonders-of-catan'].kinds;
/** Building the next level of a wonder (the first level claims it): arg wonder. */
export const A_WONDER = K0;
export const WONDER_LEVELS = 4;

type Condition = 'exclamation' | 'brown' | 'purple' | 'harbor-city-route' | 'two-cities' | 'island' | 'knights';

export interface Wonder {
  readonly name: string;
  /** What a colour must have to claim it. */
  readonly condition: Condition;
  readonly text: string;
  /** Resources of one level (brick, lumber, wool, grain, ore). */
  readonly cost: readonly number[];
}

const c = (parts: Partial<Record<number, number>>) => Array.from({ length: NUM_RESOURCES }, (_, r) => parts[r] ?? 0);

/** The five wonders of 3-4 players, then the two the 5-6 extension adds. */
export const WONDERS: readonly Wonder[] = Object.freeze([
  { name: 'great-wall', condition: 'exclamation', text: 'a settlement or city on a "!" intersection beside a desert', cost: c({ [BRICK]: 2, [ORE]: 2, [GRAIN]: 1 }) },
  { name: 'great-bridge', condition: 'brown', text: 'a settlement or city on a brown square', cost: c({ [BRICK]: 2, [LUMBER]: 2, [ORE]: 1 }) },
  { name: 'lighthouse', condition: 'purple', text: 'a settlement or city on a purple square', cost: c({ [LUMBER]: 2, [WOOL]: 2, [ORE]: 1 }) },
  { name: 'monument', condition: 'harbor-city-route', text: 'a city on a harbor and a trade route of 5 or more', cost: c({ [ORE]: 2, [GRAIN]: 2, [BRICK]: 1 }) },
  { name: 'temple', condition: 'two-cities', text: 'two cities', cost: c({ [GRAIN]: 2, [WOOL]: 2, [ORE]: 1 }) },
  { name: 'observatory', condition: 'island', text: 'a settlement or city on a small island', cost: c({ [LUMBER]: 2, [GRAIN]: 2, [WOOL]: 1 }) },
  { name: 'academy', condition: 'knights', text: 'three knights played', cost: c({ [WOOL]: 2, [ORE]: 2, [LUMBER]: 1 }) },
]);
const COSTS = WONDERS.map((w) => Int8Array.from(w.cost));

interface WonderFields {
  readonly owner: number; // per wonder: colour, -1 free
  readonly wonder: number; // per colour: its wonder, -1 none
  readonly level: number; // per colour: levels finished
}

function install(g: GameBuilder): void {
  const { tables } = seaContext(g);
  const L = g.layout;
  const count = g.options.players >= 5 ? WONDERS.length : 5;
  const W: WonderFields = {
    owner: g.field('wonders.owner', WONDERS.length),
    wonder: g.field('wonders.wonder', L.players),
    level: g.field('wonders.level', L.players),
  };
  const owns = (s: Int32Array, p: number, n: number) => hasBit(s, L.settle + p * L.nodeWords, n) || hasBit(s, L.city + p * L.nodeWords, n);
  /** p has a building on a mark of `kind` (and `colour`, unless undefined). */
  const onMark = (game: Game, s: Int32Array, p: number, kind: string, colour?: string): boolean => {
    const marks = tables(game).marks;
    for (let i = 0; i < marks.length; i++) {
      const m = marks[i]!;
      if (m.kind === kind && (colour === undefined || m.colour === colour) && owns(s, p, m.id)) return true;
    }
    return false;
  };

  const meets = (game: Game, s: Int32Array, p: number, w: Wonder): boolean => {
    const T = tables(game);
    const cities = game.supply.cities - s[L.citiesLeft + p]!;
    switch (w.condition) {
      case 'exclamation':
        return onMark(game, s, p, 'no-setup');
      case 'brown':
      case 'purple':
        return onMark(game, s, p, 'square', w.condition);
      case 'harbor-city-route': {
        if (s[L.roadLen + p]! < 5) return false;
        for (let n = 0; n < game.board.numNodes; n++) if (hasBit(s, L.city + p * L.nodeWords, n) && game.hooks.harborAt(game, s, n) >= 0) return true;
        return false;
      }
      case 'two-cities':
        return cities >= 2;
      case 'island':
        for (let n = 0; n < game.board.numNodes; n++) if (owns(s, p, n) && T.nodeArea[n]! >= 0 && T.areaStart[T.nodeArea[n]!] === 0) return true;
        return false;
      case 'knights':
        return s[L.knights + p]! >= 3;
    }
  };

  g.phaseList(PH_MAIN).add({
    name: 'wonders',
    maxActions: WONDERS.length,
    list({ game, s }, out, n) {
      const p = s[CUR]!;
      const mine = s[W.wonder + p]!;
      if (mine >= 0) {
        if (s[W.level + p]! < WONDER_LEVELS && canAfford(game, s, p, COSTS[mine]!)) out[n++] = (A_WONDER << ARG_BITS) | mine;
        return n;
      }
      for (let w = 0; w < count; w++) {
        if (s[W.owner + w] === -1 && canAfford(game, s, p, COSTS[w]!) && meets(game, s, p, WONDERS[w]!)) out[n++] = (A_WONDER << ARG_BITS) | w;
      }
      return n;
    },
  });

  g.kinds[A_WONDER] = {
    name: 'wonder',
    argBits: 3,
    apply({ game, s }, w) {
      const p = s[CUR]!;
      if (s[W.wonder + p]! < 0) {
        if (s[W.owner + w] !== -1) throw new Error(`wonder: ${WONDERS[w]!.name} is taken`);
        s[W.owner + w] = p;
        s[W.wonder + p] = w;
      } else if (s[W.wonder + p] !== w) throw new Error(`wonder: seat ${p} builds ${WONDERS[s[W.wonder + p]!]!.name}, not ${WONDERS[w]!.name}`);
      pay(game, s, p, COSTS[w]!);
      s[W.level + p]!++;
    },
    describe: (_g, w) => `${WONDERS[w]?.name}`,
    record: {
      write: (w, arg) => ({ p: w.st.s[CUR]!, a: 'wonder', wonder: WONDERS[arg]!.name, level: w.st.s[W.level + w.st.s[CUR]!]! + 1 }),
      read: {
        wonder(r, e) {
          const w = WONDERS.findIndex((x) => x.name === e.wonder);
          if (w < 0) throw r.error(`unknown wonder ${JSON.stringify(e.wonder)}`);
          return [[w, -1]];
        },
      },
    },
  };

  // Winning: level 4, or the target with a higher finished level than everyone else, on one's turn.
  g.hooks.afterAction = ({ game, s }: GameState) => {
    if (s[PHASE] === PH_GAME_OVER || s[SETUP_STEP]! < 2 * game.seats) return;
    const tp = s[TURN_PLAYER]!;
    const mine = s[W.level + tp]!;
    let ahead = mine > 0;
    for (let q = 0; q < game.seats; q++) if (q !== tp && s[W.level + q]! >= mine) ahead = false;
    if (mine >= WONDER_LEVELS || (ahead && totalVp(game, s, tp) >= game.options.targetVp)) {
      s[PHASE] = PH_GAME_OVER;
      s[WINNER] = tp;
    }
  };

  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    for (let w = 0; w < WONDERS.length; w++) st.s[W.owner + w] = w < count ? -1 : -2;
    for (let p = 0; p < L.players; p++) st.s[W.wonder + p] = -1;
  };

  g.invariants.push({
    name: 'wonders',
    check({ game, s }, fail) {
      for (let p = 0; p < game.seats; p++) {
        const w = s[W.wonder + p]!;
        const lv = s[W.level + p]!;
        if (lv < 0 || lv > WONDER_LEVELS) fail(`seat ${p}: wonder level ${lv}`);
        if ((w < 0) !== (lv === 0)) fail(`seat ${p}: wonder ${w} at level ${lv}`);
        if (w >= 0 && s[W.owner + w] !== p) fail(`seat ${p} builds wonder ${w}, owned by ${s[W.owner + w]}`);
      }
    },
  });
}

export const WONDERS_RULES: RuleSetModule = {
  name: 'wonders-of-catan',
  summary: 'The Wonders of Catan: one wonder per colour in four levels; win with level 4, or 10 VP and the highest level',
  ids: ID_BLOCKS['wonders-of-catan'],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === 'wonders-of-catan',
  install,
  drawing: WONDERS_DRAWING,
  readable: wondersReadable,
};
