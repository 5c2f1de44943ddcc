import { z } from 'zod';
import { validationMessages as m } from '../validation.ts';
import { mainClusters, subclusters } from './cluster-names.ts';

export * from './cluster-names.ts';

export const mainClusterSchema = z.enum(mainClusters, { error: m.mainClusterInvalid });
export const subclusterSchema = z.enum(subclusters, { error: m.subclusterInvalid });
