// Action kind and phase ids are global rather than per game, so a bot, a record reader or a log
// names them without a game at hand: the engine's standard ids come first (kinds 0-18, phases
// 0-9, src/engine/actions.ts and layout.ts), then each rule set owns a block, [first, end). A game
// refuses a rule set that adds an id outside its block; test/rules-registry.test.ts checks that no
// two blocks overlap. A new rule set takes the next free block.

export const ID_BLOCKS = {
  'special-building': { phases: [10, 11] },
  'catan-for-two': { kinds: [19, 25], phases: [11, 14] },
  seafarers: { kinds: [25, 33], phases: [14, 17] },
  'forgotten-tribe': { kinds: [33, 35], phases: [17, 18] },
  'cloth-for-catan': { kinds: [35, 37], phases: [18, 18] },
  'pirate-islands': { kinds: [37, 41], phases: [18, 20] },
  'wonders-of-catan': { kinds: [41, 45], phases: [20, 20] },
} as const satisfies Record<string, { kinds?: readonly [number, number]; phases?: readonly [number, number] }>;

/** The first ids no rule set owns yet. */
export const NEXT_FREE_IDS = { kinds: 45, phases: 20 } as const;
