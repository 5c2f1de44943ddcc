import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  LISTING_HIDE_REASON_MAX_LENGTH,
  type DirectoryListing,
  type ListingVisibility,
} from '@pulso/contracts/backoffice/directory';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { AuditDisclosure } from '../admin-common/audit-section.tsx';
import { useDirectory, useSetListingHidden } from './directory-api.ts';

const visibilityColour: Record<ListingVisibility, string> = {
  visible: 'green',
  'hidden-by-staff': 'red',
  'hidden-licence-inactive': 'orange',
  left: 'gray',
};

/** Hide with a reason (asked first), or show again. */
function HideControls({ listing }: { listing: DirectoryListing }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useSetListingHidden();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const done = (key: string) => ({
    onSuccess: () => {
      setAsking(false);
      setReason('');
      toast.success(t(key));
    },
    onError: (error: unknown) => toast.error(errorMessage(error)),
  });
  if (listing.visibility === 'left') return null;
  if (listing.hidden)
    return (
      <Group justify="flex-end">
        <Button
          variant="light"
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate(
              { id: listing.id, reason: null },
              done('backofficeCare.directory.shown'),
            )
          }
        >
          {t('backofficeCare.directory.unhide')}
        </Button>
      </Group>
    );
  if (!asking)
    return (
      <Group justify="flex-end">
        <Button variant="light" color="red" onClick={() => setAsking(true)}>
          {t('backofficeCare.directory.hide')}
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs">
      <Textarea
        label={t('backofficeCare.directory.reason')}
        description={t('backofficeCare.directory.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={LISTING_HIDE_REASON_MAX_LENGTH}
        required
        rows={3}
        resize="vertical"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setAsking(false)}>
          {t('backofficeCare.directory.cancel')}
        </Button>
        <Button
          color="red"
          disabled={!reason.trim()}
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate(
              { id: listing.id, reason: reason.trim() },
              done('backofficeCare.directory.hidden'),
            )
          }
        >
          {t('backofficeCare.directory.confirmHide')}
        </Button>
      </Group>
    </Stack>
  );
}

function ListingCard({ listing }: { listing: DirectoryListing }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <Card withBorder component="li" aria-label={listing.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{listing.name}</Text>
          <Badge color={visibilityColour[listing.visibility]} variant="light">
            {t(`backofficeCare.directory.visibility.${listing.visibility}`)}
          </Badge>
        </Group>
        {listing.crm && (
          <Text size="sm" c="dimmed">
            {t('backofficeCare.directory.crm', { crm: listing.crm, uf: listing.uf })}
            {listing.specialties.length > 0 && ` · ${listing.specialties.join(', ')}`}
          </Text>
        )}
        {listing.hidden && (
          <Alert color="red" variant="light" title={t('backofficeCare.directory.hiddenWhy')}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {listing.hidden.reason}
            </Text>
            <Text size="xs" c="dimmed">
              {t('backofficeCare.directory.hiddenBy', {
                name: listing.hidden.by ?? '—',
                date: date(listing.hidden.at),
              })}
            </Text>
          </Alert>
        )}
        {listing.visibility === 'hidden-licence-inactive' && (
          <Text size="sm">
            {t('backofficeCare.directory.licence', {
              status: t(
                `backofficeCare.directory.licenceStatus.${listing.licenceStatus ?? 'unknown'}`,
              ),
            })}
          </Text>
        )}
        {listing.visibility === 'left' && (
          <Text size="sm">{t('backofficeCare.directory.leftWhy')}</Text>
        )}
        <HideControls listing={listing} />
        <AuditDisclosure
          id={listing.id}
          intro={t('backoffice.audit.introListing')}
          name={listing.name}
        />
      </Stack>
    </Card>
  );
}

/**
 * /backoffice/directory: the doctor finder's listings (admins, and reviewers of the listing's
 * country): find one by name, CRM or id, see why patients do not see it, hide it with a reason or
 * show it again (decision 056).
 */
export default function DirectoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const query = useDirectory(q);

  let body;
  if (query.isPending) body = <PageLoader />;
  else if (isApiError(query.error) && query.error.status === 403)
    body = (
      <Alert color="orange" variant="light">
        {t('backofficeCare.directory.notAllowed')}
      </Alert>
    );
  else if (query.isError)
    body = <QueryError query={query} title={t('backofficeCare.directory.loadError')} />;
  else if (query.data.items.length === 0)
    body = <Text c="dimmed">{t('backofficeCare.directory.empty')}</Text>;
  else
    body = (
      <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
        {query.data.items.map((listing) => (
          <ListingCard key={listing.id} listing={listing} />
        ))}
      </Stack>
    );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('backofficeCare.directory.title')}</Title>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(text.trim() ? { q: text.trim() } : {});
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('backofficeCare.directory.search')}
              description={t('backofficeCare.directory.searchHint')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <Button type="submit">{t('backofficeCare.directory.find')}</Button>
          </Group>
        </form>
        {body}
      </Stack>
    </Container>
  );
}
