import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cluster, item, row, card } from '../../../../testing/content-fixtures.ts';
import { mockApi } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';

const speaker = { profile: { canAcessSpeakTraining: true } };
const deck = '/media/demo/speaker-training-deck.pdf';

function speakerItem(overrides: Parameters<typeof item>[1] = {}) {
  return item('programa-ponentes', {
    title: 'Programa de ponentes',
    mainCluster: 'to_training',
    isSpeakerTraining: true,
    speakerTrainingSlideDeck: deck,
    ...overrides,
  });
}

describe('speaker-training', () => {
  it("lists the programme's items, opening in the speaker section", async () => {
    const api = mockApi({
      'GET /api/clusters/home': () =>
        Response.json(
          cluster('home', [
            row('speakertraining', [
              card('programa-ponentes', { title: 'Programa de ponentes', isSpeakerTraining: true }),
            ]),
          ]),
        ),
    });
    renderApp({ path: '/speaker-training', session: speaker });
    expect(await screen.findByRole('link', { name: 'Programa de ponentes' })).toHaveAttribute(
      'href',
      '/speaker-training/programa-ponentes',
    );
    expect(api.called('GET /api/clusters/home')[0]?.url.searchParams.get('subclusters')).toBe(
      'speakertraining',
    );
  });

  it('shows the slide deck in the page, to open and to download, and the exam where there is one', async () => {
    mockApi({
      'GET /api/contents/programa-ponentes': () =>
        Response.json(speakerItem({ examDuration: 15, totalQuestions: 5, minCorrectQuestions: 4 })),
    });
    renderApp({ path: '/speaker-training/programa-ponentes', session: speaker });
    const section = within(await screen.findByRole('region', { name: 'Presentación' }));
    expect(section.getByTitle('Presentación de «Programa de ponentes» (PDF)')).toHaveAttribute(
      'src',
      deck,
    );
    expect(section.getByRole('link', { name: 'Abrir la presentación' })).toHaveAttribute(
      'href',
      deck,
    );
    const download = section.getByRole('link', { name: 'Descargar la presentación (PDF)' });
    expect(download).toHaveAttribute('href', deck);
    expect(download).toHaveAttribute('download');

    const exam = within(screen.getByRole('region', { name: 'Evaluación y certificado' }));
    expect(exam.getByRole('link', { name: 'Hacer la evaluación' })).toHaveAttribute(
      'href',
      '/speaker-training/programa-ponentes/examen',
    );
    expect(exam.getByRole('link', { name: 'Información de la evaluación' })).toHaveAttribute(
      'href',
      '/speaker-training/programa-ponentes/mas-info',
    );
    expect(exam.queryByRole('button', { name: /certificado/ })).toBeNull();
  });

  it('offers the training certificate once passed (no exam link without exam fields)', async () => {
    mockApi({
      'GET /api/contents/programa-ponentes': () =>
        Response.json(
          speakerItem({
            speakerTrainingSlideDeck: null,
            trainingUserCertificate: '/api/training/certificates/x/pdf',
          }),
        ),
    });
    renderApp({ path: '/speaker-training/programa-ponentes', session: speaker });
    const exam = within(await screen.findByRole('region', { name: 'Evaluación y certificado' }));
    expect(exam.getByRole('button', { name: 'Descargar el certificado (PDF)' })).toBeVisible();
    expect(exam.queryByRole('link', { name: 'Hacer la evaluación' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Presentación' })).toBeNull();
  });

  it('runs the exam in the speaker section', async () => {
    mockApi({
      'GET /api/contents/programa-ponentes': () =>
        Response.json(
          speakerItem({
            examDuration: 15,
            totalQuestions: 5,
            minCorrectQuestions: 4,
            trainingAcceptedTerms: false,
          }),
        ),
    });
    renderApp({ path: '/speaker-training/programa-ponentes/examen', session: speaker });
    expect(
      await screen.findByRole('link', { name: 'Leer y aceptar los términos' }),
    ).toHaveAttribute('href', '/speaker-training/programa-ponentes/mas-info');
    expect(screen.getByRole('link', { name: /Volver al curso/ })).toHaveAttribute(
      'href',
      '/speaker-training/programa-ponentes',
    );
  });
});
