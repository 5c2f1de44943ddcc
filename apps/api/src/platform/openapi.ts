import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { XSRF_COOKIE, headers } from '@pulso/contracts/http';
import { requireUser } from '../modules/identity/session/session.ts';

/** The docs page runs swagger-ui's own scripts and inline styles: a policy of its own, there only. */
const docsPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Spec §7's headers, named once; each operation lists those it requires (see `securityOf`). */
const securitySchemes = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: headers.apiKey,
    description: 'The web client key (public, not a secret); every /api call sends it.',
  },
  session: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A product session: the token `POST /api/users/login` answers. With it the country is the account’s.',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: headers.xsrf,
    description: `Anti-forgery (docs/decisions/006): every /api call but GET, HEAD and OPTIONS echoes the ${XSRF_COOKIE} cookie that a GET sets.`,
  },
  region: {
    type: 'apiKey',
    in: 'header',
    name: headers.region,
    description:
      'The regional group (MEXICO, CONOSUR, PACA, BRASIL); optional, refused when it is not that of the request’s country.',
  },
  localeId: {
    type: 'apiKey',
    in: 'header',
    name: headers.localeId,
    description:
      'Without a session, the country the call acts for (es-MX, es-AR, es-CL, es-CR, es-CO, es-PE, pt-BR); optional, the host name decides otherwise.',
  },
  authenticatorBasic: {
    type: 'http',
    scheme: 'basic',
    description: 'The authenticator service: AUTHENTICATOR_USER and AUTHENTICATOR_PASSWORD.',
  },
} as const;

type SecurityRequirement = Record<string, readonly string[]>;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `GET /api/contents/:id` → `getContentsById`; `/authenticator/a.asmx/B` → `postAuthenticatorAAsmxB`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^(?::(\w+)|\{(\w+)\})$/.exec(segment);
      return parameter
        ? ['by', parameter[1] ?? parameter[2] ?? '']
        : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

function requiresSession(route: RouteOptions): boolean {
  const hooks = [route.preValidation, route.preHandler, route.onRequest].flat();
  return hooks.includes(requireUser as never);
}

/**
 * What an operation requires: nothing for /healthz and /readyz, basic auth for the authenticator,
 * and for /api the API key, plus the anti-forgery header on writes and a session behind
 * `requireUser`. A route's own `schema.security` wins.
 */
function securityOf(method: string, url: string, route: RouteOptions): SecurityRequirement[] {
  if (url.startsWith('/authenticator/')) return [{ authenticatorBasic: [] }];
  if (!url.startsWith('/api/')) return [];
  const requirement: SecurityRequirement = { apiKey: [] };
  if (UNSAFE_METHODS.has(method)) requirement.xsrf = [];
  if (requiresSession(route)) requirement.session = [];
  return [requirement];
}

/** The zod schemas' JSON Schema, plus an operationId and the security of every operation. */
function describeOperation(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const { schema, url } = jsonSchemaTransform(input);
  const method = [input.route.method].flat()[0] ?? 'GET';
  // A route may have no schema at all.
  const own: FastifySchema = input.schema ?? {};
  return {
    url,
    schema: {
      ...schema,
      operationId: own.operationId ?? operationIdOf(method, input.url),
      security: own.security ?? securityOf(method, input.url, input.route),
    },
  };
}

/** OpenAPI generated from the routes' zod schemas; the UI and JSON at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pulso API',
        description:
          'Product API of the Pulso portal. Errors are application/problem+json with a stable `code`. Where it differs from the spec’s calls (§7) on purpose, the operation says so (docs/decisions, “Where the API differs from the spec’s calls”).',
        version,
      },
      components: { securitySchemes },
    },
    transform: describeOperation,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: docsPolicy,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
