import { TextInput } from '@mantine/core';
import {
  articleFormSchemaFor,
  articleLimits,
  articleMailFrom,
  articleRequestFrom,
  type ArticleFormInput,
} from '@pulso/contracts/medical-information';
import { useFieldError } from '../../../lib/forms.ts';
import { sendArticleMail } from '../api/medical-information-api.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { RequestModalFrame } from './request-modal-frame.tsx';
import { RequesterFields } from './requester-fields.tsx';
import { useRequestPopup } from './use-request-popup.ts';

const fields = [
  'telefone',
  'produto',
  'tituloArtigo',
  'nomeRevista',
  'autor',
  'ano',
] as const satisfies readonly (keyof ArticleFormInput)[];

export interface RequestPopupProps {
  opened: boolean;
  onClose: () => void;
  /** The product of the screen that opens the popup, chosen when it is one of the options. */
  product?: string | undefined;
}

/**
 * Spec §2 popup 1, 'Solicitação de Artigo Científico': the states of §4, the rules of §5, the
 * calls of §7 (the request with type 'Artigo', then sendMail) and the messages of §8.
 */
export function ArticleRequestPopup({ opened, onClose, product }: RequestPopupProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { form, ...popup } = useRequestPopup(articleFormSchemaFor, {
    opened,
    onClose,
    fields,
    product,
    defaults: {
      tituloArtigo: '',
      nomeRevista: '',
      autor: '',
      ano: '',
    },
    plan: (values) => ({
      build: (id) => articleRequestFrom(values, id),
      followUp: (id) => sendArticleMail(articleMailFrom(values, id)),
    }),
  });
  const { errors } = form.formState;

  return (
    <RequestModalFrame
      {...popup.frame}
      title={t('medicalInformation.article.title')}
      successKey="medicalInformation.article.success"
    >
      <RequesterFields
        form={form}
        maskPhoneAsBrazilian={popup.brazilianPhone}
        highlightEmptyProduct
      />
      <TextInput
        {...form.register('tituloArtigo')}
        label={t('medicalInformation.article.articleTitle')}
        required
        maxLength={articleLimits.articleTitle}
        error={fieldError(errors.tituloArtigo)}
      />
      <TextInput
        {...form.register('nomeRevista')}
        label={t('medicalInformation.article.magazine')}
        maxLength={articleLimits.magazineName}
        error={fieldError(errors.nomeRevista)}
      />
      <TextInput
        {...form.register('autor')}
        label={t('medicalInformation.article.author')}
        maxLength={articleLimits.author}
        error={fieldError(errors.autor)}
      />
      <TextInput
        {...form.register('ano')}
        label={t('medicalInformation.article.year')}
        inputMode="numeric"
        maxLength={articleLimits.year}
        error={fieldError(errors.ano)}
      />
    </RequestModalFrame>
  );
}
