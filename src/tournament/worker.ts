// Piscina worker: loads the plan's bots once, then plays the batches of game indices it is sent.

import { botConsoleToStderr } from './bot-console.js';
import { PlanRunner, type GameOutput } from './play-spec.js';
import type { TournamentPlan } from './plan.js';

botConsoleToStderr();

export interface WorkerTask {
  plan: TournamentPlan;
  planKey: string;
  indices: number[];
  /** Float64 x4 shared with the watchdog: [game index, seat deciding or -1, decision start (ms since epoch), turn]. */
  progress: SharedArrayBuffer;
}

let cached: { key: string; runner: Promise<PlanRunner> } | null = null;

export default async function runTask(task: WorkerTask): Promise<GameOutput[]> {
  if (cached?.key !== task.planKey) cached = { key: task.planKey, runner: PlanRunner.load(task.plan) };
  const runner = await cached.runner;
  const head = new Float64Array(task.progress, 0, 1);
  const progress = new Float64Array(task.progress, 8, 3);
  const out: GameOutput[] = [];
  for (const index of task.indices) {
    head[0] = index;
    out.push(runner.play(index, progress));
  }
  return out;
}
