// Barbarian Attack (Traders & Barbarians scenario 4): barbarians land on the coast after every
// settlement or city built and conquer hexes and buildings; knights, sent out from the castle by
// the scenario's development cards, expel them at each turn's end and take prisoners, 2 to a VP.
// No robber (a 7 steals from a player of the roller's choice) and no Largest Army; the set-up's
// second settlement is a city; gold (../gold) is in play; 5-6 players on their own board with paired
// turns, each part ending with its victory check. Its rules by concern, one file each.

import { A_SETTLEMENT } from '../../../engine/actions.js';
import { OptionsError } from '../../../engine/options.js';
import { pieceTableErrors, piecesOf } from '../../../engine/piece-tables.js';
import type { GameBuilder, Supply } from '../../../engine/rule-set.js';
import { installRobberlessSteal } from '../../base/robberless-steal.js';
import { setupCities } from '../../base/setup-cities.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleOptions } from '../../options.js';
import type { RuleSetModule } from '../../rule-set.js';
import { attackBoard, attackBoard56 } from './board.js';
import { installCards } from './cards.js';
import { installConquest, settleConquest } from './conquest.js';
import { attackContext, type Attack } from './context.js';
import { installEventReadings } from './events.js';
import { installExpel } from './expel.js';
import { A_BA_STEAL, BARBARIANS, BA_DECK, CONQUEST, KNIGHTS_PER_COLOUR } from './ids.js';
import { installKnights } from './knights.js';
import { installLanding, landBarbarian } from './landing.js';
import { BARBARIAN_ATTACK_KIT } from './kit.js';
import { BARBARIAN_ATTACK_DRAWING, knightPieces } from './drawing.js';
import { barbarianAttackReadable } from './readable.js';

export const BARBARIAN_ATTACK = 'barbarian-attack';
const TARGET = 12;

/** Barbarians in the game: 30, and 12 more with the 5-6 extension (D189). */
export function barbariansIn(seats: number): number {
  return seats >= 5 ? BARBARIANS + 12 : BARBARIANS;
}

/** The start: barbarians on the "2" and "12" hexes, the rest beside the board; knights and the deck in the supply. */
function installStart(g: GameBuilder, X: Attack): void {
  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    const { game, s } = st;
    const F = X.F;
    s[F.supply] = barbariansIn(game.seats);
    const T = X.tables(game);
    for (const total of [2, 12]) for (const h of T.coastByTotal[total]!) landBarbarian(X, s, h);
    for (let p = 0; p < game.layout.players; p++) s[F.knightsLeft + p] = p < game.seats ? KNIGHTS_PER_COLOUR : 0;
    BA_DECK.forEach((n, k) => (s[F.deck + k] = n));
    settleConquest(X, game, s);
  };
}

function installInvariants(g: GameBuilder, X: Attack): void {
  g.invariants.push({
    name: 'barbarian-attack',
    check({ game, s }, fail) {
      const F = X.F;
      const T = X.tables(game);
      let barbarians = s[F.supply]!;
      for (let h = 0; h < game.board.numHexes; h++) {
        const n = s[F.barbarians + h]!;
        if (n < 0 || n > CONQUEST) fail(`hex ${h}: ${n} barbarians (0-${CONQUEST})`);
        if (n > 0 && T.coastIndex[h]! < 0) fail(`hex ${h}: barbarians off the coast`);
        barbarians += n;
      }
      for (let p = 0; p < game.layout.players; p++) barbarians += s[F.prisoners + p]!;
      if (barbarians !== barbariansIn(game.seats)) fail(`barbarians: supply + coast + prisoners = ${barbarians}, expected ${barbariansIn(game.seats)}`);
      for (let p = 0; p < game.seats; p++) {
        const onBoard = piecesOf(s, X.knights, p).length;
        if (onBoard + s[F.knightsLeft + p]! !== KNIGHTS_PER_COLOUR) fail(`seat ${p}: ${onBoard} knights on the board + ${s[F.knightsLeft + p]} beside it != ${KNIGHTS_PER_COLOUR}`);
      }
      for (const e of pieceTableErrors(game, s, X.knights)) fail(e);
      BA_DECK.forEach((n, k) => {
        if (s[F.deck + k]! < 0 || s[F.discards + k]! < 0 || s[F.deck + k]! + s[F.discards + k]! !== n) fail(`development card ${k}: deck + discards != ${n}`);
      });
    },
  });
}

function install(g: GameBuilder): void {
  const X = attackContext(g);
  g.kinds[A_SETTLEMENT] = setupCities(g.kinds[A_SETTLEMENT]!);
  installStart(g, X);
  installConquest(g, X);
  installLanding(g, X);
  installCards(g, X);
  installKnights(g, X);
  installExpel(g, X);
  installRobberlessSteal(g, A_BA_STEAL);
  installEventReadings(g, X);
  const pieces = g.hooks.pieces;
  g.hooks.pieces = (game, s) => [...pieces(game, s), ...knightPieces({ game, s })];
  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => ({
    ...vpSources(st, p),
    prisoners: st.s[X.F.prisoners + p]! >> 1,
    conquered: -st.s[X.F.lostVp + p]!,
  });
  installInvariants(g, X);
}

export function settleBarbarianAttack(o: RuleOptions, given: Partial<RuleOptions>): void {
  if (o.scenario !== BARBARIAN_ATTACK) return;
  if (given.targetVp === undefined) o.targetVp = TARGET;
  if (given.turnRule === undefined && o.players >= 5) o.turnRule = 'paired';
}

export function checkBarbarianAttack(o: RuleOptions): void {
  if (o.scenario !== BARBARIAN_ATTACK) return;
  if (o.players < 3) throw new OptionsError(`option players: Barbarian Attack is for 3-6 players, got ${o.players}`);
  if (o.players >= 5 && o.turnRule !== 'paired') throw new OptionsError('option turnRule: Barbarian Attack for 5-6 players uses "paired" (its 2023 rules replace the special building phase)');
  if (o.variant !== 'none' || o.inactiveColour) throw new OptionsError('option scenario: Barbarian Attack is for 3-6 players without a variant or an inactive colour');
  if (o.expansion !== 'none') throw new OptionsError(`option expansion: Barbarian Attack is not combined with ${o.expansion}`);
  // The Friendly Robber, the Harbormaster and the Catan Event Cards play with it (D215-D218).
}

export const BARBARIAN_ATTACK_RULES: RuleSetModule = {
  name: BARBARIAN_ATTACK,
  summary: 'Barbarian Attack: barbarians conquer the coast; knights from the castle expel them and take prisoners (2 = 1 VP)',
  ids: ID_BLOCKS[BARBARIAN_ATTACK],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === BARBARIAN_ATTACK,
  options: [{ name: 'scenario', description: 'a scenario of Seafarers or Traders & Barbarians', values: [[BARBARIAN_ATTACK, 'Barbarian Attack']] }],
  settleOptions: settleBarbarianAttack,
  checkOptions: checkBarbarianAttack,
  // The scenario's own deck replaces the development cards (D181); no Largest Army.
  supply: (previous: Supply | null) => ({ ...previous!, devDeck: [0, 0, 0, 0, 0], largestArmyMin: Number.MAX_SAFE_INTEGER }),
  install,
  kit: BARBARIAN_ATTACK_KIT,
  drawing: BARBARIAN_ATTACK_DRAWING,
  readable: barbarianAttackReadable,
  vpSourceNames: ['prisoners', 'conquered'],
  scenarios: [
    {
      id: BARBARIAN_ATTACK,
      family: 'Traders & Barbarians',
      number: 4,
      title: 'Barbarian Attack',
      target: TARGET,
      players: [3, 4, 5, 6],
      otherWin: null,
      configs: ['configs/traders-barbarians/barbarian-attack-4.json', 'configs/traders-barbarians/barbarian-attack-6.json'],
      summary: 'barbarians land after every build; knights from the castle expel them; 2 prisoners = 1 VP',
    },
  ],
  scenarioBoard: (o, _variable, seed) => (o.players >= 5 ? attackBoard56(seed) : attackBoard(seed)),
};
