// What a command bot reads of Cities & Knights (docs/bot-protocol.md, "Rule sets' parts"): the
// knights (a displaced one too), walls, improvement levels, metropolises, the barbarians and the
// last attack, the merchant, moved number tokens, Defender and progress VP, and the progress cards
// and draws, from a seat's view. Which progress cards a hand holds is the seat's own to know (D57):
// the view blanks the other piles and the cards others put under a deck (redactDecks), so for the
// other seats only the counts are given.

import { cardsLeft, returnedKind, type Deck } from '../../engine/decks.js';
import type { GameState } from '../../engine/game.js';
import { hexName, nodeName, nodesIn, perColour } from '../readable-names.js';
import { AREAS, BARBARIAN_TRACK } from './data.js';
import { levelOf } from './fields.js';
import { ckState, displacedKnight, knightsLeft, knightsOnBoard, lastAttack, movedTokens, owedDraw, progressCount, type CkState, type KnightOnBoard } from './view-state.js';

/** Seat p's progress cards of every area by name (the names of the decks' kinds), those it holds none of left out. */
function progressHand(C: CkState, s: Int32Array, p: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of C.decks) {
    const kinds = d.names.length;
    for (let k = 0; k < kinds; k++) {
      const n = s[d.piles + p * kinds + k]!;
      if (n > 0) out[d.names[k]!] = (out[d.names[k]!] ?? 0) + n;
    }
  }
  return out;
}

/** The cards under a deck, oldest first (D55), by name where the seat saw them, null where it did not. */
function cardsUnder(s: Int32Array, d: Deck): Array<string | null> {
  return Array.from({ length: s[d.returnedSize]! }, (_, i) => d.names[returnedKind(s[d.returned + i]!)] ?? null);
}

const knightNamed = (view: GameState, k: KnightOnBoard) => ({
  owner: k.owner,
  node: nodeName(view.game, k.node),
  strength: k.strength,
  active: k.active,
  activated: k.activated,
  promoted: k.promoted,
  acted: k.acted,
  ...(k.committed ? { committed: true } : {}),
});

export function citiesKnightsReadable(view: GameState, seat: number): Record<string, unknown> {
  const { game, s } = view;
  const C = ckState(game);
  const F = C.F;
  const L = game.layout;
  const colours = L.players;
  const owner = (node: number) => s[L.nodeOwner + node]! - 1;
  const merchant = s[F.merchantHex]! - 1;
  const displaced = displacedKnight(C, s);
  return {
    barbarians: s[F.barbarians],
    barbarianTrack: BARBARIAN_TRACK,
    attacks: s[F.attacks],
    robberLocked: s[F.attacks] === 0,
    lastAttack: lastAttack(C, s, game.seats),
    levels: Array.from({ length: colours }, (_, p) => Object.fromEntries(AREAS.map((area, a) => [area, levelOf(F, s, p, a)]))),
    metropolises: Object.fromEntries(
      AREAS.map((area, a) => {
        const node = s[F.metropolis + a]! - 1;
        return [area, node >= 0 ? { owner: owner(node), node: nodeName(game, node) } : null];
      }),
    ),
    knights: knightsOnBoard(C, s).map((k) => knightNamed(view, k)),
    displaced: displaced ? knightNamed(view, displaced) : null,
    chasing: s[C.knights.chasing] !== 0,
    knightsLeft: Array.from({ length: colours }, (_, p) => knightsLeft(C, s, p)),
    maxStrength: perColour(s, C.knights.maxLevel, colours),
    walls: nodesIn(game, s, C.walls.walls),
    sideways: nodesIn(game, s, C.sideways),
    wallsLeft: perColour(s, C.walls.wallsLeft, colours),
    merchant: merchant >= 0 ? { hex: hexName(game, merchant), owner: s[F.merchantOwner]! - 1 } : null,
    tokens: movedTokens(C, game, s).map(({ hex, token }) => ({ hex: hexName(game, hex), token })),
    defenders: perColour(s, F.defenders, colours),
    progressVp: perColour(s, F.progressVp, colours),
    progressCards: Array.from({ length: colours }, (_, p) => Object.fromEntries(AREAS.map((area, a) => [area, progressCount(C, s, p, a)]))),
    progressHand: progressHand(C, s, seat),
    progressDecks: Object.fromEntries(AREAS.map((area, a) => [area, cardsLeft(s, C.decks[a]!)])),
    progressUnder: Object.fromEntries(AREAS.map((area, a) => [area, cardsUnder(s, C.decks[a]!)])),
    owedDraws: Array.from({ length: colours }, (_, p) => owedDraw(C, s, p)),
  };
}
