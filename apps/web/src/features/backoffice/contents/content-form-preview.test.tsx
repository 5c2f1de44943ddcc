import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  created,
  fileInput,
  setUp,
  uploads,
  withFakeUploads,
} from '../testing/content-form-harness.ts';

const fake = withFakeUploads();
let user: UserEvent;
beforeEach(() => {
  user = fake.user();
});

describe('content form: the preview', () => {
  it('accepts a video or an audio file and uploads an audio one as audio', async () => {
    const api = setUp(created);
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Podcast');
    const input = fileInput(/^Vista previa/);
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['video/mp4', 'audio/mpeg']));
    await user.upload(input, new File(['mp3'], 'avance.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(screen.getByText('Archivo cargado.')).toBeVisible());
    expect(uploads.map((form) => form.get('kind'))).toEqual(['audio']);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(api.called('POST /api/backoffice/contents')).toHaveLength(1));
    expect(api.called('POST /api/backoffice/contents')[0]!.body).toMatchObject({
      content: {
        preview: { kind: 'audio', url: '/media/uploads/1.audio', mimeType: 'audio/mpeg' },
      },
    });
  });
});
