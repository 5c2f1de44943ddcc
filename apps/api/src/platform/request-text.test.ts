import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@pulso/contracts/validation';
import {
  articleRequest,
  startHarness,
  type Harness,
} from '../modules/medical-information/testing/medical-information-harness.ts';
import { fieldProblems } from '../modules/users/testing/api-client.ts';

/**
 * A NUL (PostgreSQL text cannot hold one) or a lone UTF-16 surrogate in any text of a request is
 * a 400 naming the field, never a 500. JSON bodies carry both; a query string carries a NUL only
 * (a lone surrogate cannot be percent-encoded in UTF-8).
 */
let h: Harness;
let doctor: string;

beforeAll(async () => {
  h = await startHarness();
  doctor = await h.signIn('demo-br');
});
afterAll(() => h.t.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

type Call = (text: string) => ReturnType<Harness['api']['get']>;
interface Operation {
  name: string;
  field: string;
  call: Call;
  /** Query-string operations: only the NUL can be sent. */
  queryString?: true;
}

const operations: Operation[] = [
  {
    name: 'POST /api/users (register)',
    field: 'body.name',
    call: (text) => h.api.post('/api/users', { name: `Joana ${text}`, specialty: 'Cardiologia' }),
  },
  {
    name: 'PUT /api/users/profile',
    field: 'body.email',
    call: (text) =>
      h.api.put(
        '/api/users/profile',
        { email: `dra.${text}@pulso.example`, phone: '(11) 98765-4321' },
        { token: doctor },
      ),
  },
  {
    name: 'POST /api/users/me/delete',
    field: 'body.password',
    call: (text) => h.api.post('/api/users/me/delete', { password: text }, { token: doctor }),
  },
  {
    name: 'POST /api/medicalInformation',
    field: 'body.name',
    call: (text) =>
      h.api.post('/api/medicalInformation', articleRequest({ name: `Rafael ${text}` }), {
        token: doctor,
      }),
  },
  {
    name: 'POST /api/public/acceptTerms',
    field: 'body.name',
    call: (text) =>
      h.api.post('/api/public/acceptTerms?token=a.b.c', {
        contentId: 'xarelto-discussao-de-casos-clinicos',
        name: `Joana ${text}`,
        registerNumber: '104233',
      }),
  },
  {
    name: 'PUT /api/training/:id/answers (exam answers)',
    field: 'body.answers.0.selectedOptionValue',
    call: (text) =>
      h.api.put(
        '/api/training/any-course/answers',
        { answers: [{ id: 'q1', selectedOptionValue: text }] },
        { token: doctor },
      ),
  },
  {
    name: 'POST /api/public/forgot-email',
    field: 'body.registerNumber',
    call: (text) =>
      h.api.post('/api/public/forgot-email', { registerUf: 'SP', registerNumber: text }),
  },
  {
    name: 'GET /api/search',
    field: 'query.q',
    queryString: true,
    call: (text) => h.api.get(`/api/search?q=${encodeURIComponent(text)}`, { token: doctor }),
  },
  {
    name: 'GET /api/public/veeva/checkCRM',
    field: 'query.registerNumber',
    queryString: true,
    call: (text) =>
      h.api.get(
        `/api/public/veeva/checkCRM?registerUf=SP&registerNumber=${encodeURIComponent(text)}`,
      ),
  },
];

const cases = operations.flatMap((operation) => [
  { ...operation, character: 'a NUL', text: NUL },
  ...(operation.queryString
    ? []
    : [{ ...operation, character: 'a lone surrogate', text: LONE_SURROGATE }]),
]);

describe('texts a database cannot keep', () => {
  it.each(cases)(
    '$name: $character in $field is a 400 naming it',
    async ({ call, field, text }) => {
      const response = await call(text);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldProblems(response)).toContain(`${field}: ${validationMessages.textCharacters}`);
    },
  );
});
