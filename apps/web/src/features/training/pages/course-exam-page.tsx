import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { CourseFrame } from '../components/course-frame.tsx';
import { ExamScreen } from '../components/exam-screen.tsx';

/** `cursos-online/{id}/examen` and `speaker-training/{id}/examen`: the course's exam. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <CourseFrame key={id} id={id} heading={t('training.exam.title')}>
      {(item) => <ExamScreen item={item} />}
    </CourseFrame>
  );
}
