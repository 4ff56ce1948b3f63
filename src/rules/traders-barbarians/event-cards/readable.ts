// What a command bot reads of the Event Cards (docs/bot-protocol.md, "Rule sets' parts"), from a
// seat's view: the last card flipped, the cards flipped since the deck was built, how many are left
// before New Year (or the reshuffle) can come, each seat's damaged road, and the event decision the
// current step waits for. The deck's order is in no field, so nothing here predicts the next card.

import type { GameState } from '../../../engine/game.js';
import { EVENTS } from './data.js';
import { eventFields } from './fields.js';
import { edgeName } from '../../readable-names.js';
import { deckSummary } from './view-text.js';

export function eventCardsReadable({ game, s }: GameState): Record<string, unknown> {
  const F = eventFields(game)!;
  const d = deckSummary(game, s);
  const event = s[F.event]!;
  const owing = s[F.owing]!;
  return {
    deck: d.mode,
    lastCard: d.last,
    flippedThisCycle: d.flippedThisCycle,
    untilRebuild: d.untilRebuild,
    setAside: d.setAside,
    rebuilds: d.rebuilds,
    damagedRoads: d.damaged.map((e) => (e >= 0 ? edgeName(game, e) : null)),
    event: event >= 0 ? EVENTS[event] : null,
    owing: Array.from({ length: game.seats }, (_, p) => p).filter((p) => ((owing >>> p) & 1) !== 0),
  };
}
