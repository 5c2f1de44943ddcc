import type {
  MedicalInformationCase,
  TeamCase,
  TeamCaseSummary,
} from '@pulso/contracts/medical-information';
import { userProfile } from './fixtures.ts';

/** The Brazilian doctor of these tests, as `GET /api/users/profile` answers. */
export const doctor = userProfile({
  country: 'br',
  firstName: 'Rafael',
  lastName: 'Costa',
  name: 'Rafael Costa',
  email: 'demo.br@pulso.example',
  phone: '11987654321',
  registrationType: 'CRM',
});

/** A case as `GET /api/medicalInformation/cases` lists it. */
export function medicalCase(
  overrides: Partial<MedicalInformationCase> = {},
): MedicalInformationCase {
  return {
    id: '6f1c1c3e-8b1a-4c52-9d8e-1f2a3b4c5d6e',
    caseNumber: 'MI-BR-2026-000042',
    status: 'received',
    type: 'Artigo',
    product: 'Xarelto',
    summary: 'Rivaroxaban in atrial fibrillation',
    date: '2026-03-02T12:00:00.000Z',
    createdAt: '2026-03-02T12:00:00.000Z',
    updatedAt: '2026-03-02T12:00:00.000Z',
    flaggedAs: null,
    reportingChannel: null,
    ...overrides,
  };
}

export function teamCaseSummary(overrides: Partial<TeamCaseSummary> = {}): TeamCaseSummary {
  const { reportingChannel: _, ...summary } = medicalCase();
  return { ...summary, country: 'br', name: 'Rafael Costa', assignedTo: null, ...overrides };
}

export function teamCase(overrides: Partial<TeamCase> = {}): TeamCase {
  return {
    ...teamCaseSummary(),
    email: 'demo.br@pulso.example',
    phone: '21987654321',
    content: '<p>Título do artigo: Rivaroxaban &lt;b&gt;</p><p>Autor: Patel</p>',
    mailDetails: null,
    reportingChannel: null,
    allowedStatuses: ['in_review', 'closed'],
    audit: [
      {
        at: '2026-03-02T12:00:00.000Z',
        action: 'created',
        actor: { kind: 'doctor', name: 'Rafael Costa' },
        fromStatus: null,
        toStatus: 'received',
        note: null,
      },
    ],
    delivery: { channel: 'smtp', state: 'not-configured', attempts: 0, sentAt: null },
    ...overrides,
  };
}
