// What every Pirate Islands state keeps: each route one line of its colour's ships from its
// settlement, through no intersection twice; warships and fortress chits within their bounds.

import { hasBit } from '../../../../engine/layout.js';
import type { GameBuilder } from '../../../../engine/rule-set.js';
import { MAX_ROUTE, type Islands } from './context.js';
import { FORTRESS_CHITS } from './ids.js';

export function installInvariants(g: GameBuilder, C: Islands): void {
  const { I, L, F } = C;
  g.invariants.push({
    name: 'pirate-islands',
    check({ game, s }, fail) {
      const b = game.board;
      for (let p = 0; p < game.seats; p++) {
        const len = s[I.routeLen + p]!;
        if (s[I.warships + p]! < 0 || s[I.warships + p]! > len) fail(`seat ${p}: ${s[I.warships + p]} warships on a route of ${len}`);
        let node = C.places(game).settlement[p]!;
        const seen = new Set([node]);
        for (let i = 0; i < len; i++) {
          const e = s[I.route + p * MAX_ROUTE + i]!;
          if (!hasBit(s, F.ships + p * L.edgeWords, e)) fail(`seat ${p}: route ship ${i} is not on the board`);
          if (b.edgeNodes[e * 2] !== node && b.edgeNodes[e * 2 + 1] !== node) fail(`seat ${p}: route ship ${i} does not continue the route`);
          node = b.edgeNodes[e * 2] === node ? b.edgeNodes[e * 2 + 1]! : b.edgeNodes[e * 2]!;
          if (seen.has(node)) fail(`seat ${p}: the route runs through intersection ${node} twice`);
          seen.add(node);
        }
        if (s[I.chits + p]! < 0 || s[I.chits + p]! > FORTRESS_CHITS) fail(`seat ${p}: ${s[I.chits + p]} fortress chits`);
      }
    },
  });
}
