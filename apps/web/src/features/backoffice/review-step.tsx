import { useId } from 'react';
import { Alert, Text } from '@mantine/core';
import { backofficeProblemCodes } from '@pulso/contracts/backoffice/problem-codes';
import { isApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/translation.tsx';

interface Editors {
  editors: { id: string | null; name: string }[];
  editedByYou: boolean;
}

/**
 * Who wrote or edited what is to approve, and — when the asker did and their role may approve —
 * why another reviewer must (four eyes, decisions 068 and 074). Answers the explanation's id, for
 * the approve button's `aria-describedby`.
 */
export function useReviewEditors(record: Editors, mayApprove: boolean, text: string) {
  const { t } = useTranslation();
  const id = useId();
  const fourEyes = mayApprove && record.editedByYou;
  return {
    describedBy: fourEyes ? id : undefined,
    node: (
      <>
        {record.editors.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('backoffice.review.editors', {
              names: record.editors.map((editor) => editor.name).join(', '),
            })}
          </Text>
        )}
        {fourEyes && (
          <Alert id={id} variant="light" color="yellow" title={t('backoffice.fourEyes.title')}>
            {text}
          </Alert>
        )}
      </>
    ),
  };
}

/** A review step's refusal, in the user's language (four eyes has its own explanation). */
export function ReviewError({ error, fourEyesText }: { error: unknown; fourEyesText: string }) {
  const { t } = useTranslation();
  if (!error || (isApiError(error) && error.fieldErrors.length)) return null;
  return (
    <Alert color="red" role="alert">
      {isApiError(error) && error.code === backofficeProblemCodes.fourEyes
        ? fourEyesText
        : t('backoffice.review.error')}
    </Alert>
  );
}
