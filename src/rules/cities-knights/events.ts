// The event die and what it brings (D41-D44, D54): a third die thrown with the production dice
// (addDie), three ship faces and a gate of each area's colour, whose roll step runs before the 7
// and production: a ship moves the barbarians (barbarians.ts), a gate gives a progress card to each
// seat whose level in the gate's area covers the red die (progress-decks.ts). The red die is the
// first production die. Easy Start (D97) and the nasty variant (D98) are install-time options.

import { A_ROLL } from '../../engine/actions.js';
import type { GameState } from '../../engine/game.js';
import { requireStream } from '../../engine/hands.js';
import { DICE, PH_MAIN, RNG, TURN } from '../../engine/layout.js';
import { nextInt } from '../../engine/rng.js';
import { addRollStep, pauseRoll, type RollStep } from '../../engine/roll-steps.js';
import type { GameBuilder, KindRecord, LogEntry } from '../../engine/rule-set.js';
import { ROLL_OUTCOMES, addDie, rollDice, type DiceRoll } from '../base/dice.js';
import { attackReport, installBarbarians, shipMoves, type Barbarians } from './barbarians.js';
import { AREAS, BARBARIAN_TRACK } from './data.js';
import { levelOf, type CitiesKnightsFields } from './fields.js';
import type { Knights } from './knights.js';
import { installProgressDecks, type ProgressDecks } from './progress-decks.js';
import type { WallFields } from './walls.js';

/** The event die's faces (D42): a ship, then a gate per area in AREAS order (face = area + 1). */
export const EVENT_FACES = ['ship', ...AREAS] as const;
/** Sides showing each face: three ships, one gate of each colour. */
export const EVENT_WEIGHTS: readonly number[] = [3, 1, 1, 1];
export const SHIP = 0;
/** The event die's field before the first roll and on a roll without it (Easy Start). */
export const NO_FACE = -1;

/** The red die of the roll shown: the first production die (a record's `dice[0]`). */
export function redDie(s: Int32Array): number {
  return s[DICE]! >> 3;
}

/** The production dice outcomes without a 7, each (d1 - 1) * 6 + (d2 - 1): Easy Start's 30 rolls. */
const NOT_SEVEN: readonly number[] = Array.from({ length: ROLL_OUTCOMES }, (_, o) => o).filter((o) => ((o / 6) | 0) + (o % 6) + 2 !== 7);

/** What the events' rules keep: the event die's field (its face last shown), the decks, the barbarians. */
export interface Events {
  readonly die: number;
  readonly P: ProgressDecks;
  readonly B: Barbarians;
}

/** The event die, the barbarians, the progress decks and the two variants, installed into a Cities & Knights game. */
export function installEvents(g: GameBuilder, F: CitiesKnightsFields, K: Knights, W: WallFields): Events {
  const P = installProgressDecks(g, F);
  const B = installBarbarians(g, F, K, W, P, g.options.knightCommitment === true);
  const die = addDie(g, { name: 'event', faces: EVENT_FACES, weights: EVENT_WEIGHTS });
  addRollStep(g, eventStep(F, P, B, die), { before: 'seven' });
  g.kinds[A_ROLL] = eventRoll(g.kinds[A_ROLL] as DiceRoll, B, die, g.options.easyStart === true);
  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    st.s[die] = NO_FACE;
  };
  return { die, P, B };
}

/** The event die's step, first of the roll's (D41): the ship's move and attack, or a gate's draws. */
function eventStep(F: CitiesKnightsFields, P: ProgressDecks, B: Barbarians, die: number): RollStep {
  return {
    name: 'event',
    run(st, _total, after, at) {
      const face = st.s[die]!;
      if (face === NO_FACE) return true;
      if (face === SHIP) return shipMoves(st, B, at, after);
      return gateDraws(st, F, P, face - 1, at, after);
    },
  };
}

/**
 * A gate of area `area` (D54): each seat with level k >= 1 there and a red die of at most k + 1
 * owes a draw from its deck; the draws, in seat order from the roller, pause the roll.
 */
function gateDraws(st: GameState, F: CitiesKnightsFields, P: ProgressDecks, area: number, at: number, after: number): boolean {
  const { game, s } = st;
  const red = redDie(s);
  let any = false;
  for (let p = 0; p < game.seats; p++) {
    const level = levelOf(F, s, p, area);
    if (level >= 1 && red <= level + 1) {
      s[P.owed + p] = area + 1;
      any = true;
    }
  }
  if (!any) return true;
  pauseRoll(st, P.draw, at, after);
  return false;
}

/**
 * The roll with the event die: its entries report where a ship took the barbarians (`ship`, 7 on
 * landing) and the attack it brought; with Easy Start, in rounds 1 and 2 (each seat's first two
 * turns) the production dice are one of the 30 rolls without a 7 and there is no event die (D97).
 */
function eventRoll(roll: DiceRoll, B: Barbarians, die: number, easyStart: boolean): DiceRoll {
  const record: KindRecord = {
    ...roll.record,
    effect: {
      before: ({ s }) => s[B.F.attacks]!,
      report({ s }, _arg, before) {
        const out: Record<string, number | string> = {};
        if (s[die] === SHIP) out.ship = s[B.F.attacks] !== before ? BARBARIAN_TRACK : s[B.F.barbarians]!;
        return Object.assign(out, attackReport(B, s, before));
      },
    },
  };
  if (!easyStart) return { ...roll, record };
  const easy = ({ game, s }: GameState) => s[TURN]! <= 2 * game.seats;
  const read = roll.record.read.roll!;
  return {
    ...roll,
    outcomes(st, arg, values, weights) {
      if (!easy(st)) return roll.outcomes!(st, arg, values, weights);
      for (let i = 0; i < NOT_SEVEN.length; i++) {
        values[i] = NOT_SEVEN[i]!;
        weights[i] = 1;
      }
      return NOT_SEVEN.length;
    },
    sample(st, arg) {
      if (!easy(st)) return roll.sample!(st, arg);
      requireStream(st.s);
      return NOT_SEVEN[nextInt(st.s, RNG, NOT_SEVEN.length)]!;
    },
    apply(st, arg, outcome) {
      if (!easy(st)) return roll.apply(st, arg, outcome);
      if (!NOT_SEVEN.includes(outcome)) throw new Error(`roll: outcome ${outcome} is not an Easy Start roll (no 7, no event die)`);
      st.s[die] = NO_FACE;
      rollDice(st, outcome, PH_MAIN);
    },
    record: {
      ...record,
      write(w, arg, o) {
        const entry = roll.record.write(w, arg, o)!;
        if (easy(w.st)) delete entry.event;
        return entry;
      },
      read: {
        ...record.read,
        roll(r, e: LogEntry) {
          if (!easy(r.st)) return read(r, e);
          if (e.event !== undefined) throw r.error('Easy Start: no event die in the first two rounds');
          return read(r, { ...e, event: EVENT_FACES[SHIP] });
        },
      },
    },
  };
}
