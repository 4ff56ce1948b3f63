// Terminal tables for the static measures of one map (used by `map` and `balance`).

import chalk from 'chalk';
import Table from 'cli-table3';
import { RESOURCE_NAMES } from '../engine/constants.js';
import type { StaticMeasures } from '../maps/measures.js';
import { num } from '../stats/number-text.js';

const style = { head: [] as string[], border: [] as string[] };
// No rule between body rows: these tables are long and are pasted into reports.
export const compact = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };
const head = (xs: string[]) => xs.map((x) => chalk.bold(x));

export function formatMeasures(m: StaticMeasures): string {
  const res = new Table({ head: head(['resource', 'pips', 'fair share', 'pips / fair']), style, chars: compact });
  RESOURCE_NAMES.forEach((r, k) => res.push([r, m.pips[k]!, num(m.fairPips[k]!), num(m.scarcity[k]!)]));
  const facts = new Table({ head: head(['static measure', 'value']), style, chars: compact });
  const seats = m.draft.seatPips.map((p, s) => `seat ${s}: ${p}`).join(', ');
  facts.push(
    ['pip spread (richest - poorest resource)', num(m.pipSpread)],
    ['largest gap to a fair share', num(m.pipDeviation)],
    ['scarcest resource (pips / fair)', `${m.scarcest} ${num(m.scarcityMin)}`],
    [`strong intersections (>= ${m.strongThreshold} pips)`, `${m.strong.length}${m.strong.length ? `: ${m.strong.join(', ')}` : ''}`],
    ['richest intersection', `${m.maxNodePips} pips`],
    ['snake draft of intersections (2 rounds)', seats],
    ['first-pick advantage (seat 0 - others, pips)', num(m.draft.firstPickAdvantage)],
    ['draft spread (best - worst seat, pips)', num(m.draft.spread)],
    ['harbors: mean pips of the better intersection', num(m.harbors.meanPips)],
    ['2:1 harbors touching their resource', `${m.harbors.matched} of ${m.harbors.list.filter((h) => h.matched !== null).length}`],
    ['roads from drafted intersections to a harbor (mean)', num(m.harbors.roadsFromDraft)],
  );
  return [res.toString(), facts.toString()].join('\n');
}
