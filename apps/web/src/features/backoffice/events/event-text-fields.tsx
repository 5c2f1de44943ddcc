import { Fragment } from 'react';
import {
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { CountryCode } from '@pulso/contracts/country';
import { eventFormats, type EventMaterial } from '@pulso/contracts/events';
import { specialtyAreaLabelKey, specialtyAreas } from '@pulso/contracts/labels';
import { useZoneCity } from '../../events/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { EditableRows } from '../contents/row-controls.tsx';
import { MediaUploadField } from '../media/media-upload-field.tsx';
import {
  blankAgendaEntry,
  blankMaterial,
  blankSpeaker,
  type EventTextDraft,
} from './event-text-values.ts';

type ListName = 'speakers' | 'agenda' | 'materials';
const materialKinds: EventMaterial['kind'][] = ['pdf', 'slides', 'link'];

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

/**
 * The event's text, everything doctors see of it besides its schedule and meeting (decision
 * 075): title, synopsis, specialty, format, image, speakers with their photos, the agenda on the
 * event's wall clock, and the materials doctors get once it has ended. Files go up through the
 * back office's media upload; `message` names a field's problem by its path (`agenda.1.title`).
 */
export function EventTextFields({
  value,
  onChange,
  country,
  timeZone,
  eventStart,
  message,
  disabled,
}: {
  value: EventTextDraft;
  onChange: (value: EventTextDraft) => void;
  country: CountryCode;
  /** The zone the agenda's times are written in. */
  timeZone: string;
  /** Where a first agenda entry starts (`YYYY-MM-DDTHH:mm`, may be ''). */
  eventStart: string;
  message: (path: string) => string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const cityOf = useZoneCity();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`backofficeTraining.events.text.${key}`, options ?? {});
  const set = <K extends keyof EventTextDraft>(key: K, next: EventTextDraft[K]) =>
    onChange({ ...value, [key]: next });
  /** Changes one field of row `index` of a list. */
  function setRow<L extends ListName>(
    list: L,
    index: number,
    change: Partial<EventTextDraft[L][number]>,
  ) {
    set(list, value[list].map((row, at) => (at === index ? { ...row, ...change } : row)) as never);
  }
  const rowsOf = <L extends ListName>(list: L) => ({
    move: (from: number, to: number) => set(list, moved<unknown>(value[list], from, to) as never),
    remove: (index: number) => set(list, value[list].filter((_, at) => at !== index) as never),
    disabled,
  });
  const countries = [country];
  /** A file uploaded through the back office's media, its stored path kept; `path` its problem. */
  const fileField = (
    kind: 'thumbnail' | 'pdf',
    label: string,
    stored: string,
    onUploaded: (path: string) => void,
    path: string,
  ) => (
    <Stack gap={4}>
      <MediaUploadField
        kind={kind}
        label={label}
        countries={countries}
        value={stored || null}
        onChange={onUploaded}
        disabled={disabled}
      />
      {message(path) && (
        <Text size="sm" c="red" role="alert">
          {message(path)}
        </Text>
      )}
    </Stack>
  );
  /** A text field of row `index` of a list, named by its path for its problem. */
  function rowInput<L extends ListName>(
    list: L,
    index: number,
    field: keyof EventTextDraft[L][number] & string,
    props: TextInputProps & { label: string },
  ) {
    const row = value[list][index] as unknown as Record<string, string>;
    return (
      <TextInput
        value={row[field]}
        onChange={(e) => setRow(list, index, { [field]: e.currentTarget.value } as never)}
        error={message(`${list}.${index}.${field}`)}
        disabled={disabled}
        {...props}
      />
    );
  }
  const zone = cityOf(timeZone);
  const speakerNames = value.speakers.map((speaker) => speaker.name.trim()).filter(Boolean);
  const lastEnd = value.agenda.at(-1)?.endsAt || value.agenda.at(-1)?.startsAt || eventStart;

  return (
    <Stack gap="md">
      <TextInput
        label={t('backofficeTraining.events.fields.title')}
        value={value.title}
        onChange={(e) => set('title', e.currentTarget.value)}
        error={message('title')}
        maxLength={200}
        required
        disabled={disabled}
      />
      <Textarea
        label={t('backofficeTraining.events.fields.synopsis')}
        value={value.synopsis}
        onChange={(e) => set('synopsis', e.currentTarget.value)}
        rows={3}
        resize="vertical"
        maxLength={2000}
        error={message('synopsis')}
        disabled={disabled}
      />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('backofficeTraining.events.fields.categoryId')}
          value={value.categoryId}
          onChange={(e) => set('categoryId', e.currentTarget.value)}
          error={message('categoryId')}
          data={specialtyAreas.map((area) => ({
            value: area,
            label: t(specialtyAreaLabelKey(area, country)),
          }))}
          style={{ flex: '1 1 10rem' }}
          disabled={disabled}
        />
        <NativeSelect
          label={t('backofficeTraining.events.fields.format')}
          value={value.format}
          onChange={(e) => set('format', e.currentTarget.value)}
          error={message('format')}
          data={eventFormats.map((format) => ({
            value: format,
            label: t(`events.format.${format}`),
          }))}
          style={{ flex: '1 1 8rem' }}
          disabled={disabled}
        />
      </Group>
      {fileField('thumbnail', text('image'), value.image, (path) => set('image', path), 'image')}

      <EditableRows
        legend={text('speakers')}
        rows={value.speakers}
        rowHeading={(number) => text('speaker', { number })}
        addLabel={text('addSpeaker')}
        onAdd={() => set('speakers', [...value.speakers, blankSpeaker()])}
        {...rowsOf('speakers')}
      >
        {(speaker, index, row) => (
          <>
            {rowInput('speakers', index, 'name', {
              label: text('speakerName', { row }),
              maxLength: 200,
              required: true,
            })}
            {rowInput('speakers', index, 'description', {
              label: text('speakerDescription', { row }),
              maxLength: 400,
            })}
            {fileField(
              'thumbnail',
              text('speakerPhoto', { row }),
              speaker.photoUrl,
              (path) => setRow('speakers', index, { photoUrl: path }),
              `speakers.${index}.photoUrl`,
            )}
          </>
        )}
      </EditableRows>

      <EditableRows
        legend={text('agenda')}
        description={text('agendaZone', { zone })}
        rows={value.agenda}
        rowHeading={(number) => text('agendaEntry', { number })}
        addLabel={text('addAgendaEntry')}
        onAdd={() => set('agenda', [...value.agenda, blankAgendaEntry(lastEnd)])}
        {...rowsOf('agenda')}
      >
        {(entry, index, row) => (
          <>
            <Group gap="sm" align="flex-start" wrap="wrap">
              {(['startsAt', 'endsAt'] as const).map((key) => (
                <Fragment key={key}>
                  {rowInput('agenda', index, key, {
                    type: 'datetime-local',
                    label: text(key === 'startsAt' ? 'agendaStart' : 'agendaEnd', { row }),
                    required: key === 'startsAt',
                    style: { flex: '1 1 14rem' },
                  })}
                </Fragment>
              ))}
            </Group>
            {rowInput('agenda', index, 'title', {
              label: text('agendaTitle', { row }),
              maxLength: 200,
              required: true,
            })}
            <NativeSelect
              label={text('agendaSpeaker', { row })}
              value={entry.speaker}
              onChange={(e) => setRow('agenda', index, { speaker: e.currentTarget.value })}
              data={[
                { value: '', label: text('noSpeaker') },
                ...[...new Set([...speakerNames, entry.speaker].filter(Boolean))].map((name) => ({
                  value: name,
                  label: name,
                })),
              ]}
              disabled={disabled}
            />
          </>
        )}
      </EditableRows>

      <EditableRows
        legend={text('materials')}
        description={text('materialsWhen')}
        rows={value.materials}
        rowHeading={(number) => text('material', { number })}
        addLabel={text('addMaterial')}
        onAdd={() => set('materials', [...value.materials, blankMaterial()])}
        {...rowsOf('materials')}
      >
        {(material, index, row) => (
          <>
            <Group gap="sm" align="flex-start" wrap="wrap">
              {rowInput('materials', index, 'title', {
                label: text('materialTitle', { row }),
                maxLength: 200,
                required: true,
                style: { flex: '2 1 14rem' },
              })}
              <NativeSelect
                label={text('materialKind', { row })}
                value={material.kind}
                onChange={(e) =>
                  setRow('materials', index, {
                    kind: e.currentTarget.value as EventMaterial['kind'],
                    url: '',
                  })
                }
                data={materialKinds.map((kind) => ({
                  value: kind,
                  label: text(`materialKinds.${kind}`),
                }))}
                style={{ flex: '1 1 8rem' }}
                disabled={disabled}
              />
            </Group>
            {material.kind === 'link'
              ? rowInput('materials', index, 'url', {
                  label: text('materialUrl', { row }),
                  required: true,
                })
              : fileField(
                  'pdf',
                  text('materialFile', { row }),
                  material.url,
                  (path) => setRow('materials', index, { url: path }),
                  `materials.${index}.url`,
                )}
          </>
        )}
      </EditableRows>
    </Stack>
  );
}
