import { Stack, Text } from '@mantine/core';
import type { MediaKind, UploadedMedia } from '@pulso/contracts/backoffice/media';
import type { CountryCode } from '@pulso/contracts/country';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../../../lib/forms.ts';
import { MediaUploadField } from '../media/media-upload-field.tsx';

/**
 * A file of the form uploaded through the media field: the stored path becomes the field's
 * value, and the API's problem with it shows under it (focusable, for the first error's focus)
 * until another file is uploaded.
 */
export function FormUploadField<T extends FieldValues>({
  form,
  name,
  kind,
  label,
  description,
  countries,
  disabled,
  onUploaded,
}: {
  form: Pick<UseFormReturn<T>, 'control' | 'clearErrors'>;
  name: Path<T>;
  kind: MediaKind | readonly MediaKind[];
  label?: string;
  description?: string;
  countries: CountryCode[];
  disabled?: boolean;
  onUploaded?: (uploaded: UploadedMedia) => void;
}) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack gap={4}>
          <MediaUploadField
            kind={kind}
            label={label}
            countries={countries}
            value={(field.value as string) || null}
            onChange={(path, uploaded) => {
              onUploaded?.(uploaded);
              field.onChange(path);
              form.clearErrors(name);
            }}
            disabled={disabled || countries.length === 0}
          />
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
          {fieldState.error && (
            <Text size="sm" c="red" role="alert" tabIndex={-1} ref={field.ref}>
              {fieldError(fieldState.error)}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
