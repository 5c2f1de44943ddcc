import {
  attendanceAnswerSchema,
  eventDetailSchema,
  eventsPageSchema,
  joinAnswerSchema,
  registrationAnswerSchema,
  type AttendanceAnswer,
  type EventDetail,
  type EventsPage,
  type HeartbeatBody,
  type JoinAnswer,
  type RegistrationAnswer,
} from '@pulso/contracts/events';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** Issue 14's calls: `/api/events…`, scoped by the server to the doctor's country. */

const event = (id: string, rest = '') =>
  apiUrl(`events/${encodeURIComponent(id)}${rest ? `/${rest}` : ''}`);

/** What the list shows: the events still to come (live first) or the ones that have ended. */
export type EventsWhen = 'upcoming' | 'past';

/** Answers with the time they arrived (the server's clock is read from `serverNow` and it). */
export type Received<T> = T & { receivedAt: number };
const received = <T>(answer: T): Received<T> => ({ ...answer, receivedAt: Date.now() });

export async function getEvents(
  query: { when: EventsWhen; specialty: SpecialtyArea | undefined; page: number },
  signal?: AbortSignal,
): Promise<Received<EventsPage>> {
  return received(
    await request(apiUrl('events'), { schema: eventsPageSchema, query, blocking: false, signal }),
  );
}

export async function getEvent(id: string, signal?: AbortSignal): Promise<Received<EventDetail>> {
  return received(await request(event(id), { schema: eventDetailSchema, blocking: false, signal }));
}

/** Registers (`true`) or cancels (`false`); both idempotent on the server. */
export function setRegistration(id: string, register: boolean): Promise<RegistrationAnswer> {
  return request(event(id, 'registration'), {
    schema: registrationAnswerSchema,
    method: register ? 'PUT' : 'DELETE',
    blocking: false,
  });
}

/** What the meeting screen needs to open the meeting (and an attendance interval). */
export async function joinEvent(id: string): Promise<Received<JoinAnswer>> {
  return received(
    await request(event(id, 'join'), { schema: joinAnswerSchema, method: 'POST', blocking: false }),
  );
}

export function sendHeartbeat(id: string, body: HeartbeatBody): Promise<AttendanceAnswer> {
  return request(event(id, 'attendance'), {
    schema: attendanceAnswerSchema,
    method: 'POST',
    body,
    blocking: false,
  });
}

export function getAttendance(id: string, signal?: AbortSignal): Promise<AttendanceAnswer> {
  return request(event(id, 'attendance'), {
    schema: attendanceAnswerSchema,
    blocking: false,
    signal,
  });
}
