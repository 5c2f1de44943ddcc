import type { FastifyRequest } from 'fastify';
import { fieldProblemsOf, type FieldProblem } from '@pulso/contracts/problem';
import type { ZodType } from 'zod';

const parts = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['headers', 'headers'],
  ['body', 'body'],
] as const;

function isZodSchema(value: unknown): value is ZodType {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ZodType).safeParse === 'function'
  );
}

/**
 * Fastify stops at the first part (params, body, query, headers) that fails; the client should
 * hear about every field at once, so all parts are checked again against the route's schemas.
 */
export function collectFieldProblems(request: FastifyRequest): FieldProblem[] {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  const problems: FieldProblem[] = [];
  for (const [schemaKey, field] of parts) {
    const partSchema = schema?.[schemaKey];
    if (!isZodSchema(partSchema)) continue;
    const source = field === 'query' ? request.query : request[field];
    const result = partSchema.safeParse(source);
    if (result.success) continue;
    problems.push(...fieldProblemsOf(field, result.error.issues));
  }
  return problems;
}
