import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { contentDraftSchema } from '@pulso/contracts/backoffice';
import { mockApi, userProfile } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { backofficeContent, staffMe } from './backoffice-fixtures.ts';

/** The media API as the upload field reaches it (XMLHttpRequest): each kind gets its own path. */
export const uploads: FormData[] = [];
const typeOf: Record<string, string> = {
  pdf: 'application/pdf',
  video: 'video/mp4',
  audio: 'audio/mpeg',
  thumbnail: 'image/png',
};
export class FakeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    uploads.push(form);
    const kind = String(form.get('kind'));
    const path = `/media/uploads/${uploads.length}.${kind}`;
    this.status = 201;
    this.responseText = JSON.stringify({
      id: String(uploads.length),
      kind,
      path,
      bytes: 3,
      contentType: typeOf[kind],
    });
    queueMicrotask(() => this.onload?.());
  }
}

/** Problems of a draft's shape (not of a value a user typed, which the API names on its field). */
const shapeProblems = new Set([
  'invalid_type',
  'unrecognized_keys',
  'invalid_union',
  'invalid_value',
]);

/**
 * The new-content page of an editor of Mexico, saving through `save`. Whatever the form sends
 * must have the shape of the API's contract (`contentDraftSchema`): a field it does not know, of
 * the wrong type or a body of no kind fails the test here, as the API would refuse it. An empty
 * title is the user's to fix: the tests answer it with the API's 400.
 */
export function setUp(save: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(userProfile()),
    'GET /api/backoffice/me': () => Response.json(staffMe('editor')),
    'GET /api/backoffice/contents': () => Response.json({ items: [] }),
    'POST /api/backoffice/contents': (request) => {
      const issues = contentDraftSchema.safeParse(request.body).error?.issues ?? [];
      expect(issues.filter((issue) => shapeProblems.has(issue.code))).toEqual([]);
      return save(request);
    },
  });
  renderApp({ path: '/backoffice/contents/new', country: 'mx', session: {} });
  return api;
}

/** The upload field labelled `label` (its own stack holds the hidden file input). */
export function uploadField(label: string | RegExp): HTMLElement {
  return screen.getByText(label).closest<HTMLElement>('.mantine-Stack-root')!;
}
export const fileInput = (label: string | RegExp) =>
  uploadField(label).querySelector<HTMLInputElement>('input[type="file"]')!;

export const created = () => Response.json(backofficeContent(), { status: 201 });

/** Each test of the file gets fresh uploads through {@link FakeXhr}; `user()` types and clicks. */
export function withFakeUploads(): { user: () => UserEvent } {
  let user: UserEvent;
  beforeEach(() => {
    uploads.length = 0;
    user = userEvent.setup({ delay: null });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'XSRF-TOKEN=token-de-prueba';
  });
  afterEach(() => vi.unstubAllGlobals());
  return { user: () => user };
}
