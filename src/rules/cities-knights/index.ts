// Cities & Knights (docs/rules-decisions.md D38-D103) as a rule set on the base game: commodities
// as a card class that cities on forest, pasture and mountains yield, a city in the second round
// of set-up, no development cards and no Largest Army, a 7 that only makes hands discard until the
// barbarians' first attack unlocks the robber, city walls, knights hired, activated, promoted,
// moved, displacing others and chasing the robber, which block roads and cut Longest Road, the
// event die with the barbarians' attacks and the progress decks' draws (events.ts), and the
// progress cards played from the hand (progress.ts), city improvements with metropolises, the
// level-3 abilities and the 2:1 trades with the bank (cities.ts). No option puts it in play
// (appliesTo is false) until it plays the whole game; tests install it after the base game.

import { A_SETTLEMENT } from '../../engine/actions.js';
import { PH_MAIN, PH_PRE_ROLL, PH_ROAD_BUILDING } from '../../engine/layout.js';
import type { RollStep } from '../../engine/roll-steps.js';
import type { GameBuilder } from '../../engine/rule-set.js';
import { startDiscards } from '../base/dice.js';
import { ID_BLOCKS } from '../ids.js';
import type { RuleSetModule } from '../rule-set.js';
import { COMMODITIES, ckSupply, commodityCards } from './data.js';
import { CITIES_KNIGHTS_DRAWING } from './drawing.js';
import { installAlchemist } from './alchemist.js';
import { installProgressPlays } from './progress.js';
import { cityCards } from './progress-cities.js';
import { installCardAnswers } from './progress-answers.js';
import { installPoliticsCards } from './progress-politics.js';
import { scienceCards } from './progress-science.js';
import { installTradeCards } from './progress-trade.js';
import { A_ACTIVATE_KNIGHT, A_HIRE_KNIGHT, A_PROMOTE_KNIGHT, A_WALL } from './ids.js';
import { installKnightMoves } from './knight-moves.js';
import { knightFields, knightInvariant, knightKinds, knightRouteLength, knightRouteLengthWithRoad, knightSource, knightsBlocking, knightsTurnEnded, setUpKnights } from './knights.js';
import { commodityProduce, owedScratch } from './production.js';
import { citiesKnightsReadable } from './readable.js';
import { citiesKnightsFields, setUpTokens, tokensInvariant } from './fields.js';
import { installEvents } from './events.js';
import { installCities } from './cities.js';
import { CITIES_KNIGHTS, CITIES_KNIGHTS_INSTALL_OPTIONS, CITIES_KNIGHTS_OPTIONS, CITIES_KNIGHTS_SUMMARY, checkCitiesKnights, settleCitiesKnights } from './options.js';
import { setupCities } from '../base/setup-cities.js';
import { CITIES_KNIGHTS_KIT } from './kit/index.js';
import { WALLS_PER_PLAYER, wallFields, wallInvariant, wallKind, wallLimit, wallSource } from './walls.js';

function install(g: GameBuilder): void {
  const F = citiesKnightsFields(g);
  // Commodities: hand cards like the resources in every respect but harbors (D51, D53).
  const C = g.cards(COMMODITIES, commodityCards(g.options.players), { maritime: true, traded: true });
  // No development cards (D95): their plays would be asked at every step and list nothing.
  g.phaseList(PH_MAIN).remove('dev_plays');
  g.phaseList(PH_PRE_ROLL).remove('dev_plays');
  g.hooks.produce = commodityProduce(C, F.tokens, owedScratch(g.seats));
  g.kinds[A_SETTLEMENT] = setupCities(g.kinds[A_SETTLEMENT]!);
  // Before the first attack a 7 makes hands discard and the robber stays where it is (D52).
  const seven = g.rollSteps.findIndex((x) => x.name === 'seven');
  const base = g.rollSteps[seven]!;
  const locked: RollStep = {
    name: 'seven',
    run(st, total, after, at) {
      if (total !== 7 || st.s[F.attacks]! > 0) return base.run(st, total, after, at);
      startDiscards(st, after);
      return true;
    },
  };
  g.rollSteps[seven] = locked;

  const walls = wallFields(g);
  g.kinds[A_WALL] = wallKind(g, walls);
  g.phaseList(PH_MAIN).add(wallSource(g, walls, A_WALL), { after: 'builds' });
  g.hooks.discardLimit = wallLimit(walls, g.hooks.discardLimit);
  g.invariants.push(wallInvariant(walls));

  const knights = knightFields(g);
  const kk = knightKinds(g, knights);
  g.kinds[A_HIRE_KNIGHT] = kk.hire;
  g.kinds[A_ACTIVATE_KNIGHT] = kk.activate;
  g.kinds[A_PROMOTE_KNIGHT] = kk.promote;
  const main = g.phaseList(PH_MAIN);
  main.add(knightSource(g, knights, { hire: A_HIRE_KNIGHT, activate: A_ACTIVATE_KNIGHT, promote: A_PROMOTE_KNIGHT }), { after: 'walls' });
  // Knights block roads and settlements (D65, D69): only the builds list them.
  main.replace('builds', knightsBlocking(main.source('builds'), knights));
  const roadBuilding = g.phaseList(PH_ROAD_BUILDING);
  roadBuilding.replace('roads', knightsBlocking(roadBuilding.source('roads'), knights));
  const moves = installKnightMoves(g, knights, F);
  g.hooks.routeLength = knightRouteLength(knights);
  g.hooks.routeLengthWithRoad = knightRouteLengthWithRoad(knights);
  const turnEnded = g.hooks.turnEnded;
  g.hooks.turnEnded = (st, p) => {
    turnEnded(st, p);
    knightsTurnEnded(knights, st.s, p);
  };
  g.invariants.push(knightInvariant(knights), tokensInvariant(F));
  const cities = installCities(g, F, C, knights);

  // The event die, the barbarians and the progress decks; what it returns serves the progress cards.
  const events = installEvents(g, F, knights, walls);
  const answers = installCardAnswers(g, events.P);
  const plays = [...installTradeCards(g, answers), ...installPoliticsCards(g, knights, F, answers, moves.retreat), installAlchemist(g), ...scienceCards(F, knights, walls, events.B.X, g.board.numHexes), ...cityCards(F, cities)];
  installProgressPlays(g, plays, events.P, { main: PH_MAIN, beforeRoll: PH_PRE_ROLL });

  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    const players = st.game.layout.players;
    for (let p = 0; p < players; p++) st.s[walls.wallsLeft + p] = WALLS_PER_PLAYER;
    setUpKnights(knights, st.s, players);
    setUpTokens(F, st);
  };
}

export const CITIES_KNIGHTS_RULES: RuleSetModule = {
  name: 'cities-knights',
  summary: CITIES_KNIGHTS_SUMMARY,
  ids: ID_BLOCKS['cities-knights'],
  appliesTo: (o) => o.expansion === CITIES_KNIGHTS,
  installOptions: CITIES_KNIGHTS_INSTALL_OPTIONS,
  options: CITIES_KNIGHTS_OPTIONS,
  settleOptions: settleCitiesKnights,
  checkOptions: checkCitiesKnights,
  supply: ckSupply,
  vpSourceNames: ['defender', 'progressCards', 'metropolis', 'merchant'],
  install,
  drawing: CITIES_KNIGHTS_DRAWING,
  readable: citiesKnightsReadable,
  kit: CITIES_KNIGHTS_KIT,
};
