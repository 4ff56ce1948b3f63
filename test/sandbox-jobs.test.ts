// The sandbox runs the promise jobs a bot queues before its call returns (src/tournament/sandbox/
// jobs.ts). That works only from an event-loop callback, not from inside a job, and the check that
// guards it must tell the two apart.

import { describe, expect, it } from 'vitest';
import { botRejections, checkJobsDrain, drainJobs, runAsCallback } from '../src/tournament/sandbox/jobs.js';

describe('running the jobs bot code queued', () => {
  it('from a callback: the jobs, and those they queue, have run when drainJobs returns', async () => {
    const ran = await runAsCallback(() => {
      checkJobsDrain();
      const log: string[] = [];
      void Promise.resolve()
        .then(() => log.push('job'))
        .then(() => log.push('its job'));
      drainJobs('bot');
      log.push('returned');
      return log;
    });
    expect(ran).toEqual(['job', 'its job', 'returned']);
  });

  it('from inside a promise job it cannot, and the check says so', async () => {
    await Promise.resolve();
    expect(() => checkJobsDrain()).toThrow(/games must start from runAsCallback/);
  });

  it("a rejection with no handler while a bot's jobs run is that bot's line; any other is thrown", () => {
    const lines: string[] = [];
    const onRejection = botRejections((text) => lines.push(text));
    expect(() => onRejection(new Error('the runner broke'))).toThrow('the runner broke');
    expect(lines).toEqual([]);
  });
});
