// One game of a plan, played in the test's own thread with built-in bots: the row a run would
// write for it, without a results folder.

import { PlanRunner, type GameRow } from '../../src/tournament/play-spec.js';
import type { TournamentPlan } from '../../src/tournament/plan.js';
import { resolvePlan, type Overrides } from '../../src/tournament/resolve.js';

/** Game `index` of the plan the flags make (as `run` would resolve them), and that plan. */
export async function playOne(flags: Overrides, index: number): Promise<{ plan: TournamentPlan; row: GameRow }> {
  const plan = resolvePlan({}, flags, '(test)', process.cwd());
  const runner = await PlanRunner.load(plan, null);
  let row: GameRow | null = null;
  runner.play(index, (out) => (row = out.row));
  return { plan, row: row! };
}
