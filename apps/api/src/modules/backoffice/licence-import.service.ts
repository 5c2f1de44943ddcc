import { createHash } from 'node:crypto';
import type { LicenceImportResult } from '@pulso/contracts/backoffice/licences';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { LicenceCsvError, parseLicencesCsv } from '../licences/licences-csv.ts';
import { importLicences } from '../licences/licences.service.ts';
import { allows } from './ability.ts';
import { recordStaffAction } from './staff-audit.ts';
import { BackofficeForbiddenError } from './backoffice.errors.ts';
import type { Staff } from './contents.service.ts';

/**
 * Brazil's licence file uploaded from the back office: the parser, checks and upsert of
 * `npm run licences:import` (a bad line stops the import before anything is written, and every
 * bad line is answered). A licence that becomes suspended or cancelled takes the doctor-finder
 * listing of its CRM off at the next search (the finder reads the registry at every search).
 */
export function createLicenceImportService(deps: {
  db: Database;
  people: { personOf(userId: string, tx?: Queryable): Promise<{ name: string } | undefined> };
  now: () => Date;
}) {
  return {
    async importCsv(staff: Staff, text: string): Promise<LicenceImportResult> {
      if (!allows(staff.ability, 'create', 'Licence', { countries: ['br'] }))
        throw new BackofficeForbiddenError('The licence registry is Brazil’s.');
      let records;
      try {
        records = parseLicencesCsv(text);
      } catch (error) {
        if (!(error instanceof LicenceCsvError)) throw error;
        return { imported: 0, updated: 0, unchanged: 0, errors: [...error.problems] };
      }
      const at = deps.now();
      const counts = await deps.db.transaction(async (tx) => {
        const written = await importLicences(tx, records);
        await recordStaffAction(tx, deps.people, staff, {
          entityType: 'licences',
          entityId: `import-${at.toISOString()}`,
          action: 'import',
          countries: ['br'],
          at,
          before: null,
          after: {
            lines: records.length,
            sha256: createHash('sha256').update(text).digest('hex'),
            ...written,
          },
        });
        return written;
      });
      return {
        imported: counts.inserted,
        updated: counts.updated,
        unchanged: counts.unchanged,
        errors: [],
      };
    },
  };
}

export type LicenceImportService = ReturnType<typeof createLicenceImportService>;
