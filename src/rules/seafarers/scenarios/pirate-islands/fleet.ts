// The pirate fleet (S15): every roll first sails it along its track by the lower die, which is
// also its strength, and it attacks each colour with a building beside the hex where it stops
// (not on the calm hex): stronger pirates take a card plus one per city there, one chance draw
// per card, before production; a stronger colour picks a resource. The fleet is a roll step before
// the seven, pausing the roll while cards are owed.

import { A_ROBBER, ARG_BITS } from '../../../../engine/actions.js';
import type { Game } from '../../../../engine/game.js';
import { cardName } from '../../../../engine/hands.js';
import { CUR, DICE, TURN_PLAYER, hasBit } from '../../../../engine/layout.js';
import { addRollStep, pauseRoll, rollPause } from '../../../../engine/roll-steps.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import type { Islands } from './context.js';
import { A_FLEET_LOSS, PH_FLEET_LOSS } from './ids.js';

/** The fleet's attack on every colour with a building beside hex `hex`, at `strength`. */
function attack(C: Islands, game: Game, s: Int32Array, hex: number, strength: number): void {
  const { I, L, F } = C;
  const b = game.board;
  for (let p = 0; p < game.seats; p++) {
    let beside = 0;
    let cities = 0;
    for (let c = 0; c < 6; c++) {
      const node = b.hexNodes[hex * 6 + c]!;
      if (node < 0) continue;
      if (hasBit(s, L.city + p * L.nodeWords, node)) cities++;
      if (C.owns(s, p, node)) beside++;
    }
    if (beside === 0) continue;
    const war = s[I.warships + p]!;
    if (strength > war) s[I.losses + p] = Math.min(1 + cities, s[L.handTotal + p]!);
    else if (war > strength) s[F.goldOwed + p]!++;
  }
}

/** The first seat, in turn order from the player on turn, still to give up cards (-1: none). */
function firstLoser(C: Islands, game: Game, s: Int32Array): number {
  for (let i = 0; i < game.seats; i++) {
    const q = (s[TURN_PLAYER]! + i) % game.seats;
    if (s[C.I.losses + q]! > 0) return q;
  }
  return -1;
}

export function installFleet(g: GameBuilder, C: Islands): void {
  const { I, L } = C;
  // The roll waits for the fleet's losses: production or the 7, and gold picks, come after them.
  const losses = g.obligation(rollPause('fleet_loss', PH_FLEET_LOSS, ({ game, s }) => firstLoser(C, game, s)));
  addRollStep(
    g,
    {
      name: 'pirate_fleet',
      run(st, _total, after, at) {
        const { game, s } = st;
        const pl = C.places(game);
        if (s[I.fleet]! >= 0) {
          const d = s[DICE]!;
          const strength = Math.min(d >> 3, d & 7);
          const to = (s[I.fleet]! + strength) % pl.track.length;
          s[I.fleet] = to;
          if (pl.track[to] !== pl.calm) attack(C, game, s, pl.track[to]!, strength);
        }
        if (firstLoser(C, game, s) < 0) return true;
        pauseRoll(st, losses, at, after);
        return false;
      },
    },
    { before: 'seven' },
  );

  g.phases[PH_FLEET_LOSS] = {
    name: 'fleet_loss',
    maxActions: 1,
    legal(_st, out) {
      out[0] = A_FLEET_LOSS << ARG_BITS;
      return 1;
    },
  };
  const steal = g.kinds[A_ROBBER]!; // the robber's steal: outcomes and sampling by the victim in arg & 7
  g.kinds[A_FLEET_LOSS] = {
    name: 'fleet_loss',
    argBits: 0,
    maxOutcomes: steal.maxOutcomes,
    outcomes: (st, _arg, values, weights) => steal.outcomes!(st, st.s[CUR]! + 1, values, weights),
    sample: (st) => steal.sample!(st, st.s[CUR]! + 1),
    // One card; the decision queue names the next loser, and once the attack is over the roll goes on.
    apply(st, _arg, outcome) {
      const { game, s } = st;
      const p = s[CUR]!;
      if (outcome >= 0) {
        s[game.cardSlot[p * game.handKinds + outcome]!]!--;
        s[L.handTotal + p]!--;
        s[game.bankSlot[outcome]!]!++;
      }
      if (--s[I.losses + p]! <= 0 || s[L.handTotal + p] === 0) s[I.losses + p] = 0;
    },
    describe: () => '',
    record: {
      write: (w, _arg, o) => ({ p: w.st.s[CUR]!, a: 'fleet_loss', card: o >= 0 ? cardName(w.st.game, o) : null }),
      read: { fleet_loss: (r, e) => [[0, e.card === null || e.card === undefined ? -1 : r.card(e.card)]] },
    },
  };
}
