import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from '../../lib/navigation.ts';

export interface PlainLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, absolute (`/conteudos/x/y`): nothing is resolved against the route. */
  to: string;
}

/**
 * An in-site link drawn as a plain anchor, for pages of many links (a home of ~70 cards): React
 * Router's `Link` resolves its path against the route and subscribes to the location and the
 * navigation state, about 150 function calls per link on every drawing (issue 11). A plain click
 * moves the app's router (lib/navigation.ts); a click with a modifier key, another button or a
 * target is left to the browser (a new tab, a download), as `Link` does.
 */
export function PlainLink({ to, onClick, ...props }: PlainLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (props.target !== undefined && props.target !== '_self')
    )
      return;
    event.preventDefault();
    void navigateTo(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
