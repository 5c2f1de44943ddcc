import { useMemo } from 'react';
import type { AuditEntry } from '@pulso/contracts/backoffice';
import { specialtyAreaLabelKey, specialtyAreas, type SpecialtyArea } from '@pulso/contracts/labels';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useFormats } from '../contents/format.ts';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field that names a record when it is shown as a whole (a thumbnail by its file…). */
const namingFields = ['title', 'name', 'question', 'text', 'html', 'url', 'path', 'reason'];
const nameOf = (value: Fields): unknown => namingFields.map((key) => value[key]).find(Boolean);

/**
 * A trail record's fields: the document's flattened in (`status`, `title`, `synopsis`…), and a
 * nested record that has no name of its own (a schedule, a meeting, the exam settings) spread
 * into `parent.child` fields; a named one (a body, a thumbnail) stays whole.
 */
function fieldsOf(value: unknown): Fields {
  if (!isObject(value)) return {};
  const { document, ...rest } = value;
  const fields: Fields = {};
  // The record's own fields first (the version's status, code, validity), then its document's.
  for (const [key, field] of Object.entries({
    ...rest,
    ...(isObject(document) ? document : {}),
    ...rest,
  }))
    if (isObject(field) && nameOf(field) === undefined)
      for (const [child, inner] of Object.entries(field)) fields[`${key}.${child}`] = inner;
    else fields[key] = field;
  return fields;
}

/** What a new record is summed up by (its every empty field would say nothing). */
const createdFields = ['version', 'status', 'title', 'countries', 'language'];
/** Bookkeeping that every step changes, and what the answer says of the reader, not the record. */
const noise = new Set(['updatedAt', 'serverNow', 'opensAt', 'editors', 'editedByYou']);

/**
 * What changed between before and after, as stored: each field whose value differs (a
 * creation: its version, status, title, countries and language).
 */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>) {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const keys =
    entry.before === null || entry.before === undefined
      ? createdFields.filter((key) => key in after)
      : [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !noise.has(key))
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: before[key], after: after[key] }));
}

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** A wall-clock time of a place (an event's `2026-11-26T19:30`): shown as it is, no zone. */
const wallClock = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const day = /^\d{4}-\d{2}-\d{2}$/;
const markup = /<[a-z!/][^>]*>/i;
const LONGEST = 120;
const isSpecialtyArea = (code: string): code is SpecialtyArea =>
  (specialtyAreas as readonly string[]).includes(code);

const shortened = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text);
/** The words of an HTML text (`<p>Olá <b>mundo</b></p>` → `Olá mundo`). */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The trail's fields and values as a staff member reads them (issue 32): translated labels,
 * dates in their own time with its zone, Sim/Não, lists joined, `—` for nothing, the words of an
 * HTML text, a code's name (`approved` → Aprovado, `editor:mx` → Edição · MX). The CSV export
 * keeps the stored values.
 */
export function useAuditPresenter() {
  const { t, i18n } = useTranslation();
  const { country } = useCountry();
  const formats = useFormats();
  return useMemo(() => {
    const translated = (keys: string[]) => keys.find((key) => i18n.exists(key));
    const humanised = (key: string) =>
      key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());
    const fieldLabel = (key: string) => {
      const found = translated([`backoffice.audit.fields.${key}`]);
      return found ? t(found) : humanised(key);
    };
    const label = (path: string) => path.split('.').map(fieldLabel).join(' › ');

    /** A code's name where the app has one for this field. */
    const named = (field: string, code: string): string | undefined => {
      const candidates: Record<string, string[]> = {
        status: [`backoffice.status.${code}`, `events.status.${code}`],
        review: [`backoffice.status.${code}`],
        mainCluster: [`backoffice.clusters.${code}`],
        language: [`backoffice.languages.${code}`],
        format: [`events.format.${code}`],
        examDurationMode: [`backofficeTraining.courses.modes.${code}`],
      };
      if (field === 'categoryId' && isSpecialtyArea(code))
        return t(specialtyAreaLabelKey(code, country));
      if (field === 'roles') {
        const [role = code, where = ''] = code.split(':');
        const roleName = translated([`backoffice.roles.${role}`]);
        return roleName ? `${t(roleName)} · ${where === '*' ? '*' : where.toUpperCase()}` : code;
      }
      if (field === 'countries' || field === 'country') return code.toUpperCase();
      const key = translated(candidates[field] ?? []);
      return key ? t(key) : undefined;
    };

    const text = (field: string, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '—';
      if (typeof value === 'boolean') return t(`backoffice.audit.values.${value ? 'yes' : 'no'}`);
      if (typeof value === 'number')
        return field === 'duration'
          ? t('backoffice.audit.values.minutes', { count: Math.round(value / 60) })
          : value.toLocaleString(formats.locale);
      if (typeof value === 'string') {
        if (instant.test(value)) return formats.instant(value);
        if (wallClock.test(value)) return formats.wallClock(value);
        if (day.test(value)) return formats.day(value);
        const name = named(field, value);
        if (name) return name;
        return shortened(markup.test(value) ? wordsOf(value) || '—' : value);
      }
      if (Array.isArray(value)) {
        if (value.length === 0) return '—';
        if (value.every((item) => !isObject(item)))
          return shortened(value.map((item) => text(field, item)).join(', '));
        const names = value.map((item) => (isObject(item) ? nameOf(item) : item));
        return names.every((name) => typeof name === 'string')
          ? shortened(names.map((name) => text('', name)).join(', '))
          : t('backoffice.audit.values.items', { count: value.length });
      }
      if (isObject(value)) {
        const name = nameOf(value);
        return name === undefined ? '…' : text('', name);
      }
      return shortened(String(value));
    };
    return { label, text };
  }, [t, i18n, country, formats]);
}
