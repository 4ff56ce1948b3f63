// `catan-arena scenarios`: the Seafarers scenarios with what a user needs to run one.

import chalk from 'chalk';
import Table from 'cli-table3';
import { SCENARIOS, SCENARIO_IDS } from '../rules/seafarers/scenarios.js';

/** The scenarios as a table (or JSON): number, id, titles, target, players, configs. */
export function scenariosText(json: boolean): string {
  const rows = SCENARIO_IDS.map((id) => {
    const s = SCENARIOS[id];
    return {
      number: s.number,
      id,
      title: s.title === s.title56 ? s.title : `${s.title} / ${s.title56} (5-6)`,
      targetVp: s.target,
      players: s.players,
      configs: [`configs/seafarers/${id}-4.json`, `configs/seafarers/${id}-6.json`],
      summary: s.summary,
    };
  });
  if (json) return JSON.stringify(rows, null, 2);
  // No colour of cli-table3's own: chalk's, which is off when piped or with --no-color.
  const head = ['#', 'scenario (--scenario)', 'title', 'VP', 'players', 'rules'].map((h) => chalk.bold(h));
  const t = new Table({ head, wordWrap: true, colWidths: [4, 24, 28, 5, 9, 50], style: { head: [], border: [] } });
  for (const r of rows) t.push([r.number, r.id, r.title, r.targetVp, r.players.join(','), r.summary]);
  return `${t.toString()}\nRun one: catan-arena run configs/seafarers/<scenario>-4.json (3 players: add --players 3 --bots greedy,value,weighted; 5-6: the -6 config).\nMaps: --map scenario (the printed layout, harbors drawn each game) or --map random (the variable set-up).`;
}
