import { useEffect, useRef, useState } from 'react';
import { FileInput, Image, Progress, Stack, Text } from '@mantine/core';
import {
  MEDIA_IMAGE_MAX_PIXELS,
  MEDIA_IMAGE_MAX_SIDE,
  mediaAccept,
  mediaProblemCodes,
  mediaTypes,
  type MediaKind,
  type UploadedMedia,
} from '@pulso/contracts/backoffice/media';
import { backofficeProblemCodes } from '@pulso/contracts/backoffice/problem-codes';
import type { CountryCode } from '@pulso/contracts/country';
import { serviceProblemCodes } from '@pulso/contracts/problem';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { uploadMedia } from './media-api.ts';

export interface MediaUploadFieldProps {
  /** The kind, or the kinds a file may be of (the chosen file's type picks the one it goes up as). */
  kind: MediaKind | readonly MediaKind[];
  /** The countries of the item the file belongs to (the upload is scoped to them). */
  countries: readonly CountryCode[];
  /** The label; by default the kind's (`backofficeMedia.kinds.<kind>`). */
  label?: string;
  /** The stored path (`/media/uploads/…`), shown as the current file. */
  value?: string | null;
  /** Called with the new file's path (what the content document stores) and the whole answer. */
  onChange: (path: string, uploaded: UploadedMedia) => void;
  disabled?: boolean;
}

type State =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  /** `preview`: an object URL of the chosen image (the stored one is private until an item names it). */
  | { step: 'done'; uploaded: UploadedMedia; preview: string | null }
  | { step: 'failed'; message: string };

/**
 * One file field of the back office's content form (issue 17): the file goes up at once with a
 * progress bar; the API's refusals (wrong type, too large, too many pixels, a PDF with scripts or
 * attached files or that cannot be read) show in the user's language under the field; a
 * thumbnail shows its preview. The value the form keeps is the returned `path`.
 */
export function MediaUploadField({
  kind,
  countries,
  label,
  value,
  onChange,
  disabled,
}: MediaUploadFieldProps) {
  const { t } = useTranslation();
  const kinds: readonly MediaKind[] = typeof kind === 'string' ? [kind] : kind;
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const aborter = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);
  const dropPreview = () => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  };
  useEffect(
    () => () => {
      aborter.current?.abort();
      dropPreview();
    },
    [],
  );

  function messageOf(error: unknown): string {
    if (!isApiError(error)) return t('backofficeMedia.errors.failed');
    switch (error.code) {
      case mediaProblemCodes.typeNotAllowed:
        return kinds.length === 1
          ? t(`backofficeMedia.errors.type.${kinds[0]}`)
          : t('backofficeMedia.errors.typeOneOf', {
              kinds: kinds.map((one) => t(`backofficeMedia.kinds.${one}`)).join(' · '),
            });
      case mediaProblemCodes.tooLarge: {
        const max = error.problem?.maxBytes;
        return max
          ? t('backofficeMedia.errors.tooLargeMax', { max: Math.floor(max / 1024 / 1024) || 1 })
          : t('backofficeMedia.errors.tooLarge');
      }
      case mediaProblemCodes.imageDimensions: {
        const image = error.problem?.imageSize;
        return t('backofficeMedia.errors.imageDimensions', {
          size: image ? `${image.width} × ${image.height}` : '',
          side: MEDIA_IMAGE_MAX_SIDE,
          megapixels: MEDIA_IMAGE_MAX_PIXELS / 1_000_000,
        });
      }
      case mediaProblemCodes.pdfActiveContent:
        return t('backofficeMedia.errors.pdfActiveContent');
      case mediaProblemCodes.pdfInvalid:
        return t('backofficeMedia.errors.pdfInvalid');
      case backofficeProblemCodes.forbidden:
        return t('backofficeMedia.errors.forbidden');
      case serviceProblemCodes.storageUnavailable:
        return t('backofficeMedia.errors.storageUnavailable');
      default:
        return error.status === 0
          ? t('backofficeMedia.errors.network')
          : t('backofficeMedia.errors.failed');
    }
  }

  async function upload(chosen: File | null) {
    setFile(chosen);
    aborter.current?.abort();
    dropPreview();
    if (!chosen) {
      setState({ step: 'idle' });
      return;
    }
    const controller = new AbortController();
    aborter.current = controller;
    setState({ step: 'uploading', percent: 0 });
    try {
      const uploaded = await uploadMedia({
        kind: kinds.find((one) => mediaTypes[one].includes(chosen.type)) ?? kinds[0]!,
        countries,
        file: chosen,
        signal: controller.signal,
        onProgress: (percent) => setState({ step: 'uploading', percent }),
      });
      if (uploaded.kind === 'thumbnail') previewUrl.current = URL.createObjectURL(chosen);
      setState({ step: 'done', uploaded, preview: previewUrl.current });
      onChange(uploaded.path, uploaded);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFile(null);
      setState({ step: 'failed', message: messageOf(error) });
    }
  }

  const preview = state.step === 'done' ? state.preview : null;
  const fieldLabel = label ?? kinds.map((one) => t(`backofficeMedia.kinds.${one}`)).join(' · ');

  return (
    <Stack gap="xs">
      <FileInput
        label={fieldLabel}
        placeholder={value && !file ? value : t('backofficeMedia.choose')}
        accept={kinds.map(mediaAccept).join(',')}
        value={file}
        onChange={(chosen) => void upload(chosen)}
        disabled={disabled || state.step === 'uploading'}
        error={state.step === 'failed' ? state.message : undefined}
        clearable
      />
      {state.step === 'uploading' && (
        <Progress
          value={state.percent}
          aria-label={t('backofficeMedia.uploading', { percent: state.percent })}
          animated
        />
      )}
      {state.step === 'uploading' && (
        <Text size="sm" aria-live="polite">
          {t('backofficeMedia.uploading', { percent: state.percent })}
        </Text>
      )}
      {state.step === 'done' && (
        <Text size="sm" aria-live="polite">
          {t('backofficeMedia.uploaded')}
        </Text>
      )}
      {preview && <Image src={preview} alt={t('backofficeMedia.preview')} maw={240} radius="sm" />}
    </Stack>
  );
}
