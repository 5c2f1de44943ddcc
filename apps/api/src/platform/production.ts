import type { Config } from '../config.ts';

/**
 * What a production start must shout about. The configuration already refuses the rest
 * (config.ts, productionRules); demo data in production is allowed only with SEED_DEMO_FORCE.
 */
export function productionWarnings(config: Pick<Config, 'environment' | 'seedDemo'>): string[] {
  if (config.environment !== 'production' || !config.seedDemo) return [];
  return [
    'DEMO DATA IN PRODUCTION (SEED_DEMO_FORCE=true): the demo accounts sign in with the password published in the README. Never serve real doctors from this database.',
  ];
}
