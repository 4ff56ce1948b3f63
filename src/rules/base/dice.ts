// The roll and what follows it, as the base game's roll steps (src/engine/roll-steps.ts): on a 7
// the discards (one card per action, in turn order from the roller) and the robber's move with its
// steal, both on the decision queue; on any other total production with the bank-shortage rule.

import { CARD_DISCARDED, CARD_STOLEN, cardIs, cardsWith, countedHand, discardableHand, stealableHand } from '../../engine/cards.js';
import { A_DISCARD, A_ROBBER, A_ROLL, ARG_BITS, idBits } from '../../engine/actions.js';
import { NUM_RESOURCES } from '../../engine/constants.js';
import { hexText } from '../../engine/describe.js';
import { MAX_HAND_KINDS, type Game, type GameState } from '../../engine/game.js';
import { cardName, requireStream, takeCard, takeFromBank } from '../../engine/hands.js';
import { endDecision, pushDecision, stackDecision } from '../../engine/decision-queue.js';
import { BANK, CUR, DICE, PHASE, PH_MAIN, RNG, ROBBER, TURN_PLAYER, hasBit } from '../../engine/layout.js';
import type { GameBuilder, KindRule, LogEntry, PhaseRule, RecordReader, RecordWriter } from '../../engine/rule-set.js';
import { nextInt } from '../../engine/rng.js';
import { runRollSteps, type RollStep } from '../../engine/roll-steps.js';
import { NO_OUTCOME } from '../../engine/step.js';
import { OB_DISCARD, OB_ROBBER } from './decisions.js';

/**
 * The chance part of a kind whose outcome is one die (an attack's roll): outcome 0-5 for the faces
 * 1-6, each equally likely, drawn from the state's stream. Spread into the kind.
 */
export const ONE_DIE: Required<Pick<KindRule, 'maxOutcomes' | 'outcomes' | 'sample'>> = Object.freeze({
  maxOutcomes: 6,
  outcomes(_st: GameState, _arg: number, values: Int32Array, weights: Int32Array): number {
    for (let i = 0; i < 6; i++) {
      values[i] = i;
      weights[i] = 1;
    }
    return 6;
  },
  sample({ s }: GameState): number {
    requireStream(s);
    return nextInt(s, RNG, 6);
  },
});

/** Two dice: outcome (d1 - 1) * 6 + (d2 - 1), each of the 36 equally likely. */
export const ROLL_OUTCOMES = 36;

/**
 * The roll's effect once its outcome is known: the dice are shown and the game's roll steps run;
 * `after` is the phase that follows (the main phase in the base game).
 */
export function rollDice(st: GameState, outcome: number, after: number): void {
  if (!(outcome >= 0 && outcome < ROLL_OUTCOMES)) throw new Error(`roll: outcome ${outcome} is not a roll of two dice`);
  st.s[DICE] = (((outcome / 6) | 0) + 1) * 8 + (outcome % 6) + 1;
  runRollSteps(st, after, 0);
}

/** A 7: the discards, then the robber's move, then play goes on in `after`. */
export const SEVEN_STEP: RollStep = {
  name: 'seven',
  run(st, total, after) {
    if (total === 7) startSeven(st, after);
    return true;
  },
};

/** Any other total: production, and play goes on in `after`. */
export const PRODUCTION_STEP: RollStep = {
  name: 'production',
  run(st, total, after) {
    if (total !== 7) {
      st.game.hooks.produce(st, total);
      st.s[PHASE] = after;
    }
    return true;
  },
};

/** The roll kinds rollKind made: a copy or a wrapper of one is not the dice roll addDie may rebuild. */
const DICE_ROLLS = new WeakSet<KindRule>();

export const ROLL: KindRule = rollKind([]);

/**
 * A die rolled with the two production dice and shown beside them (Cities & Knights' event die): its
 * faces by name and each face's weight, the sides that show it (a face per side, or three ship
 * sides as one face of weight 3). A public state field holds the face last rolled.
 */
export interface ExtraDie {
  readonly name: string;
  readonly faces: readonly string[];
  readonly weights: readonly number[];
  /** The state field (an offset) holding the index of the face last rolled. */
  readonly field: number;
}

/** The roll kind with its extra dice: the kind `addDie` rebuilds, so that the dice it rolls can be read back. */
export interface DiceRoll extends KindRule {
  readonly dice: readonly ExtraDie[];
}

/**
 * Adds a die to the roll: every roll throws it with the production dice and shows its face in a
 * state field (returned) before the roll's steps run, which read it there. Outcomes multiply: the
 * production dice's outcome plus 36 times the extra dice's faces, mixed radix in the order added;
 * the random stream draws the production dice first, so a game without extra dice rolls as ever.
 * Called in a rule set's install while the roll is still the base game's dice roll.
 */
export function addDie(g: GameBuilder, die: { readonly name: string; readonly faces: readonly string[]; readonly weights: readonly number[] }): number {
  const roll = g.kinds[A_ROLL] as DiceRoll | undefined;
  if (!roll || !DICE_ROLLS.has(roll)) throw new Error(`die ${die.name}: the roll is no longer the base game's dice roll (add dice before wrapping it)`);
  if (die.faces.length === 0 || die.faces.length !== die.weights.length || die.weights.some((w) => !Number.isInteger(w) || w < 1)) throw new Error(`die ${die.name}: expected a positive integer weight for each of its faces`);
  if (roll.dice.some((d) => d.name === die.name) || die.name === 'dice') throw new Error(`die ${die.name}: the roll already shows a die of that name`);
  const field = g.field(`die:${die.name}`);
  g.kinds[A_ROLL] = rollKind([...roll.dice, { ...die, field }]);
  return field;
}

/** The faces the extra dice show for an outcome's part above the production dice, into their fields. */
function showExtraDice(s: Int32Array, dice: readonly ExtraDie[], extra: number): void {
  let m = extra;
  for (const d of dice) {
    s[d.field] = m % d.faces.length;
    m = (m / d.faces.length) | 0;
  }
}

/**
 * Draws the extra dice from the random stream (one draw per die, over its sides), as the part of an
 * outcome above the production dice: for a roll, and for a card that sets the production dice and
 * throws the rest (the Alchemist).
 */
export function sampleExtraDice(s: Int32Array, dice: readonly ExtraDie[]): number {
  let m = 0;
  let radix = 1;
  for (const d of dice) {
    let sides = 0;
    for (const w of d.weights) sides += w;
    let ticket = nextInt(s, RNG, sides);
    let face = 0;
    while (ticket >= d.weights[face]!) ticket -= d.weights[face++]!;
    m += face * radix;
    radix *= d.faces.length;
  }
  return m;
}

/**
 * The outcomes of a roll whose production dice give outcome `base`, one for each of the extra dice's
 * faces (numbered as sampleExtraDice numbers them), with their weights, into values/weights from `at`.
 */
function listExtraDice(dice: readonly ExtraDie[], values: Int32Array, weights: Int32Array, at: number, base: number): number {
  let n = 1;
  for (const d of dice) n *= d.faces.length;
  for (let m = 0; m < n; m++) {
    let w = 1;
    let rest = m;
    for (const d of dice) {
      w *= d.weights[rest % d.faces.length]!;
      rest = (rest / d.faces.length) | 0;
    }
    values[at + m] = base + m * ROLL_OUTCOMES;
    weights[at + m] = w;
  }
  return n;
}

/** The dice roll with these extra dice (none: the base game's roll, outcome (d1 - 1) * 6 + (d2 - 1)). */
function rollKind(dice: readonly ExtraDie[]): DiceRoll {
  let combos = 1;
  for (const d of dice) combos *= d.faces.length;
  const kind: DiceRoll = {
    name: 'roll',
    argBits: 0,
    dice,
    maxOutcomes: ROLL_OUTCOMES * combos,
    outcomes(_st, _arg, values, weights) {
      if (dice.length === 0) {
        for (let i = 0; i < ROLL_OUTCOMES; i++) {
          values[i] = i;
          weights[i] = 1;
        }
        return ROLL_OUTCOMES;
      }
      let n = 0;
      for (let i = 0; i < ROLL_OUTCOMES; i++) n += listExtraDice(dice, values, weights, n, i);
      return n;
    },
    sample({ s }) {
      requireStream(s);
      const o = nextInt(s, RNG, ROLL_OUTCOMES);
      return dice.length === 0 ? o : o + ROLL_OUTCOMES * sampleExtraDice(s, dice);
    },
    apply(st, _arg, outcome) {
      if (dice.length === 0) {
        rollDice(st, outcome, PH_MAIN);
        return;
      }
      if (!(outcome >= 0 && outcome < ROLL_OUTCOMES * combos)) throw new Error(`roll: outcome ${outcome} is not a roll of these dice`);
      showExtraDice(st.s, dice, (outcome / ROLL_OUTCOMES) | 0);
      rollDice(st, outcome % ROLL_OUTCOMES, PH_MAIN);
    },
    describe: (_g, _arg) => '',
    record: {
      write: (w: RecordWriter, _arg, o) => {
        const entry: LogEntry = { p: w.st.s[CUR]!, a: 'roll', dice: [(((o % ROLL_OUTCOMES) / 6) | 0) + 1, (o % 6) + 1] };
        let m = (o / ROLL_OUTCOMES) | 0;
        for (const d of dice) {
          entry[d.name] = d.faces[m % d.faces.length]!;
          m = (m / d.faces.length) | 0;
        }
        return entry;
      },
      read: {
        roll(r: RecordReader, e: LogEntry) {
          const [d1, d2] = (e.dice ?? []) as number[];
          if (![d1, d2].every((d) => Number.isInteger(d) && d! >= 1 && d! <= 6)) throw r.error('dice must be two integers 1-6');
          let m = 0;
          let radix = 1;
          for (const d of dice) {
            const face = d.faces.indexOf(e[d.name] as string);
            if (face < 0) throw r.error(`${d.name} must be one of ${d.faces.join(', ')}, got ${JSON.stringify(e[d.name])}`);
            m += face * radix;
            radix *= d.faces.length;
          }
          return [[0, (d1! - 1) * 6 + (d2! - 1) + ROLL_OUTCOMES * m]];
        },
      },
    },
  };
  DICE_ROLLS.add(kind);
  return kind;
}

/** Production for a roll, with the bank-shortage rule applied per resource. */
export function produce({ game, s }: GameState, roll: number): void {
  const owedKinds = collectOwed(game, s, roll);
  if (owedKinds !== 0) payOwed(game, s, owedKinds);
}

/**
 * What a roll owes each acting seat, into game.scratch.owed (seat * 5 + resource): one card per
 * settlement and two per city on each hex with the number, the robber's hex excepted. Returns the
 * resources owed as a bit mask (0 for none), so that payment visits only those. The scratch is
 * all zeros between rolls (payOwed clears what it pays), so it is not cleared here.
 */
export function collectOwed(game: Game, s: Int32Array, roll: number): number {
  const b = game.board;
  // The tables, the scratch and the loop's end in locals, here and in oweHex and payOwed
  // (docs/performance.md, "fields read into locals"): a search's rollouts produce some ten times an iteration.
  const list = b.tokenHexList;
  const terrain = b.hexTerrain;
  const owed = game.scratch.owed;
  const end = b.tokenHexStart[roll + 1]!;
  const resources = NUM_RESOURCES;
  let owedKinds = 0;
  const robber = s[ROBBER]!;
  for (let i = b.tokenHexStart[roll]!; i < end; i++) {
    const h = list[i]!;
    const r = terrain[h]!;
    // A gold field pays by choice: the rule set that has it collects it (terrains past the resources).
    if (h === robber || r >= resources) continue;
    owedKinds |= oweHex(game, s, h, r, owed);
  }
  return owedKinds;
}

/** Adds what hex h owes in resource r to `owed` (seat * 5 + r) for the buildings on its corners; returns 1 << r if any, else 0. */
export function oweHex(game: Game, s: Int32Array, h: number, r: number, owed: Int32Array): number {
  const L = game.layout;
  const hexNodes = game.board.hexNodes;
  const nodeOwner = L.nodeOwner;
  const city = L.city;
  const nodeWords = L.nodeWords;
  const resources = NUM_RESOURCES;
  const P = game.seats; // colours that never act collect nothing
  let any = 0;
  for (let c = 0; c < 6; c++) {
    const node = hexNodes[h * 6 + c]!;
    if (node < 0) continue;
    const p = s[nodeOwner + node]! - 1;
    if (p < 0 || p >= P) continue;
    owed[p * resources + r]! += hasBit(s, city + p * nodeWords, node) ? 2 : 1;
    any = 1 << r;
  }
  return any;
}

/**
 * The bank's shortage rule (D1) for one card kind, given what each seat is owed of it
 * (owed[p * stride + at]) and what the bank holds: -1 when the bank pays everyone in full, else
 * what a seat owed any gets, all the bank holds when it is the only one owed, none when several are.
 */
export function shortageShare(owed: Int32Array, stride: number, at: number, seats: number, bank: number): number {
  let total = 0;
  let players = 0;
  for (let p = 0; p < seats; p++) {
    const n = owed[p * stride + at]!;
    if (n > 0) {
      total += n;
      players++;
    }
  }
  return total <= bank ? -1 : players === 1 ? bank : 0;
}

/**
 * Pays game.scratch.owed from the bank for the resources in the mask `owedKinds` (every resource
 * collectOwed and oweHex wrote), and clears those entries; a resource the bank cannot pay in full
 * goes to nobody, unless only one seat is owed it.
 */
export function payOwed(game: Game, s: Int32Array, owedKinds: number): void {
  const owed = game.scratch.owed;
  const P = game.seats;
  const resources = NUM_RESOURCES; // a local (see collectOwed)
  while (owedKinds !== 0) {
    const low = owedKinds & -owedKinds;
    const r = 31 - Math.clz32(low);
    owedKinds ^= low;
    // shortageShare's rule, written out: a call here costs the base game's rolls 0.6% of their
    // instructions (callgrind, raw loop). Worked out on every roll, not in a branch of its own: a
    // branch first taken mid-run (the bank's first shortage) throws away the optimised produce in
    // every worker, to be compiled again (docs/performance.md).
    let total = 0;
    let players = 0;
    for (let p = 0; p < P; p++) {
      const n = owed[p * resources + r]!;
      if (n > 0) {
        total += n;
        players++;
      }
    }
    const bank = s[BANK + r]!;
    const short = total > bank;
    const sole = players === 1;
    for (let p = 0; p < P; p++) {
      const i = p * resources + r;
      const n = owed[i]!;
      owed[i] = 0;
      const paid = short ? (sole && n ? bank : 0) : n;
      if (paid > 0) takeFromBank(game, s, p, r, paid);
    }
  }
}

/**
 * Who owes discards (half their hand, rounded down, above the limit); the robber's move, returning
 * to `after` and the roller, waits beneath them on the decision queue.
 */
function startSeven(st: GameState, after: number): void {
  const roller = st.s[TURN_PLAYER]!;
  if (owedDiscards(st)) {
    stackDecision(st, OB_ROBBER, roller, after, roller);
    pushDecision(st, OB_DISCARD, 0);
  } else pushDecision(st, OB_ROBBER, roller, after, roller);
}

/**
 * A 7's discards without the robber's move (Cities & Knights before the first barbarian attack):
 * play goes on in `after` with the roller once every seat that owes has discarded.
 */
export function startDiscards(st: GameState, after: number): void {
  if (owedDiscards(st)) pushDecision(st, OB_DISCARD, 0, after, st.s[TURN_PLAYER]!);
  else st.s[PHASE] = after;
}

/**
 * Discards a rule set asks for outside a 7 (Cities & Knights' Saboteur): each seat gives up the
 * cards it set in layout.toDiscard, one at a time in turn order from the player on turn, with a
 * 7's views (D9); play then goes on in the phase and with the seat of now. Nothing when nobody owes.
 */
export function startOwedDiscards(st: GameState): void {
  const { game, s } = st;
  let anyone = false;
  for (let p = 0; p < game.seats; p++) if (s[game.layout.toDiscard + p]! > 0) anyone = true;
  if (!anyone) return;
  clearDiscardPiles(game, s);
  pushDecision(st, OB_DISCARD, 0);
}

/** Empties the discard piles a round of discards fills (Layout.discards), before it starts. */
function clearDiscardPiles(game: Game, s: Int32Array): void {
  // Plain stores, as in the other per-step clears (markEnds in build.ts says why).
  const end = game.layout.discards + 2 * game.handKinds;
  for (let i = game.layout.discards; i < end; i++) s[i] = 0;
}

/** Sets what each seat owes a 7 (half its hand, rounded down, above its limit) and clears the discard piles; whether anyone owes. */
function owedDiscards(st: GameState): boolean {
  const { game, s } = st;
  const L = game.layout;
  const limit = game.hooks.discardLimit;
  // A rule set only raises the option's limit (GameHooks.discardLimit): a hand within it is safe
  // without asking, which is most hands on most 7s.
  const safe = game.options.discardLimit;
  let anyone = false;
  for (let p = 0; p < game.seats; p++) {
    const total = s[L.handTotal + p]!;
    const n = total <= safe ? 0 : countedHand(game, s, p);
    const d = n > safe && n > limit(game, s, p) ? Math.min(n >> 1, discardableHand(game, s, p)) : 0;
    s[L.toDiscard + p] = d;
    if (d > 0) anyone = true;
  }
  clearDiscardPiles(game, s);
  return anyone;
}

/** One legal action per hand kind seat p holds (a discard, a forced give): appended from out[n]. */
export function oneCardOf(game: Game, s: Int32Array, p: number, kind: number, out: Int32Array, n: number): number {
  const K = game.handKinds;
  for (let k = 0; k < K; k++) if (s[game.cardSlot[p * K + k]!]! > 0) out[n++] = (kind << ARG_BITS) | k;
  return n;
}

export const DISCARD_PHASE: PhaseRule = {
  name: 'discard',
  maxActions: MAX_HAND_KINDS,
  legal: ({ game, s }, out) => cardsWith(game, s, s[CUR]!, CARD_DISCARDED, A_DISCARD, out, 0),
};

/**
 * A record entry for one card moved by the seat to act as `name` ('discard', 'forced_give'): a
 * run of such single-card actions by one seat is one entry with its card counts, so the last
 * entry grows (and null is returned) when the previous action was the same kind.
 */
export function cardRunEntry(w: RecordWriter, name: string, kind: number, r: number): LogEntry | null {
  const p = w.st.s[CUR]!;
  const card = cardName(w.st.game, r)!;
  const last = w.log[w.log.length - 1];
  if (w.previous >>> ARG_BITS === kind && last && last.a === name && last.p === p) {
    const cards = last.cards as Record<string, number>;
    cards[card] = (cards[card] ?? 0) + 1;
    return null;
  }
  return { p, a: name, cards: { [card]: 1 } };
}

/** The single-card actions a `cards` entry stands for; `none` names the error of an empty entry. */
export function readCardRun(r: RecordReader, e: LogEntry, none: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [name, n] of Object.entries((e.cards ?? {}) as Record<string, number>)) {
    const res = r.card(name);
    if (!Number.isInteger(n) || n < 1) throw r.error(`card counts must be positive integers, got ${JSON.stringify(n)}`);
    for (let k = 0; k < n; k++) out.push([res, -1]);
  }
  if (out.length === 0) throw r.error(none);
  return out;
}

export const DISCARD: KindRule = {
  name: 'discard',
  argBits: 3,
  apply({ game, s }, k) {
    const L = game.layout;
    const p = s[CUR]!;
    const K = game.handKinds;
    s[game.cardSlot[p * K + k]!]!--;
    s[L.handTotal + p]!--;
    s[game.bankSlot[k]!]!++;
    s[L.discards + k]!++;
    s[L.discards + K + k]!++;
    // The next discarder starts with none of its own (Layout.discards); the queue names it.
    if (--s[L.toDiscard + p]! === 0) {
      const end = L.discards + 2 * K;
      for (let i = L.discards + K; i < end; i++) s[i] = 0; // plain stores (see startSeven)
    }
  },
  describe: (g, k) => `${cardName(g, k)}`,
  record: {
    write: (w, r) => cardRunEntry(w, 'discard', A_DISCARD, r),
    read: { discard: (r, e) => readCardRun(r, e, 'a discard names no cards') },
  },
};

/**
 * Each land hex's possible victims of p (opponents with a building on it and a card in hand) as a
 * colour mask, into game.scratch.hexVictims: found from the few buildings on the board, not from
 * the six corners of every hex (robberVictims for one hex).
 */
function markVictims(game: Game, s: Int32Array, p: number): Int32Array {
  const L = game.layout;
  const nodeHexes = game.board.nodeHexes;
  const victims = game.scratch.hexVictims;
  for (let h = 0; h < victims.length; h++) victims[h] = 0; // plain stores (see startSeven)
  // The colours that can be robbed, once, instead of a hand count for every building.
  let robbable = 0;
  for (let q = 0; q < L.players; q++) if (q !== p && stealableHand(game, s, q) > 0) robbable |= 1 << q;
  if (robbable === 0) return victims;
  // Locals for the layout's offsets (see collectOwed).
  const nodeWords = L.nodeWords;
  const built = L.built;
  const nodeOwner = L.nodeOwner;
  for (let w = 0; w < nodeWords; w++) {
    let bits = s[built + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const node = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
      const q = s[nodeOwner + node]! - 1;
      if (((robbable >> q) & 1) === 0) continue;
      for (let k = 0; k < 3; k++) {
        const h = nodeHexes[node * 3 + k]!;
        if (h < 0) break;
        victims[h]! |= 1 << q;
      }
    }
  }
  return victims;
}

/** A steal's outcomes, the card taken: any hand kind the victim holds that may be stolen, weighted by how many. */
export function stealOutcomes(game: Game, s: Int32Array, victim: number, values: Int32Array, weights: Int32Array): number {
  const K = game.handKinds;
  let n = 0;
  for (let k = 0; k < K; k++) {
    const held = s[game.cardSlot[victim * K + k]!]!;
    if (held > 0 && cardIs(game, k, CARD_STOLEN)) {
      values[n] = k;
      weights[n++] = held;
    }
  }
  return n;
}

/** The card a steal from `victim` takes, drawn from the state's stream: one draw over the cards it may lose. */
export function sampleSteal(game: Game, s: Int32Array, victim: number): number {
  requireStream(s);
  const K = game.handKinds;
  let ticket = nextInt(s, RNG, stealableHand(game, s, victim));
  const flags = game.cardFlags;
  for (let k = 0; k < K; k++) {
    if ((flags[k]! & CARD_STOLEN) === 0) continue;
    ticket -= s[game.cardSlot[victim * K + k]!]!;
    if (ticket < 0) return k;
  }
  return NO_OUTCOME;
}

/** The rule without its sizes: the same functions for every game, whatever its board. */
const ROBBER_PHASE: Omit<PhaseRule, 'maxActions'> = {
  name: 'move_robber',
  legal({ game, s }: GameState, out: Int32Array): number {
    let n = 0;
    const p = s[CUR]!;
    const land = game.board.landHexes;
    const robber = s[ROBBER]!;
    const colours = game.layout.players;
    const victims = markVictims(game, s, p);
    // The kind in a local (docs/performance.md, "fields read into locals").
    const kind = A_ROBBER << ARG_BITS;
    const nLand = land.length;
    for (let i = 0; i < nLand; i++) {
      const h = land[i]!;
      if (h === robber) continue;
      const mask = victims[h]!;
      if (mask === 0) {
        out[n++] = kind | (h * 8);
        continue;
      }
      for (let q = 0; q < colours; q++) {
        if (mask & (1 << q)) out[n++] = kind | (h * 8 + q + 1);
      }
    }
    return n;
  },
};

export function robberPhase(game: Pick<GameBuilder, 'board' | 'layout'>): PhaseRule {
  return {
    ...ROBBER_PHASE,
    maxActions: game.board.numHexes * (game.layout.players + 1),
  };
}

/** The robber's move: argument hex * 8 + (victim + 1), victim -1 for nobody; the stolen resource is the outcome. */
/** The rule without its sizes: the same functions for every game, whatever its board. */
const ROBBER_MOVE: Omit<KindRule, 'argBits'> = {
  name: 'move_robber',
  maxOutcomes: MAX_HAND_KINDS,
  outcomes({ game, s }, arg, values, weights) {
    const victim = (arg & 7) - 1;
    return victim < 0 ? 0 : stealOutcomes(game, s, victim, values, weights);
  },
  sample({ game, s }, arg) {
    const victim = (arg & 7) - 1;
    return victim < 0 ? NO_OUTCOME : sampleSteal(game, s, victim);
  },
  apply(st, arg, outcome) {
    const { game, s } = st;
    const p = s[CUR]!;
    s[ROBBER] = arg >>> 3;
    const victim = (arg & 7) - 1;
    if (victim >= 0) {
      if (!(outcome >= 0 && outcome < game.handKinds)) throw new Error(`move_robber: outcome ${outcome} names no card to steal`);
      takeCard(game, s, victim, p, outcome, 'move_robber');
    }
    endDecision(st, OB_ROBBER);
  },
  describe(g, arg) {
    const v = (arg & 7) - 1;
    return `${hexText(g.board, arg >>> 3)}${v >= 0 ? ` steal from seat ${v}` : ''}`;
  },
  record: {
    write: (w, arg, o) => {
      const victim = (arg & 7) - 1;
      return { p: w.st.s[CUR]!, a: 'move_robber', hex: w.hex(arg >>> 3), victim: victim >= 0 ? victim : null, stolen: o >= 0 ? cardName(w.st.game, o) : null };
    },
    read: {
      move_robber(r, e) {
        const h = r.hex(e.hex);
        const victim = e.victim === null || e.victim === undefined ? -1 : Number(e.victim);
        const stolen = e.stolen === null || e.stolen === undefined ? -1 : r.card(e.stolen);
        return [[h * 8 + victim + 1, stolen]];
      },
    },
  },
};

export function robberKind(game: Pick<GameBuilder, 'board'>): KindRule {
  return {
    ...ROBBER_MOVE,
    argBits: idBits(game.board.numHexes) + 3,
  };
}
