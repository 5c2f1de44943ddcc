import { z } from 'zod';
import { ufCodes } from './brazilian-states.ts';
import { checkCrmQuerySchema } from './users.ts';
import { objectError, validationMessages as m, requestString } from './validation.ts';

/**
 * Brazil's "Esqueceu o e-mail?": CRM and UF give a masked hint of the account's e-mail
 * (`j***a@g***.com`), or, when no account matches, the support contact. Answers never reveal
 * more than the mask. `POST /api/public/forgot-email`.
 */
export const forgotEmailRequestSchema = z.object(
  {
    registerUf: requestString(m.ufInvalid)
      .trim()
      .toUpperCase()
      .pipe(z.enum(ufCodes, { error: m.ufInvalid })),
    registerNumber: checkCrmQuerySchema.shape.registerNumber,
  },
  objectError,
);

export const forgotEmailResponseSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), maskedEmail: z.string() }),
  z.object({ found: z.literal(false), supportEmail: z.string(), supportPhone: z.string() }),
]);
export type ForgotEmailResponse = z.infer<typeof forgotEmailResponseSchema>;

/** `joana.silva@gmail.com` → `j*********a@g****.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const mask = (part: string) =>
    part.length <= 2
      ? `${part[0] ?? ''}*`
      : `${part[0]}${'*'.repeat(part.length - 2)}${part.at(-1)}`;
  return `${mask(local)}@${mask(host)}${tld}`;
}
