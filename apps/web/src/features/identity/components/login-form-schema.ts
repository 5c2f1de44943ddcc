import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, validationMessages } from '@pulso/contracts/validation';
import { z } from 'zod';

/** The login form's rules (the contracts' e-mail rule; a password is required). */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: validationMessages.required }),
});

export const loginFormResolver = zodResolver(loginFormSchema);
