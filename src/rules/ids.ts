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
  // Traders & Barbarians: the variants, the five scenarios and the gold they share.
  'event-cards': { kinds: [128, 150], phases: [45, 60] },
  'fishermen-of-catan': { kinds: [150, 160], phases: [60, 64] },
  'rivers-of-catan': { kinds: [160, 166], phases: [64, 66] },
  caravans: { kinds: [166, 174], phases: [66, 70] },
  'barbarian-attack': { kinds: [174, 186], phases: [70, 76] },
  'traders-and-barbarians': { kinds: [186, 200], phases: [76, 82] },
  gold: { kinds: [200, 202] },
} as const satisfies Record<string, { kinds?: readonly [number, number]; phases?: readonly [number, number] }>;

/** The first ids no rule set owns yet. */
export const NEXT_FREE_IDS = { kinds: 202, phases: 82 } as const;
