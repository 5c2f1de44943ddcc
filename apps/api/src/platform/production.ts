import type { Config } from '../config.ts';

/**
 * What a production start must shout about. The configuration already refuses the rest
 * (config.ts, productionRules); demo data in production is allowed only with SEED_DEMO_FORCE.
 */
export function productionWarnings(
  config: Pick<Config, 'environment' | 'seedDemo'> & {
    events?: Pick<Config['events'], 'testFixtures'>;
  },
): string[] {
  if (config.environment !== 'production') return [];
  return [
    ...(config.seedDemo
      ? [
          'DEMO DATA IN PRODUCTION (SEED_DEMO_FORCE=true): the demo accounts sign in with the password published in the README. Never serve real doctors from this database.',
        ]
      : []),
    ...(config.events?.testFixtures
      ? [
          'TEST FIXTURES IN PRODUCTION (EVENTS_TEST_FIXTURES=true): POST /__testing/events creates events for anyone and POST /__testing/publication-clock moves the clock of content validity. A test rig only.',
        ]
      : []),
  ];
}
