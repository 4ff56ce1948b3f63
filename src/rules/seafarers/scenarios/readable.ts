// What a command bot reads of each scenario with rules of its own (docs/bot-protocol.md, "Rule
// sets' parts"), from a seat's view: the tribe's gifts, the villages' cloth, the pirate fleet and
// fortresses, the wonders. Marks are named by their place on the board, in the map's order.

import { HARBOR_NAMES } from '../../../engine/constants.js';
import type { Game, GameState } from '../../../engine/game.js';
import { edgeName, hexName, namesIn, nodeName, perColour } from '../../readable-names.js';
import { seaBoard, type SeaBoard } from '../board-tables.js';
import { scenarioOf } from '../index.js';
import { WONDERS } from './wonders.js';

const tablesOf = (game: Game): SeaBoard => seaBoard(game.board, scenarioOf(game.options));
const marksOf = (game: Game, kind: string) => tablesOf(game).marks.filter((m) => m.kind === kind);
/** The offset of the scenario's field `name` (declared by its install). */
const at = (game: Game, name: string): number => game.layout.fields[name]!;

export function forgottenTribeReadable({ game, s }: GameState): Record<string, unknown> {
  const gifts = marksOf(game, 'gift');
  const taken = s[at(game, 'tribe.taken')]!;
  const giftHarbor = at(game, 'tribe.giftHarbor');
  const harborOf = (i: number) => HARBOR_NAMES[s[giftHarbor + i]!];
  const placed = at(game, 'tribe.placed');
  const colours = game.layout.players;
  return {
    gifts: gifts.map((m, i) => ({ edge: edgeName(game, m.id), gift: m.gift, taken: ((taken >>> i) & 1) === 1, ...(m.gift === 'harbor' ? { harbor: harborOf(i) } : {}) })),
    harborsHeld: Array.from({ length: colours }, (_, p) => namesIn(s[at(game, 'tribe.held') + p]!, gifts.map((_, i) => i)).map(harborOf)),
    cardsToDraw: perColour(s, at(game, 'tribe.cards'), colours),
    harborsPlaced: Array.from({ length: s[at(game, 'tribe.placedCount')]! }, (_, i) => ({ edge: edgeName(game, s[placed + 2 * i]!), harbor: HARBOR_NAMES[s[placed + 2 * i + 1]!] })),
  };
}

export function clothReadable({ game, s }: GameState): Record<string, unknown> {
  const villages = marksOf(game, 'village');
  const pile = at(game, 'cloth.pile');
  const colours = game.layout.players;
  return {
    villages: villages.map((m, v) => ({ node: nodeName(game, m.id), token: m.token, cloth: s[pile + v] })),
    supply: s[at(game, 'cloth.general')],
    cloth: perColour(s, at(game, 'cloth.cloth'), colours),
    tradeRelations: Array.from({ length: colours }, (_, p) => namesIn(s[at(game, 'cloth.links') + p]!, villages.map((m) => nodeName(game, m.id)))),
  };
}

export function pirateIslandsReadable({ game, s }: GameState): Record<string, unknown> {
  const track = tablesOf(game).data.track ?? [];
  const fleet = s[at(game, 'pirates.fleet')]!;
  const colours = game.layout.players;
  const fortresses = marksOf(game, 'fortress');
  return {
    fleet: fleet >= 0 ? track[fleet] ?? null : null,
    track,
    fortresses: fortresses.map((m) => ({ node: nodeName(game, m.id), colour: m.colour, chits: s[at(game, 'pirates.chits') + (m.colour as number)] })),
    warships: perColour(s, at(game, 'pirates.warships'), colours),
    passedCircle: perColour(s, at(game, 'pirates.circle'), colours).map((v) => v !== 0),
    losses: perColour(s, at(game, 'pirates.losses'), colours),
    calm: hexName(game, marksOf(game, 'calm')[0]?.id ?? -1),
  };
}

export function wondersReadable({ game, s }: GameState): Record<string, unknown> {
  const owner = at(game, 'wonders.owner');
  const colours = game.layout.players;
  return {
    wonders: WONDERS.map((w, k) => ({ name: w.name, owner: s[owner + k] })),
    wonder: perColour(s, at(game, 'wonders.wonder'), colours).map((k) => (k >= 0 ? WONDERS[k]!.name : null)),
    level: perColour(s, at(game, 'wonders.level'), colours),
  };
}
