// The level-3 abilities (D62), kept for the rest of the game: the Trading House (trade) gives 2:1
// trades of every commodity (bank-rates.ts); the Fortress (politics) lets knights be promoted to
// mighty (the knights' maxLevel, knights.ts); the Aqueduct (science) gives each holder who got no
// card in a roll's production one resource of their choice from the bank, in seat order from the
// roller, never on a 7. Who got nothing is seen from the hand totals around production, which
// only ever adds cards; the picks are a decision that pauses the roll.

import { NUM_RESOURCES, RESOURCE_NAMES } from '../../engine/constants.js';
import { hasDecision, type Obligation } from '../../engine/decision-queue.js';
import type { Game, GameState } from '../../engine/game.js';
import { bankResourcePhase, takeFromBank } from '../../engine/hands.js';
import { BANK, CUR, TURN_PLAYER } from '../../engine/layout.js';
import { pauseRoll, rollPause, type RollStep } from '../../engine/roll-steps.js';
import type { GameHooks, Invariant, KindRule, PhaseRule } from '../../engine/rule-set.js';
import { ABILITY_LEVEL, refreshRates } from './bank-rates.js';
import { AREAS, POLITICS, SCIENCE, TRADE } from './data.js';
import { levelOf, type CitiesKnightsFields } from './fields.js';
import { PH_AQUEDUCT } from './ids.js';
import type { Knights } from './knights.js';

/** Knights' strongest level without the Fortress, and with it (D67). */
const STRONG = 2;
const MIGHTY = 3;

/** Seat p has just reached level 3 of `area`: its ability takes effect. */
export function gainAbility(game: Game, s: Int32Array, F: CitiesKnightsFields, K: Knights, p: number, area: number): void {
  if (area === POLITICS) s[K.maxLevel + p] = MIGHTY;
  else if (area === TRADE) refreshRates(game, s, F, p);
  // The Aqueduct is read from the levels after each production.
}

/**
 * The produce hook with the Aqueduct's test around it: each seat with the Aqueduct whose hand did
 * not grow is owed a pick (F.aqueductOwed). `saved` is scratch of one word a seat; production is
 * never re-entered, so games of one shape share it.
 */
export function aqueductProduce(F: CitiesKnightsFields, produce: GameHooks['produce'], saved: Int32Array): GameHooks['produce'] {
  return (st, roll) => {
    const { game, s } = st;
    const handTotal = game.layout.handTotal;
    const P = game.seats;
    let holders = 0;
    for (let p = 0; p < P; p++) {
      if (s[F.levels + p * AREAS.length + SCIENCE]! < ABILITY_LEVEL) continue;
      holders |= 1 << p;
      saved[p] = s[handTotal + p]!;
    }
    produce(st, roll);
    if (holders === 0) return;
    let owed = 0;
    for (let p = 0; p < P; p++) if ((holders & (1 << p)) !== 0 && s[handTotal + p] === saved[p]) owed |= 1 << p;
    s[F.aqueductOwed] = owed;
  };
}

/** Whether the bank holds any resource. */
function bankHasResource(s: Int32Array): boolean {
  for (let r = 0; r < NUM_RESOURCES; r++) if (s[BANK + r]! > 0) return true;
  return false;
}

/** The pick's obligation: the owed seats in order from the roller; an empty bank cancels what is owed. */
export function aqueductObligation(F: CitiesKnightsFields): Obligation {
  return rollPause('aqueduct', PH_AQUEDUCT, ({ game, s }) => {
    const owed = s[F.aqueductOwed]!;
    if (owed === 0) return -1;
    if (!bankHasResource(s)) {
      s[F.aqueductOwed] = 0;
      return -1;
    }
    const P = game.seats;
    const from = s[TURN_PLAYER]!;
    for (let i = 0; i < P; i++) {
      const q = (from + i) % P;
      if ((owed & (1 << q)) !== 0) return q;
    }
    return -1;
  });
}

/** After production: the picks owed, if any, pause the roll. */
export function aqueductStep(F: CitiesKnightsFields, ob: number): RollStep {
  return {
    name: 'aqueduct',
    run(st, total, after, at) {
      if (total === 7 || st.s[F.aqueductOwed] === 0) return true;
      pauseRoll(st, ob, at, after);
      return false;
    },
  };
}

/** The pick: each resource the bank holds. */
export function aqueductPhase(kind: number): PhaseRule {
  return bankResourcePhase('aqueduct', kind);
}

/** aqueduct: argument the resource taken; recorded as its name. */
export function aqueductKind(F: CitiesKnightsFields): KindRule {
  return {
    name: 'aqueduct',
    argBits: 3,
    apply({ game, s }: GameState, r) {
      const p = s[CUR]!;
      if (s[BANK + r]! <= 0) throw new Error(`aqueduct: the bank has no ${RESOURCE_NAMES[r]}`);
      takeFromBank(game, s, p, r, 1);
      s[F.aqueductOwed]! &= ~(1 << p);
    },
    describe: (_game, r) => `${RESOURCE_NAMES[r]}`,
    record: {
      write: (w, r) => ({ p: w.st.s[CUR]!, a: 'aqueduct', card: RESOURCE_NAMES[r] }),
      read: { aqueduct: (r, e) => [[r.resource(e.card), -1]] },
    },
  };
}

/** The Fortress is each seat's knights' limit; picks are owed only while their decision is on. */
export function abilitiesInvariant(F: CitiesKnightsFields, K: Knights, aqueduct: number): Invariant {
  return {
    name: 'ck-abilities',
    check(st, fail) {
      const { game, s } = st;
      for (let p = 0; p < game.seats; p++) {
        const want = levelOf(F, s, p, POLITICS) >= ABILITY_LEVEL ? MIGHTY : STRONG;
        if (s[K.maxLevel + p] !== want) fail(`seat ${p}: knights up to strength ${s[K.maxLevel + p]}, politics level ${levelOf(F, s, p, POLITICS)} gives ${want}`);
      }
      const owed = s[F.aqueductOwed]!;
      if (owed !== 0 && !hasDecision(st, aqueduct)) fail(`Aqueduct picks owed (${owed.toString(2)}) with no Aqueduct decision on`);
      for (let p = 0; p < game.seats; p++) if ((owed & (1 << p)) !== 0 && levelOf(F, s, p, SCIENCE) < ABILITY_LEVEL) fail(`seat ${p} is owed an Aqueduct pick without the Aqueduct`);
    },
  };
}
