import { attendanceAnswerSchema, type AttendanceAnswer } from '@pulso/contracts/events';
import { apiUrl, request } from '../../../../lib/http/http-client.ts';

/**
 * `POST /api/events/{id}/attendance`: the doctor is in the meeting now (the external link's
 * click; the join call that answered the link already opened the interval).
 */
export function recordPresence(eventId: string): Promise<AttendanceAnswer> {
  return request(apiUrl(`events/${encodeURIComponent(eventId)}/attendance`), {
    schema: attendanceAnswerSchema,
    method: 'POST',
    body: { state: 'present' },
    blocking: false,
  });
}
