import { staffRoles, type StaffRole } from '@pulso/contracts/backoffice';
import { countryCodes, isCountryCode, type CountryCode } from '@pulso/contracts/country';

/** A staff role held for some countries (decision 050). */
export interface RoleGrant {
  role: StaffRole;
  countries: CountryCode[];
}

const isStaffRole = (name: string): name is StaffRole => staffRoles.includes(name as StaffRole);

/**
 * The grants of a product user's `roles` column: each entry is `role:cc` (`editor:mx`); `role:*`
 * stands for every country. Unknown entries are ignored. Grants of one role are merged.
 */
export function grantsOf(roles: readonly string[]): RoleGrant[] {
  const byRole = new Map<StaffRole, Set<CountryCode>>();
  for (const entry of roles) {
    const [role = '', country = ''] = entry.split(':');
    if (!isStaffRole(role)) continue;
    const countries = country === '*' ? countryCodes : isCountryCode(country) ? [country] : [];
    if (!countries.length) continue;
    const set = byRole.get(role) ?? new Set<CountryCode>();
    for (const code of countries) set.add(code);
    byRole.set(role, set);
  }
  return [...byRole].map(([role, set]) => ({
    role,
    countries: countryCodes.filter((code) => set.has(code)),
  }));
}

/** The countries a user holds a role for (none when they do not hold it). */
export function countriesWithRole(roles: readonly string[], role: StaffRole): CountryCode[] {
  return grantsOf(roles).find((grant) => grant.role === role)?.countries ?? [];
}

/** `roles` entries granting a role for countries (seeds, tests). */
export const grant = (role: StaffRole, countries: readonly (CountryCode | '*')[]): string[] =>
  countries.map((country) => `${role}:${country}`);
