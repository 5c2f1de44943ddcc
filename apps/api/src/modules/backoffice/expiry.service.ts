import { expiryWindows, type ExpiringList } from '@pulso/contracts/backoffice/expiry';
import { uiLanguageOf, type CountryCode, type UiLanguage } from '@pulso/contracts/country';
import type { Database } from '../../platform/db/database.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import { listStaffAccounts, type AccountRow } from '../users/accounts-admin.ts';
import { scopeOf } from './ability.ts';
import type { Staff } from './contents.service.ts';
import {
  claimExpiryAlert,
  listExpiringVersions,
  type ExpiringVersion,
} from './expiry.repository.ts';
import { grantsOf } from '../users/staff-roles.ts';

const DAY_MS = 86_400_000;
const LONGEST = Math.max(...expiryWindows);

/** Whole days from `now` to `validTo`, rounded up (an item ending in 6 h has 1 day left). */
export const daysLeft = (validTo: Date, now: Date): number =>
  Math.ceil((validTo.getTime() - now.getTime()) / DAY_MS);

/** The alert due for an item with this many days left: the smallest threshold it is within. */
export function thresholdFor(days: number): number | undefined {
  return [...expiryWindows].sort((a, b) => a - b).find((threshold) => days <= threshold);
}

export interface ExpiryServiceDeps {
  db: Database;
  outbox: MailOutbox;
  people: {
    personOf(
      userId: string,
    ): Promise<{ name: string; email: string; country: CountryCode } | undefined>;
  };
  now: () => Date;
}

interface Recipient {
  id: string;
  name: string;
  email: string;
  country: CountryCode;
}

const texts = {
  es: {
    subject: '«{title}» deja de publicarse en {days} días',
    subjectToday: '«{title}» deja de publicarse hoy',
    greeting: 'Hola, {name}:',
    body: 'El contenido «{title}» (código de aprobación {code}) vence el {date}: faltan {days} días.',
    action:
      'Si debe seguir publicado, prepara y aprueba una nueva versión con otra vigencia en el back office (Vencimientos).',
    signature: 'El equipo de Pulso',
  },
  'pt-br': {
    subject: '“{title}” deixa de ser publicado em {days} dias',
    subjectToday: '“{title}” deixa de ser publicado hoje',
    greeting: 'Olá, {name}:',
    body: 'O conteúdo “{title}” (código de aprovação {code}) vence em {date}: faltam {days} dias.',
    action:
      'Se ele deve continuar publicado, prepare e aprove uma nova versão com outra validade no back office (Vencimentos).',
    signature: 'Equipe Pulso',
  },
} as const;

const dateLocale: Record<UiLanguage, string> = { es: 'es', 'es-MX': 'es-MX', 'pt-br': 'pt-BR' };
const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The alert in the recipient's language (their account's country: es, es-MX or pt-br). */
export function expiryAlertMail(
  recipient: Recipient,
  item: ExpiringVersion,
  days: number,
): MailMessage {
  const language = uiLanguageOf[recipient.country];
  const t = language === 'pt-br' ? texts['pt-br'] : texts.es;
  const values = {
    name: recipient.name,
    title: item.title,
    code: item.approvalCode ?? '—',
    days: String(days),
    date: new Intl.DateTimeFormat(dateLocale[language], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(item.validTo),
  };
  return {
    to: recipient.email,
    subject: fill(days <= 0 ? t.subjectToday : t.subject, values),
    text: [fill(t.greeting, values), '', fill(t.body, values), t.action, '', t.signature].join(
      '\n',
    ),
    kind: 'backoffice.expiry-alert',
  };
}

/**
 * The expiry dashboard and its alert mails (issue 17, decision 052). An approved version whose
 * valid-to is 30, 14 or 7 days away is mailed to its owner: the item's creator while they still
 * edit (or administer) one of its countries, else every editor of its countries. Each mail is
 * claimed in `content_expiry_alerts` (version × threshold × recipient) in the transaction that
 * queues it, so a run repeated the same day, or after a crash, sends nothing twice.
 */
export function createExpiryService({ db, outbox, people, now }: ExpiryServiceDeps) {
  async function recipientsOf(
    item: ExpiringVersion,
    editors: () => Promise<AccountRow[]>,
  ): Promise<Recipient[]> {
    if (item.ownerId) {
      const staff = (await listStaffAccountsCached()).find((row) => row.id === item.ownerId);
      const stillWorks = grantsOf(staff?.roles ?? []).some(
        ({ role, countries }) =>
          (role === 'editor' || role === 'admin') &&
          countries.some((country) => item.countries.includes(country)),
      );
      if (staff && stillWorks) return [staff];
    }
    return (await editors()).filter((editor) =>
      grantsOf(editorRoles(editor)).some(({ countries }) =>
        countries.some((country) => item.countries.includes(country)),
      ),
    );
  }
  const editorRoles = (row: { roles: string[] }) =>
    row.roles.filter((entry) => entry.startsWith('editor:'));

  let staffCache: Promise<AccountRow[]> | undefined;
  const listStaffAccountsCached = () => (staffCache ??= listStaffAccounts(db));

  return {
    async expiring(staff: Staff, days: number): Promise<ExpiringList> {
      const at = now();
      const versions = await listExpiringVersions(db, scopeOf(staff.ability, 'read', 'Content'), {
        now: at,
        before: new Date(at.getTime() + days * DAY_MS),
      });
      const owners = new Map<string, Awaited<ReturnType<typeof people.personOf>>>();
      for (const id of new Set(versions.map((v) => v.ownerId).filter((id) => id !== null)))
        owners.set(id, await people.personOf(id));
      return {
        items: versions.map((version) => {
          const owner = version.ownerId ? owners.get(version.ownerId) : undefined;
          return {
            id: version.contentId,
            version: version.version,
            title: version.title,
            countries: version.countries,
            approvalCode: version.approvalCode,
            validTo: version.validTo.toISOString(),
            daysLeft: daysLeft(version.validTo, at),
            owner: owner ? { id: version.ownerId!, name: owner.name, email: owner.email } : null,
          };
        }),
      };
    },

    /** The daily run: queues each alert not sent yet; answers how many mails it queued. */
    async sendAlerts(): Promise<number> {
      const at = now();
      staffCache = undefined;
      const versions = await listExpiringVersions(db, true, {
        now: at,
        before: new Date(at.getTime() + LONGEST * DAY_MS),
      });
      const editors = async () =>
        (await listStaffAccountsCached()).filter((row) => editorRoles(row).length);
      let queued = 0;
      for (const item of versions) {
        const days = daysLeft(item.validTo, at);
        const threshold = thresholdFor(days);
        if (threshold === undefined) continue;
        for (const recipient of await recipientsOf(item, editors)) {
          const sent = await db.transaction(async (tx) => {
            const claimed = await claimExpiryAlert(tx, {
              versionId: item.versionId,
              thresholdDays: threshold,
              recipientId: recipient.id,
              sentAt: at,
            });
            if (claimed) await outbox.enqueueMail(tx, expiryAlertMail(recipient, item, days));
            return claimed;
          });
          if (sent) queued += 1;
        }
      }
      return queued;
    },
  };
}

export type ExpiryService = ReturnType<typeof createExpiryService>;
