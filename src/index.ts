// Public API: the engine (board, state, actions, step, views, records) and the bot interface.

export * from './engine/constants.js';
export * from './engine/actions.js';
export { buildBoard, BoardError, type Board, type BoardSpec, type HexSpec, type HarborSpec } from './engine/board.js';
export { createGame, newState, cloneState, copyState, totalVp, type Game, type GameState } from './engine/game.js';
export { DEFAULT_OPTIONS, resolveOptions, OptionsError, TURN_RULES, VARIANTS, type RuleOptions, type TurnRule, type Variant } from './engine/options.js';
export { legalActions, maxActions, isLegal } from './engine/legal.js';
export { apply, applyWithOutcome, chanceOutcomes, sampleOutcome, NO_OUTCOME } from './engine/step.js';
export { seatView, seatViewInto, determinize, SeatView } from './engine/view.js';
export { checkInvariants } from './engine/invariants.js';
export { describeAction } from './engine/describe.js';
export { makeRecord, replayRecord, RecordError, RECORD_FORMAT, type GameRecord, type LogEntry } from './engine/record.js';
export * as layout from './engine/layout.js';
export { beginnerBoard, randomBoard } from './rules/base/maps.js';
export { FIVE_SIX_FRAME, fiveSixBeginnerBoard, fiveSixRandomBoard } from './rules/five-six/maps.js';
export { FIVE_SIX_SUPPLY } from './rules/five-six/supply.js';
export { NEUTRAL_SETTLEMENTS, TRADE_TOKENS } from './rules/catan-for-two/data.js';
export type { Bot, BotFactory, GameInfo } from './bots/bot.js';
export { createRandomBot } from './bots/random.js';
export { playGame, type GameResult } from './tournament/play-game.js';
export type { MapFrame } from './maps/frame.js';
export { BASE_FRAME } from './rules/base/frame.js';
export { generateMap, GENERATOR_NAMES, type GeneratorChoice, type GeneratorName } from './maps/generators.js';
export { MapGenerationError, type BalancedOptions } from './maps/balanced.js';
export { formatMapFile, parseMapFile, readMapFile, MapFileError, MAP_FORMAT } from './maps/map-file.js';
export { staticMeasures, type StaticMeasures } from './maps/measures.js';
export { drawBoard } from './maps/ascii.js';
export { boardSvg } from './maps/svg.js';
