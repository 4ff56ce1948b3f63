// The options of both modes, checked and resolved with their defaults in one place, and the
// evaluation weights mcts uses (the value bot's with MCTS_WEIGHT_CHANGES), so that a config is
// rejected up front whichever mode it asks for.

import type { Game } from '../../engine/game.js';
import { gameWeights, resolveValueWeights, type ValueWeights, type WeightOptions } from '../value/index.js';
import { mctsWeights } from './kit-part.js';

/**
 * Where mcts's evaluation differs from the value bot's: found by self-play (bench/tune-weights.ts:
 * coordinate search, factors 0.5 and 2, 2,400 games a trial on common seeds), where the value bot
 * with them won 29.5% against three default value bots on the tuning seeds, and 27.1% and 28.0%
 * of two sets of 4,000 games on fresh seeds (the second: configs/value-tuned-vs-value.json). More weight on production, less on the
 * race estimate and on the risk of a large hand. `weights` options apply on top of these.
 */
export const MCTS_WEIGHT_CHANGES: Readonly<Partial<ValueWeights>> = Object.freeze({ production: 0.03, tempo: 0.0175, discardRisk: 0.04 });
const MCTS_WEIGHTS: ValueWeights = resolveValueWeights({ ...MCTS_WEIGHT_CHANGES });

export interface MctsOptions {
  /** 'turn': plan the bot's own turn (default); 'game': search whole games (the older search). */
  mode?: 'turn' | 'game';
  /** Turn mode: PUCT exploration constant, in VP (default 1.5). */
  cPuct?: number;
  /** Turn mode: 'max' (a node's value is its best action's, default) or 'mean' of its searches. */
  backup?: 'max' | 'mean';
  /** Turn mode: weight of the opponents' mean value subtracted from the seat's own (default 0). */
  rival?: number;
  /** Turn mode: softmax temperature, in VP, of the priors from the one-ply values (default 0.5). */
  priorTemp?: number;
  /** Iterations per decision (default 1000 in turn mode, 200 in game mode; unlimited when only `ms` is given). */
  iterations?: number;
  /** Milliseconds per decision (default: none). */
  ms?: number;
  /** UCT exploration constant (default 1.0). */
  c?: number;
  /** Random steps after the tree before evaluating (default 30). */
  rolloutDepth?: number;
  /** 'rollout': rollout then evaluate (default); 'value': evaluate the leaf directly. */
  leaf?: 'rollout' | 'value';
  /** Include domestic trade offers among the tree's actions (default false). */
  treeOffers?: boolean;
  /** Softmax temperature, in VP, turning per-seat values into reward shares (default 1.5). */
  temperature?: number;
  /**
   * Evaluation weights over DEFAULT_VALUE_WEIGHTS with MCTS_WEIGHT_CHANGES (see value/weights.ts),
   * and the kits' weights by name, as the value bot takes them.
   */
  weights?: WeightOptions;
}

/**
 * The weights `opt` evaluates `game` with: its resolved weights, or a kit's mcts weights over
 * MCTS_WEIGHT_CHANGES and under the option (kit-part.ts), with the kits' value defaults where
 * neither sets a name (gameWeights). One object per shape and options.
 */
export function searchWeights(game: Game, opt: Resolved): ValueWeights {
  return gameWeights(game, mctsWeights(game, opt.weights, MCTS_WEIGHT_CHANGES, opt.given));
}

export interface Resolved {
  mode: 'turn' | 'game';
  cPuct: number;
  priorTemp: number;
  rival: number;
  backup: 'max' | 'mean';
  iterations: number;
  ms: number;
  c: number;
  rolloutDepth: number;
  leaf: 'rollout' | 'value';
  treeOffers: boolean;
  temperature: number;
  weights: ValueWeights;
  /** The `weights` option itself (a copy), which a kit's mcts weights stay under (kit-part.ts). */
  given: WeightOptions | undefined;
}

const KNOWN_OPTIONS = new Set(['mode', 'cPuct', 'priorTemp', 'rival', 'backup', 'iterations', 'ms', 'c', 'rolloutDepth', 'leaf', 'treeOffers', 'temperature', 'weights']);

export function resolve(o: Record<string, unknown>): Resolved {
  for (const k of Object.keys(o)) if (!KNOWN_OPTIONS.has(k)) throw new Error(`mcts: unknown option ${k}`);
  const num = (name: string, def: number, min: number, int: boolean): number => {
    const v = o[name];
    if (v === undefined) return def;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || (int && !Number.isInteger(v))) {
      throw new Error(`mcts option ${name}: expected ${int ? 'an integer' : 'a number'} >= ${min}, got ${JSON.stringify(v)}`);
    }
    return v;
  };
  const ms = num('ms', Infinity, 1, false);
  const gameMode = o.mode === 'game';
  const iterations = o.iterations === undefined && o.ms !== undefined ? Infinity : num('iterations', gameMode ? 200 : 1000, 1, true);
  const leaf = o.leaf ?? 'rollout';
  if (leaf !== 'rollout' && leaf !== 'value') throw new Error(`mcts option leaf: expected "rollout" or "value", got ${JSON.stringify(leaf)}`);
  const treeOffers = o.treeOffers ?? false;
  if (typeof treeOffers !== 'boolean') throw new Error(`mcts option treeOffers: expected a boolean, got ${JSON.stringify(treeOffers)}`);
  const w = o.weights;
  if (w !== undefined && (typeof w !== 'object' || w === null || Array.isArray(w))) {
    throw new Error(`mcts option weights: expected an object, got ${JSON.stringify(w)}`);
  }
  const mode = o.mode ?? 'turn';
  const backup = o.backup ?? 'max';
  if (backup !== 'max' && backup !== 'mean') throw new Error(`mcts option backup: expected "max" or "mean", got ${JSON.stringify(backup)}`);
  if (mode !== 'turn' && mode !== 'game') throw new Error(`mcts option mode: expected "turn" or "game", got ${JSON.stringify(mode)}`);
  return {
    mode,
    cPuct: num('cPuct', 1.5, 0, false),
    priorTemp: num('priorTemp', 0.5, 0.001, false),
    rival: num('rival', 0, 0, false),
    backup,
    iterations,
    ms,
    c: num('c', 1.0, 0, false),
    rolloutDepth: num('rolloutDepth', 30, 0, true),
    leaf,
    treeOffers,
    temperature: num('temperature', 1.5, 0.01, false),
    weights: w === undefined ? MCTS_WEIGHTS : resolveValueWeights({ ...MCTS_WEIGHT_CHANGES, ...(w as WeightOptions) }),
    given: w === undefined ? undefined : Object.freeze({ ...(w as WeightOptions) }),
  };
}
