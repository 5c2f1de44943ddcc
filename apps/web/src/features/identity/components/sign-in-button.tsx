import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { openLogin } from '../screen-sets.ts';

export interface SignInButtonProps extends ButtonProps {
  children: ReactNode;
  /** Runs before the login opens (e.g. closing the mobile menu). */
  onOpen?: () => void;
}

/**
 * A link to /signin that opens the login screen set where the user is. A modified click (new
 * tab) and the page without scripts still follow the link.
 */
export function SignInButton({ children, onOpen, ...props }: SignInButtonProps) {
  return (
    <Button
      component={Link}
      to={paths.signin.href()}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          event.button !== 0
        ) {
          return;
        }
        event.preventDefault();
        onOpen?.();
        openLogin();
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
