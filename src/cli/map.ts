// `catan-arena map`: deal a map with a generator (or load a map file), draw it in the terminal
// with its static measures, and save it as a map file and/or an SVG picture.

import chalk from 'chalk';
import { buildBoard, type BoardSpec } from '../engine/board.js';
import { MapGenerationError } from '../maps/balanced.js';
import { drawBoard } from '../maps/ascii.js';
import { writeTextFile } from '../files/output.js';
import { checkGeneratorOptions, GENERATOR_OPTIONS } from '../maps/generator-options.js';
import { GENERATOR_NAMES, isGeneratorName, type GeneratorChoice } from '../maps/generators.js';
import { formatMapFile, readMapFile } from '../maps/map-file.js';
import { staticMeasures } from '../maps/measures.js';
import { boardSvg } from '../maps/svg.js';
import { frameFor } from '../rules/registry.js';
import { boardFor, type MapSpec } from '../tournament/plan.js';
import type { RuleOptions, ScenarioChoice } from '../rules/options.js';
import { scenarioTitle } from '../rules/seafarers/scenarios.js';
import { UsageError } from './errors.js';
import { formatMeasures } from './map-format.js';

export interface MapFlags {
  seed?: string;
  generator?: string;
  options?: string;
  file?: string;
  save?: string;
  svg?: string;
  json?: boolean;
  players?: number;
  scenario?: ScenarioChoice;
  variable?: boolean;
}

export function parseJsonObject(text: string | undefined, flag: string): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new UsageError(`${flag}: expected a JSON object, e.g. '{"terrainCluster": 1}'`);
}

/** A generator choice from a name and options given on the command line, checked. */
export function generatorChoice(name: string, options: Record<string, unknown>, flag: string): GeneratorChoice {
  if (!isGeneratorName(name)) throw new UsageError(`${flag}: unknown generator "${name}" (expected one of ${GENERATOR_NAMES.join(', ')})`);
  const problem = checkGeneratorOptions(name, options);
  if (problem) throw new UsageError(`${flag}: option "${problem.field}": ${problem.message}`);
  return { generator: name, options: GENERATOR_OPTIONS[name].parse(options) };
}

/** A map spec's board for a seed; a generator that gives up is a usage error (exit 2) named by `label`. */
export function boardOrUsageError(spec: MapSpec, seed: string, options: number | Pick<RuleOptions, 'players' | 'scenario'>, label: string): BoardSpec {
  try {
    return boardFor(spec, seed, options);
  } catch (err) {
    if (err instanceof MapGenerationError) throw new UsageError(`${label}: ${err.message}`);
    throw err;
  }
}

export function mapCommand(flags: MapFlags): number {
  if (flags.file && (flags.generator || flags.options)) throw new UsageError('--file shows a saved map: it cannot be combined with --generator or --options');
  const seed = flags.seed ?? '1';
  const players = flags.players ?? 4;
  let board: BoardSpec;
  let title: string;
  let source: { generator: string; seed?: string; options?: Record<string, unknown> } | undefined;
  const scenario = flags.scenario ?? 'none';
  if (flags.variable && scenario === 'none') throw new UsageError('--variable deals a scenario\'s variable set-up: give --scenario');
  if (flags.file) {
    board = readMapFile(flags.file);
    title = `map ${flags.file}`;
  } else if (scenario !== 'none') {
    if (flags.generator || flags.options) throw new UsageError('--scenario deals the scenario\'s own map: it cannot be combined with --generator or --options');
    const variable = flags.variable === true;
    board = boardOrUsageError({ kind: 'scenario', variable }, seed, { players, scenario }, `scenario ${scenario}`);
    title = `map: ${scenarioTitle(scenario, players)} (${players} players), ${variable ? 'variable set-up' : 'printed layout'}, seed "${seed}"`;
    source = { generator: variable ? 'scenario-random' : 'scenario', seed, options: { scenario, players } };
  } else {
    const choice = generatorChoice(flags.generator ?? 'official', parseJsonObject(flags.options, '--options'), '--generator');
    board = boardOrUsageError({ kind: 'generator', generator: choice.generator, options: choice.options }, seed, players, `generator ${choice.generator}`);
    const shown = Object.keys(choice.options).length ? ` ${JSON.stringify(choice.options)}` : '';
    title = choice.generator === 'beginner' ? 'map: beginner layout' : `map: generator ${choice.generator}${shown}, seed "${seed}"`;
    source = choice.generator === 'beginner' ? { generator: 'beginner' } : { generator: choice.generator, seed, options: choice.options };
  }
  const measures = staticMeasures(buildBoard(board), { players });
  const fileText = formatMapFile(board, { frame: flags.file || scenario !== 'none' ? undefined : frameFor(players).name, source });
  if (flags.save) writeTextFile(flags.save, fileText);
  if (flags.svg) writeTextFile(flags.svg, boardSvg(board, { title }));
  if (flags.json) {
    const { nodePips: _nodePips, ...rest } = measures;
    process.stdout.write(JSON.stringify({ map: JSON.parse(fileText) as unknown, measures: rest }, null, 2) + '\n');
    return 0;
  }
  console.log(chalk.bold(title));
  console.log(drawBoard(board));
  console.log(formatMeasures(measures));
  const saved = [flags.save && `map file ${flags.save}`, flags.svg && `picture ${flags.svg}`].filter(Boolean);
  if (saved.length) console.log(`saved: ${saved.join(', ')}`);
  return 0;
}
