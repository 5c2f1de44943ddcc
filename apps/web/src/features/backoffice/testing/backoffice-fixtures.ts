import type { BackofficeEvent } from '@pulso/contracts/backoffice/events';
import type { BackofficeCourse } from '@pulso/contracts/backoffice/courses';
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
    editors: [{ id: 'editor-1', name: 'Elena Editora MX' }],
    editedByYou: false,
    ...overrides,
  };
}

export const COURSE_ID = 'curso-anticoncepcion-basada-en-la-evidencia';

/** A course as the back office's API answers it. */
export const backofficeCourse = (overrides: Partial<BackofficeCourse> = {}): BackofficeCourse => ({
  id: COURSE_ID,
  title: 'Anticoncepción basada en la evidencia',
  countries: ['mx'],
  language: 'es',
  version: 1,
  settings: {
    examDuration: 20,
    examDurationMode: 'total',
    totalQuestions: 2,
    minCorrectQuestions: 1,
    examTerms: '<p>Términos</p>',
    examInstructions: null,
    certificateText: null,
    showCorrectAnswers: true,
    maxAttempts: null,
    retryWaitHours: null,
  },
  questions: [
    {
      id: `${COURSE_ID}-q1`,
      question: '¿Primera pregunta?',
      options: [
        { text: 'Sí', isCorrect: true },
        { text: 'No', isCorrect: false },
      ],
    },
  ],
  versions: [
    {
      version: 1,
      at: '2026-11-01T10:00:00.000Z',
      actor: null,
      questions: 1,
      attempts: 4,
      status: 'approved',
      approvedBy: null,
    },
  ],
  pending: null,
  canApprove: false,
  canEdit: true,
  attemptDefaults: { maxAttempts: 3, retryWaitHours: 24 },
  ...overrides,
});

export const EVENT_ID = 'webinar-de-insuficiencia-cardiaca-3fa9c2';

/** An event as the back office's API answers it. */
export const backofficeEvent = (overrides: Partial<BackofficeEvent> = {}): BackofficeEvent => ({
  id: EVENT_ID,
  version: 1,
  title: 'Webinar de insuficiencia cardiaca',
  synopsis: '',
  country: 'mx',
  categoryId: 'cardiology',
  format: 'webinar',
  image: null,
  speakers: [],
  agenda: [],
  materials: [],
  capacity: null,
  startsAt: '2026-12-03T00:00:00.000Z',
  endsAt: '2026-12-03T01:30:00.000Z',
  opensAt: '2026-12-02T23:45:00.000Z',
  schedule: {
    startsAt: '2026-12-02T18:00',
    endsAt: '2026-12-02T19:30',
    timeZone: 'America/Mexico_City',
  },
  status: 'upcoming',
  serverNow: '2026-11-20T15:00:00.000Z',
  registrations: 3,
  meeting: { provider: 'zoom', meetingNumber: '85012345678', passwordSet: true },
  recordings: [],
  review: 'approved',
  approvalCode: 'MX-EV-2026-0001',
  published: null,
  editors: [],
  editedByYou: false,
  ...overrides,
});
