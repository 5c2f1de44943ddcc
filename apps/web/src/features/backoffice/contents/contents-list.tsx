import { useMemo, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { contentStatusSchema, type BackofficeContent } from '@pulso/contracts/backoffice';
import { Link, useSearchParams } from 'react-router';
import { EmptyMessage, QueryError } from '../../../components/ui/query-states.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useContentList } from '../api/backoffice-queries.ts';
import { may } from '../access.ts';
import { useMe } from '../me-context.ts';
import { useFormats } from './format.ts';
import { StatusBadge } from './status-badge.tsx';
import { contentsHref } from './contents-paths.ts';
import { Block, BlockStack, Placeholder } from '../../../components/ui/placeholder.tsx';

const normalised = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The filters of the list live in the address (`?estado=approved&pais=mx&q=…`). */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    status: contentStatusSchema.safeParse(params.get('estado')).data,
    country: params.get('pais'),
    text: params.get('q') ?? '',
    set,
  };
}

function Rows({ items }: { items: BackofficeContent[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return items.map((item) => (
    <Table.Tr key={item.id}>
      <Table.Td>
        <Anchor component={Link} to={contentsHref(item.id)} fw={500}>
          {item.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('backoffice.contents.versionN', { version: item.version })}
          {item.approvalCode ? ` · ${item.approvalCode}` : ''}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <StatusBadge status={item.status} />
      </Table.Td>
      <Table.Td>{item.countries.map((c) => c.toUpperCase()).join(', ')}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {item.validFrom || item.validTo
            ? `${formats.dateTime(item.validFrom)} – ${formats.dateTime(item.validTo)}`
            : '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formats.dateTime(item.updatedAt)}</Text>
      </Table.Td>
    </Table.Tr>
  ));
}

/** Phones: one card per item instead of the table's row. */
function Cards({ items }: { items: BackofficeContent[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Anchor component={Link} to={contentsHref(item.id)} fw={500}>
              {item.title}
            </Anchor>
            <StatusBadge status={item.status} />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('backoffice.contents.versionN', { version: item.version })}
            {item.approvalCode ? ` · ${item.approvalCode}` : ''} ·{' '}
            {item.countries.map((c) => c.toUpperCase()).join(', ')}
          </Text>
          {(item.validFrom || item.validTo) && (
            <Text size="xs" mt={2}>
              {t('backoffice.contents.validity')}: {formats.dateTime(item.validFrom)} –{' '}
              {formats.dateTime(item.validTo)}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** The content items of the staff member's countries, newest change first, with filters. */
export function ContentsList() {
  const { t } = useTranslation();
  const me = useMe();
  const formats = useFormats();
  const filters = useFilters();
  // The text box keeps what is typed itself and writes it to the address as it goes: drawn from the
  // address, a key pressed before the router had applied the previous one was lost ("otra" became
  // "ora"), since a navigation completes a moment later (decision 078).
  const [text, setText] = useState(filters.text);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const list = useContentList(filters.status);
  const countries = me.content.read;
  const shown = useMemo(() => {
    const wanted = normalised(text.trim());
    return (list.data ?? []).filter(
      (item) =>
        (!filters.country || item.countries.includes(filters.country as never)) &&
        (!wanted || normalised(`${item.title} ${item.synopsis} ${item.id}`).includes(wanted)),
    );
  }, [list.data, filters.country, text]);
  const filtered = Boolean(filters.status || filters.country || text);

  let body;
  if (list.isPending)
    body = (
      <Placeholder label={t('backoffice.contents.loading')}>
        <BlockStack gap={10}>
          {[0, 1, 2].map((n) => (
            <Block key={n} height={40} />
          ))}
        </BlockStack>
      </Placeholder>
    );
  else if (list.isError) body = <QueryError query={list} title={t('backoffice.loadError')} />;
  else if (shown.length === 0)
    body = (
      <EmptyMessage
        title={t(filtered ? 'backoffice.contents.noMatch' : 'backoffice.contents.empty')}
        text={t(filtered ? 'backoffice.contents.noMatchText' : 'backoffice.contents.emptyText')}
      />
    );
  else if (phone) body = <Cards items={shown} />;
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backoffice.contents.fields.title')}</Table.Th>
              <Table.Th>{t('backoffice.contents.status')}</Table.Th>
              <Table.Th>{t('backoffice.contents.fields.countries')}</Table.Th>
              <Table.Th>{t('backoffice.contents.validity')}</Table.Th>
              <Table.Th>{t('backoffice.contents.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Rows items={shown} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('backoffice.sections.contents')}</Title>
        {may(me, { action: 'create', subject: 'Content' }) && (
          <Button component={Link} to={contentsHref('new')}>
            {t('backoffice.contents.new')}
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('backoffice.contents.status')}
          placeholder={t('backoffice.contents.any')}
          clearable
          data={contentStatusSchema.options.map((value) => ({
            value,
            label: t(`backoffice.status.${value}`),
          }))}
          value={filters.status ?? null}
          onChange={(value) => filters.set('estado', value)}
          w={{ base: '100%', xs: 180 }}
        />
        {countries.length > 1 && (
          <Select
            label={t('backoffice.contents.fields.countries')}
            placeholder={t('backoffice.contents.any')}
            clearable
            data={countries.map((code) => ({ value: code, label: formats.country(code) }))}
            value={filters.country}
            onChange={(value) => filters.set('pais', value)}
            w={{ base: '100%', xs: 180 }}
          />
        )}
        <TextInput
          type="search"
          label={t('backoffice.contents.search')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            filters.set('q', event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {body}
    </Stack>
  );
}
