// `catan-arena scenarios`: every scenario the rule sets bring, with what a user needs to run one.

import chalk from 'chalk';
import Table from 'cli-table3';
import { SCENARIO_ENTRIES } from '../rules/registry.js';

/** The scenarios as a table (or JSON): family, number, id, title, target, players, configs. */
export function scenariosText(json: boolean): string {
  const rows = SCENARIO_ENTRIES.map((s) => ({
    family: s.family,
    number: s.number,
    id: s.id,
    title: s.title,
    targetVp: s.target,
    players: s.players,
    configs: s.configs,
    summary: s.summary,
  }));
  if (json) return JSON.stringify(rows, null, 2);
  // No colour of cli-table3's own: chalk's, which is off when piped or with --no-color.
  const head = ['#', 'scenario (--scenario)', 'title', 'VP', 'players', 'rules'].map((h) => chalk.bold(h));
  const tables = [...new Set(rows.map((r) => r.family))].map((family) => {
    const t = new Table({ head, wordWrap: true, colWidths: [4, 24, 28, 5, 9, 50], style: { head: [], border: [] } });
    const mine = rows.filter((x) => x.family === family);
    for (const r of mine) t.push([r.number, r.id, r.title, r.targetVp, r.players.join(','), r.summary]);
    const folder = mine[0]!.configs[0]!.replace(/[^/]*$/, '');
    return `${chalk.bold(family)}\n${t.toString()}\nRun one: catan-arena run ${folder}<scenario>-4.json (3 players: add --players 3 --bots greedy,value,weighted; 5-6: the -6 config).`;
  });
  return `${tables.join('\n\n')}\nMaps: --map scenario (the printed layout) or --map random (the variable set-up).`;
}
