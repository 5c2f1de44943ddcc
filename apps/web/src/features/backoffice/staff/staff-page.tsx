import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { staffRoles } from '@pulso/contracts/backoffice';
import type { StaffMember } from '@pulso/contracts/backoffice/accounts';
import { countryCodes } from '@pulso/contracts/country';
import { useTranslation } from '../../../lib/translation.tsx';
import { AdminQuery, useAdminErrorText, useSignOutOn401 } from '../admin-common/admin-query.tsx';
import { AuditDisclosure } from '../admin-common/audit-section.tsx';
import { useSetRoles, useStaff } from './staff-api.ts';

/** One account's grants: each removable, a role × country picker to add one, and their trail. */
function Grants({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const setRoles = useSetRoles();
  const errorText = useAdminErrorText();
  useSignOutOn401(setRoles.error);
  const [role, setRole] = useState<string>(staffRoles[1]);
  const [country, setCountry] = useState<string>(countryCodes[0]);
  const save = (roles: string[]) => setRoles.mutate({ id: member.id, roles });
  const grant = `${role}:${country}`;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {member.roles.length === 0 && <Text size="sm">{t('backofficeAdmin.staff.noRoles')}</Text>}
        {member.roles.map((entry) => (
          <Badge
            key={entry}
            variant="light"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('backofficeAdmin.staff.revoke', { grant: entry, name: member.name })}
                disabled={setRoles.isPending}
                onClick={() => save(member.roles.filter((r) => r !== entry))}
              />
            }
          >
            {entry}
          </Badge>
        ))}
      </Group>
      <Group align="end" gap="xs">
        <NativeSelect
          label={t('backofficeAdmin.staff.role')}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value)}
          data={staffRoles.map((value) => ({
            value,
            label: t(`backofficeAdmin.staff.roles.${value}`),
          }))}
        />
        <NativeSelect
          label={t('backofficeAdmin.staff.country')}
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value)}
          data={[
            ...countryCodes.map((value) => ({ value, label: value.toUpperCase() })),
            { value: '*', label: t('backofficeAdmin.staff.everyCountry') },
          ]}
        />
        <Button
          disabled={setRoles.isPending || member.roles.includes(grant)}
          onClick={() => save([...member.roles, grant])}
          aria-label={t('backofficeAdmin.staff.grantTo', { name: member.name })}
        >
          {t('backofficeAdmin.staff.grant')}
        </Button>
      </Group>
      {setRoles.isError && <Alert color="red">{errorText(setRoles.error)}</Alert>}
      <AuditDisclosure
        id={member.id}
        intro={t('backoffice.audit.introAccount')}
        name={member.name}
      />
    </Stack>
  );
}

function FoundAccount({ email }: { email: string }) {
  const { t } = useTranslation();
  const query = useStaff(email);
  const errorText = useAdminErrorText();
  useSignOutOn401(query.error);
  if (query.isError) return <Alert color="yellow">{errorText(query.error)}</Alert>;
  const member = query.data?.items[0];
  if (!member) return null;
  return (
    <Card withBorder component="section" aria-label={t('backofficeAdmin.staff.found')}>
      <Stack>
        <Text fw={600}>
          {member.name} · {member.email} · {member.country.toUpperCase()}
        </Text>
        <Grants member={member} />
      </Stack>
    </Card>
  );
}

/** Staff and their grants (admins only): list, find an account by e-mail, grant and revoke. */
export default function StaffPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const query = useStaff();
  return (
    <Stack>
      <Title order={1}>{t('backofficeAdmin.staff.title')}</Title>
      <Text c="dimmed">{t('backofficeAdmin.staff.intro')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(typed.trim());
        }}
      >
        <Group align="end">
          <TextInput
            type="email"
            label={t('backofficeAdmin.staff.findByEmail')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">{t('backofficeAdmin.users.find')}</Button>
        </Group>
      </form>
      {email && <FoundAccount key={email} email={email} />}
      <AdminQuery query={query}>
        {({ items }) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backofficeAdmin.users.name')}</Table.Th>
                  <Table.Th>{t('backofficeAdmin.users.email')}</Table.Th>
                  <Table.Th>{t('backofficeAdmin.staff.grants')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>{member.name}</Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>
                      <Grants member={member} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </AdminQuery>
    </Stack>
  );
}
