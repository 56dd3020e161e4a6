/**
 * The registered comparers, one file each beside this one (ARCHITECTURE: `verify/comparers/*`).
 * The adherence run orders them by COMPONENT_IDS; adding one is one import and one entry here.
 */
import type { Comparer } from '../types.js';
import { colorsComparer } from './colors.js';
import { typographyComparer } from './typography.js';
import { shapeComparer } from './shape.js';
import { spacingComparer } from './spacing.js';
import { elevationComparer } from './elevation.js';
import { componentsComparer } from './components.js';
import { contrastComparer } from './contrast.js';

export const COMPARERS: readonly Comparer[] = [
  colorsComparer, typographyComparer, shapeComparer, spacingComparer, elevationComparer, componentsComparer, contrastComparer,
];
