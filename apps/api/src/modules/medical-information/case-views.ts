import { getCountryProfile } from '@pulso/contracts/country-profiles';
import type { LinkedText } from '@pulso/contracts/country-profile';
import type {
  AuditEntry,
  CaseFlag,
  MedicalInformationCase,
  TeamCaseSummary,
} from '@pulso/contracts/medical-information';
import type { CountryCode } from '@pulso/contracts/country';
import type { CaseEvent, CaseRecord } from './medical-information.repository.ts';

/**
 * The answers built from stored cases: only the listed fields leave the server.
 */

/** Spec §1: the country's adverse-event (report-side-effect) or technical-complaint channel. */
export function reportingChannelOf(country: CountryCode, flag: CaseFlag | null): LinkedText | null {
  if (!flag) return null;
  const profile = getCountryProfile(country);
  return flag === 'adverse-event' ? profile.reportSideEffect : profile.technicalComplaint;
}

export function caseView(record: CaseRecord): MedicalInformationCase {
  return {
    id: record.id,
    caseNumber: record.caseNumber,
    status: record.status,
    type: record.type,
    product: record.product,
    summary: record.summary,
    date: record.requestDate.toISOString(),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    flaggedAs: record.flaggedAs,
    reportingChannel: reportingChannelOf(record.country, record.flaggedAs),
  };
}

/** A case in the team's inbox; `names` gives the assigned agent's name by id. */
export function teamSummaryView(
  record: CaseRecord,
  names: ReadonlyMap<string, string> = new Map(),
): TeamCaseSummary {
  const { reportingChannel: _, ...view } = caseView(record);
  return {
    ...view,
    country: record.country,
    name: record.name,
    assignedTo: record.assignedTo
      ? { id: record.assignedTo, name: names.get(record.assignedTo) ?? '' }
      : null,
  };
}

export function auditEntryView(event: CaseEvent): AuditEntry {
  return {
    at: event.at.toISOString(),
    action: event.action,
    actor: { kind: event.actorKind, name: event.actorName },
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    note: event.note,
  };
}
