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
import type { MyListing, OptInRequestInput } from '@pulso/contracts/docfinder';
import {
  DOCFINDER_CONSENT_VERSION,
  DOCFINDER_MAX_SPECIALTIES,
  RQE_MAX_DIGITS,
  docfinderLanguages,
  docfinderValidationMessages as dm,
} from '@pulso/contracts/docfinder/limits';
import { docfinderSpecialties } from '@pulso/contracts/docfinder/specialties';
import { validationMessages as m } from '@pulso/contracts/validation';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { applyFieldProblems, formProblemsOf, useFieldError } from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { useLeaveDirectory, useOptIn } from '../api/docfinder-queries.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { useLanguageName } from './language-name.ts';

const MAX_SPECIALTIES = DOCFINDER_MAX_SPECIALTIES;
const rqePattern = new RegExp(`^\\d{1,${RQE_MAX_DIGITS}}$`);

/** A specialty row: none, or a specialty with its RQE (CFM 2.336/2023 asks for both). */
const specialtyRow = z
  .object({ code: z.string(), rqe: z.string().trim() })
  .refine((row) => row.code !== '' || row.rqe === '', { path: ['code'], message: m.required })
  .refine((row) => row.code === '' || rqePattern.test(row.rqe), {
    path: ['rqe'],
    message: dm.rqeInvalid,
  });

const listingFormSchema = z.object({
  consent: z.boolean().refine(Boolean, dm.consentRequired),
  specialties: z
    .array(specialtyRow)
    .length(MAX_SPECIALTIES)
    .refine(([first, second]) => !first?.code || first.code !== second?.code, {
      path: [1, 'code'],
      message: dm.specialtyRepeated,
    }),
  languages: z.array(z.string()),
});
type ListingFormValues = z.input<typeof listingFormSchema>;

function valuesOf(me: MyListing): ListingFormValues {
  const rows = (me.listing?.specialties ?? []).slice(0, MAX_SPECIALTIES).map((item) => ({
    code: item.code,
    rqe: item.rqe,
  }));
  while (rows.length < MAX_SPECIALTIES) rows.push({ code: '', rqe: '' });
  return {
    // Consent is given anew for another version of the text.
    consent: me.listing?.consentVersion === DOCFINDER_CONSENT_VERSION,
    specialties: rows,
    languages: me.listing?.languages ?? ['pt'],
  };
}

/** Opting in (explicit consent), specialties with RQE and languages; leaving in one click. */
export function ListingForm({ me }: { me: MyListing }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const languageName = useLanguageName();
  const optIn = useOptIn();
  const leave = useLeaveDirectory();
  const [failure, setFailure] = useState<string>();
  const optedIn = me.listing !== null;
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: valuesOf(me),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  // Under the guard route: unsaved specialties, RQEs or languages hold the doctor here.
  const leaveForm = useUnsavedChanges(isDirty);
  const error = (value: FieldError | undefined) => fieldError(value);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await optIn.mutateAsync({
        consent: true,
        consentVersion: DOCFINDER_CONSENT_VERSION,
        specialties: values.specialties
          .filter((row) => row.code)
          .map((row) => ({ code: row.code, rqe: row.rqe })),
        languages: values.languages as OptInRequestInput['languages'],
      });
      toast.success(t(optedIn ? 'docfinder.listing.updated' : 'docfinder.listing.listed'));
      leaveForm(paths.docfinder.href());
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
      leaveForm(paths.docfinder.href());
    } catch (problem) {
      setFailure(errorMessage(problem));
    }
  };

  const consentedAt = me.listing
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(me.listing.consentedAt),
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
                {...form.register(`specialties.${index}.code`)}
                label={t('docfinder.listing.specialty', { number: index + 1 })}
                error={error(errors.specialties?.[index]?.code)}
                data={[
                  { value: '', label: t('docfinder.listing.noSpecialty') },
                  ...docfinderSpecialties.map(({ code, name }) => ({ value: code, label: name })),
                ]}
              />
              <TextInput
                {...form.register(`specialties.${index}.rqe`)}
                label={t('docfinder.listing.rqe', { number: index + 1 })}
                inputMode="numeric"
                maxLength={RQE_MAX_DIGITS}
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
                {docfinderLanguages.map((code) => (
                  <Checkbox key={code} value={code} label={languageName(code)} />
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
              {t('docfinder.consent.version', { version: DOCFINDER_CONSENT_VERSION })}
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
