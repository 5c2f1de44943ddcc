import { AbilityBuilder, createMongoAbility, subject, type MongoAbility } from '@casl/ability';
import { rulesToCondition } from '@casl/ability/extra';
import type { BackofficeAction } from '@pulso/contracts/backoffice';
import type { CountryCode } from '@pulso/contracts/country';
import type { CountryScope } from '../../platform/db/country-scope.ts';
import { grantsOf } from '../users/staff-roles.ts';

/**
 * What the back office acts on; each carries the countries it belongs to. `Listing`: the doctor finder's directory; `Case`: the medical-information inbox; `User`,
 * `Staff`: doctors' accounts and staff grants; `Licence`: Brazil's licence registry;
 * `Media`: uploaded files.
 */
export type BackofficeSubject =
  | 'Content'
  | 'Audit'
  | 'Backoffice'
  | 'Course'
  | 'Event'
  | 'Listing'
  | 'Case'
  | 'User'
  | 'Staff'
  | 'Licence'
  | 'Media';
export type Action = BackofficeAction | 'enter';
export type BackofficeAbility = MongoAbility<[Action, BackofficeSubject | ScopedRecord]>;

/** A record as CASL sees it: its type and countries. */
export interface ScopedRecord {
  __caslSubjectType__?: BackofficeSubject;
  countries: readonly CountryCode[];
}

/**
 * The one definition of who may do what in the back office (decision 050). Each grant holds for
 * its countries: a record is in reach when it shares a country with the grant.
 */
export function abilityFor(roles: readonly string[]): BackofficeAbility {
  const { can, build } = new AbilityBuilder<BackofficeAbility>(createMongoAbility);
  for (const { role, countries } of grantsOf(roles)) {
    const inCountries = { countries: { $in: countries } };
    can('enter', 'Backoffice');
    switch (role) {
      case 'admin':
        can(['read', 'create', 'update', 'submit', 'approve', 'withdraw'], 'Content', inCountries);
        can('read', 'Audit', inCountries);
        can(['read', 'update', 'approve'], 'Course', inCountries);
        can(['read', 'create', 'update', 'submit', 'approve'], 'Event', inCountries);
        can(['read', 'update'], 'Listing', inCountries);
        // Doctors' accounts (speaker training), staff grants and Brazil's licence registry.
        can(['read', 'update'], ['User', 'Staff'], inCountries);
        can('create', 'Licence', inCountries);
        can('create', 'Media', inCountries);
        break;
      case 'editor':
        can(['read', 'create', 'update', 'submit'], 'Content', inCountries);
        can('read', 'Audit', inCountries);
        can(['read', 'update'], 'Course', inCountries);
        can('create', 'Media', inCountries);
        break;
      case 'reviewer':
        can(['read', 'approve', 'withdraw'], 'Content', inCountries);
        can('read', 'Audit', inCountries);
        // A bank version and an event are approved by the country's reviewer (decision 074).
        can(['read', 'approve'], 'Course', inCountries);
        can(['read', 'approve'], 'Event', inCountries);
        // Hiding a directory listing is a compliance call (decision 056): the country's reviewer.
        can(['read', 'update'], 'Listing', inCountries);
        break;
      case 'events-manager':
        can(['read', 'create', 'update', 'submit'], 'Event', inCountries);
        can('read', 'Audit', inCountries);
        // An event's image, its speakers' photos and its materials (decision 075).
        can('create', 'Media', inCountries);
        break;
      case 'medical-information':
        can(['read', 'update'], 'Case', inCountries);
        break;
    }
  }
  return build();
}

/** Whether the ability allows the action on this record (its countries). */
export function allows(
  ability: BackofficeAbility,
  action: Action,
  type: BackofficeSubject,
  record: { countries: readonly CountryCode[] },
): boolean {
  return ability.can(action, subject(type, { countries: [...record.countries] }) as ScopedRecord);
}

/**
 * The countries in which the ability allows the action on the subject type: those named by its
 * rules' `countries.$in` conditions (the back office's UI hides what they do not cover).
 */
export function countriesFor(
  ability: BackofficeAbility,
  action: Action,
  type: BackofficeSubject,
): CountryCode[] {
  const found = new Set<CountryCode>();
  for (const rule of ability.rulesFor(action, type)) {
    if (rule.inverted) continue;
    const listed = (rule.conditions as { countries?: { $in?: CountryCode[] } } | undefined)
      ?.countries?.$in;
    for (const code of listed ?? []) found.add(code);
  }
  return [...found].sort();
}

/**
 * Every action × subject the ability allows, with its countries (`GET /api/backoffice/me`): read
 * from its rules, so that a subject added to `abilityFor` reaches the UI without more code.
 */
export function grantedAbilities(
  ability: BackofficeAbility,
): { action: string; subject: string; countries: CountryCode[] }[] {
  const pairs = new Map<string, { action: string; subject: string }>();
  for (const rule of ability.rules) {
    if (rule.inverted) continue;
    for (const action of [rule.action].flat())
      for (const subject of [rule.subject ?? 'all'].flat())
        pairs.set(`${action} ${String(subject)}`, { action, subject: String(subject) });
  }
  return [...pairs.values()].map(({ action, subject }) => ({
    action,
    subject,
    countries: countriesFor(ability, action as Action, subject as BackofficeSubject),
  }));
}

/**
 * The rows the action may touch, by their countries (CASL's rulesToCondition, each rule's
 * `countries.$in` as an overlap): repositories turn it into their WHERE (`countriesWhere`).
 * `false` when no rule allows it (callers answer 403 before asking).
 */
export function scopeOf(
  ability: BackofficeAbility,
  action: Action,
  type: BackofficeSubject,
): CountryScope {
  const condition = rulesToCondition(
    ability.rulesFor(action, type),
    (rule): CountryScope => {
      const listed = (rule.conditions as { countries?: { $in?: string[] } } | undefined)?.countries
        ?.$in;
      const match: CountryScope = listed ? { overlaps: listed } : true;
      return rule.inverted ? { not: match } : match;
    },
    {
      and: (parts: CountryScope[]): CountryScope => ({ and: parts }),
      or: (parts: CountryScope[]): CountryScope => ({ or: parts }),
      empty: (): CountryScope => true,
    },
  );
  return condition ?? false;
}
