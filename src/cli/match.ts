// `catan-arena match A B`: a head-to-head in mirrored seatings, scored as wins, draws and losses
// of A, with the Elo difference and an optional SPRT that stops the match once it is decided.

import { join } from 'node:path';
import chalk from 'chalk';
import Table from 'cli-table3';
import { MatchTally, matchSprtDecisionOf, matchSprtLlrOf, POINTS, scoreGame, SPRT_MIN_BLOCKS, SPRT_PRIOR_BLOCKS } from '../stats/match.js';
import { BlockMeans, momentsOfMeans } from '../stats/paired.js';
import { parseSprtSpec, sprtBounds, type SprtSpec } from '../stats/sprt.js';
import type { CommandSettings } from '../tournament/journal.js';
import type { TournamentPlan } from '../tournament/plan.js';
import { resolvePlan, type Overrides } from '../tournament/resolve.js';
import { matchSeatings } from '../tournament/seatings.js';
import { UsageError } from './errors.js';
import { executePlan, openFreshOutDir } from './execute.js';
import { report } from './report.js';
import { withBotHashes, type PlayOptions } from './run.js';
import { COMMAND_PREFIX } from '../tournament/external/command.js';
import { commandRefLabel } from '../tournament/bot-loader.js';

/** What a match needs besides its plan, kept in the folder so that a resume goes on as a match. */
export type MatchSettings = Extract<CommandSettings, { name: 'match' }>;

export interface MatchFlags extends Omit<Overrides, 'bots' | 'shard'> {
  sprt?: string;
  optionsA?: Record<string, unknown>;
  optionsB?: Record<string, unknown>;
  /** Handled before matchCommand (commands.ts): the folder's match goes on. */
  resume?: string;
  workers?: number;
  workerMemory?: number;
  quietBots?: boolean;
  out?: string;
  json?: boolean;
  quiet?: boolean;
  force?: boolean;
  report?: boolean;
}

export async function matchCommand(a: string, b: string, flags: MatchFlags): Promise<number> {
  const players = flags.players ?? 4;
  if (players % 2 !== 0) throw new UsageError(`--players: a match needs an even number of players (2, 4 or 6), got ${players}`);
  const h = players / 2;
  let sprt: SprtSpec | null = null;
  if (flags.sprt !== undefined) {
    try {
      sprt = parseSprtSpec(flags.sprt);
    } catch (err) {
      throw new UsageError(`--sprt: ${(err as Error).message}`);
    }
  }
  const optsA = flags.optionsA ?? {};
  const optsB = flags.optionsB ?? {};
  const base = (ref: string) => (ref.startsWith(COMMAND_PREFIX) ? commandRefLabel(ref) : ref.replace(/^.*[\\/]/, '').replace(/\.[cm]?[jt]s$/, ''));
  let [nameA, nameB] = [base(a), base(b)];
  if (nameA === nameB) [nameA, nameB] = [`${nameA}-A`, `${nameB}-B`];
  const entries = [
    ...Array.from({ length: h }, (_, i) => ({ bot: a, name: i ? `${nameA}#${i + 1}` : nameA, options: optsA })),
    ...Array.from({ length: h }, (_, i) => ({ bot: b, name: i ? `${nameB}#${i + 1}` : nameB, options: optsB })),
  ];
  const plan = await withBotHashes(resolvePlan({ bots: entries, players }, { ...flags, name: `match-${nameA}-vs-${nameB}` }, '(command line)', process.cwd()));
  plan.seatings = matchSeatings(players);
  const { dir, release } = openFreshOutDir(join('results', plan.name), flags.out, flags.force);
  try {
    return await playMatch(plan, { name: 'match', a: nameA, b: nameB, players, sprt }, dir, { workers: flags.workers, workerMemory: flags.workerMemory, quietBots: flags.quietBots, quiet: flags.quiet, json: flags.json, report: flags.report });
  } finally {
    release();
  }
}

/** Plays a match's plan into `dir` (fresh, or resumed with its earlier games), its SPRT deciding where it stops. */
export async function playMatch(plan: TournamentPlan, settings: MatchSettings, dir: string, o: PlayOptions): Promise<number> {
  const { a: nameA, b: nameB, players, sprt } = settings;
  const h = players / 2;
  const seatings = plan.seatings ?? matchSeatings(players);
  // Games of one block share map and dice, so they are scored together: the interval and the SPRT
  // use block means as observations (like the paired game statistics of cutechess/fastchess).
  const blockSize = seatings.length;
  const bounds = sprt ? sprtBounds(sprt.alpha, sprt.beta) : null;
  let decision: 'H0' | 'H1' | null = null;
  // The stop rule's blocks so far: one mean a block, the SPRT's variance taken about them all.
  const running = new BlockMeans();
  let blocksFed = 0;
  const tally = new MatchTally(h, blockSize);
  const figures = (): Record<string, unknown> => {
    const f = tally.figures();
    const out: Record<string, unknown> = {
      a: nameA,
      b: nameB,
      players,
      wins: f.wins,
      draws: f.draws,
      losses: f.losses,
      games: f.games,
      blocks: f.blocks,
      score: f.elo.score,
      elo: f.elo.elo,
      elo95: [f.elo.low, f.elo.high],
    };
    if (sprt && bounds) {
      const llr = matchSprtLlrOf(momentsOfMeans(f.means), sprt, blockSize);
      out.sprt = { ...sprt, llr, lower: bounds.lower, upper: bounds.upper, decision, minBlocks: SPRT_MIN_BLOCKS, priorBlocks: SPRT_PRIOR_BLOCKS };
    }
    return out;
  };
  const x = await executePlan(plan, dir, {
    workers: o.workers,
    workerMemory: o.workerMemory,
    quietBots: o.quietBots,
    quiet: o.quiet || o.json,
    previous: o.previous,
    resume: o.resume,
    code: o.code,
    command: settings,
    stopAfter: sprt
      ? (block) => {
          for (const row of block) running.add(blocksFed, POINTS[scoreGame(row, h)]);
          blocksFed++;
          decision = matchSprtDecisionOf(momentsOfMeans(running.means()), sprt, blockSize);
          return decision !== null;
        }
      : undefined,
    extra: { add: (row) => tally.add(row), figures: () => ({ match: figures() }) },
  });
  const m = x.summary.match as { wins: number; draws: number; losses: number; games: number; blocks: number; score: number; elo: number; elo95: [number, number]; sprt?: { llr: number; lower: number; upper: number; elo0: number; elo1: number; alpha: number; beta: number } };
  const box = new Table({ head: [chalk.bold(`${nameA} vs ${nameB}`), ''], style: { head: [], border: [] } });
  const fmt = (e: number) => (Number.isFinite(e) ? `${e >= 0 ? '+' : ''}${e.toFixed(1)}` : e > 0 ? '+inf' : '-inf');
  box.push(
    ['games (wins / draws / losses of A)', `${m.games} (${m.wins} / ${m.draws} / ${m.losses})`],
    ['score of A', `${(100 * m.score).toFixed(1)}%`],
    [`Elo difference (95% interval, ${m.blocks} blocks of ${blockSize} seatings)`, `${fmt(m.elo)} (${fmt(m.elo95[0])} to ${fmt(m.elo95[1])})`],
  );
  if (m.sprt) {
    // As fishtest and fastchess word it: accepting a hypothesis says which of the two Elo values
    // the games favour at the test's error rates, not that the difference is at least elo1.
    const { elo0, elo1 } = m.sprt;
    const verdict =
      decision === 'H1'
        ? chalk.green(`H1 accepted: the games favour ${nameA} at ${fmt(elo1)} Elo over ${fmt(elo0)} (the size of the difference is the Elo line above)`)
        : decision === 'H0'
          ? chalk.yellow(`H0 accepted: the games favour ${nameA} at ${fmt(elo0)} Elo over ${fmt(elo1)}`)
          : 'no decision yet (more games needed)';
    box.push(
      [`SPRT [${m.sprt.elo0}, ${m.sprt.elo1}], alpha ${m.sprt.alpha}, beta ${m.sprt.beta}`, `LLR ${m.sprt.llr.toFixed(3)} (bounds ${m.sprt.lower.toFixed(3)} to ${m.sprt.upper.toFixed(3)})`],
      ['decision', verdict],
    );
  }
  return report(x, dir, o.json, [box.toString()], o.report);
}
