// The base game's invariants, each a named check so a rule set can replace one (Catan for Two
// replaces "knights"): card and piece totals, derived values recomputed from scratch, the
// distance rule and connected roads.

import { NUM_DEV_TYPES, NUM_RESOURCES } from '../../engine/constants.js';
import type { GameState } from '../../engine/game.js';
import { BANK, DECK, DECK_COUNT, LA_HOLDER, LR_HOLDER, PLAYED, hasBit } from '../../engine/layout.js';
import { ownsBuilding, ownsRoad } from '../../engine/queries.js';
import { BASE_VP_SOURCES, type Invariant, type VpSources } from '../../engine/rule-set.js';
import { markEnds } from './build.js';

/** What is wrong with the keys of a vpSources result: the base sources and the declared ones, exactly (null: nothing). */
function sourceKeysError(sources: VpSources, declared: readonly string[]): string | null {
  const expected = [...BASE_VP_SOURCES, ...declared];
  const missing = expected.filter((k) => !(k in sources));
  const extra = Object.keys(sources).filter((k) => !expected.includes(k));
  if (missing.length) return `lack ${missing.join(', ')}`;
  return extra.length ? `hold ${extra.join(', ')}, which no rule set in play declares (RuleSet.vpSourceNames)` : null;
}

const cards: Invariant = {
  name: 'cards',
  check({ game, s }, fail) {
    const L = game.layout;
    const sup = game.supply;
    for (let r = 0; r < NUM_RESOURCES; r++) {
      let sum = s[BANK + r]!;
      for (let p = 0; p < L.players; p++) {
        const n = s[L.hand + p * NUM_RESOURCES + r]!;
        if (n < 0) fail(`seat ${p} holds ${n} of resource ${r}`);
        sum += n;
      }
      if (s[BANK + r]! < 0) fail(`bank holds ${s[BANK + r]} of resource ${r}`);
      if (sum !== sup.resourceCount) fail(`resource ${r}: bank + hands = ${sum}, expected ${sup.resourceCount}`);
    }
    let deck = 0;
    for (let k = 0; k < NUM_DEV_TYPES; k++) {
      let sum = s[DECK + k]! + s[PLAYED + k]!;
      deck += s[DECK + k]!;
      for (let p = 0; p < L.players; p++) sum += s[L.dev + p * NUM_DEV_TYPES + k]! + s[L.devNew + p * NUM_DEV_TYPES + k]!;
      if (sum !== sup.devDeck[k]) fail(`dev card ${k}: ${sum} accounted, expected ${sup.devDeck[k]}`);
    }
    if (deck !== s[DECK_COUNT]) fail(`deck count ${s[DECK_COUNT]} but composition sums to ${deck}`);
    // Card kinds a rule set added: the bank and the hands hold all of them.
    for (const b of game.cardKinds) {
      b.names.forEach((name, j) => {
        let sum = s[b.bank + j]!;
        if (s[b.bank + j]! < 0) fail(`bank holds ${s[b.bank + j]} ${name}`);
        for (let p = 0; p < L.players; p++) {
          const n = s[b.hand + p * b.names.length + j]!;
          if (n < 0) fail(`seat ${p} holds ${n} ${name}`);
          sum += n;
        }
        if (sum !== b.total) fail(`${name}: bank + hands = ${sum}, expected ${b.total}`);
      });
    }
    // Colours that never act hold no cards.
    for (let p = game.seats; p < L.players; p++) if (s[L.handTotal + p] !== 0 || s[L.devCount + p] !== 0) fail(`colour ${p} never acts but holds cards`);
  },
};

const seats: Invariant = {
  name: 'seats',
  check(st, fail) {
    const { game, s } = st;
    const L = game.layout;
    const sup = game.supply;
    for (let p = 0; p < L.players; p++) {
      let hand = 0;
      for (let k = 0; k < game.handKinds; k++) hand += s[game.cardSlot[p * game.handKinds + k]!]!;
      if (hand !== s[L.handTotal + p]) fail(`seat ${p}: hand total ${s[L.handTotal + p]} but cards sum to ${hand}`);
      let devs = 0;
      let fresh = 0;
      for (let k = 0; k < NUM_DEV_TYPES; k++) {
        devs += s[L.dev + p * NUM_DEV_TYPES + k]! + s[L.devNew + p * NUM_DEV_TYPES + k]!;
        fresh += s[L.devNew + p * NUM_DEV_TYPES + k]!;
      }
      if (devs !== s[L.devCount + p]) fail(`seat ${p}: dev count ${s[L.devCount + p]} but cards sum to ${devs}`);
      if (fresh !== s[L.newCount + p]) fail(`seat ${p}: new-card count ${s[L.newCount + p]} but ${fresh} held`);

      // Word by word: these checks run after every step of every fuzzed game.
      let settlements = 0;
      let cities = 0;
      let roads = 0;
      let harbors = 0;
      for (let w = 0; w < L.nodeWords; w++) {
        const sw = s[L.settle + p * L.nodeWords + w]!;
        const cw = s[L.city + p * L.nodeWords + w]!;
        if ((sw & cw) !== 0) fail(`node ${lowestBit(w, sw & cw)}: seat ${p} has both a settlement and a city`);
        settlements += popcount(sw);
        cities += popcount(cw);
        for (let bits = sw | cw; bits !== 0; bits &= bits - 1) {
          const harbor = game.hooks.harborAt(game, s, lowestBit(w, bits));
          if (harbor >= 0) harbors |= 1 << harbor;
        }
      }
      for (let w = 0; w < L.edgeWords; w++) roads += popcount(s[L.road + p * L.edgeWords + w]!);
      if (settlements + s[L.settlementsLeft + p]! !== sup.settlements) fail(`seat ${p}: settlements on board + supply != ${sup.settlements}`);
      if (cities + s[L.citiesLeft + p]! !== sup.cities) fail(`seat ${p}: cities on board + supply != ${sup.cities}`);
      roads -= game.hooks.roadsOffSupply(game, s, p);
      if (roads + s[L.roadsLeft + p]! !== sup.roads) fail(`seat ${p}: roads on board + supply != ${sup.roads}`);
      if (harbors !== s[L.harbors + p]) fail(`seat ${p}: harbor mask ${s[L.harbors + p]} expected ${harbors}`);

      const len = game.hooks.routeLength(game, s, p);
      if (len !== s[L.roadLen + p]) fail(`seat ${p}: road length ${s[L.roadLen + p]}, recomputed ${len}`);
      // Every source but the hidden VP cards is public; a rule set's own sources (chits) count too.
      const sources = game.hooks.vpSources(st, p);
      const keys = sourceKeysError(sources, game.vpSourceNames);
      if (keys) fail(`seat ${p}: VP sources ${keys}`);
      let vp = -sources.vpCards;
      for (const k in sources) vp += sources[k]!;
      if (sources.settlements !== settlements || sources.cities !== 2 * cities) fail(`seat ${p}: VP sources count ${sources.settlements} settlements, ${sources.cities / 2} cities`);
      if (vp !== s[L.publicVp + p]) fail(`seat ${p}: public VP ${s[L.publicVp + p]}, recomputed ${vp}`);
      if (s[L.knights + p]! < 0) fail(`seat ${p}: negative knights`);
      // Every road touches the seat's network: a chain of its roads reaches one of its buildings.
      if (!roadsConnected(st, p)) fail(`seat ${p}: a road is not connected to its buildings`);
    }
  },
};

const specialCards: Invariant = {
  name: 'special-cards',
  check({ game, s }, fail) {
    const L = game.layout;
    const sup = game.supply;
    let lrMax = 0;
    for (let p = 0; p < L.players; p++) lrMax = Math.max(lrMax, s[L.roadLen + p]!);
    const lr = s[LR_HOLDER]!;
    if (lr >= 0) {
      if (s[L.roadLen + lr]! < sup.longestRoadMin) fail(`Longest Road held with length ${s[L.roadLen + lr]}`);
      if (s[L.roadLen + lr]! < lrMax) fail(`Longest Road holder is not among the longest`);
    }
    const la = s[LA_HOLDER]!;
    if (la >= 0) {
      if (s[L.knights + la]! < sup.largestArmyMin) fail(`Largest Army held with ${s[L.knights + la]} knights`);
      for (let p = 0; p < L.players; p++) if (s[L.knights + p]! > s[L.knights + la]!) fail(`seat ${p} has more knights than the Largest Army holder`);
    }
  },
};

/** Knights played per seat sum to the played pile's knights. */
export function knightsPlayed({ game, s }: GameState): number {
  let n = 0;
  for (let p = 0; p < game.layout.players; p++) n += s[game.layout.knights + p]!;
  return n;
}

const knights: Invariant = {
  name: 'knights',
  check(st, fail) {
    const n = knightsPlayed(st);
    if (n !== st.s[PLAYED]) fail(`knights played per seat (${n}) do not sum to the played pile's ${st.s[PLAYED]}`);
  },
};

const pieces: Invariant = {
  name: 'pieces',
  check({ game, s }, fail) {
    const L = game.layout;
    const b = game.board;
    // Word by word: these checks run after every step of every fuzzed game.
    for (let w = 0; w < L.nodeWords; w++) {
      let any = 0;
      let twice = 0;
      for (let p = 0; p < L.players; p++) {
        const bits = s[L.settle + p * L.nodeWords + w]! | s[L.city + p * L.nodeWords + w]!;
        twice |= any & bits;
        any |= bits;
      }
      if (twice !== 0) fail(`node ${lowestBit(w, twice)}: more than one building`);
      const built = s[L.built + w]!;
      if (any !== built) fail(`node ${lowestBit(w, any ^ built)}: built bit disagrees with pieces`);
    }
    for (let n = 0; n < b.numNodes; n++) {
      const word = s[L.nodeOwner + n]!;
      const built = hasBit(s, L.built, n);
      if (word === 0 ? built : !(word >= 1 && word <= L.players && ownsBuilding(game, s, word - 1, n))) {
        fail(`node ${n}: owner word ${word - 1} but the bitsets say otherwise`);
      }
      let blocked = built;
      for (let k = 0; k < 3; k++) {
        const m = b.nodeNodes[n * 3 + k]!;
        if (m < 0 || !hasBit(s, L.built, m)) continue;
        if (built) fail(`distance rule broken between nodes ${n} and ${m}`);
        blocked = true;
      }
      if (blocked !== hasBit(s, L.blocked, n)) fail(`node ${n}: blocked bit disagrees with buildings`);
    }
    for (let w = 0; w < L.edgeWords; w++) {
      let any = 0;
      let twice = 0;
      for (let p = 0; p < L.players; p++) {
        const bits = s[L.road + p * L.edgeWords + w]!;
        twice |= any & bits;
        any |= bits;
      }
      if (twice !== 0) fail(`edge ${lowestBit(w, twice)}: more than one road`);
      if (any !== s[L.roads + w]) fail(`edge ${lowestBit(w, any ^ s[L.roads + w]!)}: road bit disagrees with pieces`);
    }
    const ends = new Int32Array(L.nodeWords);
    for (let p = 0; p < L.players; p++) {
      markEnds(game, s, L.road + p * L.edgeWords, ends);
      for (let w = 0; w < L.nodeWords; w++) {
        const diff = ends[w]! ^ s[L.roadEnds + p * L.nodeWords + w]!;
        if (diff !== 0) fail(`colour ${p}, node ${(w << 5) + 31 - Math.clz32(diff & -diff)}: road-end bit disagrees with its roads`);
      }
    }
  },
};

function roadsConnected(st: GameState, p: number): boolean {
  const { game, s } = st;
  const L = game.layout;
  const b = game.board;
  const road = L.road + p * L.edgeWords;
  const reached = new Int32Array(L.edgeWords);
  const stack = new Int32Array(b.numEdges);
  let top = 0;
  for (let w = 0; w < L.edgeWords; w++) {
    for (let bits = s[road + w]!; bits !== 0; bits &= bits - 1) {
      const e = lowestBit(w, bits);
      if (ownsBuilding(game, s, p, b.edgeNodes[e * 2]!) || ownsBuilding(game, s, p, b.edgeNodes[e * 2 + 1]!)) {
        reached[w]! |= 1 << (e & 31);
        stack[top++] = e;
      }
    }
  }
  while (top > 0) {
    const e = stack[--top]!;
    for (let k = 0; k < 2; k++) {
      const node = b.edgeNodes[e * 2 + k]!;
      for (let j = 0; j < 3; j++) {
        const f = b.nodeEdges[node * 3 + j]!;
        if (f >= 0 && !hasBit(reached, 0, f) && ownsRoad(game, s, p, f)) {
          reached[f >>> 5]! |= 1 << (f & 31);
          stack[top++] = f;
        }
      }
    }
  }
  for (let w = 0; w < L.edgeWords; w++) if ((s[road + w]! & ~reached[w]!) !== 0) return false;
  return true;
}

/** The id of the lowest set bit of `bits`, word `w` of a bitset. */
function lowestBit(w: number, bits: number): number {
  return (w << 5) + 31 - Math.clz32(bits & -bits);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

export const BASE_INVARIANTS: readonly Invariant[] = [cards, seats, specialCards, knights, pieces];
