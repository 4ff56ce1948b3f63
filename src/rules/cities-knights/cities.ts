// The cities' side of Cities & Knights installed in one call: improvements, metropolises, the
// level-3 abilities, the 2:1 trades with the bank (Trading House, merchant, Merchant Fleet) and the
// merchant's VP. The parts live in their own modules; this one only wires them into a game.

import { PH_MAIN } from '../../engine/layout.js';
import { addRollStep } from '../../engine/roll-steps.js';
import type { CardKinds, GameBuilder } from '../../engine/rule-set.js';
import { abilitiesInvariant, aqueductKind, aqueductObligation, aqueductPhase, aqueductProduce, aqueductStep } from './abilities.js';
import { fleetTurnEnded, ratesInvariant } from './bank-rates.js';
import type { CitiesKnightsFields } from './fields.js';
import { A_AQUEDUCT, A_IMPROVE, A_PLACE_METROPOLIS, PH_AQUEDUCT, PH_PLACE_METROPOLIS } from './ids.js';
import { improveKind, improvementSource, type CityRules } from './improvements.js';
import type { Knights } from './knights.js';
import { MERCHANT_VP, merchantController, merchantInvariant } from './merchant.js';
import { METROPOLIS_VP, metropolisInvariant, metropolisKind, metropolisObligation, metropolisPhase, metropolisesOf } from './metropolis.js';

/** Installs the cities' rules on a game being built; returns what the progress cards will need. */
export function installCities(g: GameBuilder, F: CitiesKnightsFields, C: CardKinds, knights: Knights): CityRules {
  g.twoForOne();
  const X: CityRules = { F, C, knights, metropolis: g.obligation(metropolisObligation(F)) };
  g.kinds[A_IMPROVE] = improveKind(X);
  g.phaseList(PH_MAIN).add(improvementSource(X, A_IMPROVE), { before: 'trades' });
  g.kinds[A_PLACE_METROPOLIS] = metropolisKind(g, F, X.metropolis);
  g.phases[PH_PLACE_METROPOLIS] = metropolisPhase(g, F, A_PLACE_METROPOLIS);

  g.hooks.produce = aqueductProduce(F, g.hooks.produce, new Int32Array(g.seats));
  const aqueduct = g.obligation(aqueductObligation(F));
  addRollStep(g, aqueductStep(F, aqueduct), { after: 'production' });
  g.kinds[A_AQUEDUCT] = aqueductKind(F);
  g.phases[PH_AQUEDUCT] = aqueductPhase(A_AQUEDUCT);

  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => ({
    ...vpSources(st, p),
    metropolis: METROPOLIS_VP * metropolisesOf(st.game, F, st.s, p),
    merchant: merchantController(F, st.s) === p ? MERCHANT_VP : 0,
  });
  const turnEnded = g.hooks.turnEnded;
  g.hooks.turnEnded = (st, p) => {
    turnEnded(st, p);
    fleetTurnEnded(st.game, st.s, F, p);
  };
  g.invariants.push(metropolisInvariant(F, X.metropolis), abilitiesInvariant(F, knights, aqueduct), ratesInvariant(F), merchantInvariant(F));
  return X;
}
