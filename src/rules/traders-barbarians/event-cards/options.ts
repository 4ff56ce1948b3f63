// The option eventCards: the Catan Event deck in place of the production dice, kept with the New
// Year card or reshuffled once all 36 are used; and the variant it is not combined with.

import { OptionsError } from '../../../engine/options.js';
import type { RuleOptions } from '../../options.js';
import type { RuleOption } from '../../rule-set.js';
import type { DeckMode } from './data.js';

export type EventCardsChoice = 'none' | DeckMode;

export const EVENT_CARDS_SUMMARY = 'Traders & Barbarians: the Catan Event deck replaces the production dice, each card an event and a number (D113-D129)';

export const EVENT_CARDS_OPTIONS: readonly RuleOption[] = [
  {
    name: 'eventCards',
    description: 'Traders & Barbarians: the Catan Event deck instead of the dice',
    values: [
      ['none', 'the dice'],
      ['new-year', 'the deck with the New Year card, 5 cards set aside each cycle (D113)'],
      ['reshuffle', 'all 36 cards, reshuffled once used (D113)'],
    ],
    default: 'none',
    flag: { flags: '--event-cards <deck>', defaultHelp: 'none' },
  },
];

export function checkEventCards(o: RuleOptions): void {
  if (o.eventCards === 'none') return;
  if (o.expansion !== 'none' && o.easyStart) {
    throw new OptionsError('option eventCards: the Catan Event deck is not combined with Cities & Knights\' Easy Start (easyStart), whose first rounds roll no 7 and no event die (D226)');
  }
}
