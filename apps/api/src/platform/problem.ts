import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldProblem, Problem } from '@pulso/contracts/problem';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface ProblemInput {
  status: number;
  code: string;
  title?: string;
  detail?: string;
  errors?: readonly FieldProblem[];
  /** When the same request may succeed (`retryAt` of the body). */
  retryAt?: Date | undefined;
  /** In how many seconds it may (`Retry-After`), counted on the clock that decided it. */
  retryAfterSeconds?: number | undefined;
  /** The most bytes the request's file may have (`maxBytes` of the body). */
  maxBytes?: number | undefined;
  /** The size in pixels of the request's image (`imageSize` of the body). */
  imageSize?: { width: number; height: number } | undefined;
}

/** RFC 9457 body; `type` is a URN built from the stable code. */
export function buildProblem(input: ProblemInput, request: FastifyRequest): Problem {
  return {
    type: `urn:pulso:problem:${input.code}`,
    title: input.title ?? STATUS_CODES[input.status] ?? 'Error',
    status: input.status,
    code: input.code,
    ...(input.detail ? { detail: input.detail } : {}),
    instance: request.url.split('?')[0],
    requestId: request.id,
    ...(input.errors?.length ? { errors: [...input.errors] } : {}),
    ...(input.retryAt ? { retryAt: input.retryAt.toISOString() } : {}),
    ...(input.maxBytes !== undefined ? { maxBytes: input.maxBytes } : {}),
    ...(input.imageSize ? { imageSize: input.imageSize } : {}),
  };
}

/** Sends a problem as-is: route response schemas never reshape an error. */
export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(problem);
}
