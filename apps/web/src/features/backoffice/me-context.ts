import { createContext, use } from 'react';
import type { BackofficeMe } from '@pulso/contracts/backoffice';

/** The signed-in staff member's roles and abilities, read once by the back office's root. */
export const MeContext = createContext<BackofficeMe | null>(null);

export function useMe(): BackofficeMe {
  const me = use(MeContext);
  if (!me) throw new Error('useMe() outside the back office');
  return me;
}
