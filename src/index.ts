// Public API: the engine (board, state, actions, step, views, records) and the bot interface.

export * from './engine/constants.js';
export * from './engine/actions.js';
export * from './engine/bundle.js';
export { buildBoard, BoardError, HIDDEN_TERRAIN, type Board, type BoardOptions, type BoardSpec, type HexSpec, type HarborSpec, type TerrainSpec } from './engine/board.js';
export { createGameOf, newState, cloneState, copyState, totalVp, type Game, type GameState } from './engine/game.js';
export { DEFAULT_OPTIONS, resolveOptions, OptionsError, TURN_RULES, VARIANTS, type RuleOptions, type TurnRule, type Variant } from './rules/options.js';
export type { RuleSet, GameBuilder, GameHooks, KindRule, PhaseRule, KindRecord, Invariant, Supply, VpSources, CardKinds } from './engine/rule-set.js';
// The seam's shared mechanics for rule-set authors: phase lists, card classes and decks, costs.
export type { ActionSource, ActionRefinement, PhaseList, SourcePlace, ListActions } from './engine/phase-list.js';
export {
  CARD_COUNTED, CARD_DISCARDED, CARD_STOLEN, CARD_PUBLIC, CARD_MARITIME, CARD_TRADED, RESOURCE_CLASS, cardIs, cardsWith,
  countedHand, discardableHand, stealableHand, overClassLimit, type CardClass,
} from './engine/cards.js';
export {
  DEVELOPMENT_DECK, deckOutcomes, deckSample, deckTake, drawToPile, playFromPile, returnToDeck, returnUnder, takeTop, cardsLeft,
  returnedEntry, returnedKind, returnedKnower, type Deck,
} from './engine/decks.js';
export {
  addPiece, removePiece, movePiece, pieceAt, pieceOwner, piecePlace, pieceAttr, setPieceAttr, attrIndex, piecesOf,
  pieceTableErrors, PLACE_KINDS, type PieceTable, type PlaceKind,
} from './engine/piece-tables.js';
export { edgeMoves, liftedMoves, type EdgeMover } from './engine/network-moves.js';
export { nodeWalk, walkNodes, type NodeWalk } from './engine/node-walk.js';
export { isOpenRoad, placeCity, placeRoad, placeSettlement, reduceCity, removeRoad } from './engine/pieces.js';
export {
  SIDE_OFFER_GIVE, SIDE_OFFER_GET, SIDE_DRAFT_GIVE, SIDE_DRAFT_GET, sideCounterGive, sideCounterGet, sideCount, sideTotal,
  sideEmpty, sideHeld, sideResourcesOnly, sideCards,
} from './engine/trade-sides.js';
export { handCost, pay, moveHandCards, cardName, cardIndex } from './engine/hands.js';
export { canAfford, maritimeRate, rateMask } from './engine/queries.js';
export { maritimeArg, maritimeGive, maritimeGet } from './rules/base/trade.js';
export { addDie, sampleExtraDice, type DiceRoll, type ExtraDie } from './rules/base/dice.js';
export { replaceInvariant } from './engine/rule-set.js';
export { decisionData, decisionDepth, endDecision, hasDecision, pushDecision, settleDecisions, topDecision, type Obligation } from './engine/decision-queue.js';
export { addRollStep, pauseRoll, resumeRoll, rollPause, rollTotal, runRollSteps, type RollStep, type RollStepPlace } from './engine/roll-steps.js';
export type { BotKit, EvalTerm, KitBuild, KitWeight, KitWeightValues, PhasePolicy, WeightValues } from './engine/bot-kit.js';
export type { RuleSetModule } from './rules/rule-set.js';
export { RULE_SETS, createGame, frameFor, replayRecord, ruleSetsFor } from './rules/registry.js';
export { legalActions, maxActions, isLegal, untradedActions } from './engine/legal.js';
export { apply, applyWithOutcome, chanceOutcomes, sampleOutcome, NO_OUTCOME } from './engine/step.js';
export { seatView, seatViewInto, determinize, SeatView } from './engine/view.js';
export { checkInvariants } from './engine/invariants.js';
export { describeAction, kindName, phaseName } from './engine/describe.js';
export { makeRecord, replayRecordOn, RecordError, RECORD_FORMAT, RECORD_FORMATS, type GameRecord, type LogEntry, type RecordPiece } from './engine/record.js';
export * as layout from './engine/layout.js';
export { beginnerBoard, randomBoard } from './rules/base/maps.js';
export { FIVE_SIX_FRAME, fiveSixBeginnerBoard, fiveSixRandomBoard } from './rules/five-six/maps.js';
export { FIVE_SIX_SUPPLY } from './rules/five-six/supply.js';
export { NEUTRAL_SETTLEMENTS, TRADE_TOKENS } from './rules/catan-for-two/data.js';
export * from './rules/catan-for-two/fields.js';
export { PH_SPECIAL_BUILD } from './rules/turn-rules/special-building.js';
export { subturnField } from './rules/turn-rules/paired.js';
export type { Bot, BotFactory, GameInfo } from './bots/bot.js';
// Readers for bots: named questions about a state or a seat's view, the ones the built-in bots ask
// (docs/bot-api.md lists them; module bots import them from 'catan-arena').
export {
  DICE_WAYS, BUILD_ROAD, BUILD_SETTLEMENT, BUILD_CITY, BUILD_DEV, NUM_BUILDS, buildCosts,
  hexPips, hexResource, buildingAt, ownsSettlement, ownsCity, ownsRoadAt, nodeBlocked, nodePips,
  productionPips, productionPerRoll, totalPips, resourceDiversity, robbedPips, pipsOnHex, touchesHex,
  harborMask, tradeRate, hand, handSize, devCount, devPlayable, devHeld, knightsPlayed, missingCards,
  buildDistances, canAffordBuild, missingWithTrades, publicVp, ownVp, roadsLeft, settlementsLeft,
  citiesLeft, settlementsBuilt, citiesBuilt, roadLength, longestRoadHolder, largestArmyHolder,
  bankCount, opponentsHolding, leader, maxOpponentVp, settlementSites, withoutRoadBuildingStop,
} from './bots/features.js';
export { createRandomBot } from './bots/random.js';
export { BUILTIN_BOTS, builtinBot, type BuiltinBot } from './bots/registry.js';
export { playGame, type GameResult } from './tournament/play-game.js';
export type { MapFrame } from './maps/frame.js';
export { BASE_FRAME } from './rules/base/frame.js';
export { generateMap, GENERATOR_NAMES, type GeneratorChoice, type GeneratorName } from './maps/generators.js';
export { MapGenerationError, type BalancedOptions } from './maps/balanced.js';
export { formatMapFile, parseMapFile, readMapFile, MapFileError, MAP_FORMAT } from './maps/map-file.js';
export { staticMeasures, type StaticMeasures } from './maps/measures.js';
export { drawBoard } from './maps/ascii.js';
export { boardSvg } from './maps/svg.js';
