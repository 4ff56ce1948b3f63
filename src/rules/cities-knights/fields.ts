// The state Cities & Knights keeps beside the base game's pieces and hands, allocated in one place
// so that every module of the rule set (and the drawing and readable view) reads the same offsets.
// The knights' table and the walls have their own modules (knights.ts, walls.ts).

import type { GameState } from '../../engine/game.js';
import type { GameBuilder, Invariant } from '../../engine/rule-set.js';
import { AREAS } from './data.js';

export interface CitiesKnightsFields {
  /** Barbarian attacks so far: the robber moves from the first on (D48, D52). */
  readonly attacks: number;
  /** The barbarian ship's space on its track, 0 (start) to BARBARIAN_TRACK - 1; BARBARIAN_TRACK while the nasty variant's knights are committed (D43, D98). */
  readonly barbarians: number;
  /** Seat p's level in area a (0-5) at levels + p * 3 + a (D60). */
  readonly levels: number;
  /** Area a's metropolis: its city's node + 1 at metropolis + a, 0 while nobody holds it (D63). */
  readonly metropolis: number;
  /** The merchant's hex + 1 and its controller + 1, 0 and 0 before the first Merchant card (D94). */
  readonly merchantHex: number;
  readonly merchantOwner: number;
  /** Seat p's Defender of Catan cards at defenders + p (D47). */
  readonly defenders: number;
  /** Seat p's progress VP cards shown (Printer, Constitution) at progressVp + p (D81). */
  readonly progressVp: number;
  /** Each hex's number token now (0: none), a copy of the board's that the Inventor changes (D75). */
  readonly tokens: number;
  /** Seat p's hand kinds named by a Merchant Fleet this turn, a bit each, at fleet + p (D92). */
  readonly fleet: number;
  /** Seats owed an Aqueduct pick after this roll's production, a bit each (D62). */
  readonly aqueductOwed: number;
}

export function citiesKnightsFields(g: GameBuilder): CitiesKnightsFields {
  const P = g.layout.players;
  return {
    attacks: g.field('ck.attacks'),
    barbarians: g.field('ck.barbarians'),
    levels: g.field('ck.levels', P * AREAS.length),
    metropolis: g.field('ck.metropolis', AREAS.length),
    merchantHex: g.field('ck.merchantHex'),
    merchantOwner: g.field('ck.merchantOwner'),
    defenders: g.field('ck.defenders', P),
    progressVp: g.field('ck.progressVp', P),
    tokens: g.field('ck.tokens', g.board.numHexes),
    fleet: g.field('ck.fleet', P),
    aqueductOwed: g.field('ck.aqueductOwed'),
  };
}

/** Seat p's level in area a. */
export function levelOf(F: CitiesKnightsFields, s: Int32Array, p: number, area: number): number {
  return s[F.levels + p * AREAS.length + area]!;
}

/** The area whose metropolis stands on `node`, or -1. */
export function metropolisAt(F: CitiesKnightsFields, s: Int32Array, node: number): number {
  for (let a = 0; a < AREAS.length; a++) if (s[F.metropolis + a] === node + 1) return a;
  return -1;
}

/** Copies the board's number tokens into the state at the start. */
export function setUpTokens(F: CitiesKnightsFields, { game, s }: GameState): void {
  const token = game.board.hexToken;
  for (let h = 0; h < game.board.numHexes; h++) s[F.tokens + h] = token[h]!;
}

/** The tokens now are the board's, some swapped between hexes that carry one (D75). */
export function tokensInvariant(F: CitiesKnightsFields): Invariant {
  return {
    name: 'ck-tokens',
    check({ game, s }, fail) {
      const token = game.board.hexToken;
      const count = new Int32Array(13);
      for (let h = 0; h < game.board.numHexes; h++) {
        const now = s[F.tokens + h]!;
        if ((now === 0) !== (token[h] === 0)) fail(`hex ${h} carries token ${now}, the board ${token[h]}`);
        if (now >= 0 && now <= 12) count[now]!++;
        if (token[h]! >= 0 && token[h]! <= 12) count[token[h]!]!--;
      }
      if (count.some((c) => c !== 0)) fail('the tokens on the hexes are not the board\'s tokens');
    },
  };
}
