// The fixed layouts of the nine Seafarers scenarios, one map file per scenario and player count
// (docs/seafarers-maps.md says how each was designed). The files are imported as JSON, so they
// ship inside the build, and each is parsed like a user's map file, so the same checks apply.

import { SCENARIO_IDS, type ScenarioId } from '../scenarios.js';
import type { BoardSpec } from '../../../engine/board.js';
import { parseMapFile } from '../../../maps/map-file.js';
import { parseScenarioData } from '../map-data.js';
import clothForCatan4 from './cloth-for-catan-4.json' with { type: 'json' };
import clothForCatan6 from './cloth-for-catan-6.json' with { type: 'json' };
import fogIslands3 from './fog-islands-3.json' with { type: 'json' };
import fogIslands4 from './fog-islands-4.json' with { type: 'json' };
import fogIslands6 from './fog-islands-6.json' with { type: 'json' };
import forgottenTribe4 from './forgotten-tribe-4.json' with { type: 'json' };
import forgottenTribe6 from './forgotten-tribe-6.json' with { type: 'json' };
import fourIslands3 from './four-islands-3.json' with { type: 'json' };
import fourIslands4 from './four-islands-4.json' with { type: 'json' };
import fourIslands6 from './four-islands-6.json' with { type: 'json' };
import headingForNewShores3 from './heading-for-new-shores-3.json' with { type: 'json' };
import headingForNewShores4 from './heading-for-new-shores-4.json' with { type: 'json' };
import headingForNewShores6 from './heading-for-new-shores-6.json' with { type: 'json' };
import newWorld4 from './new-world-4.json' with { type: 'json' };
import newWorld6 from './new-world-6.json' with { type: 'json' };
import pirateIslands4 from './pirate-islands-4.json' with { type: 'json' };
import pirateIslands6 from './pirate-islands-6.json' with { type: 'json' };
import throughTheDesert3 from './through-the-desert-3.json' with { type: 'json' };
import throughTheDesert4 from './through-the-desert-4.json' with { type: 'json' };
import throughTheDesert6 from './through-the-desert-6.json' with { type: 'json' };
import wondersOfCatan4 from './wonders-of-catan-4.json' with { type: 'json' };
import wondersOfCatan6 from './wonders-of-catan-6.json' with { type: 'json' };

/** The scenarios in campaign order (scenarios.ts); each id is the `scenario.name` of its map files. */
export const SCENARIO_NAMES = SCENARIO_IDS;
export type ScenarioName = ScenarioId;

/** The raw file contents by file name (without `.json`). */
const FILES: Readonly<Record<string, unknown>> = {
  'heading-for-new-shores-3': headingForNewShores3,
  'heading-for-new-shores-4': headingForNewShores4,
  'heading-for-new-shores-6': headingForNewShores6,
  'four-islands-3': fourIslands3,
  'four-islands-4': fourIslands4,
  'four-islands-6': fourIslands6,
  'fog-islands-3': fogIslands3,
  'fog-islands-4': fogIslands4,
  'fog-islands-6': fogIslands6,
  'through-the-desert-3': throughTheDesert3,
  'through-the-desert-4': throughTheDesert4,
  'through-the-desert-6': throughTheDesert6,
  'forgotten-tribe-4': forgottenTribe4,
  'forgotten-tribe-6': forgottenTribe6,
  'cloth-for-catan-4': clothForCatan4,
  'cloth-for-catan-6': clothForCatan6,
  'pirate-islands-4': pirateIslands4,
  'pirate-islands-6': pirateIslands6,
  'wonders-of-catan-4': wondersOfCatan4,
  'wonders-of-catan-6': wondersOfCatan6,
  'new-world-4': newWorld4,
  'new-world-6': newWorld6,
};

/** Files of a scenario printed with separate 3- and 4-player layouts, and its 5-6 player layout. */
const separate = (name: string) => ({ 3: `${name}-3.json`, 4: `${name}-4.json`, 5: `${name}-6.json`, 6: `${name}-6.json` });
/** Files of a scenario with one layout for 3-4 players (the -4 file), and its 5-6 player layout. */
const shared = (name: string) => ({ 3: `${name}-4.json`, 4: `${name}-4.json`, 5: `${name}-6.json`, 6: `${name}-6.json` });

/** The map file (a name in this folder) for each scenario and player count (3 to 6). */
export const SCENARIO_MAP_FILES: Readonly<Record<ScenarioName, Readonly<Record<number, string>>>> = {
  'heading-for-new-shores': separate('heading-for-new-shores'),
  'four-islands': separate('four-islands'),
  'fog-islands': separate('fog-islands'),
  'through-the-desert': separate('through-the-desert'),
  'forgotten-tribe': shared('forgotten-tribe'),
  'cloth-for-catan': shared('cloth-for-catan'),
  'pirate-islands': shared('pirate-islands'),
  'wonders-of-catan': shared('wonders-of-catan'),
  'new-world': shared('new-world'),
};

const parsed = new Map<string, BoardSpec>();

function load(file: string): BoardSpec {
  let board = parsed.get(file);
  if (!board) {
    const raw = FILES[file.replace(/\.json$/, '')];
    if (raw === undefined) throw new Error(`seafarers maps: no file ${file}`);
    board = parseMapFile(JSON.stringify(raw), `src/rules/seafarers/maps/${file}`).board;
    parseScenarioData(board.scenario);
    parsed.set(file, board);
  }
  return board;
}

/**
 * The fixed layout of a Seafarers scenario for a player count, as a fresh copy the caller may
 * change. Throws for an unknown scenario or a player count the scenario has no layout for.
 */
export function scenarioMap(name: string, players: number): BoardSpec {
  const files = (SCENARIO_MAP_FILES as Readonly<Record<string, Readonly<Record<number, string>>>>)[name];
  if (!files) throw new Error(`unknown Seafarers scenario "${name}" (expected one of ${SCENARIO_NAMES.join(', ')})`);
  const file = files[players];
  if (!file) throw new Error(`Seafarers scenario "${name}" has no layout for ${players} players (expected 3 to 6)`);
  return structuredClone(load(file));
}
