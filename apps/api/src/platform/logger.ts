import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Tokens in query strings (public content links) stay out of the logs. */
function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|regToken|resetToken)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'environment'>,
): FastifyServerOptions['logger'] {
  const pretty = config.environment === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
    serializers: {
      req(request: { method: string; url: string; host?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
  };
}
