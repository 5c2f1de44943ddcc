import type { BackofficeContent, BackofficeMe } from '@pulso/contracts/backoffice';
import type { CountryCode } from '@pulso/contracts/country';
import { item } from '../../../testing/content-fixtures.ts';

const contentActions = {
  editor: ['read', 'create', 'update', 'submit'],
  reviewer: ['read', 'approve', 'withdraw'],
} as const;

/** `GET /api/backoffice/me` of an editor or reviewer of some countries (as the API builds it). */
export function staffMe(
  role: keyof typeof contentActions,
  countries: CountryCode[] = ['mx'],
  more: BackofficeMe['abilities'] = [],
): BackofficeMe {
  const allowed = contentActions[role] as readonly string[];
  const content = Object.fromEntries(
    ['read', 'create', 'update', 'submit', 'approve', 'withdraw'].map((action) => [
      action,
      allowed.includes(action) ? countries : [],
    ]),
  ) as BackofficeMe['content'];
  return {
    roles: [{ role, countries }],
    content,
    audit: countries,
    abilities: [
      { action: 'enter', subject: 'Backoffice', countries },
      ...allowed.map((action) => ({ action, subject: 'Content', countries })),
      { action: 'read', subject: 'Audit', countries },
      ...more,
    ],
  };
}

/** An item as `GET /api/backoffice/contents/{id}` answers it: the whole document in `content`. */
export function backofficeContent(overrides: Partial<BackofficeContent> = {}): BackofficeContent {
  const {
    id: _id,
    title: _title,
    synopsis: _synopsis,
    mainCluster: _mainCluster,
    categoryId: _categoryId,
    isSaved: _isSaved,
    ...document
  } = item('nueva-guia-abc123', {
    content: { kind: 'html', html: '<p>Texto.</p>' },
    participant: null,
  });
  return {
    id: 'nueva-guia-abc123',
    version: 1,
    status: 'draft',
    title: 'Nueva guía de hipertensión',
    synopsis: 'Lo esencial de la guía.',
    mainCluster: 'to_read',
    categoryId: 'cardiology',
    countries: ['mx'],
    language: 'es',
    content: document,
    approvalCode: null,
    validFrom: null,
    validTo: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    published: null,
    ...overrides,
  };
}
