import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  courseExamSchema,
  type BackofficeCourse,
  type CourseQuestion,
  type CourseSettings,
} from '@pulso/contracts/backoffice/courses';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { AdminQuery } from '../admin-common/admin-query.tsx';
import { AuditSection } from '../admin-common/audit-section.tsx';
import { BankReview } from './bank-review.tsx';
import { useCourse, useSaveCourse } from './courses-api.ts';
import { useFieldErrors } from './field-errors.ts';

const defaultSettings: CourseSettings = {
  examDuration: 30,
  examDurationMode: 'total',
  totalQuestions: 5,
  minCorrectQuestions: 3,
  examTerms: null,
  examInstructions: null,
  certificateText: null,
  showCorrectAnswers: true,
  maxAttempts: null,
  retryWaitHours: null,
};

const blankQuestion = (): CourseQuestion => ({
  question: '',
  options: [
    { text: '', isCorrect: true },
    { text: '', isCorrect: false },
  ],
});

/** The bank version new attempts show, or that the course has no bank yet. */
export function BankVersionBadge({ version }: { version: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light">
      {version
        ? t('backofficeTraining.courses.version', { version })
        : t('backofficeTraining.courses.noBank')}
    </Badge>
  );
}

/** A course's exam: settings, certificate text and questions, saved as a new bank version. */
export function CourseEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const course = useCourse(id);
  // Kept here: a save gives the form a new version, which starts it afresh.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack component="section" aria-labelledby="backoffice-course-title" gap="md" maw={960}>
      <Anchor component="button" type="button" ta="left" onClick={onBack}>
        {t('backofficeTraining.courses.back')}
      </Anchor>
      <AdminQuery
        query={course}
        errorTitle={t('backofficeTraining.courses.loadError')}
        notFound={t('backofficeTraining.courses.notFound')}
      >
        {(data) => (
          <>
            <BankReview course={data} />
            <ExamForm
              key={`${data.version}-${data.pending?.version ?? 0}`}
              course={data}
              notice={notice}
              onNotice={setNotice}
            />
            <AuditSection id={data.id} intro={t('backoffice.audit.introCourse')} />
          </>
        )}
      </AdminQuery>
    </Stack>
  );
}

function ExamForm({
  course,
  notice,
  onNotice: setNotice,
}: {
  course: BackofficeCourse;
  notice: string | null;
  onNotice: (notice: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveCourse(course.id);
  const [settings, setSettings] = useState<CourseSettings>(course.settings ?? defaultSettings);
  const [questions, setQuestions] = useState<CourseQuestion[]>(
    course.questions.length ? course.questions : [blankQuestion()],
  );
  const { errors, message, check, fromError } = useFieldErrors();
  const readOnly = !course.canEdit;

  const setting = <K extends keyof CourseSettings>(key: K, value: CourseSettings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));
  const changeQuestion = (index: number, change: (question: CourseQuestion) => CourseQuestion) =>
    setQuestions((current) => current.map((q, at) => (at === index ? change(q) : q)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const exam = check(courseExamSchema, { questions, settings });
    if (!exam) return;
    save.mutate(exam, {
      onError: fromError,
      onSuccess: (saved) =>
        setNotice(
          t(
            (saved.pending?.version ?? saved.version) ===
              (course.pending?.version ?? course.version)
              ? 'backofficeTraining.courses.unchanged'
              : 'backofficeTraining.courses.saved',
            { version: saved.pending?.version ?? saved.version },
          ),
        ),
    });
  }

  const number = (key: 'examDuration' | 'totalQuestions' | 'minCorrectQuestions') => (
    <NumberInput
      label={t(`backofficeTraining.courses.fields.${key}`)}
      value={settings[key]}
      onChange={(value) => setting(key, typeof value === 'number' ? value : Number(value) || 0)}
      min={0}
      allowDecimal={false}
      error={message(`settings.${key}`)}
      readOnly={readOnly}
      style={{ flex: '1 1 10rem' }}
    />
  );
  /** Attempts and wait (decision 072): empty follows the server's default, shown as the hint. */
  const orDefault = (key: 'maxAttempts' | 'retryWaitHours') => (
    <NumberInput
      label={t(`backofficeTraining.courses.fields.${key}`)}
      description={t('backofficeTraining.courses.fields.defaultHint', {
        value: course.attemptDefaults[key],
      })}
      placeholder={String(course.attemptDefaults[key])}
      value={settings[key] ?? ''}
      onChange={(value) =>
        setting(key, value === '' ? null : typeof value === 'number' ? value : Number(value))
      }
      min={key === 'maxAttempts' ? 1 : 0}
      allowDecimal={false}
      error={message(`settings.${key}`)}
      readOnly={readOnly}
      style={{ flex: '1 1 10rem' }}
    />
  );
  const html = (key: 'examTerms' | 'examInstructions' | 'certificateText') => (
    <Textarea
      label={t(`backofficeTraining.courses.fields.${key}`)}
      value={settings[key] ?? ''}
      onChange={(event) => setting(key, event.currentTarget.value || null)}
      minRows={2}
      error={message(`settings.${key}`)}
      readOnly={readOnly}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="backoffice-course-title">
      <Stack gap="md">
        <Title order={1} id="backoffice-course-title">
          {course.title}
        </Title>
        <Group gap="xs">
          <BankVersionBadge version={course.version} />
          <Text size="sm" c="dimmed">
            {course.countries.join(', ').toUpperCase()}
          </Text>
        </Group>
        {readOnly && <Alert color="gray">{t('backofficeTraining.courses.readOnly')}</Alert>}

        <Fieldset legend={t('backofficeTraining.courses.settings')}>
          <Stack gap="sm">
            <Group gap="sm" align="flex-start" wrap="wrap">
              {number('examDuration')}
              <NativeSelect
                label={t('backofficeTraining.courses.fields.examDurationMode')}
                value={settings.examDurationMode}
                onChange={(event) =>
                  setting(
                    'examDurationMode',
                    event.currentTarget.value as CourseSettings['examDurationMode'],
                  )
                }
                data={[
                  { value: 'total', label: t('backofficeTraining.courses.modes.total') },
                  {
                    value: 'perQuestion',
                    label: t('backofficeTraining.courses.modes.perQuestion'),
                  },
                ]}
                disabled={readOnly}
                style={{ flex: '1 1 10rem' }}
              />
            </Group>
            <Group gap="sm" align="flex-start" wrap="wrap">
              {number('totalQuestions')}
              {number('minCorrectQuestions')}
            </Group>
            <Group gap="sm" align="flex-start" wrap="wrap">
              {orDefault('maxAttempts')}
              {orDefault('retryWaitHours')}
            </Group>
            <Checkbox
              label={t('backofficeTraining.courses.fields.showCorrectAnswers')}
              checked={settings.showCorrectAnswers}
              onChange={(event) => setting('showCorrectAnswers', event.currentTarget.checked)}
              disabled={readOnly}
            />
            {html('examTerms')}
            {html('examInstructions')}
            {html('certificateText')}
          </Stack>
        </Fieldset>

        <Fieldset legend={t('backofficeTraining.courses.questions')}>
          <Stack gap="md">
            {message('questions') && (
              <Text c="red" size="sm">
                {message('questions')}
              </Text>
            )}
            {questions.map((question, index) => (
              <QuestionFields
                key={question.id ?? `new-${index}`}
                index={index}
                question={question}
                readOnly={readOnly}
                message={message}
                onChange={(change) => changeQuestion(index, change)}
                onRemove={
                  questions.length > 1
                    ? () => setQuestions((current) => current.filter((_, at) => at !== index))
                    : undefined
                }
              />
            ))}
            {!readOnly && (
              <Button
                variant="light"
                onClick={() => setQuestions((current) => [...current, blankQuestion()])}
              >
                {t('backofficeTraining.courses.addQuestion')}
              </Button>
            )}
          </Stack>
        </Fieldset>

        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('backofficeTraining.invalid')}
          </Alert>
        )}
        {save.isError && !Object.keys(errors).length && (
          <Alert color="red" role="alert">
            {isApiError(save.error) && save.error.status === 403
              ? t('backofficeTraining.forbidden')
              : t('backofficeTraining.saveError')}
          </Alert>
        )}
        {notice && (
          <Alert color="teal" role="status">
            {notice}
          </Alert>
        )}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('backofficeTraining.courses.save')}
            </Button>
          </Group>
        )}

        <Stack component="section" aria-labelledby="backoffice-course-versions" gap="xs">
          <Title order={2} size="h4" id="backoffice-course-versions">
            {t('backofficeTraining.courses.versions')}
          </Title>
          <Stack component="ul" gap={4} p={0} style={{ listStyle: 'none' }}>
            {course.versions.map((version) => (
              <Text component="li" size="sm" key={version.version}>
                {t('backofficeTraining.courses.versionRow', {
                  version: version.version,
                  date: new Intl.DateTimeFormat(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }).format(new Date(version.at)),
                  actor: version.actor ?? '—',
                  questions: t('backofficeTraining.courses.questionCount', {
                    count: version.questions,
                  }),
                  attempts: t('backofficeTraining.courses.attemptCount', {
                    count: version.attempts,
                  }),
                })}{' '}
                · {t(`backoffice.review.versionStatus.${version.status}`)}
              </Text>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </form>
  );
}

function QuestionFields({
  index,
  question,
  readOnly,
  message,
  onChange,
  onRemove,
}: {
  index: number;
  question: CourseQuestion;
  readOnly: boolean;
  message: (path: string) => string | undefined;
  onChange: (change: (question: CourseQuestion) => CourseQuestion) => void;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const path = `questions.${index}`;
  const correct = question.options.findIndex((option) => option.isCorrect);
  const setOption = (at: number, text: string) =>
    onChange((q) => ({
      ...q,
      options: q.options.map((option, i) => (i === at ? { ...option, text } : option)),
    }));
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Textarea
            label={t('backofficeTraining.courses.question', { n })}
            value={question.question}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onChange((q) => ({ ...q, question: text }));
            }}
            minRows={1}
            error={message(`${path}.question`) ?? message(`${path}.id`)}
            readOnly={readOnly}
            style={{ flex: 1 }}
          />
          {!readOnly && onRemove && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              {t('backofficeTraining.courses.removeQuestion', { n })}
            </Button>
          )}
        </Group>
        <Radio.Group
          label={t('backofficeTraining.courses.correct', { n })}
          value={correct < 0 ? '' : String(correct)}
          onChange={(value) =>
            onChange((q) => ({
              ...q,
              options: q.options.map((option, i) => ({
                ...option,
                isCorrect: String(i) === value,
              })),
            }))
          }
          error={message(`${path}.options`)}
        >
          <Stack gap={6} mt={4}>
            {question.options.map((option, at) => (
              <Group key={at} gap="xs" wrap="nowrap" align="center">
                <Radio
                  value={String(at)}
                  aria-label={t('backofficeTraining.courses.markCorrect', { n, option: at + 1 })}
                  disabled={readOnly}
                />
                <TextInput
                  aria-label={t('backofficeTraining.courses.option', { n, option: at + 1 })}
                  value={option.text}
                  onChange={(event) => setOption(at, event.currentTarget.value)}
                  error={message(`${path}.options.${at}.text`)}
                  readOnly={readOnly}
                  style={{ flex: 1, minWidth: 0 }}
                />
                {!readOnly && question.options.length > 2 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('backofficeTraining.courses.removeOption', { n, option: at + 1 })}
                    onClick={() =>
                      onChange((q) => ({ ...q, options: q.options.filter((_, i) => i !== at) }))
                    }
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {!readOnly && question.options.length < 8 && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              onChange((q) => ({ ...q, options: [...q.options, { text: '', isCorrect: false }] }))
            }
          >
            {t('backofficeTraining.courses.addOption', { n })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
