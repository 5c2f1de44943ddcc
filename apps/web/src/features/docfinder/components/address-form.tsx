import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { brazilianStates } from '@pulso/contracts/brazilian-states';
import { maskPhone } from '@pulso/contracts/helpers/phone';
import { maskPostalCode } from '@pulso/contracts/helpers/postal-code';
import { Controller, useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { applyFieldProblems, formProblemsOf, useFieldError } from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { useDeleteOffice, useMunicipalities, useSaveOffice } from '../api/docfinder-queries.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { clearDraft, readDraft, writeDraft } from './address-draft.ts';
import { CepFillNote, useCepFill } from './cep-fill.tsx';
import {
  DOCFINDER_ADDRESS_LIMITS as limits,
  DOCFINDER_MAX_PHONES,
} from '@pulso/contracts/docfinder/limits';
import {
  addressFields,
  addressFormSchema,
  officeRequestOf,
  type AddressFormOutput,
  type AddressFormValues,
} from './address-form-schema.ts';
import { HoursFields } from './hours-fields.tsx';

export interface AddressFormProps {
  /** The office edited, or null for a new one. */
  officeId: string | null;
  /** Its saved values (an empty form for a new office). */
  saved: AddressFormValues;
}

/**
 * One office: CEP and phones masked as typed (spec §5), UF and IBGE municipality, telemedicine
 * and opening hours. Unsaved changes hold the user on the screen (the guard route) and are kept
 * as a draft until saved or discarded.
 */
export function AddressForm({ officeId, saved }: AddressFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const draftKey = officeId ?? 'new';
  const [draft] = useState(() => readDraft<AddressFormValues>(draftKey));
  const [draftShown, setDraftShown] = useState(draft !== null);
  const [failure, setFailure] = useState<string>();
  const save = useSaveOffice(officeId);
  const remove = useDeleteOffice();
  const form = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: saved,
    shouldFocusError: true,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const phones = useFieldArray({ control: form.control, name: 'phones' });
  const uf = useWatch({ control: form.control, name: 'uf' });
  const municipalities = useMunicipalities(uf);

  // The draft is applied over the saved values once, so the form is dirty against them.
  useEffect(() => {
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [draft, form]);

  // Every change while dirty is kept; a clean form has nothing to keep.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ values, isDirty: dirty }) => {
          if (dirty) writeDraft(draftKey, values);
          else clearDraft(draftKey);
        },
      }),
    [form, draftKey],
  );

  const leave = useUnsavedChanges(isDirty);

  const discardDraft = () => {
    clearDraft(draftKey);
    form.reset(saved);
    setDraftShown(false);
  };

  /** Saved or deleted: the guard lets the screen go, then back to my listing. */
  const done = (message: string) => {
    clearDraft(draftKey);
    leave(paths.docfinder.href());
    toast.success(message);
  };

  const deleteOffice = async () => {
    if (!officeId) return;
    try {
      await remove.mutateAsync(officeId);
      done(t('docfinder.address.deleted'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(officeRequestOf(values));
      done(t('docfinder.address.saved'));
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        const others = applyFieldProblems(form, formProblemsOf(error.fieldErrors), addressFields);
        if (others.length) setFailure(others.map((message) => t(message)).join(' '));
      } else {
        setFailure(errorMessage(error));
      }
    }
  });

  const maskField =
    (name: 'cep', mask: (value: string) => string) => (event: { target: { value: string } }) => {
      const masked = mask(event.target.value);
      if (masked !== event.target.value) form.setValue(name, masked, { shouldDirty: true });
    };
  const cepFill = useCepFill(form);
  const cep = form.register('cep', {
    onChange: (event: { target: { value: string } }) => {
      maskField('cep', maskPostalCode)(event);
      cepFill.onCepChange(form.getValues('cep'));
    },
    onBlur: maskField('cep', maskPostalCode),
  });

  const error = (value: FieldError | undefined) => fieldError(value);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {draftShown && (
          <Alert color="blue" title={t('docfinder.address.draftTitle')} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('docfinder.address.draftText')}</Text>
              <Button size="xs" variant="light" onClick={discardDraft}>
                {t('docfinder.address.discardDraft')}
              </Button>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <TextInput
              {...cep}
              label={t('docfinder.address.cep')}
              placeholder="00000-000"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={9}
              required
              error={error(errors.cep)}
            />
            <CepFillNote note={cepFill.note} />
          </div>
        </SimpleGrid>
        <TextInput
          {...form.register('street')}
          label={t('docfinder.address.street')}
          autoComplete="address-line1"
          maxLength={limits.street}
          required
          error={error(errors.street)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            {...form.register('number')}
            label={t('docfinder.address.number')}
            maxLength={limits.number}
            required
            error={error(errors.number)}
          />
          <TextInput
            {...form.register('complement')}
            label={t('docfinder.address.complement')}
            autoComplete="address-line2"
            maxLength={limits.complement}
            error={error(errors.complement)}
          />
        </SimpleGrid>
        <TextInput
          {...form.register('district')}
          label={t('docfinder.address.district')}
          maxLength={limits.district}
          required
          error={error(errors.district)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            {...form.register('uf', {
              onChange: () => form.setValue('municipalityCode', '', { shouldDirty: true }),
            })}
            label={t('docfinder.address.uf')}
            required
            error={error(errors.uf)}
            data={[
              { value: '', label: t('docfinder.address.choose') },
              ...brazilianStates.map(({ code, name }) => ({
                value: code,
                label: `${name} (${code})`,
              })),
            ]}
          />
          <Controller
            control={form.control}
            name="municipalityCode"
            render={({ field }) => (
              // Controlled: the saved municipality is selected once the UF's list arrives.
              <NativeSelect
                {...field}
                label={t('docfinder.address.municipality')}
                required
                disabled={!uf || municipalities.isPending}
                error={
                  error(errors.municipalityCode) ??
                  (municipalities.isError ? t('docfinder.search.municipalitiesError') : undefined)
                }
                data={[
                  { value: '', label: t('docfinder.address.choose') },
                  ...(municipalities.data?.items ?? []).map(({ code, name }) => ({
                    value: code,
                    label: name,
                  })),
                ]}
              />
            )}
          />
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={500} size="sm">
            {t('docfinder.address.phones')}
          </Text>
          {errors.phones?.message && (
            <Text size="sm" c="red" role="alert">
              {error(errors.phones as FieldError)}
            </Text>
          )}
          {phones.fields.map((field, index) => {
            const name = `phones.${index}.value` as const;
            const remask = (event: { target: { value: string } }) => {
              const masked = maskPhone(event.target.value);
              if (masked !== event.target.value) form.setValue(name, masked, { shouldDirty: true });
            };
            return (
              <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  {...form.register(name, { onChange: remask, onBlur: remask })}
                  style={{ flex: 1 }}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="(11) 98765-4321"
                  maxLength={15}
                  label={t('docfinder.address.phone', { number: index + 1 })}
                  error={error(errors.phones?.[index]?.value)}
                />
                {phones.fields.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red"
                    mt={25}
                    onClick={() => phones.remove(index)}
                    aria-label={t('docfinder.address.removePhone', { number: index + 1 })}
                  >
                    {t('docfinder.address.remove')}
                  </Button>
                )}
              </Group>
            );
          })}
          {phones.fields.length < DOCFINDER_MAX_PHONES && (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => phones.append({ value: '' })}
              >
                {t('docfinder.address.addPhone')}
              </Button>
            </Group>
          )}
        </Stack>
        <Checkbox {...form.register('telemedicine')} label={t('docfinder.address.telemedicine')} />
        <HoursFields form={form} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {t('docfinder.address.save')}
          </Button>
          <Button variant="default" component={Link} to={paths.docfinder.href()}>
            {t('docfinder.address.cancel')}
          </Button>
          {officeId && (
            <ConfirmButton
              color="red"
              variant="subtle"
              title={t('docfinder.address.deleteTitle')}
              text={t('docfinder.address.deleteText')}
              confirmLabel={t('docfinder.address.deleteConfirm')}
              onConfirm={deleteOffice}
              loading={remove.isPending}
            >
              {t('docfinder.address.delete')}
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </form>
  );
}
