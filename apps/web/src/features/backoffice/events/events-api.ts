import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  backofficeEventListSchema,
  backofficeEventSchema,
  type BackofficeEvent,
  type CreateEvent,
  type EventProviderInput,
  type EventSchedule,
  type EventTextInput,
} from '@pulso/contracts/backoffice/events';
import type { EventMediaSource } from '@pulso/contracts/events';
import { apiUrl, request, type HttpMethod } from '../../../lib/http/http-client.ts';
import { useAccessToken } from '../../../lib/session.ts';
import { useSignOutOn401 } from '../../../lib/use-sign-out-on-401.ts';
import { useAuditChanged } from '../api/backoffice-queries.ts';

const eventsUrl = (path = '') => apiUrl(`backoffice/events${path}`);
const eventUrl = (id: string, rest = '') => eventsUrl(`/${encodeURIComponent(id)}${rest}`);

const keys = {
  all: (token: string | null) => ['backoffice', 'events', token] as const,
  one: (token: string | null, id: string) => ['backoffice', 'events', token, id] as const,
};

const reading = (signal: AbortSignal) =>
  ({ blocking: false, signal, authFailure: 'throw' }) as const;

/** The list; its page reads it through AdminQuery (which signs out on a 401). */
export function useBackofficeEvents() {
  const token = useAccessToken();
  return useQuery({
    queryKey: keys.all(token),
    queryFn: ({ signal }) =>
      request(eventsUrl(), { schema: backofficeEventListSchema, ...reading(signal) }),
  });
}

export function useBackofficeEvent(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: keys.one(token, id),
    queryFn: ({ signal }) =>
      request(eventUrl(id), { schema: backofficeEventSchema, ...reading(signal) }),
  });
}

/** Every change of an event answers the event: it replaces the cached one, the list is read again. */
function useEventChange<T>(call: (body: T) => { url: string; method: HttpMethod; body?: unknown }) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  // The editor's trail shows the change at once.
  const auditChanged = useAuditChanged();
  const mutation = useMutation({
    mutationFn: (body: T): Promise<BackofficeEvent> => {
      const { url, method, body: sent } = call(body);
      return request(url, {
        schema: backofficeEventSchema,
        method,
        body: sent,
        blocking: false,
        authFailure: 'throw',
      });
    },
    onSuccess: (event) => {
      queryClient.setQueryData(keys.one(token, event.id), event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all(token), exact: true }),
        auditChanged(event.id),
      ]);
    },
  });
  useSignOutOn401(mutation);
  return mutation;
}

export const useCreateEvent = () =>
  useEventChange((body: CreateEvent) => ({ url: eventsUrl(), method: 'POST', body }));
/** Edits the text doctors see (an approved event's edit waits for its own approval: 075). */
export const useUpdateEventText = (id: string) =>
  useEventChange((body: EventTextInput) => ({ url: eventUrl(id, '/text'), method: 'PUT', body }));
export const useReschedule = (id: string) =>
  useEventChange((body: EventSchedule) => ({
    url: eventUrl(id, '/schedule'),
    method: 'PUT',
    body,
  }));
export const useSetMeeting = (id: string) =>
  useEventChange((body: EventProviderInput) => ({
    url: eventUrl(id, '/meeting'),
    method: 'PUT',
    body,
  }));
export const useAddRecording = (id: string) =>
  useEventChange((body: EventMediaSource) => ({
    url: eventUrl(id, '/recordings'),
    method: 'POST',
    body,
  }));
export const useRemoveRecording = (id: string) =>
  useEventChange((index: number) => ({
    url: eventUrl(id, `/recordings/${index}`),
    method: 'DELETE',
  }));
/** Sends the draft to review (decision 074). */
export const useSubmitEvent = (id: string) =>
  useEventChange((_: void) => ({ url: eventUrl(id, '/submit'), method: 'POST', body: {} }));
/** Approves it with its approval code: doctors see it from then on. */
export const useApproveEvent = (id: string) =>
  useEventChange((approvalCode: string) => ({
    url: eventUrl(id, '/approve'),
    method: 'POST',
    body: { approvalCode },
  }));
export const useCancelEvent = (id: string) =>
  useEventChange((_: void) => ({ url: eventUrl(id, '/cancel'), method: 'POST', body: {} }));
