// The report writer, loaded only by the commands that write a report: the charting library and its
// DOM take about 0.4 s to load, which every other command (and every CLI test) would pay for nothing.

/** writeReport (src/report/write.ts), imported on first use. */
export async function writeReportLazily(dir: string): Promise<string> {
  const { writeReport } = await import('../report/write.js');
  return writeReport(dir);
}
