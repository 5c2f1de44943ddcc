import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldProblem } from '@pulso/contracts/problem';
import { isStorableText, validationMessages } from '@pulso/contracts/validation';
import { RequestInvalidError } from '../errors.ts';
import { collectFieldProblems } from './field-problems.ts';

/** At most this many texts are named in one answer (a body of a million NULs names 50). */
const MAX_PROBLEMS = 50;

const problemOf = (field: string): FieldProblem => ({
  field,
  code: 'invalid_characters',
  message: validationMessages.textCharacters,
});

/**
 * The texts of one part of a request (`params`, `query`, `body`) that no database keeps: a string
 * holding a NUL or a lone surrogate (`isStorableText`), named by its dotted path; a key holding
 * one is named by its object's path. Walked without recursion: a deeply nested JSON body cannot
 * overflow the stack.
 */
export function unstorableTexts(part: string, value: unknown, max = MAX_PROBLEMS): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const pending: [path: string, value: unknown][] = [[part, value]];
  while (pending.length > 0 && problems.length < max) {
    const [path, current] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) problems.push(problemOf(path));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push([`${path}.${index}`, current[index]]);
    } else if (
      typeof current === 'object' &&
      current !== null &&
      !Buffer.isBuffer(current) &&
      !(current instanceof Uint8Array)
    ) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => !isStorableText(key))) problems.push(problemOf(path));
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        if (isStorableText(key)) pending.push([`${path}.${key}`, child]);
      }
    }
  }
  return problems;
}

/** Every problem once (the route's own schema may name the same text). */
function uniqueProblems(problems: readonly FieldProblem[]): FieldProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.field}\u0001${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function check(request: FastifyRequest): void {
  const problems = [
    ...unstorableTexts('params', request.params),
    ...unstorableTexts('query', request.query),
    ...unstorableTexts('body', request.body),
  ];
  if (problems.length === 0) return;
  // The other fields the route's schemas refuse too, so that the client hears of all at once.
  throw new RequestInvalidError(
    'A text of the request holds a NUL or a lone surrogate, which cannot be kept',
    uniqueProblems([...problems, ...collectFieldProblems(request)]),
  );
}

/**
 * A NUL (PostgreSQL text and jsonb cannot hold one) or a lone UTF-16 surrogate in any parameter
 * of any route — path, query string, any string or key of a JSON or form body, a text body — is
 * a 400 `request.invalid` naming the field with `validation.text.characters`, before the route's
 * schema, its permission hook or its handler see it (decision 073). Routes whose schemas say
 * only "a string" are covered as well as those built on `requestString`, which says the same.
 */
export function registerRequestTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => check(request));
}
