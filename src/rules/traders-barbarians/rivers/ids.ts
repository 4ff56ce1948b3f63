// The Rivers of Catan's action kinds, from its block in src/rules/ids.ts.

import { ID_BLOCKS } from '../../ids.js';

const [K0] = ID_BLOCKS['rivers-of-catan'].kinds;

/** Build a bridge on a bridge site (argument: the edge). */
export const A_BRIDGE = K0;
