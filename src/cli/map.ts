// `catan-arena map`: deal a map (or load a map file), draw it in the terminal with its static
// measures, and save it as a map file and/or an SVG picture. `--map` means what it means to run.

import chalk from 'chalk';
import { buildBoard, type BoardSpec } from '../engine/board.js';
import { MapGenerationError } from '../maps/balanced.js';
import { drawBoard } from '../maps/ascii.js';
import { writeTextFile } from '../files/output.js';
import { formatMapFile } from '../maps/map-file.js';
import { staticMeasures } from '../maps/measures.js';
import { boardSvg } from '../maps/svg.js';
import { frameFor, scenarioEntry } from '../rules/registry.js';
import { boardFor, type MapSpec } from '../tournament/plan.js';
import type { RuleOptions, ScenarioChoice } from '../rules/options.js';
import { isScenarioId, scenarioTitle } from '../rules/seafarers/scenarios.js';
import { ConfigError } from '../tournament/config.js';
import { drawMasterSeed } from '../tournament/master-seed.js';
import { resolveMap, withMapOptions } from '../tournament/resolve.js';
import { UsageError } from './errors.js';
import { formatMeasures } from './map-format.js';

export interface MapFlags {
  seed?: string;
  /** A generator, a map file, or with a scenario: scenario or random. */
  map?: string;
  mapOptions?: Record<string, unknown>;
  save?: string;
  svg?: string;
  json?: boolean;
  players?: number;
  scenario?: ScenarioChoice;
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

/** The title over the drawing, and the `source` a saved map file names. */
function describe(spec: MapSpec, value: string, seed: string, o: { players: number; scenario: ScenarioChoice }): { title: string; source?: MapSource } {
  switch (spec.kind) {
    case 'file':
      return { title: `map ${value}` };
    case 'beginner':
      return { title: 'map: beginner layout', source: { generator: 'beginner' } };
    case 'scenario': {
      const how = spec.variable ? 'variable set-up' : 'printed layout';
      // resolveMap deals a scenario's map only when a scenario is given.
      // Seafarers renames some scenarios for 5-6 players; another family's entry has one title.
      const name = isScenarioId(o.scenario) ? scenarioTitle(o.scenario, o.players) : (scenarioEntry(o.scenario)?.title ?? o.scenario);
      const title = `map: ${name} (${o.players} players), ${how}, seed "${seed}"`;
      return { title, source: { generator: spec.variable ? 'scenario-random' : 'scenario', seed, options: { scenario: o.scenario, players: o.players } } };
    }
    case 'random':
      return { title: `map: generator random, seed "${seed}"`, source: { generator: 'random', seed, options: {} } };
    case 'generator': {
      const shown = Object.keys(spec.options).length ? ` ${JSON.stringify(spec.options)}` : '';
      return { title: `map: generator ${spec.generator}${shown}, seed "${seed}"`, source: { generator: spec.generator, seed, options: spec.options } };
    }
  }
}

type MapSource = { generator: string; seed?: string; options?: Record<string, unknown> };

export function mapCommand(flags: MapFlags): number {
  // No seed given: drawn afresh, as a run's is, and printed in the title.
  const seed = flags.seed ?? drawMasterSeed();
  const players = flags.players ?? 4;
  const scenario = flags.scenario ?? 'none';
  const fail = (field: string, expected: string): never => {
    throw new ConfigError('(command line)', field, expected);
  };
  const value = flags.map ?? (scenario !== 'none' ? 'scenario' : 'official');
  const field = flags.mapOptions !== undefined ? '--map-options' : '--map';
  const spec = resolveMap(withMapOptions(value, flags.mapOptions, fail), field, process.cwd(), fail, scenario !== 'none');
  const label = spec.kind === 'scenario' ? `scenario ${scenario}` : spec.kind === 'generator' ? `generator ${spec.generator}` : value;
  const board = spec.kind === 'file' ? spec.board : boardOrUsageError(spec, seed, { players, scenario }, label);
  const { title, source } = describe(spec, value, seed, { players, scenario });
  const measures = staticMeasures(buildBoard(board), { players });
  const fileText = formatMapFile(board, { frame: spec.kind === 'file' || spec.kind === 'scenario' ? undefined : frameFor(players).name, source });
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
