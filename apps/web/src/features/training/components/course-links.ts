import { useLocation } from 'react-router';
import { SPEAKER_TRAINING_SECTION, contentHref, paths } from '../../../config/paths.ts';

export interface CourseLinks {
  section: string;
  course: (id: string) => string;
  moreInfo: (id: string) => string;
  exam: (id: string) => string;
}

/**
 * The course screens serve online courses (`cursos-online/...`) and speaker training
 * (`speaker-training/...`, behind its gate): links stay in the section of the current URL.
 */
export function useCourseLinks(): CourseLinks {
  const { pathname } = useLocation();
  const speaker = pathname.split('/')[1] === SPEAKER_TRAINING_SECTION;
  return speaker
    ? {
        section: SPEAKER_TRAINING_SECTION,
        course: (id) => contentHref(SPEAKER_TRAINING_SECTION, id),
        moreInfo: paths.speakerTrainingMoreInfo.href,
        exam: paths.speakerTrainingExam.href,
      }
    : {
        section: 'cursos-online',
        course: (id) => contentHref('cursos-online', id),
        moreInfo: paths.courseMoreInfo.href,
        exam: paths.courseExam.href,
      };
}
