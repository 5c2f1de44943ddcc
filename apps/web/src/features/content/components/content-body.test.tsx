import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp } from '../../../testing/render-app.tsx';
import { ContentBodyView } from './content-body.tsx';

const signed = (path: string, exp: number) => `${path}?exp=${exp}&sig=sig${exp}`;
const videoOf = (url: string) => ({ kind: 'video' as const, url, mimeType: 'video/mp4' as const });

describe('ContentBodyView', () => {
  it('keeps the player when a refetched answer signs the same file anew, and replaces it for another file', () => {
    const { wrap } = setUpApp();
    const view = render(
      wrap(<ContentBodyView body={videoOf(signed('/media/a.mp4', 1))} title="Vídeo" />),
    );
    const first = document.querySelector('video');
    expect(first?.querySelector('source')?.getAttribute('src')).toBe(signed('/media/a.mp4', 1));

    view.rerender(
      wrap(<ContentBodyView body={videoOf(signed('/media/a.mp4', 2))} title="Vídeo" />),
    );
    // The same element goes on playing (its old URL is still valid).
    expect(document.querySelector('video')).toBe(first);

    view.rerender(
      wrap(<ContentBodyView body={videoOf(signed('/media/b.mp4', 2))} title="Vídeo" />),
    );
    expect(document.querySelector('video')).not.toBe(first);
  });
});
