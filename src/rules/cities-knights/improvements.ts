// City improvements (D59-D61, D49): each area's levels 1-5 bought one at a time on one's own turn,
// level k for k of the area's commodity, only with a city on the board, and levels 4-5 only with a
// free city or the area's metropolis. Reaching level 3 gives the area's ability (abilities.ts),
// level 4 or 5 may take the metropolis (metropolis.ts).
//
// The Crane (D76) buys one level for a commodity less; its card, which comes with the progress
// cards, asks mayImprove(..., true) and then calls buyImprovement(..., true) instead of adding an
// argument bit to `improve`.

import { ARG_BITS } from '../../engine/actions.js';
import type { Game, GameState } from '../../engine/game.js';
import { CUR } from '../../engine/layout.js';
import type { ActionSource } from '../../engine/phase-list.js';
import type { CardKinds, KindRule } from '../../engine/rule-set.js';
import { gainAbility } from './abilities.js';
import { ABILITY_LEVEL } from './bank-rates.js';
import { AREAS, AREA_COMMODITY, AREA_LEVELS, COMMODITIES } from './data.js';
import { levelOf, type CitiesKnightsFields } from './fields.js';
import type { Knights } from './knights.js';
import { METROPOLIS_LEVEL, citiesOf, claimMetropolis, freeCitiesOf, metropolisHolder } from './metropolis.js';

/** What buying an improvement touches: the fields, the commodities, the knights (Fortress), the metropolis decision. */
export interface CityRules {
  readonly F: CitiesKnightsFields;
  readonly C: CardKinds;
  readonly knights: Knights;
  /** The obligation of placing a metropolis (metropolis.ts). */
  readonly metropolis: number;
}

/** AREA_COMMODITY as a typed array: a frozen array is read through a call on the step's path (docs/performance.md). */
const COMMODITY_OF_AREA = Int8Array.from(AREA_COMMODITY);

/** Commodities level `level` of an area costs: the level, one less with the Crane (D60, D76). */
export function improveCost(level: number, crane: boolean): number {
  return crane ? level - 1 : level;
}

/** Seat p's cards of commodity c (an index into COMMODITIES). */
function commodityHeld(C: CardKinds, s: Int32Array, p: number, c: number): number {
  return s[C.hand + p * COMMODITIES.length + c]!;
}

/**
 * Whether seat p may buy the next level of `area` now (with the Crane if `crane`): below level 5,
 * the commodities in hand, a city on the board (D49), and for level 4 or 5 a free city or the
 * area's metropolis (D61). Whose turn and which phase are the caller's to know.
 */
export function mayImprove(game: Game, s: Int32Array, X: CityRules, p: number, area: number, crane: boolean): boolean {
  const level = levelOf(X.F, s, p, area) + 1;
  if (level > AREA_LEVELS) return false;
  if (commodityHeld(X.C, s, p, COMMODITY_OF_AREA[area]!) < improveCost(level, crane)) return false;
  if (citiesOf(game, s, p) === 0) return false;
  return level < METROPOLIS_LEVEL || metropolisHolder(game, X.F, s, area) === p || freeCitiesOf(game, X.F, s, p) > 0;
}

/** Seat p buys the next level of `area` (a purchase mayImprove allows), with its ability and metropolis. */
export function buyImprovement(st: GameState, X: CityRules, p: number, area: number, crane: boolean): void {
  const { game, s } = st;
  const { F, C } = X;
  const level = levelOf(F, s, p, area) + 1;
  const cost = improveCost(level, crane);
  const c = COMMODITY_OF_AREA[area]!;
  s[C.hand + p * COMMODITIES.length + c]! -= cost;
  s[C.bank + c]! += cost;
  s[game.layout.handTotal + p]! -= cost;
  s[F.levels + p * AREAS.length + area] = level;
  if (level === ABILITY_LEVEL) gainAbility(game, s, F, X.knights, p, area);
  claimMetropolis(st, F, X.metropolis, p, area, level);
}

/** The improvements the player on turn may buy: one action per area. */
export function improvementSource(X: CityRules, kind: number): ActionSource {
  return {
    name: 'improvements',
    maxActions: AREAS.length,
    list({ game, s }, out, n) {
      const p = s[CUR]!;
      for (let a = 0; a < AREAS.length; a++) if (mayImprove(game, s, X, p, a, false)) out[n++] = (kind << ARG_BITS) | a;
      return n;
    },
  };
}

/** improve: argument the area; recorded by the area's name (the level follows from the state). */
export function improveKind(X: CityRules): KindRule {
  return {
    name: 'improve',
    argBits: 2,
    apply(st, area) {
      const p = st.s[CUR]!;
      if (!mayImprove(st.game, st.s, X, p, area, false)) throw new Error(`improve: seat ${p} may not buy the next ${AREAS[area] ?? area} level`);
      buyImprovement(st, X, p, area, false);
    },
    describe: (_game, area) => AREAS[area] ?? String(area),
    record: {
      write: (w, area) => ({ p: w.st.s[CUR]!, a: 'improve', area: AREAS[area] }),
      read: {
        improve(r, e) {
          const area = AREAS.indexOf(e.area as (typeof AREAS)[number]);
          if (area < 0) throw r.error(`no area ${JSON.stringify(e.area)} (${AREAS.join(', ')})`);
          return [[area, -1]];
        },
      },
    },
  };
}
