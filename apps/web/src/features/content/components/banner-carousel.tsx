import { useEffect, useId, useState, type KeyboardEvent, useDeferredValue } from 'react';
import { ActionIcon, Button, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Banner } from '@pulso/contracts/content';
import { bannerPreviewUrl } from '@pulso/contracts/thumbnails';
import { Link } from 'react-router';
import { contentHref, sectionForItem } from '../../../config/paths.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './banner-carousel.module.css';

/** How long a banner shows before the next one while the carousel plays. */
export const BANNER_INTERVAL_MS = 7000;

const icons = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 5l12 7-12 7z',
} as const;

function Icon({ name }: { name: keyof typeof icons }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={icons[name]}
        fill={name === 'play' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Control({
  icon,
  label,
  controls,
  onClick,
}: {
  icon: keyof typeof icons;
  label: string;
  controls?: string;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      variant="white"
      color="dark"
      radius="xl"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon name={icon} />
    </ActionIcon>
  );
}

/**
 * The country's banners ("outdoors", shown with their `preview.` image). It moves on by itself
 * unless paused, the user prefers reduced motion, or the pointer or focus is on it; previous /
 * next buttons, one button per banner and the arrow keys move it by hand. "Open" goes to the
 * item the banner promotes (its `contentId`); a banner that promotes nothing has no button.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const { country } = useCountry();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const slidesId = useId();
  // The banners not shown are drawn in a render React makes right after the page's (their
  // pictures asked then too).
  const allDrawn = useDeferredValue(true, false);
  const count = banners.length;
  const playing = count > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, index, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex((current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={classes.carousel}
      aria-roledescription={t('home.banners.carousel')}
      aria-label={t('home.banners.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div id={slidesId} aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('home.banners.slide')}
            aria-label={t('home.banners.position', { position: i + 1, count })}
            hidden={i !== current}
            className={classes.slide}
          >
            {(i === current || allDrawn) && (
              <>
                <div className={classes.text}>
                  <h2 className={classes.title}>{banner.title}</h2>
                  {banner.synopsis && <p className={classes.synopsis}>{banner.synopsis}</p>}
                  {banner.contentId && (
                    <div>
                      <Button
                        component={Link}
                        to={contentHref(sectionForItem(banner, country), banner.contentId)}
                        color="white"
                        c="pulso.8"
                      >
                        {t('home.banners.open')}
                        <VisuallyHidden>: {banner.title}</VisuallyHidden>
                      </Button>
                    </div>
                  )}
                </div>
                <img
                  className={classes.image}
                  src={bannerPreviewUrl(banner.thumbnail.url)}
                  alt={banner.title}
                  // The first banner is the home's largest paint; the others wait their turn.
                  fetchPriority={i === 0 ? 'high' : 'low'}
                />
              </>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={classes.controls}>
          <Control
            icon={paused ? 'play' : 'pause'}
            label={t(paused ? 'home.banners.play' : 'home.banners.pause')}
            onClick={() => setPaused((value) => !value)}
          />
          <Control
            icon="previous"
            label={t('home.banners.previous')}
            controls={slidesId}
            onClick={() => go(-1)}
          />
          <Control
            icon="next"
            label={t('home.banners.next')}
            controls={slidesId}
            onClick={() => go(1)}
          />
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={classes.dot}
              aria-label={t('home.banners.goTo', { position: i + 1, title: banner.title })}
              aria-current={i === current ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
