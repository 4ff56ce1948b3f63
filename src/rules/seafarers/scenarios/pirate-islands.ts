// The Pirate Islands (Seafarers scenario 7). Each colour has one shipping route, pre-placed from
// its settlement on the eastern island, which may only grow along a shortest way to its circle and
// then to its pirate fortress: no branching, no moving. Knights (and, with 4 or more players, VP
// cards, which count as knights) turn the route's rearmost ships into warships. The pirate fleet
// sails its track by the lower die each roll and attacks the buildings beside where it stops
// (before production): stronger pirates take cards, a stronger colour picks one. At the fortress a
// colour may attack at the end of its turn: a die against its warships; three wins take the
// fortress, which becomes its settlement. No robber: a 7 lets the roller steal from anyone. To win:
// one's own fortress taken and 10 VP on one's turn.

import { A_END_ROAD_BUILDING, A_END_TURN, A_KNIGHT, A_ROBBER, A_ROLL, A_SETTLEMENT, ARG_BITS } from '../../../engine/actions.js';
import { roadBuildingStop } from '../../base/build.js';
import { KNIGHT, VICTORY_POINT } from '../../../engine/constants.js';
import type { Game, GameState } from '../../../engine/game.js';
import { totalVp } from '../../../engine/game.js';
import { cardName, playCard, requireStream, takeCard } from '../../../engine/hands.js';
import { CUR, PHASE, PH_GAME_OVER, PH_MAIN, PH_MOVE_ROBBER, PH_ROAD_BUILDING, PH_SETUP_ROAD, RETURN_PHASE, RNG, SETUP_STEP, TURN_PLAYER, WINNER, hasBit } from '../../../engine/layout.js';
import { placeSettlement } from '../../../engine/pieces.js';
import type { GameBuilder, KindRule, Supply } from '../../../engine/rule-set.js';
import { nextInt } from '../../../engine/rng.js';
import { NO_OUTCOME } from '../../../engine/step.js';
import { rollDice } from '../../base/dice.js';
import { ID_BLOCKS } from '../../ids.js';
import type { RuleSetModule } from '../../rule-set.js';
import type { SeaBoard } from '../board-tables.js';
import { A_MOVE_SHIP, A_SHIP } from '../ids.js';
import { seaContext } from '../index.js';
import { settleInterrupts } from '../interrupts.js';
import { placeShip, removeShip, updateRoute } from '../ships.js';
import { updateAllRoutes } from '../settling.js';
import { anySeaRoadSite, edgeTaken, shipEdge } from '../sites.js';

const [K0] = ID_BLOCKS['pirate-islands'].kinds;
const [P0] = ID_BLOCKS['pirate-islands'].phases;
/** Attacking one's fortress (ends the turn): the fortress's die is the outcome (0-5 for 1-6). */
export const A_ATTACK = K0;
/** A card lost to the pirate fleet: the card is the outcome. */
export const A_FLEET_LOSS = K0 + 1;
/** The roller's steal on a 7: arg victim + 1 (0: nobody has a card); the card is the outcome. */
export const A_STEAL = K0 + 2;
/** Seats beaten by the fleet give up their cards, one per action, before production. */
export const PH_FLEET_LOSS = P0;

/** Chits under each fortress: wins it takes to capture it. */
export const FORTRESS_CHITS = 3;
const MAX_ROUTE = 15;

interface IslandFields {
  readonly route: number; // per colour: MAX_ROUTE edges, in order from the settlement
  readonly routeLen: number;
  readonly warships: number;
  readonly circle: number; // per colour: 1 once the route passed its circle
  readonly chits: number; // per colour: chits left under its fortress
  readonly fleet: number; // index on the track, -1 when removed
  readonly losses: number; // per colour: cards still to give up
  readonly pendingRoll: number; // the roll waiting for the losses (-1: none)
}

interface Places {
  readonly fortress: Int32Array; // by colour, -1 if absent
  readonly circle: Int32Array;
  readonly settlement: Int32Array;
  readonly ship: Int32Array;
  readonly track: Int32Array; // hex ids
  readonly calm: number;
  readonly main: number; // area id of the eastern island
  /** Scratch for the route's distances (per node) and their queue: used within one call. */
  readonly dist: Int32Array;
  readonly queue: Int32Array;
}
const PLACES = new WeakMap<SeaBoard, Places>();

function placesOf(game: Game, T: SeaBoard): Places {
  let pl = PLACES.get(T);
  if (pl) return pl;
  const byColour = (kind: string) => {
    const out = new Int32Array(6).fill(-1);
    for (const m of T.marks) if (m.kind === kind && typeof m.colour === 'number') out[m.colour] = m.id;
    return out;
  };
  const track = Int32Array.from((T.data.track ?? []).map(([q, r]) => game.board.hexId(q, r)));
  if (track.length < 2 || track.some((h) => h < 0)) throw new Error('pirate-islands: the map has no pirate fleet track');
  const calm = T.marks.find((m) => m.kind === 'calm')?.id ?? -1;
  pl = {
    fortress: byColour('fortress'),
    circle: byColour('circle'),
    settlement: byColour('settlement'),
    ship: byColour('ship'),
    track,
    calm,
    main: T.areaNames.indexOf('main'),
    dist: new Int32Array(game.board.numNodes),
    queue: new Int32Array(game.board.numNodes),
  };
  PLACES.set(T, pl);
  return pl;
}

function install(g: GameBuilder): void {
  const { F, tables } = seaContext(g);
  const L = g.layout;
  const I: IslandFields = {
    route: g.field('pirates.route', L.players * MAX_ROUTE),
    routeLen: g.field('pirates.routeLen', L.players),
    warships: g.field('pirates.warships', L.players),
    circle: g.field('pirates.circle', L.players),
    chits: g.field('pirates.chits', L.players),
    fleet: g.field('pirates.fleet'),
    losses: g.field('pirates.losses', L.players),
    pendingRoll: g.field('pirates.pendingRoll'),
  };
  const places = (game: Game) => placesOf(game, tables(game));
  const owns = (s: Int32Array, p: number, n: number) => hasBit(s, L.settle + p * L.nodeWords, n) || hasBit(s, L.city + p * L.nodeWords, n);

  /** The node the route of p ends at (its settlement's node while empty). */
  const routeEnd = (game: Game, s: Int32Array, p: number): number => {
    const pl = places(game);
    const b = game.board;
    let node = pl.settlement[p]!;
    for (let i = 0; i < s[I.routeLen + p]!; i++) {
      const e = s[I.route + p * MAX_ROUTE + i]!;
      node = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
    }
    return node;
  };

  /** Ship distances to `target` over free ship edges (and p's own route end), by breadth-first search. */
  const distances = (game: Game, s: Int32Array, target: number): Int32Array => {
    const T = tables(game);
    const b = game.board;
    const { dist, queue } = places(game);
    dist.fill(-1);
    dist[target] = 0;
    queue[0] = target;
    let tail = 1;
    for (let qi = 0; qi < tail; qi++) {
      const n = queue[qi]!;
      for (let k = 0; k < 3; k++) {
        const e = b.nodeEdges[n * 3 + k]!;
        if (e < 0) break;
        if (edgeTaken(game, s, F, e) || !shipEdge(game, s, F, T, e)) continue;
        const m = b.edgeNodes[e * 2] === n ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
        if (dist[m]! >= 0) continue;
        dist[m] = dist[n]! + 1;
        queue[tail++] = m;
      }
    }
    return dist;
  };

  /** The edges p's route may grow by: one step nearer its circle, then its fortress; none past the fortress. */
  const routeSites = (game: Game, s: Int32Array, p: number, out: Int32Array, n: number): number => {
    const pl = places(game);
    const T = tables(game);
    const end = routeEnd(game, s, p);
    if (end === pl.fortress[p] || s[F.shipsLeft + p]! <= 0) return n;
    const target = s[I.circle + p] ? pl.fortress[p]! : pl.circle[p]!;
    const dist = distances(game, s, target);
    const here = dist[end]!;
    if (here <= 0) return n; // no free way there (others' ships block it), or already there
    const b = game.board;
    for (let k = 0; k < 3; k++) {
      const e = b.nodeEdges[end * 3 + k]!;
      if (e < 0) break;
      if (edgeTaken(game, s, F, e) || !shipEdge(game, s, F, T, e)) continue;
      const m = b.edgeNodes[e * 2] === end ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
      if (dist[m] === here - 1) out[n++] = (A_SHIP << ARG_BITS) | e;
    }
    return n;
  };

  // The phases: ships only along the route, no ship moves, settlements off the eastern island only at one's circle.
  for (const id of [PH_MAIN, PH_ROAD_BUILDING, PH_SETUP_ROAD]) {
    const phase = g.phases[id]!;
    g.phases[id] = {
      ...phase,
      legal(st, out) {
        const { game, s } = st;
        const p = s[CUR]!;
        const pl = places(game);
        const T = tables(game);
        const n = phase.legal(st, out);
        let k = 0;
        let ships = false;
        let stop = false;
        for (let i = 0; i < n; i++) {
          const a = out[i]!;
          const kind = a >>> ARG_BITS;
          if (kind === A_MOVE_SHIP) continue;
          if (kind === A_END_ROAD_BUILDING) {
            stop = true;
            continue;
          }
          if (kind === A_SHIP) {
            ships = true;
            continue;
          }
          if (kind === A_SETTLEMENT && id === PH_MAIN) {
            const node = a & ((1 << ARG_BITS) - 1);
            if (T.nodeArea[node] !== pl.main && node !== pl.circle[p]) continue;
          }
          out[k++] = a;
        }
        if (ships && id !== PH_SETUP_ROAD) k = routeSites(game, s, p, out, k);
        // Road Building's stop stays last, after the route's ship (D7).
        if (stop) k = roadBuildingStop(out, k);
        // A set-up settlement takes a road; only where it has no land edge does its ship stay.
        if (id === PH_SETUP_ROAD && k === 0) return n;
        if (id === PH_MAIN && routeEnd(game, s, p) === pl.fortress[p] && s[I.chits + p]! > 0) out[k++] = A_ATTACK << ARG_BITS;
        return k;
      },
    };
  }

  // Road Building: roads, or the route's next ship.
  const routeScratch = new Int32Array(3);
  g.hooks.roadBuildingPlayable = (game, s, p) =>
    (s[L.roadsLeft + p]! > 0 && anySeaRoadSite(game, s, F, tables(game), p)) || routeSites(game, s, p, routeScratch, 0) > 0;

  // A ship of the route: appended to it; reaching the circle turns it toward the fortress.
  const ship = g.kinds[A_SHIP]!;
  g.kinds[A_SHIP] = {
    ...ship,
    apply(st, e, o) {
      const { game, s } = st;
      const p = s[CUR]!;
      ship.apply(st, e, o);
      const len = s[I.routeLen + p]!;
      if (len < MAX_ROUTE) {
        s[I.route + p * MAX_ROUTE + len] = e;
        s[I.routeLen + p] = len + 1;
      }
      if (routeEnd(game, s, p) === places(game).circle[p]) s[I.circle + p] = 1;
    },
  };

  // Knights (and VP cards, which count as knights) make the rearmost ordinary ship a warship.
  g.kinds[A_KNIGHT] = {
    ...g.kinds[A_KNIGHT]!,
    apply({ game, s }) {
      const p = s[CUR]!;
      playCard(game, s, p, KNIGHT);
      s[L.knights + p]!++;
      if (s[I.warships + p]! < s[I.routeLen + p]!) s[I.warships + p]!++;
    },
  };

  // The fortress attack: the fortress rolls a die against the colour's warships; it ends the turn.
  const ATTACK: KindRule = {
    name: 'attack_fortress',
    argBits: 0,
    maxOutcomes: 6,
    outcomes(_st, _arg, values, weights) {
      for (let i = 0; i < 6; i++) {
        values[i] = i;
        weights[i] = 1;
      }
      return 6;
    },
    sample({ s }) {
      requireStream(s);
      return nextInt(s, RNG, 6);
    },
    apply(st, _arg, outcome) {
      const { game, s } = st;
      const p = s[CUR]!;
      const die = outcome + 1;
      const war = s[I.warships + p]!;
      const pl = places(game);
      if (war > die) {
        if (--s[I.chits + p]! === 0) {
          // The fortress falls: it becomes the colour's settlement.
          // Off the eastern island only one's circle is a settlement site (the phases' filter), so the fortress's intersection is free.
          placeSettlement(game, s, p, pl.fortress[p]!);
          updateAllRoutes(game, s);
          if (allTaken(game, s)) s[I.fleet] = -1;
        }
      } else {
        const lose = war < die ? 2 : 1;
        for (let i = 0; i < lose && s[I.routeLen + p]! > 0; i++) {
          const len = --s[I.routeLen + p]!;
          removeShip(game, s, F, p, s[I.route + p * MAX_ROUTE + len]!);
          if (s[I.warships + p]! > len) s[I.warships + p] = len;
        }
        // Lost ships shorten the colour's route count too.
        updateRoute(game, s, p);
      }
      game.kinds[A_END_TURN]!.apply(st, 0, NO_OUTCOME);
    },
    describe: () => '',
    record: {
      write: (w, _arg, o) => ({ p: w.st.s[CUR]!, a: 'attack_fortress', die: o + 1 }),
      read: {
        attack_fortress(r, e) {
          const d = Number(e.die);
          if (!Number.isInteger(d) || d < 1 || d > 6) throw r.error('die must be an integer 1-6');
          return [[0, d - 1]];
        },
      },
    },
  };
  g.kinds[A_ATTACK] = ATTACK;
  const allTaken = (game: Game, s: Int32Array) => {
    const pl = places(game);
    for (let p = 0; p < game.seats; p++) if (pl.fortress[p]! >= 0 && s[I.chits + p]! > 0) return false;
    return true;
  };

  // The fleet: before anything else a roll moves it by the lower die, and it attacks beside where it stops.
  const roll = g.kinds[A_ROLL]!;
  g.kinds[A_ROLL] = {
    ...roll,
    apply(st, arg, outcome) {
      const { game, s } = st;
      const pl = places(game);
      if (s[I.fleet]! >= 0) {
        const d1 = ((outcome / 6) | 0) + 1;
        const d2 = (outcome % 6) + 1;
        const strength = Math.min(d1, d2);
        const at = (s[I.fleet]! + strength) % pl.track.length;
        s[I.fleet] = at;
        const hex = pl.track[at]!;
        if (hex !== pl.calm) attack(game, s, hex, strength);
      }
      if (s[I.pendingRoll]! >= 0 || anyLoss(game, s)) {
        s[I.pendingRoll] = outcome;
        s[PHASE] = PH_FLEET_LOSS;
        s[CUR] = firstLoser(game, s);
        return;
      }
      roll.apply(st, arg, outcome);
    },
  };
  const attack = (game: Game, s: Int32Array, hex: number, strength: number) => {
    const b = game.board;
    for (let p = 0; p < game.seats; p++) {
      let beside = 0;
      let cities = 0;
      for (let c = 0; c < 6; c++) {
        const node = b.hexNodes[hex * 6 + c]!;
        if (node < 0) continue;
        if (hasBit(s, L.city + p * L.nodeWords, node)) cities++;
        if (owns(s, p, node)) beside++;
      }
      if (beside === 0) continue;
      const war = s[I.warships + p]!;
      if (strength > war) s[I.losses + p] = Math.min(1 + cities, s[L.handTotal + p]!);
      else if (war > strength) s[F.goldOwed + p]!++;
    }
  };
  const anyLoss = (game: Game, s: Int32Array) => firstLoser(game, s) >= 0;
  const firstLoser = (game: Game, s: Int32Array) => {
    for (let i = 0; i < game.seats; i++) {
      const q = (s[TURN_PLAYER]! + i) % game.seats;
      if (s[I.losses + q]! > 0) return q;
    }
    return -1;
  };

  g.phases[PH_FLEET_LOSS] = {
    name: 'fleet_loss',
    maxActions: 1,
    legal(_st, out) {
      out[0] = A_FLEET_LOSS << ARG_BITS;
      return 1;
    },
  };
  const steal = g.kinds[A_ROBBER]!; // the robber's steal: outcomes and sampling by the victim in arg & 7
  g.kinds[A_FLEET_LOSS] = {
    name: 'fleet_loss',
    argBits: 0,
    maxOutcomes: steal.maxOutcomes,
    outcomes: (st, _arg, values, weights) => steal.outcomes!(st, st.s[CUR]! + 1, values, weights),
    sample: (st) => steal.sample!(st, st.s[CUR]! + 1),
    apply(st, _arg, outcome) {
      const { game, s } = st;
      const p = s[CUR]!;
      if (outcome >= 0) {
        s[game.cardSlot[p * game.handKinds + outcome]!]!--;
        s[L.handTotal + p]!--;
        s[game.bankSlot[outcome]!]!++;
      }
      if (--s[I.losses + p]! <= 0 || s[L.handTotal + p] === 0) s[I.losses + p] = 0;
      const next = firstLoser(game, s);
      if (next >= 0) {
        s[CUR] = next;
        return;
      }
      // The attack is over: the roll goes on (production, or the 7).
      const o = s[I.pendingRoll]!;
      s[I.pendingRoll] = -1;
      s[CUR] = s[TURN_PLAYER]!;
      rollDice(st, o, PH_MAIN);
      settleInterrupts(game, s, F);
    },
    describe: () => '',
    record: {
      write: (w, _arg, o) => ({ p: w.st.s[CUR]!, a: 'fleet_loss', card: o >= 0 ? cardName(w.st.game, o) : null }),
      read: { fleet_loss: (r, e) => [[0, e.card === null || e.card === undefined ? -1 : r.card(e.card)]] },
    },
  };

  // No robber: on a 7 the roller steals a card from any player they choose.
  g.phases[PH_MOVE_ROBBER] = {
    name: 'steal',
    maxActions: L.players + 1,
    legal({ game, s }, out) {
      const p = s[CUR]!;
      let n = 0;
      for (let q = 0; q < game.seats; q++) if (q !== p && s[L.handTotal + q]! > 0) out[n++] = (A_STEAL << ARG_BITS) | (q + 1);
      if (n === 0) out[n++] = A_STEAL << ARG_BITS;
      return n;
    },
  };
  g.kinds[A_STEAL] = {
    name: 'steal',
    argBits: 3,
    maxOutcomes: steal.maxOutcomes,
    outcomes: steal.outcomes,
    sample: steal.sample,
    apply({ game, s }, arg, outcome) {
      const victim = (arg & 7) - 1;
      if (victim >= 0) takeCard(game, s, victim, s[CUR]!, outcome, 'steal');
      s[PHASE] = s[RETURN_PHASE]!;
      s[CUR] = s[TURN_PLAYER]!;
    },
    describe: (_g, arg) => ((arg & 7) > 0 ? `from seat ${(arg & 7) - 1}` : 'nobody'),
    record: {
      write: (w, arg, o) => ({ p: w.st.s[CUR]!, a: 'steal', victim: (arg & 7) > 0 ? (arg & 7) - 1 : null, stolen: o >= 0 ? cardName(w.st.game, o) : null }),
      read: {
        steal: (r, e) => [[e.victim === null || e.victim === undefined ? 0 : Number(e.victim) + 1, e.stolen === null || e.stolen === undefined ? -1 : r.card(e.stolen)]],
      },
    },
  };

  // Winning: one's own fortress taken and the target on one's own turn.
  g.hooks.afterAction = ({ game, s }: GameState) => {
    if (s[PHASE] === PH_GAME_OVER) return;
    const tp = s[TURN_PLAYER]!;
    if (s[SETUP_STEP]! < 2 * game.seats) return;
    if (s[I.chits + tp]! === 0 && totalVp(game, s, tp) >= game.options.targetVp) {
      s[PHASE] = PH_GAME_OVER;
      s[WINNER] = tp;
    }
  };

  const setUp = g.hooks.setUp;
  g.hooks.setUp = (st) => {
    setUp(st);
    const { game, s } = st;
    const pl = places(game);
    s[I.fleet] = 0;
    s[I.pendingRoll] = -1;
    for (let p = 0; p < game.seats; p++) {
      if (pl.fortress[p]! < 0 || pl.circle[p]! < 0 || pl.settlement[p]! < 0 || pl.ship[p]! < 0) throw new Error(`pirate-islands: the map lacks colour ${p}'s settlement, ship, circle or fortress`);
      s[I.chits + p] = FORTRESS_CHITS;
      placeSettlement(game, s, p, pl.settlement[p]!);
      const T = tables(game);
      placeShip(game, s, F, T, p, pl.ship[p]!);
      s[I.route + p * MAX_ROUTE] = pl.ship[p]!;
      s[I.routeLen + p] = 1;
    }
  };


  g.invariants.push({
    name: 'pirate-islands',
    check({ game, s }, fail) {
      for (let p = 0; p < game.seats; p++) {
        const len = s[I.routeLen + p]!;
        if (s[I.warships + p]! < 0 || s[I.warships + p]! > len) fail(`seat ${p}: ${s[I.warships + p]} warships on a route of ${len}`);
        for (let i = 0; i < len; i++) if (!hasBit(s, F.ships + p * L.edgeWords, s[I.route + p * MAX_ROUTE + i]!)) fail(`seat ${p}: route ship ${i} is not on the board`);
        if (s[I.chits + p]! < 0 || s[I.chits + p]! > FORTRESS_CHITS) fail(`seat ${p}: ${s[I.chits + p]} fortress chits`);
      }
    },
  });
}

export const PIRATE_ISLANDS_RULES: RuleSetModule = {
  name: 'pirate-islands',
  summary: 'The Pirate Islands: one route to your fortress, warships, the pirate fleet, fortress attacks',
  ids: ID_BLOCKS['pirate-islands'],
  installOptions: ['scenario'],
  appliesTo: (o) => o.scenario === 'pirate-islands',
  // No Largest Army; VP cards count as knights with 4 or more players and leave the deck with 3.
  supply: (previous: Supply | null, options) => {
    const sup = previous!;
    const deck = [...sup.devDeck];
    if ((options.players as number) >= 4) deck[KNIGHT] = deck[KNIGHT]! + deck[VICTORY_POINT]!;
    deck[VICTORY_POINT] = 0;
    return { ...sup, devDeck: deck, largestArmyMin: Number.MAX_SAFE_INTEGER };
  },
  install,
};
