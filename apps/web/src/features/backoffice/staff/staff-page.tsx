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
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { staffRoles } from '@pulso/contracts/backoffice';
import { dualRoleCountries, type StaffMember } from '@pulso/contracts/backoffice/accounts';
import { backofficeProblemCodes } from '@pulso/contracts/backoffice/problem-codes';
import { countryCodes } from '@pulso/contracts/country';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { AdminQuery, useAdminErrorText, useSignOutOn401 } from '../admin-common/admin-query.tsx';
import { AuditDisclosure } from '../admin-common/audit-section.tsx';
import { useFormats } from '../contents/format.ts';
import { useSetRoles, useStaff } from './staff-api.ts';

/** The countries these grants would newly make the member editor and reviewer of. */
const newlyDual = (member: StaffMember, roles: readonly string[]) => {
  const before = dualRoleCountries(member.roles);
  return dualRoleCountries(roles).filter((country) => !before.includes(country));
};

/**
 * Editor and reviewer of one country in one account only with a reason the admin writes
 * (decision 068): asked before the grant is sent, kept with the grants and in the trail.
 */
function DualRoleReason({
  member,
  countries,
  busy,
  onCancel,
  onGrant,
}: {
  member: StaffMember;
  countries: string[];
  busy: boolean;
  onCancel: () => void;
  onGrant: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const names = countries.map(formats.country).join(', ');
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('backofficeAdmin.staff.dualRole.title', { countries: names })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) setMissing(true);
          else onGrant(reason.trim());
        }}
      >
        <Stack gap="xs">
          <Text size="sm">
            {t('backofficeAdmin.staff.dualRole.prompt', { name: member.name, countries: names })}
          </Text>
          <Textarea
            label={t('backofficeAdmin.staff.dualRole.reason')}
            required
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('backofficeAdmin.staff.dualRole.required') : undefined}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('backofficeAdmin.staff.dualRole.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  );
}

/** For each country the member is editor and reviewer of, the admin's recorded reason. */
function DualRoles({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (!member.dualRoles.length) return null;
  return (
    <Stack gap={2}>
      {member.dualRoles.map((dual) =>
        dual.reason === null ? (
          <Text key={dual.country} size="sm" c="orange.8">
            {t('backofficeAdmin.staff.dualRole.missing', {
              country: formats.country(dual.country),
            })}
          </Text>
        ) : (
          <Text key={dual.country} size="sm">
            {t('backofficeAdmin.staff.dualRole.recorded', {
              country: formats.country(dual.country),
              reason: dual.reason,
              by: dual.recordedBy ?? '—',
              at: formats.dateTime(dual.recordedAt),
            })}
          </Text>
        ),
      )}
    </Stack>
  );
}

/** One account's grants: each removable, a role × country picker to add one, and their trail. */
function Grants({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const setRoles = useSetRoles();
  const errorText = useAdminErrorText();
  useSignOutOn401(setRoles.error);
  const [role, setRole] = useState<string>(staffRoles[1]);
  const [country, setCountry] = useState<string>(countryCodes[0]);
  /** Grants waiting for the reason they need (editor and reviewer of one country). */
  const [pending, setPending] = useState<string[] | null>(null);
  const save = (roles: string[]) => {
    if (newlyDual(member, roles).length) setPending(roles);
    else setRoles.mutate({ id: member.id, roles });
  };
  const grantWithReason = (roles: string[], reason: string) =>
    setRoles.mutate({ id: member.id, roles, reason }, { onSuccess: () => setPending(null) });
  const grant = `${role}:${country}`;
  const reasonAsked =
    isApiError(setRoles.error) &&
    setRoles.error.code === backofficeProblemCodes.dualRoleReasonRequired;
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
      <DualRoles member={member} />
      {pending && (
        <DualRoleReason
          member={member}
          countries={newlyDual(member, pending)}
          busy={setRoles.isPending}
          onCancel={() => {
            setPending(null);
            setRoles.reset();
          }}
          onGrant={(reason) => grantWithReason(pending, reason)}
        />
      )}
      {setRoles.isError && !(pending && reasonAsked) && (
        <Alert color="red">{errorText(setRoles.error)}</Alert>
      )}
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
