// Scratch buffers that several of the greedy pieces share: one decision fills `prod` or `need`
// and the helpers it calls read them back, so they stay one set of module-level buffers, not a
// copy per file.

import { NUM_RESOURCES } from '../../engine/constants.js';

// Module scratch (bots run one decision at a time per thread; nothing here is re-entrant).
export const prod = new Float64Array(NUM_RESOURCES);
export const need = new Int32Array(NUM_RESOURCES);
export const handTmp = new Int32Array(NUM_RESOURCES);
