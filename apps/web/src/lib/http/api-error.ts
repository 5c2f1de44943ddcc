import { problemSchema, type FieldProblem, type Problem } from '@pulso/contracts/problem';

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

/**
 * The body as a problem (problem+json, the contracts' problemSchema), or undefined when it is none:
 * a body with a `code` is one, as the server sends every error (platform/error-handler.ts).
 * Outside production it is parsed with problemSchema first, as answers are (decision 066): a
 * problem that does not fit is logged with every problem found (which fails the test that
 * caused it) and still taken by its code, as production would. Production trusts the server, so
 * that zod stays off the first page's script (issue 11).
 */
function asProblem(body: unknown): Problem | undefined {
  if (typeof body !== 'object' || body === null || typeof (body as Problem).code !== 'string')
    return undefined;
  if (!import.meta.env.PROD) {
    const checked = problemSchema.safeParse(body);
    if (!checked.success)
      console.error(
        `A problem answer does not fit the problem schema:\n${checked.error.issues
          .map((issue) => `  ${issue.path.map(String).join('.') || '(the body)'}: ${issue.message}`)
          .join('\n')}`,
      );
  }
  return body as Problem;
}
