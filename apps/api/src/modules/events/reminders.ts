import type { FastifyBaseLogger } from 'fastify';
import { uiLanguageOf, type UiLanguage } from '@pulso/contracts/country';
import {
  EVENT_REMINDER_MINUTES,
  timeZoneCity,
  type EventReminderKind,
} from '@pulso/contracts/events';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { ensureQueue, jobExecutor, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';

/**
 * Reminder e-mails 24 h and 1 h before an event (decision 033): one pg-boss job per registration
 * and kind, keyed `{event}:{user}:{kind}` on a `short` queue (at most one waiting job per key),
 * written in the registration's transaction. A reschedule moves them, a cancellation (of the
 * registration or of the event) removes them. The job renders the mail when it runs (the `.ics`
 * then says the current schedule) and hands it to the mail outbox.
 */
export const EVENT_REMINDER_QUEUE = 'event-reminder';

export interface ReminderJob {
  eventId: string;
  userId: string;
  kind: EventReminderKind;
  /** The start the job was scheduled for: a job that no longer matches is stale. */
  startsAt: string;
}

const kinds = Object.keys(EVENT_REMINDER_MINUTES) as EventReminderKind[];
const YEAR_SECONDS = 365 * 24 * 3600;

export const reminderKey = (eventId: string, userId: string, kind: EventReminderKind): string =>
  `${eventId}:${userId}:${kind}`;

export async function ensureReminderQueue(boss: JobQueue): Promise<void> {
  // Waiting jobs are kept two years (pg-boss deletes created jobs after 14 days by default).
  await ensureQueue(boss, EVENT_REMINDER_QUEUE, {
    policy: 'short',
    retentionSeconds: 2 * YEAR_SECONDS,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
  });
}

/** Drops the waiting reminders of a registration (all kinds, or one). */
async function removeReminders(
  boss: JobQueue,
  tx: Queryable,
  eventId: string,
  userId: string,
  only: readonly EventReminderKind[] = kinds,
): Promise<void> {
  const db = jobExecutor(tx);
  for (const kind of only) {
    const jobs = await boss.findJobs(EVENT_REMINDER_QUEUE, {
      key: reminderKey(eventId, userId, kind),
      queued: true,
      db,
    });
    if (jobs.length)
      await boss.deleteJob(
        EVENT_REMINDER_QUEUE,
        jobs.map((job) => job.id),
        { db },
      );
  }
}

/**
 * Creates or moves the reminders of one registration for an event starting at `startsAt`, in
 * the transaction `tx`. A reminder whose moment has passed is not (or no longer) queued.
 */
export async function scheduleReminders(
  boss: JobQueue,
  tx: Queryable,
  {
    eventId,
    userId,
    startsAt,
    now,
  }: { eventId: string; userId: string; startsAt: Date; now: Date },
): Promise<void> {
  const db = jobExecutor(tx);
  for (const kind of kinds) {
    const at = new Date(startsAt.getTime() - EVENT_REMINDER_MINUTES[kind] * 60_000);
    if (at <= now) {
      await removeReminders(boss, tx, eventId, userId, [kind]);
      continue;
    }
    const data: ReminderJob = { eventId, userId, kind, startsAt: startsAt.toISOString() };
    await boss.upsert(EVENT_REMINDER_QUEUE, data, {
      singletonKey: reminderKey(eventId, userId, kind),
      startAfter: at,
      db,
    });
  }
}

export { removeReminders };

// ---------------------------------------------------------------------------------------------
// The mail

const texts = {
  es: {
    subject: {
      day: 'Recordatorio: «{title}» es mañana',
      hour: 'Recordatorio: «{title}» empieza en 1 hora',
    },
    greeting: 'Hola, {name}:',
    body: 'Te recordamos el evento en el que te inscribiste: «{title}».',
    when: 'Cuándo: {date} (hora de {city}).',
    join: 'Entra a la sala desde aquí (se abre {minutes} minutos antes del inicio): {url}',
    calendar: 'Adjuntamos el evento para tu calendario (.ics).',
    signature: 'El equipo de Pulso',
  },
  'pt-br': {
    subject: { day: 'Lembrete: “{title}” é amanhã', hour: 'Lembrete: “{title}” começa em 1 hora' },
    greeting: 'Olá, {name}:',
    body: 'Lembramos o evento em que você se inscreveu: “{title}”.',
    when: 'Quando: {date} (horário de {city}).',
    join: 'Entre na sala por aqui (abre {minutes} minutos antes do início): {url}',
    calendar: 'O evento vai anexo para o seu calendário (.ics).',
    signature: 'Equipe Pulso',
  },
} as const;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const dateLocale: Record<UiLanguage, string> = { es: 'es', 'es-MX': 'es-MX', 'pt-br': 'pt-BR' };

export interface ReminderMailInput {
  kind: EventReminderKind;
  to: string;
  name: string;
  country: keyof typeof uiLanguageOf;
  title: string;
  startsAt: Date;
  timeZone: string;
  openingMinutes: number;
  /** The meeting screen's address (absolute when the site is known). */
  url: string;
  ics: string;
}

/** The reminder in the doctor's language (es, es-MX or pt-br), the `.ics` attached. */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const language = uiLanguageOf[input.country];
  const t = language === 'pt-br' ? texts['pt-br'] : texts.es;
  const date = new Intl.DateTimeFormat(dateLocale[language], {
    timeZone: input.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(input.startsAt);
  const values = {
    title: input.title,
    name: input.name,
    date,
    city: timeZoneCity(input.timeZone),
    minutes: String(input.openingMinutes),
    url: input.url,
  };
  const text = [
    fill(t.greeting, values),
    '',
    fill(t.body, values),
    fill(t.when, values),
    '',
    fill(t.join, values),
    '',
    t.calendar,
    '',
    t.signature,
  ].join('\n');
  return {
    to: input.to,
    subject: fill(t.subject[input.kind], values),
    text,
    kind: `events.reminder-${input.kind}`,
    attachments: [
      { filename: 'evento.ics', contentType: 'text/calendar; charset=utf-8', content: input.ics },
    ],
  };
}

export interface ReminderWorker {
  /** Renders and queues the mail of one due reminder (false: it was stale and dropped). */
  handle(job: ReminderJob): Promise<boolean>;
}

/** Works the reminder queue: each due job becomes a mail in the outbox (or is dropped if stale). */
export async function startReminderWorker(
  boss: JobQueue,
  worker: ReminderWorker,
  log: FastifyBaseLogger,
): Promise<void> {
  const options = { pollingIntervalSeconds: 15, batchSize: 5, includeMetadata: true } as const;
  await boss.work<ReminderJob, void, typeof options>(
    EVENT_REMINDER_QUEUE,
    options,
    async (jobs) => {
      for (const job of jobs) {
        const sent = await worker.handle(job.data);
        log.info({ job: job.id, kind: job.data.kind, sent }, 'event reminder');
      }
    },
  );
}

export type { Database };
