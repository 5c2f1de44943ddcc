import { Alert, Button, Group, Stack } from '@mantine/core';
import type { BackofficeCourse } from '@pulso/contracts/backoffice/courses';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ReviewError, useReviewEditors } from '../review-step.tsx';
import { useApproveBankVersion } from './courses-api.ts';

/**
 * A saved bank version waiting for a reviewer (decision 074): what doctors' exams use meanwhile,
 * who saved it, and the reviewer's *Aprobar* — disabled, and explained, for whoever saved it.
 */
export function BankReview({ course }: { course: BackofficeCourse }) {
  const { t } = useTranslation();
  const approve = useApproveBankVersion(course.id);
  const pending = course.pending;
  const fourEyesText = t('backoffice.fourEyes.text');
  const editors = useReviewEditors(
    pending ?? { editors: [], editedByYou: false },
    course.canApprove,
    fourEyesText,
  );
  if (!pending) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('backoffice.review.title')}>
      <Alert variant="light" color="yellow">
        {course.version
          ? t('backoffice.review.bankPending', {
              version: pending.version,
              current: course.version,
            })
          : t('backoffice.review.bankPendingNone', { version: pending.version })}
      </Alert>
      {editors.node}
      <ReviewError error={approve.error} fourEyesText={fourEyesText} />
      {course.canApprove && (
        <Group>
          <Button
            color="teal"
            loading={approve.isPending}
            disabled={pending.editedByYou}
            aria-describedby={editors.describedBy}
            onClick={() =>
              approve.mutate(pending.version, {
                onSuccess: () => toast.success(t('backoffice.review.bankApproved')),
              })
            }
          >
            {t('backoffice.review.bankApprove', { version: pending.version })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
