import type { CountryCode, UiLanguage } from '@pulso/contracts/country';
import { timeZoneCity } from '@pulso/contracts/events';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import {
  calendarAttachment,
  fill,
  formatWhen,
  mailLanguageOf,
  renderBlocks,
  type MailBlock,
} from './event-mail.ts';

/** A change every registered doctor is told of (decision 069). */
export type EventChange = 'rescheduled' | 'cancelled';

/** The mail kinds (logs and the X-Pulso-Mail-Kind header). */
export const EVENT_CHANGE_MAIL_KIND = {
  rescheduled: 'events.rescheduled',
  cancelled: 'events.cancelled',
} as const satisfies Record<EventChange, string>;

interface ChangeTexts {
  rescheduled: {
    subject: string;
    body: string;
    when: string;
    yours: string;
    before: string;
    join: string;
    joinLabel: string;
    calendar: string;
  };
  cancelled: {
    subject: string;
    body: string;
    registration: string;
    more: string;
    moreLabel: string;
    calendar: string;
  };
  greeting: string;
  signature: string;
}

const es: ChangeTexts = {
  rescheduled: {
    subject: 'Cambio de horario: «{title}»',
    body: 'Cambió el horario del evento en el que te inscribiste: «{title}».',
    when: 'Nuevo horario: {date} (hora de {city}).',
    yours: 'En tu zona horaria: {date} (hora de {city}).',
    before: 'Antes era: {date}.',
    join: 'Entra a la sala desde aquí (se abre {minutes} minutos antes del inicio):',
    joinLabel: 'Entrar a la sala',
    calendar:
      'Adjuntamos el evento actualizado (.ics): al abrirlo, tu calendario reemplaza el horario anterior.',
  },
  cancelled: {
    subject: 'Evento cancelado: «{title}»',
    body: 'El evento en el que te inscribiste, «{title}», previsto para el {date} (hora de {city}), fue cancelado.',
    registration: 'No tienes que hacer nada: tu inscripción queda sin efecto.',
    more: 'Consulta los próximos eventos aquí:',
    moreLabel: 'Ver los eventos',
    calendar: 'Adjuntamos la cancelación (.ics): al abrirla, tu calendario quita el evento.',
  },
  greeting: 'Hola, {name}:',
  signature: 'El equipo de Pulso',
};

/** Mexico says "registro" where the others say "inscripción" (as its site does, es-MX.json). */
const esMx: ChangeTexts = {
  ...es,
  rescheduled: {
    ...es.rescheduled,
    body: 'Cambió el horario del evento en el que te registraste: «{title}».',
  },
  cancelled: {
    ...es.cancelled,
    body: 'El evento en el que te registraste, «{title}», previsto para el {date} (hora de {city}), fue cancelado.',
    registration: 'No tienes que hacer nada: tu registro queda sin efecto.',
  },
};

const ptBr: ChangeTexts = {
  rescheduled: {
    subject: 'Mudança de horário: “{title}”',
    body: 'O horário do evento em que você se inscreveu mudou: “{title}”.',
    when: 'Novo horário: {date} (horário de {city}).',
    yours: 'No seu fuso horário: {date} (horário de {city}).',
    before: 'Antes: {date}.',
    join: 'Entre na sala por aqui (abre {minutes} minutos antes do início):',
    joinLabel: 'Entrar na sala',
    calendar:
      'O evento atualizado vai anexo (.ics): ao abri-lo, seu calendário substitui o horário anterior.',
  },
  cancelled: {
    subject: 'Evento cancelado: “{title}”',
    body: 'O evento em que você se inscreveu, “{title}”, previsto para {date} (horário de {city}), foi cancelado.',
    registration: 'Você não precisa fazer nada: sua inscrição fica sem efeito.',
    more: 'Veja os próximos eventos aqui:',
    moreLabel: 'Ver os eventos',
    calendar: 'O cancelamento vai anexo (.ics): ao abri-lo, seu calendário remove o evento.',
  },
  greeting: 'Olá, {name}:',
  signature: 'Equipe Pulso',
};

const texts: Record<UiLanguage, ChangeTexts> = { es, 'es-MX': esMx, 'pt-br': ptBr };

export interface EventChangeMailInput {
  change: EventChange;
  to: string;
  name: string;
  /** The doctor's country: their language. */
  country: CountryCode;
  title: string;
  /** The start now (a cancellation: the start it had). */
  startsAt: Date;
  /** The start before a reschedule. */
  previousStartsAt?: Date | undefined;
  /** The event's zone: the time the mail gives first. */
  timeZone: string;
  /** The doctor's own zone: also given when it is another. */
  doctorTimeZone?: string | undefined;
  openingMinutes: number;
  /** The meeting screen (a reschedule) and the events list (a cancellation): absolute. */
  joinUrl: string;
  eventsUrl: string;
  /** The `.ics`: METHOD:REQUEST (a reschedule) or METHOD:CANCEL, for this doctor. */
  ics: string;
}

/** The change in the doctor's language, with the time in the event's zone and the `.ics`. */
export function eventChangeMail(input: EventChangeMailInput): MailMessage {
  const language = mailLanguageOf(input.country);
  const t = texts[language];
  const when = (at: Date, timeZone: string) => ({
    date: formatWhen(at, timeZone, language),
    city: timeZoneCity(timeZone),
  });
  const values = {
    title: input.title,
    name: input.name,
    minutes: String(input.openingMinutes),
    ...when(input.startsAt, input.timeZone),
  };
  const greeting = fill(t.greeting, values);
  let subject: string;
  let blocks: MailBlock[];
  if (input.change === 'rescheduled') {
    const r = t.rescheduled;
    const ownZone =
      input.doctorTimeZone && input.doctorTimeZone !== input.timeZone
        ? [fill(r.yours, when(input.startsAt, input.doctorTimeZone))]
        : [];
    const before = input.previousStartsAt
      ? [fill(r.before, { date: formatWhen(input.previousStartsAt, input.timeZone, language) })]
      : [];
    subject = fill(r.subject, values);
    blocks = [
      greeting,
      [fill(r.body, values), fill(r.when, values), ...ownZone, ...before].join('\n'),
      { text: fill(r.join, values), href: input.joinUrl, label: r.joinLabel },
      r.calendar,
      t.signature,
    ];
  } else {
    const c = t.cancelled;
    subject = fill(c.subject, values);
    blocks = [
      greeting,
      [fill(c.body, values), c.registration].join('\n'),
      { text: c.more, href: input.eventsUrl, label: c.moreLabel },
      c.calendar,
      t.signature,
    ];
  }
  return {
    to: input.to,
    subject,
    ...renderBlocks(blocks),
    kind: EVENT_CHANGE_MAIL_KIND[input.change],
    attachments: [
      calendarAttachment(input.ics, input.change === 'rescheduled' ? 'request' : 'cancel'),
    ],
  };
}
