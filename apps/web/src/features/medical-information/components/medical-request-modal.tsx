import { Textarea } from '@mantine/core';
import type { CountryCode } from '@pulso/contracts/country';
import {
  QUESTION_MAX_LENGTH,
  questionFormSchemaFor,
  questionRequestFrom,
  medicalInformationProductSchema,
} from '@pulso/contracts/medical-information';
import { z } from 'zod';
import { useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { RequestPopupProps } from './article-request-popup.tsx';
import { RequestModalFrame } from './request-modal-frame.tsx';
import { RequesterFields } from './requester-fields.tsx';
import { useRequestPopup } from './use-request-popup.ts';

/** The dropdown's empty choice ('') is a missing product: "required", not "invalid". */
const questionSchemaFor = (country: CountryCode) =>
  questionFormSchemaFor(country).extend({
    produto: z.preprocess((value) => value || undefined, medicalInformationProductSchema),
  });

type QuestionValues = z.input<ReturnType<typeof questionSchemaFor>>;

const fields = [
  'telefone',
  'produto',
  'pergunta',
] as const satisfies readonly (keyof QuestionValues)[];

/**
 * Spec §2 popup 4, the medical request: a question to the medical-information team about a
 * product, through the same endpoint as the article request (type 'Pergunta'), with the same
 * states and messages.
 */
export function MedicalRequestModal({ opened, onClose, product }: RequestPopupProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { form, ...popup } = useRequestPopup(questionSchemaFor, {
    opened,
    onClose,
    fields,
    product,
    defaults: {
      pergunta: '',
    },
    plan: (values) => ({ build: (id) => questionRequestFrom(values, id) }),
  });

  return (
    <RequestModalFrame
      {...popup.frame}
      title={t('medicalInformation.question.title')}
      successKey="medicalInformation.question.success"
    >
      <RequesterFields
        form={form}
        maskPhoneAsBrazilian={popup.brazilianPhone}
        highlightEmptyProduct={false}
      />
      <Textarea
        {...form.register('pergunta')}
        label={t('medicalInformation.question.question')}
        required
        rows={5}
        resize="vertical"
        maxLength={QUESTION_MAX_LENGTH}
        error={fieldError(form.formState.errors.pergunta)}
      />
    </RequestModalFrame>
  );
}
