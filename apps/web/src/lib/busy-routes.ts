import { paths } from '../config/paths.ts';

/**
 * The screens a doctor must not be taken away from by the portal itself (issue 16): an exam
 * (courses and speaker training) and a meeting (`participar` / `unirse`). The update prompt is
 * not shown there (a reload would end the exam or the meeting), and a notification click opens
 * a new tab rather than navigating such a tab away.
 */
const busyPatterns = [
  paths.courseExam.pattern,
  paths.speakerTrainingExam.pattern,
  paths.eventParticipate.pattern,
  paths.eventJoin.pattern,
].map((pattern) => {
  const segments = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^/${segments.join('/')}/?$`);
});

/** True when `pathname` (the path of a URL, no query) is an exam or a meeting screen. */
export function isBusyPath(pathname: string): boolean {
  return busyPatterns.some((pattern) => pattern.test(pathname));
}
