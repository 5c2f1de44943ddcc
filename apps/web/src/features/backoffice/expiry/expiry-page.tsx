import { useState } from 'react';
import { Badge, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { expiryWindows, type ExpiryWindow } from '@pulso/contracts/backoffice/expiry';
import { useTranslation } from '../../../lib/translation.tsx';
import { AdminQuery } from '../admin-common/admin-query.tsx';
import { useExpiringContents } from './expiry-api.ts';

const urgency = (days: number) => (days <= 7 ? 'red' : days <= 14 ? 'orange' : 'yellow');

/** The expiry dashboard: what stops being published within 30, 14 or 7 days, and whose it is. */
export default function ExpiryPage() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<ExpiryWindow>(30);
  const query = useExpiringContents(days);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack>
      <Title order={1}>{t('backofficeAdmin.expiry.title')}</Title>
      <Text c="dimmed">{t('backofficeAdmin.expiry.intro')}</Text>
      <SegmentedControl
        aria-label={t('backofficeAdmin.expiry.window')}
        value={String(days)}
        onChange={(value) => setDays(Number(value) as ExpiryWindow)}
        data={expiryWindows.map((window) => ({
          value: String(window),
          label: t('backofficeAdmin.expiry.within', { count: window }),
        }))}
      />
      <AdminQuery query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <Text>{t('backofficeAdmin.expiry.none', { count: days })}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('backofficeAdmin.expiry.item')}</Table.Th>
                    <Table.Th>{t('backofficeAdmin.common.countries')}</Table.Th>
                    <Table.Th>{t('backofficeAdmin.expiry.approvalCode')}</Table.Th>
                    <Table.Th>{t('backofficeAdmin.expiry.validTo')}</Table.Th>
                    <Table.Th>{t('backofficeAdmin.expiry.daysLeft')}</Table.Th>
                    <Table.Th>{t('backofficeAdmin.expiry.owner')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>{item.title}</Table.Td>
                      <Table.Td>{item.countries.map((c) => c.toUpperCase()).join(', ')}</Table.Td>
                      <Table.Td>{item.approvalCode ?? '—'}</Table.Td>
                      <Table.Td>{date.format(new Date(item.validTo))}</Table.Td>
                      <Table.Td>
                        <Badge color={urgency(item.daysLeft)}>
                          {t('backofficeAdmin.expiry.days', { count: item.daysLeft })}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {item.owner ? (
                          <>
                            <Text size="sm">{item.owner.name}</Text>
                            <Text size="xs" c="dimmed">
                              {item.owner.email}
                            </Text>
                          </>
                        ) : (
                          t('backofficeAdmin.expiry.noOwner')
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </AdminQuery>
    </Stack>
  );
}
