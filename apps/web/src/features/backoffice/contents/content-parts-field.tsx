import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { CountryCode } from '@pulso/contracts/country';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/forms.ts';
import { MediaUploadField } from '../media/media-upload-field.tsx';

type FileKind = 'pdf' | 'video' | 'audio';

/** An episode or lesson as the form edits it; `source` keeps what the form does not show. */
export interface PartValues {
  id: string;
  title: string;
  /** Minutes of play, as typed ('' when unknown); the document stores seconds. */
  minutes: number | '';
  kind: FileKind;
  url: string;
  mimeType: string;
  source: Record<string, unknown> | null;
}

export type PartsName = 'episodes' | 'lessons';

type Stored = Record<string, unknown> & {
  content?: { kind?: string; url?: string; mimeType?: string } | null;
};

const partId = () => `parte-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The document's parts as the form's rows. */
export function partValuesOf(parts: unknown): PartValues[] {
  if (!Array.isArray(parts)) return [];
  return (parts as Stored[]).map((part) => {
    const body = part.content;
    const kind = body?.kind === 'pdf' || body?.kind === 'audio' ? body.kind : 'video';
    return {
      id: typeof part.id === 'string' ? part.id : partId(),
      title: typeof part.title === 'string' ? part.title : '',
      minutes: typeof part.duration === 'number' ? Math.round(part.duration / 60) : '',
      kind,
      url: body?.url ?? '',
      mimeType: body?.mimeType ?? '',
      source: part,
    };
  });
}

/** The rows as the document's parts, in the order shown (`position` 0 first). */
export function partsOf(rows: readonly PartValues[]): Record<string, unknown>[] {
  return rows.map((row, position) => {
    const source = (row.source ?? {}) as Stored;
    const body = !row.url
      ? (source.content ?? null)
      : row.kind === 'pdf'
        ? { kind: 'pdf', url: row.url }
        : { kind: row.kind, url: row.url, mimeType: row.mimeType };
    return {
      ...source,
      id: row.id,
      title: row.title.trim(),
      position,
      synopsis: typeof source.synopsis === 'string' ? source.synopsis : '',
      duration: row.minutes === '' ? null : Math.round(row.minutes * 60),
      thumbnail: source.thumbnail ?? null,
      content: body,
    };
  });
}

/** Form field names of the rows' inputs (for the API's problems to land on). */
export const partFieldNames = (name: PartsName, count: number): string[] =>
  Array.from({ length: count }, (_, index) =>
    ['title', 'minutes', 'url'].map((field) => `${name}.${index}.${field}`),
  ).flat();

/**
 * The episodes or lessons of an item (issue 17): a title, a file (video, audio or PDF) uploaded
 * through the media field and a duration each; added, removed and moved up or down.
 */
export function ContentPartsField<T extends { episodes: PartValues[]; lessons: PartValues[] }>({
  form: anyForm,
  name,
  countries,
  disabled,
}: {
  form: UseFormReturn<T>;
  name: PartsName;
  countries: CountryCode[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = anyForm as unknown as UseFormReturn<{
    episodes: PartValues[];
    lessons: PartValues[];
  }>;
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name,
    keyName: 'key',
  });
  const text = (key: string, values: Record<string, unknown> = {}) =>
    t(`backoffice.contents.parts.${key}`, values);

  return (
    <Fieldset legend={t(`backoffice.contents.fields.${name}`)} variant="filled">
      <Stack gap="md">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {text('none')}
          </Text>
        )}
        {fields.map((row, index) => {
          const number = index + 1;
          return (
            <Stack
              key={row.key}
              gap="xs"
              pb="md"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {text('number', { number })}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={text('up', { number })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={text('down', { number })}
                    disabled={disabled || index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </ActionIcon>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    {text('remove')}
                  </Button>
                </Group>
              </Group>
              <TextInput
                label={text('title', { number })}
                required
                maxLength={300}
                {...form.register(`${name}.${index}.title`)}
                error={fieldError(form.formState.errors[name]?.[index]?.title)}
              />
              <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
                <Controller
                  control={form.control}
                  name={`${name}.${index}.kind`}
                  render={({ field }) => (
                    <Select
                      label={text('kind', { number })}
                      allowDeselect={false}
                      data={(['video', 'audio', 'pdf'] as const).map((value) => ({
                        value,
                        label: t(`backoffice.contents.bodyKinds.${value}`),
                      }))}
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                        form.setValue(`${name}.${index}.url`, '');
                      }}
                      style={{ minWidth: 140 }}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name={`${name}.${index}.minutes`}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={text('minutes', { number })}
                      min={0}
                      max={1440}
                      allowDecimal={false}
                      value={field.value}
                      onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                      ref={field.ref}
                      error={fieldError(fieldState.error)}
                      style={{ minWidth: 140 }}
                    />
                  )}
                />
              </Group>
              <Controller
                control={form.control}
                name={`${name}.${index}.url`}
                render={({ field, fieldState }) => (
                  <Stack gap={4}>
                    <MediaUploadField
                      kind={form.getValues(`${name}.${index}.kind`)}
                      label={text('file', { number })}
                      countries={countries}
                      value={field.value || null}
                      onChange={(path, uploaded) => {
                        form.setValue(`${name}.${index}.mimeType`, uploaded.contentType);
                        field.onChange(path);
                      }}
                      disabled={disabled || countries.length === 0}
                    />
                    {fieldState.error && (
                      <Text size="sm" c="red" role="alert">
                        {fieldError(fieldState.error)}
                      </Text>
                    )}
                  </Stack>
                )}
              />
            </Stack>
          );
        })}
        <Group>
          <Button
            variant="light"
            disabled={disabled}
            onClick={() =>
              append({
                id: partId(),
                title: '',
                minutes: '',
                kind: 'video',
                url: '',
                mimeType: '',
                source: null,
              })
            }
          >
            {text(`add.${name}`)}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
