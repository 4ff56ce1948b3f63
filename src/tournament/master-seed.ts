// The master seed of a run that names none. A fixed default let any bot replay the run's dice and
// deals in advance; a seed drawn from the operating system's generator cannot be predicted, and is
// kept in the plan and printed, so the run can still be resumed and reproduced with --seed.

import { randomBytes } from 'node:crypto';

/** A fresh, unpredictable master seed: 128 bits from node:crypto, as 32 hex digits. */
export function drawMasterSeed(): string {
  return randomBytes(16).toString('hex');
}
