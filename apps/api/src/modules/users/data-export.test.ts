import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@pulso/contracts/helpers/id';
import { articleContentHtml } from '@pulso/contracts/medical-information';
import { userDataExportSchema } from '@pulso/contracts/users';
import { answersFor, examCalls } from '../training/testing/exam-calls.ts';
import {
  startTrainingHarness,
  type TrainingHarness,
} from '../training/testing/training-harness.ts';

describe('data export', () => {
  const COURSE = 'curso-anticoagulacao-oral-na-pratica-clinica';

  let h: TrainingHarness;
  beforeAll(async () => {
    h = await startTrainingHarness();
  });
  afterAll(() => h.close());

  describe('GET /api/users/me/data', () => {
    it('holds the account settings, the cases and the training records of the person', async () => {
      const token = await h.signIn('demo-br');
      const request = {
        id: newId(),
        product: 'Xarelto',
        name: 'Rafael Almeida Costa',
        email: 'demo.br@pulso.example',
        phone: '(11) 98765-4321',
        content: articleContentHtml({ tituloArtigo: 'Rivaroxaban in atrial fibrillation' }),
        type: 'Artigo',
      };
      const sent = await h.api.post('/api/medicalInformation', request, { token });
      expect(sent.statusCode, sent.body).toBe(201);

      const pushEndpoint = 'https://fcm.googleapis.com/fcm/send/data-export-device';
      const keys = { p256dh: 'BExportedNeverP256dhKey', auth: 'ExportedNeverAuth' };
      const subscribed = await h.api.post(
        '/api/push/subscriptions',
        { endpoint: pushEndpoint, keys, topics: ['event_reminders'] },
        { token, headers: { 'user-agent': 'Mozilla/5.0 (Android) Chrome/142' } },
      );
      expect(subscribed.statusCode, subscribed.body).toBe(201);

      const exam = examCalls(h.api);
      const attempt = await exam.begin(token, COURSE);
      const result = await exam.finishWith(
        token,
        attempt,
        answersFor(attempt, attempt.totalQuestions),
      );
      expect(result.isPassed).toBe(true);

      const response = await h.api.get('/api/users/me/data', { token });
      expect(response.statusCode, response.body).toBe(200);
      const data = userDataExportSchema.strict().parse(response.json());

      expect(data.account).toMatchObject({
        language: expect.any(String),
        timezone: expect.any(String),
        registerNumber: data.profile.registerNumber,
        registerUf: data.profile.registerUf,
      });
      expect(data.account.timezone).not.toBe('');
      // Push devices: the push service's host, the browser and the topics; never the endpoint's
      // path (a capability to send to the device) nor its keys.
      expect(data.pushDevices).toEqual([
        {
          endpointHost: 'fcm.googleapis.com',
          userAgent: 'Mozilla/5.0 (Android) Chrome/142',
          topics: ['event_reminders'],
          createdAt: expect.any(String),
        },
      ]);
      expect(response.body).not.toContain(keys.p256dh);
      expect(response.body).not.toContain(keys.auth);
      expect(response.body).not.toContain('data-export-device');
      expect(data.medicalInformationCases).toHaveLength(1);
      expect(data.medicalInformationCases[0]).toMatchObject({
        id: request.id,
        product: 'Xarelto',
        phone: '11987654321',
        content: expect.stringContaining('Rivaroxaban in atrial fibrillation'),
      });
      expect(data.training.attempts).toEqual([
        expect.objectContaining({
          attemptId: attempt.attemptId,
          contentId: COURSE,
          isPassed: true,
          correctAnswers: attempt.totalQuestions,
        }),
      ]);
      expect(Object.keys(data.training.attempts[0]!.answers)).toHaveLength(attempt.totalQuestions);
      expect(data.training.certificates).toEqual([
        expect.objectContaining({ contentId: COURSE, id: result.certificate?.id }),
      ]);
      expect(data.training.courses.find((course) => course.contentId === COURSE)).toMatchObject({
        attempts: 1,
      });
    });
  });
});
