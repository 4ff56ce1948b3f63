// Traders & Barbarians' Friendly Robber (option friendlyRobber, D104): the robber may not go to a
// hex beside a building of a player with 2 VP or fewer; when that leaves no hex, it goes to (or
// stays on) the desert and takes no card from such a player. It narrows the robber's decision
// wherever it arises (a 7, a knight card), so every bot sees only the moves the variant allows.

import { A_ROBBER, ARG_BITS } from '../../engine/actions.js';
import { DESERT } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { CUR, PH_MOVE_ROBBER, ROBBER } from '../../engine/layout.js';
import { OptionsError } from '../../engine/options.js';
import { hexOwners, robberVictims } from '../../engine/queries.js';
import type { RuleOptions } from '../options.js';
import type { RuleOption, RuleSetModule } from '../rule-set.js';

/** The most public VP a protected player has (D104). */
export const FRIENDLY_VP = 2;

const SUMMARY = 'the Friendly Robber of Traders & Barbarians: the robber keeps away from players with 2 VP or fewer';

const OPTIONS: readonly RuleOption[] = [
  {
    name: 'friendlyRobber',
    description: 'Traders & Barbarians: the robber may not go beside a player with 2 VP or fewer (D104)',
    values: 'boolean',
    default: false,
    flag: { flags: '--friendly-robber', defaultHelp: 'off' },
  },
];

/** Seats whose public VP are FRIENDLY_VP or fewer, as a bit mask (colours that never act are no players). */
function protectedSeats(st: GameState): number {
  const { game, s } = st;
  const vp = game.layout.publicVp;
  let mask = 0;
  for (let p = 0; p < game.seats; p++) if (s[vp + p]! <= FRIENDLY_VP) mask |= 1 << p;
  return mask;
}

/** The robber's moves to hex h, with no victim or one not protected, written from out[k]; returns the new length. */
function fallbackMoves(st: GameState, h: number, shielded: number, out: Int32Array, k: number): number {
  if (h < 0) return k;
  const { game, s } = st;
  const kind = A_ROBBER << ARG_BITS;
  const victims = robberVictims(game, s, s[CUR]!, h) & ~shielded;
  // As the base game's list: a victim when there is one, else nobody.
  if (victims === 0) out[k++] = kind | (h * 8);
  for (let q = 0; q < game.layout.players; q++) if (victims & (1 << q)) out[k++] = kind | (h * 8 + q + 1);
  return k;
}

function install(g: GameBuilder): void {
  const inner = g.phases[PH_MOVE_ROBBER]!;
  const argMask = (1 << ARG_BITS) - 1;
  const scratch = new Int32Array(inner.maxActions);
  g.phases[PH_MOVE_ROBBER] = {
    ...inner,
    legal(st: GameState, out: Int32Array): number {
      const n = inner.legal(st, out);
      const shielded = protectedSeats(st);
      if (shielded === 0) return n;
      // Only the robber's moves are narrowed (the phase also lists Seafarers' pirate moves).
      let k = 0;
      let robbers = 0;
      let kept = 0;
      for (let i = 0; i < n; i++) {
        const a = out[i]!;
        if (a >>> ARG_BITS === A_ROBBER) {
          robbers++;
          if ((hexOwners(st.game, st.s, (a & argMask) >>> 3) & shielded) !== 0) continue;
          kept++;
        }
        out[k++] = a;
      }
      if (robbers === 0 || kept > 0) return k;
      // No hex left: a desert (or, on a board without one, the robber's own hex), robbing no protected player.
      const land = st.game.board.landHexes;
      const terrain = st.game.board.hexTerrain;
      const before = k;
      for (let i = 0; i < land.length; i++) if (terrain[land[i]!] === DESERT) k = fallbackMoves(st, land[i]!, shielded, out, k);
      if (k > before) return k;
      if (st.s[ROBBER]! >= 0) return fallbackMoves(st, st.s[ROBBER]!, shielded, out, k);
      // Beside the board with no desert to go to (The Caravans, D173): any hex the rules allow,
      // robbing no protected player.
      const n2 = inner.legal(st, scratch);
      let last = -1;
      for (let i = 0; i < n2; i++) {
        const a = scratch[i]!;
        if (a >>> ARG_BITS !== A_ROBBER) continue;
        const h = (a & argMask) >>> 3;
        if (h !== last) k = fallbackMoves(st, h, shielded, out, k);
        last = h;
      }
      return k;
    },
  };
}

export function checkFriendlyRobber(o: RuleOptions): void {
  if (o.friendlyRobber && o.expansion !== 'none') {
    throw new OptionsError('option friendlyRobber: the Friendly Robber is not combined with Cities & Knights, whose robber moves by its own rules (D104)');
  }
}

export const FRIENDLY_ROBBER_RULES: RuleSetModule = {
  name: 'friendly-robber',
  summary: SUMMARY,
  appliesTo: (o) => o.friendlyRobber,
  options: OPTIONS,
  checkOptions: checkFriendlyRobber,
  install,
};
