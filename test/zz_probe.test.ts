import { it } from 'vitest';
import { buildBoard } from '../src/engine/board.js';
import { createGame, newState, cloneState, totalVp } from '../src/engine/game.js';
import { legalActions, maxActions } from '../src/engine/legal.js';
import { apply, sampleOutcome, applyWithOutcome } from '../src/engine/step.js';
import { randomBoard } from '../src/rules/base/maps.js';
import { makeRandom } from '../src/engine/rng.js';
import { action, A_ROLL, ARG_BITS, A_KNIGHT, A_MONOPOLY, A_YEAR_OF_PLENTY, A_ROAD_BUILDING, A_DISCARD, A_MARITIME, A_OFFER } from '../src/engine/actions.js';
import { PHASE, PH_GAME_OVER, TURN_PLAYER, CUR } from '../src/engine/layout.js';
import { playGame } from '../src/tournament/play-game.js';
import { seatView, determinize } from '../src/engine/view.js';
import type { Bot } from '../src/bots/bot.js';

it('leak probes', () => {
  // 1. legal tail
  let tailForeign = 0, decisions = 0; const ex: string[] = [];
  for (let g = 0; g < 5; g++) {
    const seed = `lk:${g}`;
    const game = createGame(buildBoard(randomBoard(seed)), { players: 4 });
    const bots: Bot[] = [0,1,2,3].map((seat) => ({ name: 'x', decide(view, legal, count, rng) {
      decisions++;
      const own = new Set(Array.from(legal.subarray(0, count)));
      for (let i = count; i < legal.length; i++) { const x = legal[i]!; if (x > 0 && !own.has(x)) { tailForeign++; const k = x >>> ARG_BITS; if (ex.length < 5 && [A_KNIGHT,A_MONOPOLY,A_YEAR_OF_PLENTY,A_DISCARD].includes(k)) ex.push(`seat ${seat} count ${count} sees kind ${k} at ${i}`); break; } }
      return legal[Math.floor(rng() * count)]!;
    } }));
    playGame(game, seed, bots);
  }
  console.log('tail foreign', tailForeign, 'of', decisions, ex);
  // 2. dice prediction
  let hits = 0;
  for (let g = 0; g < 50; g++) {
    const seed = `dp:${g}`;
    const game = createGame(buildBoard(randomBoard(seed)), { players: 4 });
    let predicted = -1; let gs = '';
    const bots: Bot[] = [0,1,2,3].map((seat) => ({ name: 'x', onGameStart(info) { gs = info.seed; }, decide(view, legal, count, rng) {
      if (predicted < 0 && seat === 0 && legal[0] === action(A_ROLL)) predicted = sampleOutcome(newState(view.game, gs), action(A_ROLL));
      return legal[Math.floor(rng() * count)]!;
    } }));
    const { trace } = playGame(game, seed, bots, { trace: true });
    const i = trace!.actions.indexOf(action(A_ROLL));
    if (trace!.outcomes[i] === predicted) hits++;
  }
  console.log('dice hits', hits, '/50');
  // 3. determinize VP
  let bad = 0, tot = 0;
  for (let g = 0; g < 30; g++) {
    const seed = `dv:${g}`;
    const game = createGame(buildBoard(randomBoard(seed)), { players: 4, tradeOffersPerTurn: 0 });
    const st = newState(game, seed); const out = new Int32Array(maxActions(game)); const r = makeRandom(seed);
    while (st.s[PHASE] !== PH_GAME_OVER) {
      const tp = st.s[TURN_PLAYER]!;
      for (let seat = 0; seat < 4; seat++) { if (seat === tp) continue; const v = seatView(st, seat); const d = determinize(v, seat, makeRandom(`${seed}${st.s[19]}`)); tot++; if (totalVp(game, d.s, tp) >= game.options.targetVp) bad++; }
      const n = legalActions(st, out); apply(st, out[Math.floor(r() * n)]!);
    }
  }
  console.log('determinize winning turn player', bad, '/', tot);
});
