import type { FastifyBaseLogger } from 'fastify';
import type { CountryCode, UiLanguage } from '@pulso/contracts/country';
import {
  EVENT_REMINDER_MINUTES,
  timeZoneCity,
  type EventReminderKind,
} from '@pulso/contracts/events';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { ensureQueue, jobExecutor, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import {
  calendarAttachment,
  fill,
  formatWhen,
  mailLanguageOf,
  renderBlocks,
} from './event-mail.ts';

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

interface ReminderTexts {
  subject: Record<EventReminderKind, string>;
  greeting: string;
  body: string;
  when: string;
  join: string;
  joinLabel: string;
  calendar: string;
  signature: string;
}

const es: ReminderTexts = {
  subject: {
    day: 'Recordatorio: «{title}» es mañana',
    hour: 'Recordatorio: «{title}» empieza en 1 hora',
  },
  greeting: 'Hola, {name}:',
  body: 'Te recordamos el evento en el que te inscribiste: «{title}».',
  when: 'Cuándo: {date} (hora de {city}).',
  join: 'Entra a la sala desde aquí (se abre {minutes} minutos antes del inicio):',
  joinLabel: 'Entrar a la sala',
  calendar: 'Adjuntamos el evento para tu calendario (.ics).',
  signature: 'El equipo de Pulso',
};

const texts: Record<UiLanguage, ReminderTexts> = {
  es,
  // Mexico says "registro" where the others say "inscripción" (as its site does, es-MX.json).
  'es-MX': { ...es, body: 'Te recordamos el evento en el que te registraste: «{title}».' },
  'pt-br': {
    subject: { day: 'Lembrete: “{title}” é amanhã', hour: 'Lembrete: “{title}” começa em 1 hora' },
    greeting: 'Olá, {name}:',
    body: 'Lembramos o evento em que você se inscreveu: “{title}”.',
    when: 'Quando: {date} (horário de {city}).',
    join: 'Entre na sala por aqui (abre {minutes} minutos antes do início):',
    joinLabel: 'Entrar na sala',
    calendar: 'O evento vai anexo para o seu calendário (.ics).',
    signature: 'Equipe Pulso',
  },
};

export interface ReminderMailInput {
  kind: EventReminderKind;
  to: string;
  name: string;
  country: CountryCode;
  title: string;
  startsAt: Date;
  timeZone: string;
  openingMinutes: number;
  /** The meeting screen's address (absolute: PUBLIC_HOSTS, decision 069). */
  url: string;
  ics: string;
}

/** The reminder in the doctor's language (es, es-MX or pt-br), the `.ics` attached. */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const language = mailLanguageOf(input.country);
  const t = texts[language];
  const values = {
    title: input.title,
    name: input.name,
    date: formatWhen(input.startsAt, input.timeZone, language),
    city: timeZoneCity(input.timeZone),
    minutes: String(input.openingMinutes),
  };
  return {
    to: input.to,
    subject: fill(t.subject[input.kind], values),
    ...renderBlocks([
      fill(t.greeting, values),
      [fill(t.body, values), fill(t.when, values)].join('\n'),
      { text: fill(t.join, values), href: input.url, label: t.joinLabel },
      t.calendar,
      t.signature,
    ]),
    kind: `events.reminder-${input.kind}`,
    attachments: [calendarAttachment(input.ics, 'publish')],
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
