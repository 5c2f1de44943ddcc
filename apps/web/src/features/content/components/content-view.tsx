import type { ReactNode } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { contentHref } from '../../../config/paths.ts';
import { findContentPart } from '../content-parts.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { thumbnailUrl } from './content-card.tsx';
import { ContentBodyView } from './content-body.tsx';
import { ContentHeader } from './content-header.tsx';
import { MedicalInformationActions } from './medical-information-actions.tsx';
import { PartSection } from './part-list.tsx';
import { PlannerList } from './planner-list.tsx';
import { ProductDetails } from './product-details.tsx';
import { SaveToggle } from './save-toggle.tsx';
import { SeasonTabs } from './season-tabs.tsx';
import classes from './content-view.module.css';

/** The item's own part lists, in the order shown (seasons come before them). */
const partLists = [
  ['episodes', 'episode'],
  ['lessons', 'lesson'],
] as const;

export interface ContentViewProps {
  item: ContentItem;
  /** The section in the URL, so episode links stay in it (`{section}/{item}/{episode}`). */
  section: string;
  /** Where choosing an episode or lesson goes; by default `{section}/{item}/{part}`. */
  partHref?: ((partId: string) => string) | undefined;
  /** The episode or lesson chosen (`{section}/{idCapa}/{id}`): it plays instead of the item. */
  partId?: string | undefined;
  /** The save-for-later toggle and the medical-information requests (not on the public token page). */
  canSave?: boolean;
  /** What a section adds under the header (a course's progress and exam, a slide deck). */
  extra?: ReactNode;
  /** The chosen episode's or lesson's video or audio played to its end. */
  onPartEnded?: ((partId: string) => void) | undefined;
}

/**
 * The one content screen (spec §2): the item's header, what it plays or shows (or the chosen
 * episode's), its preview, product information, planners and approval code, and the episodes,
 * seasons and lessons to choose from.
 */
export function ContentView({
  item,
  section,
  partHref,
  partId,
  canSave = true,
  extra,
  onPartEnded,
}: ContentViewProps) {
  const { t } = useTranslation();
  const hrefOf = partHref ?? ((id: string) => contentHref(section, id, item.id));
  const selected = findContentPart(item, partId);
  const playing = selected?.part ?? item;
  const body = selected ? selected.part.content : item.content;
  const hasParts = item.episodes.length + item.lessons.length + item.seasons.length > 0;
  const image = thumbnailUrl(playing.thumbnail ?? item.thumbnail, 'preview');

  return (
    <article>
      <Stack gap="xl">
        <ContentHeader item={item} actions={canSave && <SaveToggle item={item} />} />
        {extra}
        <div className={classes.layout}>
          <Stack gap="lg" miw={0} className={classes.player}>
            {partId && !selected && (
              <Alert color="yellow" role="alert">
                {t('content.parts.notFound')}
              </Alert>
            )}
            {selected && (
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t(`content.parts.${selected.kind}Number`, { number: selected.number })} ·{' '}
                  {t('content.parts.playing')}
                </Text>
                <Title order={2} size="h3">
                  {selected.part.title}
                </Title>
              </Stack>
            )}
            {body?.kind !== 'video' && image && (
              <img className={classes.hero} src={image} alt={playing.title} fetchPriority="high" />
            )}
            {body ? (
              <ContentBodyView
                // Another episode is another player, started from its beginning, even when
                // both play the same file (the demo's episodes do).
                key={selected?.part.id ?? item.id}
                body={body}
                title={playing.title}
                poster={thumbnailUrl(playing.thumbnail ?? item.thumbnail, 'video')}
                autoPlay={selected !== undefined}
                onEnded={selected && onPartEnded && (() => onPartEnded(selected.part.id))}
              />
            ) : (
              hasParts && <Text c="dimmed">{t('content.parts.choose')}</Text>
            )}
            {selected?.part.synopsis && <Text>{selected.part.synopsis}</Text>}
          </Stack>
          {/* Before the details, so that the reading order is the phone's visual order. */}
          {hasParts && (
            <Stack
              gap="lg"
              component="aside"
              aria-label={t('content.parts.navigation')}
              className={classes.parts}
            >
              {item.seasons.length > 0 && (
                <SeasonTabs
                  seasons={item.seasons}
                  hrefOf={hrefOf}
                  selectedId={selected?.part.id}
                  selectedSeasonId={selected?.seasonId}
                />
              )}
              {partLists.map(
                ([list, kind]) =>
                  item[list].length > 0 && (
                    <PartSection
                      key={list}
                      title={t(`content.parts.${list}`)}
                      parts={item[list]}
                      hrefOf={hrefOf}
                      selectedId={selected?.part.id}
                      kind={kind}
                    />
                  ),
              )}
            </Stack>
          )}
          <Stack gap="lg" miw={0} className={classes.details}>
            {item.preview && !selected && (
              <Stack component="section" gap="xs" aria-label={t('content.preview')}>
                <Title order={2} size="h4">
                  {t('content.preview')}
                </Title>
                <ContentBodyView
                  body={item.preview}
                  title={t('content.previewOf', { title: item.title })}
                />
              </Stack>
            )}
            <ProductDetails item={item} />
            {item.planners.length > 0 && <PlannerList planners={item.planners} />}
            {canSave && <MedicalInformationActions item={item} />}
            {item.cfApprovalCode && (
              <Text size="sm" c="dimmed" data-testid="content-approval-code">
                {t('content.approvalCode', { code: item.cfApprovalCode })}
              </Text>
            )}
          </Stack>
        </div>
      </Stack>
    </article>
  );
}
