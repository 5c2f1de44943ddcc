import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backofficeCourseListSchema,
  backofficeCourseSchema,
  courseExamSchema,
  courseIdParamsSchema,
  courseVersionParamsSchema,
} from '@pulso/contracts/backoffice/courses';
import { problemSchema as p } from '@pulso/contracts/problem';
import type { BackofficeCoursesService } from './courses.service.ts';

const tags = ['backoffice'];
const errors = { 400: p, 401: p, 403: p, 404: p };
const allow = (action: 'read' | 'update' | 'approve') => ({
  backoffice: { action, subject: 'Course' as const },
});

/** `/api/backoffice/courses…`, inside the back-office scope (its one permission hook). */
export const backofficeCoursesRoutes =
  (courses: BackofficeCoursesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/courses',
      {
        config: allow('read'),
        schema: {
          tags,
          summary: "Courses of the staff's countries with their current bank version",
          response: { 200: backofficeCourseListSchema, ...errors },
        },
      },
      async (request) => courses.list(request.staff),
    );

    app.get(
      '/courses/:id',
      {
        config: allow('read'),
        schema: {
          tags,
          summary: "A course's exam: questions, settings, certificate text and bank versions",
          params: courseIdParamsSchema,
          response: { 200: backofficeCourseSchema, ...errors },
        },
      },
      async (request) => courses.get(request.staff, request.params.id),
    );

    app.put(
      '/courses/:id',
      {
        config: allow('update'),
        schema: {
          tags,
          summary:
            'Saves the exam as the next bank version, pending approval (attempts record the version shown)',
          params: courseIdParamsSchema,
          body: courseExamSchema,
          response: { 200: backofficeCourseSchema, ...errors },
        },
      },
      async (request) => courses.save(request.staff, request.params.id, request.body),
    );

    app.post(
      '/courses/:id/versions/:version/approve',
      {
        config: allow('approve'),
        schema: {
          tags,
          summary:
            "Approves the newest saved bank version: doctors' exams use it; never by the one who saved it (403 backoffice.four_eyes)",
          params: courseVersionParamsSchema,
          response: { 200: backofficeCourseSchema, ...errors, 409: p },
        },
      },
      async (request) => courses.approve(request.staff, request.params.id, request.params.version),
    );
  };
