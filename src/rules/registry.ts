// Every rule set, in install order, and which of them a game's options put in play. Game creation,
// the map frame, record replay, the options (their defaults, checks, config fields and flags) and
// the drawings of maps read this one table; a game's drawings and the command bots' view read the
// rule sets the game installed. A new rule set is a folder under src/rules plus one line here.

import { buildBoard, type Board, type BoardSpec, type TerrainSpec } from '../engine/board.js';
import { boardOptionsOf, gamesOf, vpSourceNamesOf, type Game } from '../engine/game.js';
import { RECORD_FORMATS, RecordError, replayRecordOn, type GameRecord, type Replay, type ReplayOptions } from '../engine/record.js';
import type { RuleSetDrawing } from '../maps/drawing.js';
import type { MapFrame } from '../maps/frame.js';
import { BASE_RULES } from './base/index.js';
import { CATAN_FOR_TWO_RULES } from './catan-for-two/index.js';
import { CITIES_KNIGHTS_RULES } from './cities-knights/index.js';
import { FRIENDLY_ROBBER_RULES } from './traders-barbarians/friendly-robber.js';
import { CARAVANS_RULES } from './traders-barbarians/caravans/index.js';
import { EVENT_CARDS_RULES } from './traders-barbarians/event-cards/index.js';
import { GOLD_RULES } from './traders-barbarians/gold/index.js';
import { HARBORMASTER_RULES } from './traders-barbarians/harbormaster/index.js';
import { TRADERS_RULES } from './traders-barbarians/traders/index.js';
import { RIVERS_RULES } from './traders-barbarians/rivers/index.js';
import { BARBARIAN_ATTACK_RULES } from './traders-barbarians/barbarian-attack/index.js';
import { FISHERMEN_RULES } from './traders-barbarians/fishermen/index.js';
import { FIVE_SIX_RULES } from './five-six/index.js';
import { defaultOptions, optionTable, resolveWith, valuesOf, type OptionEntry } from './option-table.js';
import type { Expansion, RuleOptions, ScenarioChoice, TurnRule, Variant } from './options.js';
import type { RuleSet } from '../engine/rule-set.js';
import type { RuleSetModule, ScenarioEntry } from './rule-set.js';
import { PAIRED_RULES } from './turn-rules/paired.js';
import { SPECIAL_BUILDING_RULES } from './turn-rules/special-building.js';
import { SEAFARERS_RULES } from './seafarers/index.js';
import { CLOTH_FOR_CATAN_RULES } from './seafarers/scenarios/cloth-for-catan/index.js';
import { FORGOTTEN_TRIBE_RULES } from './seafarers/scenarios/forgotten-tribe/index.js';
import { PIRATE_ISLANDS_RULES } from './seafarers/scenarios/pirate-islands/index.js';
import { WONDERS_RULES } from './seafarers/scenarios/wonders.js';

/** Install order: editions first, then turn rules, then variants; a later rule set wraps what the earlier ones installed. */
export const RULE_SETS: readonly RuleSetModule[] = Object.freeze([BASE_RULES, FIVE_SIX_RULES, SPECIAL_BUILDING_RULES, PAIRED_RULES, SEAFARERS_RULES, FORGOTTEN_TRIBE_RULES, CLOTH_FOR_CATAN_RULES, PIRATE_ISLANDS_RULES, WONDERS_RULES, CATAN_FOR_TWO_RULES, CITIES_KNIGHTS_RULES, GOLD_RULES, FISHERMEN_RULES, RIVERS_RULES, CARAVANS_RULES, BARBARIAN_ATTACK_RULES, TRADERS_RULES, FRIENDLY_ROBBER_RULES, EVENT_CARDS_RULES, HARBORMASTER_RULES]);

/** The terrains the rule sets register: a board drawn or measured on its own, outside a game, knows them all. */
export const REGISTERED_TERRAINS: readonly TerrainSpec[] = Object.freeze(RULE_SETS.flatMap((r) => r.board?.terrains ?? []));

/** Every rule option the rule sets declare, with all the values they bring: configs, flags and help read this. */
export const RULE_OPTIONS: readonly OptionEntry[] = Object.freeze(optionTable(RULE_SETS));

// The values of the three choices the tools name (public API, the scenario of a record).
const optionValues = (name: string): readonly string[] => Object.freeze(valuesOf(RULE_OPTIONS.find((o) => o.name === name)!));
export const TURN_RULES = optionValues('turnRule') as readonly TurnRule[];
export const VARIANTS = optionValues('variant') as readonly Variant[];
export const SCENARIO_CHOICES = optionValues('scenario') as readonly ScenarioChoice[];
export const EXPANSIONS = optionValues('expansion') as readonly Expansion[];

/** The options of a game given nothing but the defaults. */
export const DEFAULT_OPTIONS: RuleOptions = Object.freeze(defaultOptions(RULE_OPTIONS));

/**
 * Fills defaults and checks every option (each rule set settles and checks its own, in install
 * order); throws OptionsError naming the first bad one.
 */
export function resolveOptions(partial: Partial<RuleOptions> = {}): RuleOptions {
  return resolveWith(RULE_SETS, RULE_OPTIONS, partial);
}

/** What a game's rule set may bring beside the engine's part: an extra installed from the engine's interface brings none. */
export type InstalledRuleSet = RuleSet & Partial<Pick<RuleSetModule, 'drawing' | 'readable'>>;

/**
 * The rule sets a game installed, in install order: the registered ones the options put in play
 * and the extras given to createGame (a house rule, a rule set not yet registered, a test's toy),
 * each with its drawing and readable part where it has them.
 */
export function ruleSetsOf(game: Pick<Game, 'installed'>): readonly InstalledRuleSet[] {
  return game.installed;
}

/**
 * Every rule set's drawing: a map on its own (no game, no options) is drawn by each, and each draws
 * what the map's own data asks for (a Seafarers scenario block).
 */
export const MAP_DRAWINGS: readonly RuleSetDrawing[] = RULE_SETS.flatMap((r) => (r.drawing ? [r.drawing] : []));

/** The drawings of the rule sets a game installed, in install order. */
export function drawingsOf(game: Pick<Game, 'installed'>): RuleSetDrawing[] {
  return ruleSetsOf(game).flatMap((r) => (r.drawing ? [r.drawing] : []));
}

/** The rule sets in play for resolved options, in install order. */
export function ruleSetsFor(options: RuleOptions): RuleSetModule[] {
  return RULE_SETS.filter((r) => r.appliesTo(options));
}

/**
 * The VP sources the rule sets in play under these options add, in install order (a game's
 * vpSourceNames): the sources a run's results keep by name. OptionsError names a bad option.
 */
export function vpSourceNamesFor(options: Partial<RuleOptions>): readonly string[] {
  return vpSourceNamesOf(ruleSetsFor(resolveOptions(options)));
}

/**
 * A game on `board` under `options` (defaults filled in and checked: OptionsError names a bad
 * option), with the rule sets the options put in play. Extra rule sets (house rules, a toy rule
 * set in a test) are installed after them.
 */
export function createGame(board: BoardSpec | Board, options: Partial<RuleOptions> = {}, extra: readonly RuleSetModule[] = []): Game {
  return gameMaker(options, extra).game(board);
}

/** Games under one set of options, map after map (see gameMaker). */
export interface GameMaker {
  /** The options resolved: defaults filled in and checked. */
  readonly options: RuleOptions;
  /** The engine board of a board spec under these options (buildGameBoard). */
  board(spec: BoardSpec): Board;
  /** A game on a board (createGame). */
  game(board: BoardSpec | Board): Game;
}

/**
 * What createGame and buildGameBoard do, with the options resolved and the rule sets chosen once:
 * for a run that deals thousands of maps under the same options (OptionsError names a bad option).
 */
export function gameMaker(options: Partial<RuleOptions> = {}, extra: readonly RuleSetModule[] = []): GameMaker {
  const resolved = resolveOptions(options);
  const inPlay = ruleSetsFor(resolved);
  const boardOptions = boardOptionsOf(inPlay);
  const games = gamesOf([...inPlay, ...extra], resolved as unknown as RuleOptions & Record<string, unknown>);
  return {
    options: resolved,
    board: (spec) => buildBoard(spec, boardOptions),
    game: games,
  };
}

/** The frame a game with these options deals its maps on. */
export function frameFor(options: Partial<RuleOptions> | number): MapFrame {
  const resolved = resolveOptions(typeof options === 'number' ? { players: options } : options);
  let frame: MapFrame | undefined;
  for (const r of ruleSetsFor(resolved)) frame = r.frame ?? frame;
  return frame!;
}

/** Every scenario the rule sets bring, family by family in install order: `catan-arena scenarios` lists them. */
export const SCENARIO_ENTRIES: readonly ScenarioEntry[] = Object.freeze(RULE_SETS.flatMap((r) => r.scenarios ?? []));

/** The scenario named `id`, or undefined for 'none' or an id no rule set brings. */
export function scenarioEntry(id: string): ScenarioEntry | undefined {
  return SCENARIO_ENTRIES.find((e) => e.id === id);
}

/**
 * The boards of a scenario's games under these options, by seed: the printed layout or the
 * variable set-up, dealt by the rule set in play that brings the scenario (OptionsError names a bad option).
 */
export function scenarioDealer(options: Partial<RuleOptions>, variable: boolean): (seed: string) => BoardSpec {
  const resolved = resolveOptions(options);
  if (resolved.scenario === 'none') throw new Error('a scenario map needs a scenario (option scenario)');
  const dealer = ruleSetsFor(resolved).filter((r) => r.scenarioBoard).at(-1);
  if (!dealer) throw new Error(`scenario ${resolved.scenario}: no rule set in play deals its board`);
  return (seed) => dealer.scenarioBoard!(resolved, variable, seed);
}

/** The board of one game of a scenario (see scenarioDealer). */
export function scenarioBoardFor(options: Pick<RuleOptions, 'players' | 'scenario'>, variable: boolean, seed: string): BoardSpec {
  return scenarioDealer(options, variable)(seed);
}

/** The engine board of a board spec under these options (Seafarers boards take ships on their sea). */
export function buildGameBoard(spec: BoardSpec, options: Partial<RuleOptions>): Board {
  return buildBoard(spec, boardOptionsOf(ruleSetsFor(resolveOptions(options))));
}


/** Rule set names a record's `ruleset` field may carry: the editions. */
export const RECORD_RULESETS: readonly string[] = RULE_SETS.filter((r) => r.edition).map((r) => r.name);

/**
 * Re-runs a record from its board, options and log alone (see replayRecordOn), after checking that
 * its ruleset is one this version plays and that its options put the same edition in play.
 */
export function replayRecord(rec: GameRecord, opts: ReplayOptions = {}): Replay {
  if (!RECORD_FORMATS.includes(rec.format)) throw new RecordError(`unknown record format "${rec.format}" (expected one of ${RECORD_FORMATS.join(', ')})`);
  if (!RECORD_RULESETS.includes(rec.ruleset)) throw new RecordError(`ruleset "${rec.ruleset}" is not supported by this version`);
  // An option this version does not know names a rule set it cannot play: refused by name, not replayed without it.
  const unknown = Object.keys(rec.options ?? {}).filter((k) => !(k in DEFAULT_OPTIONS));
  if (unknown.length) throw new RecordError(`record options: ${unknown.map((k) => `"${k}"`).join(', ')} not known to this version (it knows ${Object.keys(DEFAULT_OPTIONS).join(', ')})`);
  let game: Game;
  try {
    // The map alone builds the board; its pieces are checked once the game is set up (replayRecordOn).
    const { pieces: _pieces, ...map } = rec.board ?? {};
    game = createGame(map as BoardSpec, { ...(rec.options as Partial<RuleOptions>), players: rec.seats.length });
  } catch (err) {
    throw new RecordError(`record board/options: ${(err as Error).message}`);
  }
  return replayRecordOn(game, rec, opts);
}
