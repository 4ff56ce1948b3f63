// The barbarians (D43-D48): the ship moves a space on each ship of the event die and lands on the
// seventh. Then the cities on the board (their strength) meet the active knights (Catan's): lost,
// each weakest seat among those with a free city loses one (pillage.ts); won, the sole strongest
// takes a Defender VP, and several strongest each draw a progress card of a deck they choose.
// Whatever the result, every knight is then inactive, the ship back at the start, and the robber
// free to move. With the nasty variant (D98) the seats first commit knights (knight-commit.ts).

import type { Game, GameState } from '../../engine/game.js';
import { hasDecision } from '../../engine/decision-queue.js';
import { pieceOwner, piecePlace, setPieceAttr } from '../../engine/piece-tables.js';
import { pauseRoll, resumeRoll } from '../../engine/roll-steps.js';
import type { GameBuilder, Invariant } from '../../engine/rule-set.js';
import { BARBARIAN_TRACK } from './data.js';
import type { CitiesKnightsFields } from './fields.js';
import { installCommitments, type Commitments } from './knight-commit.js';
import { activeStrength, type Knights } from './knights.js';
import { hasFreeCity, installPillage, startPillage, type Pillage } from './pillage.js';
import { ANY_DECK, type ProgressDecks } from './progress-decks.js';
import type { WallFields } from './walls.js';

/** What an attack came to, as records and views name it: the index + 1 is kept in the state. */
export const ATTACK_RESULTS = ['defended', 'tied', 'pillaged', 'spared'] as const;
const DEFENDED = 1;
const TIED = 2;
const PILLAGED = 3;
const SPARED = 4;

/** The last attack: words at `attack` (see ATTACK_WORDS). */
export const ATTACK_BARBARIANS = 0;
export const ATTACK_KNIGHTS = 1;
export const ATTACK_RESULT = 2;
export const ATTACK_DEFENDER = 3;
const ATTACK_WORDS = 4;

export interface Barbarians {
  readonly F: CitiesKnightsFields;
  readonly K: Knights;
  readonly P: ProgressDecks;
  readonly X: Pillage;
  /**
   * The last attack: barbarian strength, knights' strength, result (ATTACK_RESULTS index + 1), the
   * Defender + 1, then each seat's defence (-1 for a seat that had no free city to lose).
   */
  readonly attack: number;
  /** The nasty variant's commitments, or null without it. */
  readonly commit: Commitments | null;
}

/** The barbarians' strength: the cities on the board, metropolises among them, of every colour (D45). */
export function barbarianStrength(game: Game, s: Int32Array): number {
  const L = game.layout;
  let n = 0;
  for (let p = 0; p < L.players; p++) {
    for (let w = 0; w < L.nodeWords; w++) for (let bits = s[L.city + p * L.nodeWords + w]!; bits !== 0; bits &= bits - 1) n++;
  }
  return n;
}

/** Seat p's part in the defence: its active knights' strength, or with the nasty variant its committed knights' (D45, D98). */
export function defenceOf(B: Barbarians, s: Int32Array, p: number): number {
  return B.commit ? B.commit.strength(s, p) : activeStrength(B.K, s, p);
}

/** The barbarians, the attack and its outcomes, installed into a Cities & Knights game. */
export function installBarbarians(g: GameBuilder, F: CitiesKnightsFields, K: Knights, W: WallFields, P: ProgressDecks, nasty: boolean): Barbarians {
  const X = installPillage(g, F, W);
  const attack = g.field('ck.attack', ATTACK_WORDS + g.layout.players);
  // Once every seat has committed its knights: the attack, then the rest of the roll (data as pauseRoll packs it).
  const landed = (st: GameState, data: number) => {
    if (afterLanding(st, B, data >>> 16, data & 0xffff)) resumeRoll(st, data);
  };
  const B: Barbarians = { F, K, P, X, attack, commit: nasty ? installCommitments(g, K, landed) : null };
  // The last commitment resolves the attack: its entry reports it.
  if (B.commit) for (const kind of B.commit.kinds) reportAttacks(g, B, kind);
  const vpSources = g.hooks.vpSources;
  g.hooks.vpSources = (st, p) => ({ ...vpSources(st, p), defender: st.s[F.defenders + p]! });
  g.invariants.push(barbarianInvariant(B));
  return B;
}

/**
 * A ship of the event die at step `at` of a roll going on to `after`: the ship moves, and on its
 * seventh space the barbarians attack at once (D43). Returns false when the roll is paused.
 */
export function shipMoves(st: GameState, B: Barbarians, at: number, after: number): boolean {
  const { s } = st;
  const space = ++s[B.F.barbarians]!;
  if (space < BARBARIAN_TRACK) return true;
  if (B.commit && B.commit.start(st, at, after)) return false;
  return afterLanding(st, B, at, after);
}

/** The attack, then the decisions it leaves (the pillages or the reward draws) as a pause of the roll; false when paused. */
function afterLanding(st: GameState, B: Barbarians, at: number, after: number): boolean {
  const result = resolveAttack(st, B);
  const data = (at << 16) | after;
  if (result === PILLAGED) {
    startPillage(st, B.X, pillagedSeats(st, B), data);
    return false;
  }
  if (result === TIED) {
    pauseRoll(st, B.P.draw, at, after);
    return false;
  }
  return true;
}

/** The seats that lose a city: among those with a free city, each whose defence is the lowest (D46). */
function pillagedSeats({ game, s }: GameState, B: Barbarians): number {
  let low = Number.MAX_SAFE_INTEGER;
  let mask = 0;
  for (let p = 0; p < game.seats; p++) {
    const d = s[B.attack + ATTACK_WORDS + p]!;
    if (d < 0) continue;
    if (d < low) {
      low = d;
      mask = 0;
    }
    if (d === low) mask |= 1 << p;
  }
  return mask;
}

/**
 * Resolves an attack (D45-D48) and returns its result: the strengths and the result kept at
 * B.attack, each seat's defence beside them (-1 for a seat with no free city), a Defender VP
 * awarded or the tied seats' reward draws owed; then every knight (with the nasty variant, every
 * committed knight) inactive, the ship at the start, one attack more.
 */
function resolveAttack(st: GameState, B: Barbarians): number {
  const { game, s } = st;
  const { F, K } = B;
  const barbarians = barbarianStrength(game, s);
  const defence = B.attack + ATTACK_WORDS;
  let knights = 0;
  let best = -1;
  let strongest = 0;
  let losers = 0;
  for (let p = 0; p < game.seats; p++) {
    const d = defenceOf(B, s, p);
    knights += d;
    if (d > best) {
      best = d;
      strongest = 0;
    }
    if (d === best) strongest |= 1 << p;
    const free = hasFreeCity(game, s, F, p);
    s[defence + p] = free ? d : -1;
    if (free) losers++;
  }
  let result: number;
  let defender = -1;
  if (knights >= barbarians) {
    if ((strongest & (strongest - 1)) === 0) {
      result = DEFENDED;
      defender = 31 - Math.clz32(strongest);
      s[F.defenders + defender]!++;
      s[game.layout.publicVp + defender]!++;
    } else {
      result = TIED;
      for (let p = 0; p < game.seats; p++) if ((strongest & (1 << p)) !== 0) s[B.P.owed + p] = ANY_DECK;
    }
  } else result = losers > 0 ? PILLAGED : SPARED;
  s[B.attack + ATTACK_BARBARIANS] = barbarians;
  s[B.attack + ATTACK_KNIGHTS] = knights;
  s[B.attack + ATTACK_RESULT] = result;
  s[B.attack + ATTACK_DEFENDER] = defender + 1;
  // D48: the knights that fought go home inactive; their marks for the turn stay (D66).
  const T = K.table;
  for (let i = 0; i < T.capacity; i++) {
    if (pieceOwner(s, T, i) < 0) continue;
    if (B.commit === null || B.commit.committed(s, piecePlace(s, T, i))) setPieceAttr(s, T, i, K.active, 0);
  }
  B.commit?.clear(s);
  s[F.barbarians] = 0;
  s[F.attacks]!++;
  return result;
}

/**
 * The fields of the last attack for a record entry, when the action made one (`before` the attack
 * count before it): the strengths, the result and a sole Defender.
 */
export function attackReport(B: Barbarians, s: Int32Array, before: number): Record<string, number | string> {
  if (s[B.F.attacks] === before) return {};
  const out: Record<string, number | string> = {
    attack: ATTACK_RESULTS[s[B.attack + ATTACK_RESULT]! - 1]!,
    barbarianStrength: s[B.attack + ATTACK_BARBARIANS]!,
    knightStrength: s[B.attack + ATTACK_KNIGHTS]!,
  };
  if (s[B.attack + ATTACK_DEFENDER]! > 0) out.defender = s[B.attack + ATTACK_DEFENDER]! - 1;
  return out;
}

/** Adds the attack's fields to the record entries of kind `kind`, whose action may resolve an attack. */
function reportAttacks(g: GameBuilder, B: Barbarians, kind: number): void {
  const rule = g.kinds[kind]!;
  if (rule.record.effect) throw new Error(`${rule.name}: its entries already report an effect`);
  g.kinds[kind] = { ...rule, record: { ...rule.record, effect: { before: ({ s }) => s[B.F.attacks]!, report: ({ s }, _arg, before) => attackReport(B, s, before) } } };
}

/** The ship on its track (on the landing space only while the nasty variant's commitments last), Defender VP, the last attack's words. */
function barbarianInvariant(B: Barbarians): Invariant {
  return {
    name: 'barbarians',
    check(st, fail) {
      const { game, s } = st;
      const ship = s[B.F.barbarians]!;
      const landed = B.commit !== null && B.commit.pending(st);
      if (ship < 0 || ship > BARBARIAN_TRACK || (ship === BARBARIAN_TRACK) !== landed) fail(`the barbarian ship is on space ${ship}${landed ? ' while the knights are committed' : ''}`);
      let defenders = 0;
      for (let p = 0; p < game.layout.players; p++) {
        if (s[B.F.defenders + p]! < 0) fail(`seat ${p}: ${s[B.F.defenders + p]} Defender VP`);
        defenders += s[B.F.defenders + p]!;
      }
      if (defenders > s[B.F.attacks]!) fail(`${defenders} Defender VP after ${s[B.F.attacks]} attacks`);
      const result = s[B.attack + ATTACK_RESULT]!;
      if (result < 0 || result > ATTACK_RESULTS.length || (result === 0) !== (s[B.F.attacks] === 0)) fail(`last attack's result ${result} after ${s[B.F.attacks]} attacks`);
      if (s[B.X.owed]! >>> game.seats !== 0 || (s[B.X.owed] !== 0 && !hasDecision(st, B.X.obligation))) fail(`pillage owed by seats ${s[B.X.owed]} outside the pillage`);
    },
  };
}
