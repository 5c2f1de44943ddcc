import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { validationMessages as m } from '@pulso/contracts/validation';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { applyFieldProblems, formProblemsOf, useFieldError } from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useLeaveDirectory, useOptIn, useSpecialties } from '../api/docfinder-queries.ts';
import type { MyListing } from '../api/docfinder-schemas.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { MAX_SPECIALTIES } from './listing-format.ts';

/** Languages a doctor can say they attend in (shown in the page's language, stored as codes). */
export const languageCodes = ['pt', 'en', 'es', 'fr', 'it', 'de', 'libras'] as const;

const specialtyRow = z
  .object({ name: z.string(), rqe: z.string().trim().max(20, m.tooLong) })
  .refine((row) => row.name !== '' || row.rqe === '', {
    path: ['name'],
    message: m.required,
  })
  .refine((row) => row.rqe === '' || /^\d{1,10}$/.test(row.rqe), {
    path: ['rqe'],
    message: 'docfinder.listing.rqeInvalid',
  });

const listingFormSchema = z.object({
  consent: z.boolean().refine(Boolean, 'docfinder.listing.consentRequired'),
  specialties: z.array(specialtyRow).length(MAX_SPECIALTIES),
  languages: z.array(z.string()),
});
type ListingFormValues = z.input<typeof listingFormSchema>;

function valuesOf(me: MyListing): ListingFormValues {
  const rows = me.specialties.slice(0, MAX_SPECIALTIES).map((item) => ({
    name: item.name,
    rqe: item.rqe ?? '',
  }));
  while (rows.length < MAX_SPECIALTIES) rows.push({ name: '', rqe: '' });
  return {
    consent: me.consentedAt !== null,
    specialties: rows,
    languages: me.languages.length ? me.languages : ['pt'],
  };
}

/** Opting in (explicit consent), specialties with RQE and languages; leaving in one click. */
export function ListingForm({ me }: { me: MyListing }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const specialties = useSpecialties();
  const optIn = useOptIn();
  const leave = useLeaveDirectory();
  const [failure, setFailure] = useState<string>();
  const optedIn = me.state !== 'not-listed' || me.consentedAt !== null;
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: valuesOf(me),
  });
  const { errors, isSubmitting } = form.formState;
  const error = (value: FieldError | undefined) => fieldError(value);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await optIn.mutateAsync({
        consent: true,
        consentVersion: me.consent.version,
        specialties: values.specialties
          .filter((row) => row.name)
          .map((row) => ({ name: row.name, rqe: row.rqe || null })),
        languages: values.languages,
      });
      toast.success(t(optedIn ? 'docfinder.listing.updated' : 'docfinder.listing.listed'));
      void navigate(paths.docfinder.href());
    } catch (problem) {
      if (isApiError(problem) && problem.fieldErrors.length > 0) {
        const others = applyFieldProblems(form, formProblemsOf(problem.fieldErrors), [
          'consent',
          'specialties',
          'languages',
        ]);
        if (others.length) setFailure(others.map((message) => t(message)).join(' '));
      } else setFailure(errorMessage(problem));
    }
  });

  const leaveDirectory = async () => {
    try {
      await leave.mutateAsync();
      toast.success(t('docfinder.listing.left'));
      void navigate(paths.docfinder.href());
    } catch (problem) {
      setFailure(errorMessage(problem));
    }
  };

  const consentedAt = me.consentedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(me.consentedAt),
      )
    : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Stack component="fieldset" gap="sm" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} size="h4" component="legend">
            {t('docfinder.listing.specialties')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('docfinder.listing.specialtiesHint')}
          </Text>
          {Array.from({ length: MAX_SPECIALTIES }, (_, index) => (
            <SimpleGrid key={index} cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                {...form.register(`specialties.${index}.name`)}
                label={t('docfinder.listing.specialty', { number: index + 1 })}
                error={error(errors.specialties?.[index]?.name)}
                data={[
                  { value: '', label: t('docfinder.listing.noSpecialty') },
                  ...(specialties.data?.items ?? []).map(({ name }) => ({ value: name, label: name })),
                ]}
              />
              <TextInput
                {...form.register(`specialties.${index}.rqe`)}
                label={t('docfinder.listing.rqe', { number: index + 1 })}
                inputMode="numeric"
                maxLength={10}
                error={error(errors.specialties?.[index]?.rqe)}
              />
            </SimpleGrid>
          ))}
        </Stack>
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value}
              onChange={field.onChange}
              label={t('docfinder.listing.languages')}
            >
              <Group gap="md" mt="xs">
                {languageCodes.map((code) => (
                  <Checkbox key={code} value={code} label={t(`docfinder.languages.${code}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Paper withBorder p="md" component="section" aria-labelledby="docfinder-consent">
          <Stack gap="sm">
            <Title order={2} size="h4" id="docfinder-consent">
              {t('docfinder.consent.title')}
            </Title>
            <Text size="sm">{t('docfinder.consent.text')}</Text>
            <Text size="xs" c="dimmed">
              {t('docfinder.consent.version', { version: me.consent.version })}
              {consentedAt && ` · ${t('docfinder.consent.givenAt', { date: consentedAt })}`}
            </Text>
            <Checkbox
              {...form.register('consent')}
              label={t('docfinder.consent.checkbox')}
              error={error(errors.consent)}
            />
          </Stack>
        </Paper>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {t(optedIn ? 'docfinder.listing.save' : 'docfinder.listing.submit')}
          </Button>
          {optedIn && (
            <ConfirmButton
              color="red"
              variant="outline"
              title={t('docfinder.listing.leaveTitle')}
              text={t('docfinder.listing.leaveText')}
              confirmLabel={t('docfinder.listing.leaveConfirm')}
              onConfirm={leaveDirectory}
              loading={leave.isPending}
            >
              {t('docfinder.listing.leave')}
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </form>
  );
}
