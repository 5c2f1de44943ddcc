import { useId, type ReactNode } from 'react';
import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation.tsx';

export interface SmartLinkProps extends AnchorProps {
  /** A path of this site (`/imprint`) or an absolute URL (`https://…`, `mailto:…`). */
  href: string;
  /** Opens external pages in a new tab (ignored for pages of this site). */
  newTab?: boolean;
  children: ReactNode;
}

export const isInSitePath = (href: string): boolean =>
  href.startsWith('/') && !href.startsWith('//');

/**
 * In-site paths go through the router; external pages are plain links, in a new tab on request.
 * A new-tab link tells assistive technology so in its description, keeping its name the text.
 */
export function SmartLink({ href, newTab = false, children, ...props }: SmartLinkProps) {
  const { t } = useTranslation();
  const hintId = useId();
  if (isInSitePath(href)) {
    return (
      <Anchor component={Link} to={href} {...props}>
        {children}
      </Anchor>
    );
  }
  if (!newTab) {
    return (
      <Anchor href={href} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <>
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        {...props}
      >
        {children}
      </Anchor>
      <VisuallyHidden id={hintId}>{t('country.common.opensInNewTab')}</VisuallyHidden>
    </>
  );
}
