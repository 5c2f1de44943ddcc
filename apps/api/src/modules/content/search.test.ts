import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchResponse } from '@pulso/contracts/content';
import { fieldProblems } from '../users/testing/api-client.ts';
import { searchCards, type CardSearch } from './search.repository.ts';
import { buildContentTestApp, type ContentTestApp } from './testing/content-test-app.ts';
import { fixtureEntry } from './testing/content-fixtures.ts';

describe('search', () => {
  let t: ContentTestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildContentTestApp();
    await t.store({
      entries: [
        fixtureEntry({
          id: 'mx-anticoagulacion',
          audience: ['MEXICO'],
          title: 'Anticoagulación en fibrilación auricular',
          synopsis: 'Una revisión práctica para el consultorio.',
          daysOld: 3,
        }),
        fixtureEntry({
          id: 'mx-hipertension',
          audience: ['MEXICO'],
          title: 'Tratamientos de la hipertensión resistente',
          participant: 'Dra. Ana Pérez',
          searchText: 'Los pacientes con presión arterial elevada.',
          daysOld: 5,
        }),
        fixtureEntry({
          id: 'br-anticoagulacao',
          title: 'Anticoagulação na fibrilação atrial',
          synopsis: 'Revisão prática; anticoagulación en español también.',
        }),
        fixtureEntry({
          id: 'br-cancer',
          title: 'Tratamentos do câncer de pulmão',
          searchText: 'Imunoterapia para pacientes com doença avançada.',
        }),
        fixtureEntry({
          id: 'br-speaker-cancer',
          title: 'Câncer de pulmão para palestrantes',
          isSpeakerTraining: true,
        }),
        ...Array.from({ length: 25 }, (_, index) =>
          fixtureEntry({
            id: `cl-zebra-${String(index + 1).padStart(2, '0')}`,
            audience: ['cl'],
            title: `Modelos en pez cebra, parte ${index + 1}`,
            daysOld: index,
          }),
        ),
      ],
    });
    for (const uid of ['demo-br', 'demo-mx', 'demo-cl', 'demo-ar', 'speaker-br'])
      tokens[uid] = await t.signIn(uid);
  });
  afterAll(() => t.close());

  async function search(uid: string, query: string): Promise<SearchResponse> {
    const response = await t.api.get(`/api/search?${query}`, { token: tokens[uid] });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json());
  }
  const idsFor = async (uid: string, q: string) =>
    (await search(uid, `q=${encodeURIComponent(q)}`)).items.map((card) => card.id);

  describe('GET /api/search', () => {
    /** [who searches, query, what is found] */
    const expectFound = async (cases: readonly (readonly [string, string, string[]])[]) => {
      for (const [uid, q, ids] of cases) expect(await idsFor(uid, q), `${uid}: ${q}`).toEqual(ids);
    };

    it('finds an item with or without its accents', async () => {
      await expectFound([
        ['demo-mx', 'anticoagulación', ['mx-anticoagulacion']],
        ['demo-mx', 'ANTICOAGULACION', ['mx-anticoagulacion']],
        ['demo-br', 'anticoagulacao', ['br-anticoagulacao']],
        ['demo-br', 'câncer pulmão', ['br-cancer']],
      ]);
    });

    it('tolerates a typo in a title word', async () => {
      await expectFound([
        ['demo-mx', 'anticoagulasion', ['mx-anticoagulacion']],
        ['demo-mx', 'hipertensoin', ['mx-hipertension']],
        ['demo-br', 'tratamntos', ['br-cancer']],
        ['demo-br', 'cancr', ['br-cancer']],
      ]);
    });

    it("finds a product and its content by the product's name with typos, in both languages", async () => {
      await t.store({
        entries: [
          fixtureEntry({
            id: 'mx-xarelto',
            audience: ['MEXICO'],
            title: 'Xarelto® (rivaroxabán)',
            mainCluster: 'to_product',
            product: 'xarelto',
          }),
          // Content of the product that never names it.
          fixtureEntry({
            id: 'mx-xarelto-casos',
            audience: ['MEXICO'],
            title: 'Casos clínicos en tromboembolismo venoso',
            product: 'xarelto',
            exclusive: true,
          }),
          fixtureEntry({
            id: 'br-xarelto',
            title: 'Xarelto® (rivaroxabana)',
            mainCluster: 'to_product',
            product: 'xarelto',
          }),
          fixtureEntry({
            id: 'br-xarelto-trombose',
            title: 'Discussão de casos clínicos de trombose venosa',
            product: 'xarelto',
            exclusive: true,
          }),
        ],
      });
      const sortedIds = async (uid: string, q: string) => (await idsFor(uid, q)).sort();
      const mexico = ['mx-xarelto', 'mx-xarelto-casos'];
      const brazil = ['br-xarelto', 'br-xarelto-trombose'];
      // One typo (a letter missing, two swapped, one wrong), or two in a product's name.
      for (const q of ['Xarelto', 'xareto', 'xarleto', 'zarelto', 'XARELO', 'xeralto']) {
        expect(await sortedIds('demo-mx', q), q).toEqual(mexico);
        expect(await sortedIds('demo-br', q), q).toEqual(brazil);
      }
      // The active ingredient, two typos in a long word.
      expect(await idsFor('demo-mx', 'rivaroxabn')).toEqual(['mx-xarelto']);
      expect(await idsFor('demo-br', 'rivaroxabn')).toEqual(['br-xarelto']);
      expect(await idsFor('demo-br', 'rivaroxavana')).toEqual(['br-xarelto']);
      // With another word, every word still counts.
      expect(await idsFor('demo-mx', 'xareto tromboembolismo')).toEqual(['mx-xarelto-casos']);
      // A word nowhere near the catalogue's words still finds nothing.
      for (const q of ['zanahoria', 'qwertyuiop', 'xyzzy', 'xaroleta']) {
        expect(await idsFor('demo-mx', q), q).toEqual([]);
        expect(await idsFor('demo-br', q), q).toEqual([]);
      }
    });

    it('stems Spanish and Portuguese words in the item language', async () => {
      // "tratamiento" / "paciente" (singular) find "Tratamientos" / "pacientes".
      await expectFound([
        ['demo-mx', 'tratamiento', ['mx-hipertension']],
        ['demo-mx', 'paciente', ['mx-hipertension']],
        ['demo-br', 'tratamento', ['br-cancer']],
        ['demo-br', 'paciente imunoterapia', ['br-cancer']],
        // The participant is searched too.
        ['demo-mx', 'Pérez', ['mx-hipertension']],
      ]);
    });

    it("answers only the country's items, and speaker training only with the permission", async () => {
      // The Brazilian item mentions "anticoagulación" too; Mexico never sees it.
      await expectFound([
        ['demo-mx', 'anticoagulacion', ['mx-anticoagulacion']],
        ['demo-cl', 'anticoagulacion', []],
        ['demo-br', 'cancer', ['br-cancer']],
      ]);
      expect((await idsFor('speaker-br', 'cancer')).sort()).toEqual([
        'br-cancer',
        'br-speaker-cancer',
      ]);
    });

    it('pages 20 results at a time from `from`, ranked, ties newest first', async () => {
      const first = await search('demo-cl', 'q=cebra');
      expect(first.total).toBe(25);
      expect(first.items).toHaveLength(20);
      expect(first.next).toBe(20);
      const second = await search('demo-cl', 'q=cebra&from=20');
      expect(second.items).toHaveLength(5);
      expect(second.next).toBeUndefined();
      expect([...first.items, ...second.items].map((card) => card.id)).toEqual(
        Array.from({ length: 25 }, (_, index) => `cl-zebra-${String(index + 1).padStart(2, '0')}`),
      );
      const past = await search('demo-cl', 'q=cebra&from=40');
      expect(past).toEqual({ items: [], total: 25 });
    });

    it('counts up to 1,000 matches and says when there are more (totalCapped), paging on', async () => {
      await t.store({
        entries: Array.from({ length: 1_001 }, (_, index) =>
          fixtureEntry({ id: `ar-asma-${index}`, audience: ['ar'], title: `Asma grave ${index}` }),
        ),
      });
      const first = await search('demo-ar', 'q=asma');
      expect(first).toMatchObject({ total: 1_000, totalCapped: true, next: 20 });
      expect(first.items).toHaveLength(20);
      // Deep pages keep coming while the count is capped.
      expect(await search('demo-ar', 'q=asma&from=980')).toMatchObject({ next: 1_000 });
      const last = await search('demo-ar', 'q=asma&from=1000');
      expect(last.items).toHaveLength(1);
      // Pages on both sides of the ranked window (the newest 200 matches) follow on: no item is
      // shown twice or skipped, whatever page boundary `from` picks.
      const ids = async (from: number) =>
        (await search('demo-ar', `q=asma&from=${from}`)).items.map((card) => card.id);
      const [before, across, after] = await Promise.all([ids(180), ids(190), ids(200)]);
      expect(across).toEqual([...before.slice(10), ...after.slice(0, 10)]);
      expect(new Set([...before, ...after]).size).toBe(40);
      // Exact counts are not flagged.
      expect((await search('demo-cl', 'q=cebra')).totalCapped).toBeUndefined();
    }, 120_000);

    it('finds the same pages whichever look back in time fills the ranked window', async () => {
      // The window is read in looks back from the publication instant (decision 084): with a window
      // of 3 and looks of 1, 5 and 10 days, the zebra items (one a day) fill it in the second look,
      // "parte 20" (19 days old) only in the last one, and a typo through its correction; every
      // page, count and order is the one a single look over all the matches gives.
      const db = t.app.database.db;
      const small = { rank: 3, lookBackDays: [1, 5, 10] };
      const at = new Date(Date.UTC(2026, 5, 1, 18, 0, 0));
      const asked = (text: string, offset: number): CardSearch => ({
        country: 'cl',
        at,
        text,
        speakerTraining: false,
        limit: 4,
        offset,
      });
      const shown = (found: Awaited<ReturnType<typeof searchCards>>) => ({
        ids: found.cards.map((card) => card.id),
        total: found.total,
        capped: found.capped,
      });
      for (const text of ['cebra', 'modelos cebra', 'parte 20', 'cebrra']) {
        for (const offset of [0, 2, 3, 5, 24]) {
          const inLooks = shown(await searchCards(db, asked(text, offset), small));
          expect(inLooks, `${text} from ${offset}`).toEqual(
            shown(await searchCards(db, asked(text, offset))),
          );
        }
      }
      expect(shown(await searchCards(db, asked('cebra', 2), small))).toEqual({
        ids: ['cl-zebra-03', 'cl-zebra-04', 'cl-zebra-05', 'cl-zebra-06'],
        total: 25,
        capped: false,
      });
      expect(shown(await searchCards(db, asked('parte 20', 0), small)).ids).toEqual([
        'cl-zebra-20',
      ]);
    });

    it('answers an item stored after the same search was asked (the catalogue write drops the cache)', async () => {
      expect(await idsFor('demo-cl', 'ornitorrinco')).toEqual([]);
      await t.store({
        entries: [
          fixtureEntry({ id: 'cl-ornitorrinco', audience: ['cl'], title: 'El ornitorrinco' }),
        ],
      });
      expect(await idsFor('demo-cl', 'ornitorrinco')).toEqual(['cl-ornitorrinco']);
    });

    it('refuses a missing query and a `from` past 10000 with a 400 naming the field', async () => {
      const fields = async (query: string) => {
        const response = await t.api.get(`/api/search?${query}`, { token: tokens['demo-cl'] });
        expect(response.statusCode).toBe(400);
        return fieldProblems(response);
      };
      expect(await fields('from=0')).toEqual(['query.q: validation.required']);
      expect(await fields('q=cebra&from=10001')).toEqual([
        'query.from: validation.offset.tooLarge',
      ]);
      expect(await fields('q=cebra&from=-1')).toEqual(['query.from: validation.offset.invalid']);
      expect((await search('demo-cl', 'q=cebra&from=10000')).items).toEqual([]);
      expect((await t.api.get('/api/search?q=cebra', { country: 'cl' })).statusCode).toBe(401);
    });
  });
});
