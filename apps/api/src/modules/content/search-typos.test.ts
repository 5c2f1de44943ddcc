import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTypeScript, type Child } from '../../testing/child-process.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { typosAllowed } from './search-typos.ts';

describe('search typos', () => {
  let database: TestDatabase;
  let child: Child | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(undefined, { seedDemo: true });
  });
  afterAll(async () => {
    if (child && child.process.exitCode === null && child.process.signalCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
    await database.drop();
  });

  describe('typos', () => {
    it('are allowed by the typed word: none under 5 letters, one from 5, two from 9; products two', () => {
      expect([4, 5, 8, 9, 15].map((length) => typosAllowed(length, false))).toEqual([
        0, 1, 1, 2, 2,
      ]);
      expect([4, 5, 7].map((length) => typosAllowed(length, true))).toEqual([0, 2, 2]);
    });

    it('are found by the first search of a database opened as the server opens it, which answers on', async () => {
      // The demo catalogue, reopened in a process of its own as the server reopens it: on PGlite with
      // every extension the server loads, pg_trgm's `%` (the first look-up of near words) answered
      // no rows at all and left the database answering nothing more (the server hung).
      const searches = [
        ['mx', 'rivaroxabn'],
        ['mx', 'xareto'],
        ['br', 'xarleto'],
        ['mx', 'zanahoria'],
        ['br', 'xarelto'],
      ];
      child = runTypeScript('apps/api/src/modules/content/testing/search-in-child.ts', {
        ...database.env,
        SEARCHES: JSON.stringify(searches),
      });
      const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 90_000));
      const ended = await Promise.race([child.exited, hung]);
      expect(ended, child.output()).not.toBe('hung');
      expect(ended, child.output().slice(-2000)).toMatchObject({ code: 0 });
      const answers = child
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { text: string; ids: string[] });
      const xarelto = {
        mx: ['producto-xarelto', 'xarelto-casos-clinicos-tromboembolismo-venoso'],
        br: ['produto-xarelto', 'xarelto-discussao-de-casos-clinicos'],
      };
      expect(answers).toEqual([
        { text: 'rivaroxabn', ids: ['producto-xarelto'] },
        { text: 'xareto', ids: xarelto.mx },
        { text: 'xarleto', ids: xarelto.br },
        { text: 'zanahoria', ids: [] },
        { text: 'xarelto', ids: xarelto.br },
      ]);
    }, 150_000);
  });
});
