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

  constructor(init: { status: number; code: string; problem?: Problem; cause?: unknown }) {
    super(init.problem?.title ?? init.code, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.problem = init.problem;
    this.fieldErrors = init.problem?.errors ?? [];
    this.requestId = init.problem?.requestId;
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
} as const;

/** Builds the error for a non-2xx response from its body (problem+json when the server sent one). */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const parsed = problemSchema.safeParse(body);
  if (parsed.success) return new ApiError({ status, code: parsed.data.code, problem: parsed.data });
  return new ApiError({ status, code: `http.${status}` });
}
