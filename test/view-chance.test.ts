import { describe, expect, it } from 'vitest';
import { A_BUY_DEV, A_ROLL, action } from '../src/engine/actions.js';
import { buildBoard } from '../src/engine/board.js';
import { KNIGHT } from '../src/engine/constants.js';
import { cloneState, newState } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { DECK, DECK_COUNT, DICE } from '../src/engine/layout.js';
import { setHand, skipSetup, inMainPhase } from '../src/engine/position.js';
import { apply, applyWithOutcome } from '../src/engine/step.js';
import { determinize, seatView } from '../src/engine/view.js';
import { makeRandom } from '../src/engine/rng.js';
import { beginnerBoard } from '../src/rules/base/maps.js';
import { createGame } from '../src/rules/registry.js';

describe('chance on a seat view', () => {
  const fresh = () => {
    const game = createGame(buildBoard(beginnerBoard()), { players: 4 });
    return newState(game, 'view-chance');
  };

  it('refuses to sample a roll or a card draw from a view (its stream and deck are hidden)', () => {
    const st = fresh();
    skipSetup(st, 0);
    const view = seatView(st, 0);
    expect(() => apply(cloneState(view), action(A_ROLL))).toThrow(/no random stream/);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 1, grain: 1, ore: 1 });
    const buyer = seatView(st, 0);
    const before = Array.from(buyer.s);
    expect(() => apply(buyer, action(A_BUY_DEV))).toThrow(/no random stream/);
    expect(Array.from(buyer.s)).toEqual(before);
  });

  it('applies a given outcome on a view, and refuses one the view cannot hold', () => {
    const st = fresh();
    skipSetup(st, 0);
    const view = seatView(st, 0);
    const rolled = cloneState(view);
    applyWithOutcome(rolled, action(A_ROLL), 2 * 6 + 3); // 3 and 4
    expect(rolled.s[DICE]).toBe(3 * 8 + 4);
    inMainPhase(st, 0);
    setHand(st, 0, { wool: 1, grain: 1, ore: 1 });
    const buyer = seatView(st, 0);
    // The deck's contents are hidden in a view: a named card is taken on trust.
    const bought = cloneState(buyer);
    applyWithOutcome(bought, action(A_BUY_DEV), KNIGHT);
    expect(bought.s[bought.game.layout.devNew + KNIGHT]).toBe(1);
    expect(bought.s[bought.game.layout.handTotal]).toBe(0);
    // On a real state the same card must really be in the deck.
    const real = cloneState(st);
    real.s[DECK_COUNT]! -= real.s[DECK + KNIGHT]!; // no knights left in the deck
    real.s[DECK + KNIGHT] = 0;
    expect(() => applyWithOutcome(real, action(A_BUY_DEV), KNIGHT)).toThrow(/no such card left/);
    // After determinize the deck is known again and the purchase works, invariants intact.
    const full = determinize(buyer, 0, makeRandom('d'));
    apply(full, action(A_BUY_DEV));
    expect(checkInvariants(full)).toEqual([]);
  });
});
