import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { brazilianStates } from '@pulso/contracts/brazilian-states';
import { docfinderSpecialties } from '@pulso/contracts/docfinder/specialties';
import { isPostalCode, maskPostalCode } from '@pulso/contracts/helpers/postal-code';
import { useTranslation } from '../../../lib/translation.tsx';
import { useEarlyInput } from '../../../lib/use-early-input.ts';
import { formatNear } from './near.ts';
import { useMunicipalities } from '../api/docfinder-queries.ts';
import {
  DEFAULT_RADIUS,
  radiusChoices,
  searchFieldNames,
  type SearchState,
} from './search-params.ts';

export interface SearchFormProps {
  initial: SearchState;
  onSearch: (state: SearchState) => void;
}

type PositionState = 'idle' | 'locating' | 'denied' | 'unavailable';

/** Specialty, UF, municipality, name and "near": the browser's position or the municipality. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SearchState>(initial);
  const [position, setPosition] = useState<PositionState>('idle');
  const [cepError, setCepError] = useState(false);
  const municipalities = useMunicipalities(values.uf);
  const set = (patch: Partial<SearchState>) => setValues((current) => ({ ...current, ...patch }));
  // Chosen on a slow phone before the page came alive: a state chosen then opens its
  // municipalities, a CEP typed then is masked.
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (early) => {
    const patch: Partial<Record<keyof typeof searchFieldNames, string>> = {};
    for (const [key, name] of Object.entries(searchFieldNames))
      if (early[name] !== undefined) patch[key as keyof typeof searchFieldNames] = early[name];
    // Another state: the municipality drawn belonged to the one before.
    if (patch.uf !== undefined) patch.municipality ??= '';
    set(
      patch.cep === undefined
        ? patch
        : { ...patch, cep: maskPostalCode(patch.cep), near: '', nearFrom: '' },
    );
  });

  const chosenMunicipality = municipalities.data?.items.find(
    (item) => item.code === values.municipality,
  );
  const municipalityPoint = chosenMunicipality ? formatNear(chosenMunicipality) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.cep && !isPostalCode(values.cep)) {
      setCepError(true);
      return;
    }
    // Near a CEP's municipality (the API places it), else near the chosen municipality's point,
    // read again in case the municipality changed.
    const near = values.cep
      ? ''
      : values.nearFrom === 'municipality'
        ? municipalityPoint
        : values.near;
    onSearch({
      ...values,
      near,
      nearFrom: near ? values.nearFrom : '',
      page: 1,
    });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setPosition('unavailable');
      return;
    }
    setPosition('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition('idle');
        // About 1 km is enough for municipality-level distances, and tells the API no more.
        const round = (degrees: number) => Math.round(degrees * 100) / 100;
        const near = formatNear({ lat: round(coords.latitude), lng: round(coords.longitude) });
        const next = { ...values, near, nearFrom: 'position' as const, cep: '', page: 1 };
        setCepError(false);
        setValues(next);
        onSearch(next);
      },
      (error) => setPosition(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };

  return (
    <form ref={form} onSubmit={submit} role="search" aria-label={t('docfinder.search.formLabel')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            name={searchFieldNames.specialty}
            label={t('docfinder.search.specialty')}
            value={values.specialty}
            onChange={(event) => set({ specialty: event.currentTarget.value })}
            data={[
              { value: '', label: t('docfinder.search.anySpecialty') },
              ...docfinderSpecialties.map(({ code, name }) => ({ value: code, label: name })),
            ]}
          />
          <TextInput
            name={searchFieldNames.q}
            label={t('docfinder.search.name')}
            value={values.q}
            maxLength={100}
            onChange={(event) => set({ q: event.currentTarget.value })}
          />
          <NativeSelect
            name={searchFieldNames.uf}
            label={t('docfinder.search.uf')}
            value={values.uf}
            onChange={(event) =>
              set({
                uf: event.currentTarget.value,
                municipality: '',
                ...(values.nearFrom === 'municipality' ? { near: '', nearFrom: '' } : {}),
              })
            }
            data={[
              { value: '', label: t('docfinder.search.anyUf') },
              ...brazilianStates.map(({ code, name }) => ({
                value: code,
                label: `${name} (${code})`,
              })),
            ]}
          />
          <NativeSelect
            name={searchFieldNames.municipality}
            label={t('docfinder.search.municipality')}
            value={values.municipality}
            disabled={!values.uf || municipalities.isPending}
            description={values.uf ? undefined : t('docfinder.search.municipalityHint')}
            error={municipalities.isError ? t('docfinder.search.municipalitiesError') : undefined}
            onChange={(event) => set({ municipality: event.currentTarget.value })}
            data={[
              { value: '', label: t('docfinder.search.anyMunicipality') },
              ...(municipalities.data?.items ?? []).map(({ code, name }) => ({
                value: code,
                label: name,
              })),
            ]}
          />
        </SimpleGrid>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            name={searchFieldNames.cep}
            label={t('docfinder.search.cep')}
            description={t('docfinder.search.cepHint')}
            value={values.cep}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            w={170}
            error={cepError ? t('validation.docfinder.cep') : undefined}
            onChange={(event) => {
              setCepError(false);
              const cep = maskPostalCode(event.currentTarget.value);
              set(cep ? { cep, near: '', nearFrom: '' } : { cep });
            }}
          />
          <NativeSelect
            name={searchFieldNames.radiusKm}
            label={t('docfinder.search.radius')}
            value={values.radiusKm || DEFAULT_RADIUS}
            onChange={(event) => set({ radiusKm: event.currentTarget.value })}
            data={radiusChoices.map((km) => ({ value: km, label: `${km} km` }))}
            w={120}
          />
          {municipalityPoint && (
            <Button
              variant={values.nearFrom === 'municipality' ? 'filled' : 'default'}
              aria-pressed={values.nearFrom === 'municipality'}
              onClick={() =>
                set(
                  values.nearFrom === 'municipality'
                    ? { near: '', nearFrom: '' }
                    : { near: municipalityPoint, nearFrom: 'municipality', cep: '' },
                )
              }
            >
              {t('docfinder.search.nearMunicipality')}
            </Button>
          )}
          <Button variant="default" onClick={locate} loading={position === 'locating'}>
            {t('docfinder.search.nearMe')}
          </Button>
        </Group>
        {values.nearFrom === 'position' && values.near && (
          <Group gap={4}>
            <Text size="sm">
              {t('docfinder.search.nearMeActive', { radius: values.radiusKm || DEFAULT_RADIUS })}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('docfinder.search.clearNear')}
              onClick={() => set({ near: '', nearFrom: '' })}
            />
          </Group>
        )}
        {(position === 'denied' || position === 'unavailable') && (
          <Alert color="yellow" role="status">
            {t(`docfinder.search.position.${position}`)}
          </Alert>
        )}
        <Group>
          <Button type="submit">{t('docfinder.search.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
