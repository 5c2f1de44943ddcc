import { z } from 'zod';

/**
 * One e-mail as it waits in the job queue: the rendered texts, so that a retry days later sends
 * exactly what the write that caused it decided. `kind` names the mail for logs and metrics
 * (`idp.password-reset`), never its content.
 */
export const mailMessageSchema = z.object({
  to: z.email().max(320),
  subject: z.string().trim().min(1).max(300),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
  /** Small text files sent along (an event's `.ics`), at most 5 of 100 000 characters each. */
  attachments: z
    .array(
      z.object({
        filename: z.string().regex(/^[\w.-]{1,100}$/),
        contentType: z.string().min(1).max(100),
        content: z.string().max(100_000),
      }),
    )
    .max(5)
    .optional(),
  kind: z
    .string()
    .regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/, 'kind is lowercase words joined by . or -'),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
