// Writes report.html into a results folder: a balance report where balance.json is, else the
// report of a run, match or ladder. One function, so `report` and every `--report` flag agree.

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeTextFile } from '../files/output.js';
import { ResultsError } from '../tournament/results-error.js';
import { balanceReportHtml } from './balance-report.js';
import { resultsReportHtml } from './results-report.js';

/** Writes `dir`/report.html and returns its path; a folder that holds no results is a ResultsError. */
export function writeReport(dir: string): string {
  if (!existsSync(dir)) throw new ResultsError(`${dir}: no such folder`);
  if (!statSync(dir).isDirectory()) throw new ResultsError(`${dir}: not a folder (give the results folder, not a file in it)`);
  const html = existsSync(join(dir, 'balance.json')) ? balanceReportHtml(dir) : resultsReportHtml(dir);
  const file = join(dir, 'report.html');
  writeTextFile(file, html);
  return file;
}
