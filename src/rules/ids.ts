// Action kind and phase ids are global rather than per game, so a bot, a record reader or a log
// names them without a game at hand: the engine's standard ids come first (kinds 0-21, phases
// 0-10, src/engine/actions.ts and layout.ts), then each rule set owns a block, [first, end). A game
// refuses a rule set that adds an id outside its block; test/rules-registry.test.ts checks that no
// two blocks overlap. A new rule set takes the next free block.

export const ID_BLOCKS = {
  'special-building': { phases: [11, 12] },
  'catan-for-two': { kinds: [22, 28], phases: [12, 15] },
  seafarers: { kinds: [28, 36], phases: [15, 18] },
  'forgotten-tribe': { kinds: [36, 38], phases: [18, 19] },
  'cloth-for-catan': { kinds: [38, 40], phases: [19, 19] },
  'pirate-islands': { kinds: [40, 44], phases: [19, 21] },
  'wonders-of-catan': { kinds: [44, 48], phases: [21, 21] },
  'cities-knights': { kinds: [48, 128], phases: [21, 45] },
  'event-cards': { kinds: [128, 134], phases: [45, 49] },
} as const satisfies Record<string, { kinds?: readonly [number, number]; phases?: readonly [number, number] }>;

/** The first ids no rule set owns yet. */
export const NEXT_FREE_IDS = { kinds: 134, phases: 49 } as const;
