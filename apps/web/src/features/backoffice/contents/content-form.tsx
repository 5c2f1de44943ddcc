import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { BackofficeContent, ContentDraft } from '@pulso/contracts/backoffice';
import { contentTypes } from '@pulso/contracts/content/clusters';
import type { CountryCode } from '@pulso/contracts/country';
import { specialtyAreaLabelKey, specialtyAreas } from '@pulso/contracts/labels';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/http/api-error.ts';
import { applyFieldProblems, focusFirstError, useFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ContentPartsField } from './content-parts-field.tsx';
import { FormUploadField } from './form-upload-field.tsx';
import { PlannersField } from './planners-field.tsx';
import { SeasonsField } from './seasons-field.tsx';
import { useFormats } from './format.ts';
import { backofficeFieldProblems } from './field-problems.ts';
import { formFieldOfMissing, type Missing } from './missing-parts.ts';
import {
  type ContentFormValues,
  bodyKinds,
  draftOf,
  fieldOfProblem,
  formFieldNames,
  initialValues,
} from './content-form-values.ts';

/** A required choice of the form, its label and error by its field's name. */
function SelectField({
  form,
  name,
  data,
}: {
  form: UseFormReturn<ContentFormValues>;
  name: 'mainCluster' | 'categoryId' | 'language';
  data: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t(`backoffice.contents.fields.${name}`)}
          required
          allowDeselect={false}
          data={data}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          ref={field.ref}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}

/** What a preview can be (the contract's `preview`: a short video or audio). */
const previewKinds = ['video', 'audio'] as const;

export interface ContentFormProps {
  /** The item edited; none for a new one. */
  item?: BackofficeContent;
  /** Countries the staff member may put the item in. */
  countries: CountryCode[];
  readOnly?: boolean;
  submitLabel: string;
  onSave: (draft: ContentDraft) => Promise<unknown>;
  /** What the saved version lacks before review: shown on its fields, the first one focused. */
  missing?: readonly Missing[] | undefined;
}

/**
 * The content fields the API accepts (contentDraftSchema): title, synopsis, cluster, specialty
 * area, countries, language, participant, the HTML body and additional information (HTML, both
 * sanitised by the server). A 400's field problems are shown on their fields.
 */
export function ContentForm({
  item,
  countries,
  readOnly,
  submitLabel,
  onSave,
  missing,
}: ContentFormProps) {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContentFormValues>({ defaultValues: initialValues(item, countries) });
  const { errors, isSubmitting } = form.formState;
  const bodyKind = useWatch({ control: form.control, name: 'bodyKind' });
  const chosen = useWatch({ control: form.control, name: 'countries' });
  const areaCountry = chosen[0] ?? countries[0] ?? 'mx';

  // What the version lacks goes on its fields; the first is focused once they are drawn (a file
  // field's message, which takes the focus, only exists from the next render on).
  useEffect(() => {
    if (!missing?.length) return;
    const values = form.getValues();
    const fields = missing.map((problem) => formFieldOfMissing(problem.field, values.bodyKind));
    missing.forEach((problem, index) =>
      form.setError(fields[index] as never, { type: 'server', message: problem.message }),
    );
    const drawn = setTimeout(() =>
      focusFirstError(form, new Set(fields), formFieldNames(form.getValues())),
    );
    return () => clearTimeout(drawn);
  }, [missing, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(draftOf(values, item));
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fieldErrors.length) {
        const others = applyFieldProblems(
          form,
          backofficeFieldProblems(error.fieldErrors, (key) => i18n.exists(key)).map((problem) => ({
            ...problem,
            field: fieldOfProblem(problem.field),
          })),
          formFieldNames(values),
        );
        if (others.length) setFailure(t('backoffice.contents.errors.invalid'));
      } else if (isApiError(error) && error.status === 400) {
        setFailure(
          `${t('backoffice.contents.errors.invalid')} ${error.problem?.detail ?? ''}`.trim(),
        );
      } else setFailure(t('backoffice.errors.generic'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput
            label={t('backoffice.contents.fields.title')}
            required
            maxLength={300}
            {...form.register('title')}
            error={fieldError(errors.title)}
          />
          <Textarea
            label={t('backoffice.contents.fields.synopsis')}
            resize="vertical"
            rows={2}
            maxLength={5000}
            {...form.register('synopsis')}
            error={fieldError(errors.synopsis)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SelectField
              form={form}
              name="mainCluster"
              data={[...new Set([...contentTypes, ...(item ? [item.mainCluster] : [])])].map(
                (value) => ({ value, label: t(`backoffice.clusters.${value}`) }),
              )}
            />
            <SelectField
              form={form}
              name="categoryId"
              data={specialtyAreas.map((value) => ({
                value,
                label: t(specialtyAreaLabelKey(value, areaCountry)),
              }))}
            />
            <SelectField
              form={form}
              name="language"
              data={(['es', 'pt-br'] as const).map((value) => ({
                value,
                label: t(`backoffice.languages.${value}`),
              }))}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="countries"
            render={({ field }) => (
              <Checkbox.Group
                label={t('backoffice.contents.fields.countries')}
                required
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldError(errors.countries as never)}
              >
                <Group gap="md" mt={6}>
                  {[...new Set([...countries, ...(item?.countries ?? [])])].map((code, index) => (
                    <Checkbox
                      key={code}
                      value={code}
                      label={formats.country(code)}
                      ref={index === 0 ? field.ref : undefined}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <TextInput
            label={t('backoffice.contents.fields.participant')}
            {...form.register('participant')}
            error={fieldError(errors.participant)}
          />
          <FormUploadField
            form={form}
            name="thumbnail"
            kind="thumbnail"
            countries={chosen}
            disabled={readOnly}
          />
          <Controller
            control={form.control}
            name="bodyKind"
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                <Input.Label id="content-body-kind">
                  {t('backoffice.contents.fields.bodyKind')}
                </Input.Label>
                <SegmentedControl
                  aria-labelledby="content-body-kind"
                  data={bodyKinds.map((value) => ({
                    value,
                    label: t(`backoffice.contents.bodyKinds.${value}`),
                  }))}
                  value={field.value === 'event' ? '' : field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    form.setValue('bodyUrl', '');
                    form.setValue('bodyMimeType', '');
                  }}
                  disabled={readOnly || field.value === 'event'}
                  fullWidth
                  style={{ maxWidth: 480 }}
                />
                {fieldState.error && (
                  <Text size="sm" c="red" role="alert">
                    {fieldError(fieldState.error)}
                  </Text>
                )}
              </Stack>
            )}
          />
          {bodyKind === 'event' && (
            <Alert variant="light" color="gray">
              {t('backoffice.contents.mediaBody', { kind: bodyKind })}
            </Alert>
          )}
          {bodyKind === 'html' && (
            <Textarea
              label={t('backoffice.contents.fields.html')}
              description={t('backoffice.contents.htmlHint')}
              resize="vertical"
              rows={6}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.register('html')}
              error={fieldError(errors.html)}
            />
          )}
          {(bodyKind === 'pdf' || bodyKind === 'video' || bodyKind === 'audio') && (
            <FormUploadField
              form={form}
              name="bodyUrl"
              kind={bodyKind}
              label={t(`backoffice.contents.fields.body.${bodyKind}`)}
              countries={chosen}
              disabled={readOnly}
              onUploaded={(uploaded) => form.setValue('bodyMimeType', uploaded.contentType)}
            />
          )}
          <FormUploadField
            form={form}
            name="medicineInsert"
            kind="pdf"
            label={t('backoffice.contents.fields.medicineInsert')}
            countries={chosen}
            disabled={readOnly}
          />
          <FormUploadField
            form={form}
            name="preview"
            kind={previewKinds}
            label={t('backoffice.contents.fields.preview')}
            description={t('backoffice.contents.previewHint')}
            countries={chosen}
            disabled={readOnly}
            onUploaded={(uploaded) => form.setValue('previewMimeType', uploaded.contentType)}
          />
          {(['episodes', 'lessons'] as const).map((name) => (
            <ContentPartsField
              key={name}
              form={form as never}
              name={name}
              legend={t(`backoffice.contents.fields.${name}`)}
              rowHeading={(number) => t(`backoffice.contents.parts.heading.${name}`, { number })}
              addLabel={t(`backoffice.contents.parts.add.${name}`)}
              countries={chosen}
              disabled={readOnly}
            />
          ))}
          <SeasonsField form={form as never} countries={chosen} disabled={readOnly} />
          <PlannersField form={form as never} countries={chosen} disabled={readOnly} />
          <Textarea
            label={t('backoffice.contents.fields.additionalInformation')}
            resize="vertical"
            rows={2}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.register('additionalInformation')}
            error={fieldError(errors.additionalInformation)}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          {!readOnly && (
            <Group>
              <Button type="submit" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
