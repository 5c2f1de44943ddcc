import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceAnswer, EventDetail } from '@pulso/contracts/events';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import { useAccessToken } from '../../../lib/session.ts';
import {
  getAttendance,
  getEvent,
  getEvents,
  joinEvent,
  setRegistration,
  type EventsWhen,
  type Received,
} from './events-api.ts';

/** Cache keys of the events data, per session token (a new sign-in never sees the last one's). */
export const eventKeys = {
  all: (token: string | null) => ['events', token] as const,
  list: (token: string | null, when: EventsWhen, specialty: SpecialtyArea | undefined) =>
    ['events', token, 'list', when, specialty ?? 'all'] as const,
  detail: (token: string | null, id: string) => ['events', token, 'detail', id] as const,
  join: (token: string | null, id: string) => ['events', token, 'join', id] as const,
  attendance: (token: string | null, id: string) => ['events', token, 'attendance', id] as const,
};

/** The country's events, page after page (`nextPage` of the last one). */
export function useEvents(when: EventsWhen, specialty: SpecialtyArea | undefined) {
  const token = useAccessToken();
  return useInfiniteQuery({
    queryKey: eventKeys.list(token, when, specialty),
    queryFn: ({ pageParam, signal }) => getEvents({ when, specialty, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
  });
}

export function useEvent(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: eventKeys.detail(token, id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });
}

/**
 * Register or cancel in one click: the page shows the new state at once and goes back to the old
 * one if the server refuses (then the caller shows why). Both calls are idempotent, so a double
 * click or a retried call does no harm.
 */
export function useRegistration(id: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const key = eventKeys.detail(token, id);
  return useMutation({
    mutationFn: (register: boolean) => setRegistration(id, register),
    onMutate: async (register) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Received<EventDetail>>(key);
      queryClient.setQueryData<Received<EventDetail>>(key, (current) =>
        current ? { ...current, isRegistered: register } : current,
      );
      return { before };
    },
    onError: (_error, _register, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Received<EventDetail>>(key, (current) =>
        current
          ? {
              ...current,
              isRegistered: answer.isRegistered,
              registeredAt: answer.registeredAt,
              seatsLeft: answer.seatsLeft,
              status: answer.status,
            }
          : current,
      );
    },
    onSettled: async (_answer, error) => {
      // A refusal (full, cancelled, past) means the page's copy is stale: read the event again.
      if (error) await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: [...eventKeys.all(token), 'list'] });
    },
  });
}

/**
 * The meeting's join answer, asked once the meeting is open (`enabled`). It is this screen's
 * state: never refetched behind its back (a new join would open a new attendance interval).
 */
export function useJoin(id: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: eventKeys.join(token, id),
    queryFn: () => joinEvent(id),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The doctor's own attendance ("tu asistencia: 52 min"); heartbeats put their answer here. */
export function useAttendance(id: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: eventKeys.attendance(token, id),
    queryFn: ({ signal }) => getAttendance(id, signal),
    enabled,
  });
}

/** Puts a heartbeat's answer into the attendance shown. */
export function useSetAttendance(id: string): (answer: AttendanceAnswer) => void {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return (answer) => queryClient.setQueryData(eventKeys.attendance(token, id), answer);
}
