import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  backofficeCourseListSchema,
  backofficeCourseSchema,
  type BackofficeCourse,
  type CourseExam,
} from '@pulso/contracts/backoffice/courses';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { useAccessToken } from '../../../lib/session.ts';
import { useSignOutOn401 } from '../../../lib/use-sign-out-on-401.ts';
import { useAuditChanged } from '../api/backoffice-queries.ts';

const coursesUrl = (id?: string) =>
  apiUrl(id ? `backoffice/courses/${encodeURIComponent(id)}` : 'backoffice/courses');

const keys = {
  list: (token: string | null) => ['backoffice', 'courses', token] as const,
  one: (token: string | null, id: string) => ['backoffice', 'courses', token, id] as const,
};

/** The list; its page reads it through AdminQuery (which signs out on a 401). */
export function useCourses() {
  const token = useAccessToken();
  return useQuery({
    queryKey: keys.list(token),
    queryFn: ({ signal }) =>
      request(coursesUrl(), {
        schema: backofficeCourseListSchema,
        blocking: false,
        signal,
        authFailure: 'throw',
      }),
  });
}

export function useCourse(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: keys.one(token, id),
    queryFn: ({ signal }) =>
      request(coursesUrl(id), {
        schema: backofficeCourseSchema,
        blocking: false,
        signal,
        authFailure: 'throw',
      }),
  });
}

/** Saves the exam: the answer is the course with its new version. */
export function useSaveCourse(id: string) {
  // The editor's trail shows the change at once.
  const courseChanged = useCourseChanged(id);
  const mutation = useMutation({
    mutationFn: (exam: CourseExam): Promise<BackofficeCourse> =>
      request(coursesUrl(id), {
        schema: backofficeCourseSchema,
        method: 'PUT',
        body: exam,
        blocking: false,
        authFailure: 'throw',
      }),
    onSuccess: courseChanged,
  });
  useSignOutOn401(mutation);
  return mutation;
}

/** Approves a pending bank version (decision 074): doctors' new attempts use it. */
export function useApproveBankVersion(id: string) {
  const courseChanged = useCourseChanged(id);
  const mutation = useMutation({
    mutationFn: (version: number): Promise<BackofficeCourse> =>
      request(apiUrl(`backoffice/courses/${encodeURIComponent(id)}/versions/${version}/approve`), {
        schema: backofficeCourseSchema,
        method: 'POST',
        body: {},
        blocking: false,
        authFailure: 'throw',
      }),
    onSuccess: courseChanged,
  });
  useSignOutOn401(mutation);
  return mutation;
}

/** After a save or an approval: the course's answer kept, its list and trail asked again. */
function useCourseChanged(id: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const auditChanged = useAuditChanged();
  return (course: BackofficeCourse) => {
    queryClient.setQueryData(keys.one(token, id), course);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.list(token), exact: true }),
      auditChanged(id),
    ]);
  };
}
