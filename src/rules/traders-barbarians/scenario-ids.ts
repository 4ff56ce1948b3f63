// The five Traders & Barbarians scenarios, in the campaign's order: the values they add to the
// `scenario` option, each brought by its own rule set in this folder.

export const TRADERS_SCENARIO_IDS = ['fishermen-of-catan', 'rivers-of-catan', 'caravans', 'barbarian-attack', 'traders-and-barbarians'] as const;
export type TradersScenarioId = (typeof TRADERS_SCENARIO_IDS)[number];

/** The scenarios that pay in gold coins: the gold rule set (gold/) is in play with them. */
export const GOLD_SCENARIOS: readonly TradersScenarioId[] = ['rivers-of-catan', 'barbarian-attack', 'traders-and-barbarians'];
