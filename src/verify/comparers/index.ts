/**
 * The registered comparers, one file each beside this one (ARCHITECTURE: `verify/comparers/*`).
 * The adherence run orders them by COMPONENT_IDS; adding one is one import and one entry here.
 */
import type { Comparer } from '../types.js';

export const COMPARERS: readonly Comparer[] = [];
