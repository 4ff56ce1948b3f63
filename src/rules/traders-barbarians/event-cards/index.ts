// Traders & Barbarians' Catan Event Cards (P2 §5.2; D113-D129) as a rule set: the turn flips the
// top card of the event deck instead of rolling, resolves its event, then produces with the card's
// number (a 7 is the robber's), the card's red and white die shown as the roll's dice. Combines
// with the base game, 5-6 players, the Friendly Robber, every Seafarers scenario, the Traders &
// Barbarians scenarios (which may read an event their own way: eventRuleOverrides), Catan for
// Two, and Cities & Knights, whose event die is thrown with each card (D224-D226).

import { A_ROLL } from '../../../engine/actions.js';
import type { Game } from '../../../engine/game.js';
import { PH_MAIN, PH_PRE_ROLL, hasBit } from '../../../engine/layout.js';
import { addRollStep } from '../../../engine/roll-steps.js';
import type { GameBuilder, KindRule } from '../../../engine/rule-set.js';
import type { ExtraDie } from '../../base/dice.js';
import { PH_SECOND_ROLL } from '../../catan-for-two/fields.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleSetModule } from '../../rule-set.js';
import { PH_SPECIAL_BUILD } from '../../turn-rules/special-building.js';
import { citiesKnightsEventRules, noAlchemist } from './cities-knights.js';
import { CARD_COUNTS, CARD_KEYS, type DeckMode } from './data.js';
import { buildDeck, checkDeck, determinizeDeck, flipKind } from './deck.js';
import { earthquakeRefinement, eventDecisions, eventKinds, eventPhases } from './decisions.js';
import { eventCardsDrawing } from './drawing.js';
import { eventRuleOverrides, eventStep } from './events.js';
import { allocateFields, type EventFields } from './fields.js';
import { EVENT_CARDS_KIT } from './kit.js';
import { EVENT_CARDS_OPTIONS, EVENT_CARDS_SUMMARY, checkEventCards } from './options.js';
import { eventCardsReadable } from './readable.js';

function install(g: GameBuilder): void {
  const mode = g.options.eventCards as DeckMode;
  const F = allocateFields(g);
  const deck = g.deck('events', CARD_KEYS, CARD_COUNTS);
  const ck = g.options.expansion === 'cities-knights';
  const D = eventDecisions(g, F, ck);
  const H = g.hooks;

  const second = g.options.variant === 'catan-for-two' ? { phase: PH_SECOND_ROLL, firstTotal: g.fields['c42.firstTotal']! } : null;
  // With Cities & Knights the event die is thrown with every flip (D224): the flip takes over the
  // die and what the roll's entries report of it (the barbarians' ship, an attack).
  const roll = g.kinds[A_ROLL] as KindRule & { readonly dice?: readonly ExtraDie[] };
  const die = ck ? (roll.dice?.find((d) => d.name === 'event') ?? null) : null;
  if (ck && die === null) throw new Error('event-cards: Cities & Knights is in play but its roll has no event die');
  g.kinds[A_ROLL] = flipKind(F, deck, mode, second, die, ck ? roll.record.effect : undefined);
  for (const [id, kind] of eventKinds(g, F, ck)) g.kinds[id] = kind;
  for (const [id, phase] of eventPhases(g, F, ck)) g.phases[id] = phase;
  const overrides = eventRuleOverrides(g);
  if (ck) {
    citiesKnightsEventRules(overrides);
    g.phaseList(PH_PRE_ROLL).refine(noAlchemist());
  }
  addRollStep(g, eventStep(F, D, overrides), { before: g.rollSteps[0]!.name });

  g.phaseList(PH_MAIN).refine(earthquakeRefinement(F, true));
  g.phaseList(PH_PRE_ROLL).refine(earthquakeRefinement(F, false));
  if (g.options.turnRule === 'special-building') g.phaseList(PH_SPECIAL_BUILD).refine(earthquakeRefinement(F, true));

  const setUp = H.setUp;
  H.setUp = (st) => {
    setUp(st);
    const { s } = st;
    buildDeck(s, F, deck, mode);
    s[F.last] = -1;
    s[F.pending] = -1;
    s[F.event] = -1;
    for (let p = 0; p < g.seats; p++) s[F.damaged + p] = -1;
  };
  H.produce = epidemicProduce(F, H.produce, g.layout.city, g.layout.players * g.layout.nodeWords);
  const determinize = H.determinize;
  H.determinize = (game, s, seat, rand) => {
    determinize(game, s, seat, rand);
    determinizeDeck(s, F, deck);
  };

  g.invariants.push({ name: 'event-deck', check: ({ s }, fail) => checkDeck(s, F, deck, mode, fail) });
  g.invariants.push({ name: 'damaged-roads', check: ({ game, s }, fail) => checkDamaged(game, s, F, fail) });
}

/**
 * Production under an Epidemic (D118): a city yields as a settlement, one card. The cities' marks
 * are lifted while the roll pays, so every rule set's production (gold fields, fog) counts them so.
 */
function epidemicProduce(F: EventFields, produce: GameBuilder['hooks']['produce'], city: number, words: number): GameBuilder['hooks']['produce'] {
  const saved = new Int32Array(words); // not re-entrant: production never produces
  return (st, roll) => {
    const { s } = st;
    if (s[F.epidemic] === 0) {
      produce(st, roll);
      return;
    }
    s[F.epidemic] = 0;
    for (let i = 0; i < words; i++) {
      saved[i] = s[city + i]!;
      s[city + i] = 0;
    }
    produce(st, roll);
    for (let i = 0; i < words; i++) s[city + i] = saved[i]!;
  };
}

/** Each damaged road is a road of its seat's. */
function checkDamaged(game: Game, s: Int32Array, F: EventFields, fail: (m: string) => void): void {
  const L = game.layout;
  for (let p = 0; p < game.seats; p++) {
    const e = s[F.damaged + p]!;
    if (e >= 0 && !hasBit(s, L.road + p * L.edgeWords, e)) fail(`seat ${p}'s damaged road ${e} is not its road`);
  }
}

export const EVENT_CARDS_RULES: RuleSetModule = {
  name: 'event-cards',
  summary: EVENT_CARDS_SUMMARY,
  ids: ID_BLOCKS['event-cards'],
  installOptions: ['eventCards', 'variant', 'turnRule', 'expansion'],
  appliesTo: (o) => o.eventCards !== 'none',
  options: EVENT_CARDS_OPTIONS,
  checkOptions: checkEventCards,
  install,
  drawing: eventCardsDrawing,
  readable: eventCardsReadable,
  kit: EVENT_CARDS_KIT,
};

