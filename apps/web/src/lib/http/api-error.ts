import type { FieldProblem, Problem } from '@pulso/contracts/problem';

/**
 * A failed HTTP call. The UI decides what to show from `status` and the stable `code` of the
 * problem+json body (translated), never from message text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: readonly FieldProblem[];
  readonly requestId: string | undefined;
  readonly problem: Problem | undefined;
  /** In how many seconds the same call may succeed (the answer's `Retry-After`), if it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    problem?: Problem;
    /** For an error the client finds itself (no problem document): what it found. */
    message?: string;
    cause?: unknown;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.problem?.title ?? init.message ?? init.code, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.problem = init.problem;
    this.fieldErrors = init.problem?.errors ?? [];
    this.requestId = init.problem?.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Codes the client itself produces when there is no problem document to read. */
export const clientErrorCodes = {
  network: 'network.unreachable',
  invalidResponse: 'response.invalid',
  /** Outside production: a 2xx answer that does not fit its contract's schema (decision 066). */
  answerMismatch: 'response.contract_mismatch',
} as const;

/**
 * A `Retry-After` value in seconds: delay-seconds, or an HTTP date (RFC 9110 §10.2.3); undefined
 * when absent or unreadable.
 */
export function retryAfterSeconds(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Builds the error for a non-2xx response from its body (problem+json when the server sent one)
 * and its `Retry-After` header.
 */
export function apiErrorFromBody(
  status: number,
  body: unknown,
  retryAfter?: string | null,
): ApiError {
  const problem = asProblem(body);
  const retry = { retryAfterSeconds: retryAfterSeconds(retryAfter) };
  if (problem) return new ApiError({ status, code: problem.code, problem, ...retry });
  return new ApiError({ status, code: `http.${status}`, ...retry });
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isFieldProblem(value: unknown): value is FieldProblem {
  return (
    isObject(value) &&
    typeof value.field === 'string' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string'
  );
}

/**
 * The body as the problemSchema of the contracts describes it, or undefined. Checked by hand
 * rather than with the schema: every page loads this file, and zod stays off the first page's
 * script (issue 11).
 */
function asProblem(body: unknown): Problem | undefined {
  if (!isObject(body)) return undefined;
  const { type, title, status, code, detail, instance, requestId, errors } = body;
  const fits =
    typeof type === 'string' &&
    typeof title === 'string' &&
    typeof code === 'string' &&
    Number.isInteger(status) &&
    [detail, instance, requestId].every(isOptionalString) &&
    (errors === undefined || (Array.isArray(errors) && errors.every(isFieldProblem)));
  return fits ? (body as Problem) : undefined;
}
