import type { ContentAudience } from '../catalogue-entry.ts';

/** Audiences of the demo items (spec §1 regional groups). */
export const MEXICO = ['MEXICO'] as const satisfies ContentAudience;
export const CONOSUR = ['CONOSUR'] as const satisfies ContentAudience;
export const PACA = ['PACA'] as const satisfies ContentAudience;
export const BRASIL = ['BRASIL'] as const satisfies ContentAudience;
/** Every Spanish-speaking country. */
export const ALL_ES = ['MEXICO', 'CONOSUR', 'PACA'] as const satisfies ContentAudience;
