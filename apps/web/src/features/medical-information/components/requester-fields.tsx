import { NativeSelect, TextInput } from '@mantine/core';
import { maskPhone } from '@pulso/contracts/helpers/phone';
import {
  articleLimits,
  medicalInformationProducts,
  type MedicalInformationProduct,
} from '@pulso/contracts/medical-information';
import {
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The fields both popups share: who asks (from the profile), a phone, and the product. */
export interface RequesterValues extends FieldValues {
  nome: string;
  email: string;
  telefone?: string | null | undefined;
  produto?: unknown;
}

export interface RequesterFieldsProps<T extends RequesterValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  /** Spec §5: the Brazilian phone mask, on every keystroke and on focus-out. */
  maskPhoneAsBrazilian: boolean;
  /**
   * Spec §5 (article popup): the product is highlighted when touched and empty, though no rule
   * requires it. Without this the product's own validation message shows.
   */
  highlightEmptyProduct: boolean;
}

/** Spec §5: name and e-mail come from the profile and cannot be changed here. */
const readOnlyFields = [
  {
    field: 'nome',
    labelKey: 'medicalInformation.request.name',
    type: 'text',
    maxLength: articleLimits.name,
  },
  {
    field: 'email',
    labelKey: 'medicalInformation.request.email',
    type: 'email',
    maxLength: articleLimits.email,
  },
] as const;

/** The option shown for a product: its name, with 'Outro' in the page's language. */
export function useProductLabel(): (product: MedicalInformationProduct) => string {
  const { t } = useTranslation();
  return (product) => (product === 'Outro' ? t('medicalInformation.request.other') : product);
}

/** NOME and E-MAIL (read-only, from the profile), TELEFONE (optional, masked) and PRODUTO. */
export function RequesterFields<T extends RequesterValues>({
  form,
  maskPhoneAsBrazilian,
  highlightEmptyProduct,
}: RequesterFieldsProps<T>) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const productLabel = useProductLabel();
  const name = (field: keyof RequesterValues & string) => field as Path<T>;
  const { errors, touchedFields, isSubmitted } = form.formState;
  const errorOf = (field: keyof RequesterValues & string) =>
    fieldError(errors[field] as FieldError | undefined);
  const product = useWatch({ control: form.control, name: name('produto') }) as unknown;

  const remask = (event: { target: { value: string } }) => {
    if (!maskPhoneAsBrazilian) return;
    const masked = maskPhone(event.target.value);
    if (masked !== event.target.value)
      form.setValue(name('telefone'), masked as PathValue<T, Path<T>>);
  };
  // The form keeps the masked value, so validation after a failed send sees what is shown.
  const phone = form.register(name('telefone'), {
    setValueAs: (value: string) => (maskPhoneAsBrazilian ? maskPhone(value) : value),
    onChange: remask,
    onBlur: remask,
  });

  // Sending marks every field touched (spec §4).
  const productTouched = isSubmitted || Boolean((touchedFields as Record<string, unknown>).produto);
  const productError =
    errorOf('produto') ??
    (highlightEmptyProduct && productTouched && !product
      ? t('medicalInformation.request.productHint')
      : undefined);

  return (
    <>
      {readOnlyFields.map(({ field, labelKey, type, maxLength }) => (
        <TextInput
          key={field}
          {...form.register(name(field))}
          type={type}
          label={t(labelKey)}
          readOnly
          variant="filled"
          maxLength={maxLength}
          autoComplete={field === 'nome' ? 'name' : 'email'}
          error={errorOf(field)}
        />
      ))}
      <TextInput
        {...phone}
        type="tel"
        inputMode="tel"
        label={t('medicalInformation.request.phone')}
        maxLength={articleLimits.phone}
        autoComplete="tel"
        data-autofocus
        error={errorOf('telefone')}
      />
      <NativeSelect
        {...form.register(name('produto'))}
        label={t('medicalInformation.request.product')}
        required={!highlightEmptyProduct}
        data={[
          { value: '', label: t('medicalInformation.request.choose') },
          ...medicalInformationProducts.map((value) => ({ value, label: productLabel(value) })),
        ]}
        error={productError}
      />
    </>
  );
}
