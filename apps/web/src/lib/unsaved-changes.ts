import { createContext, useContext, useEffect } from 'react';

/**
 * Spec §2: the address screens warn before leaving; leaving is allowed only if the screen permits
 * it. A screen under the guard route says whether it can be left with `useCanLeave`.
 */
export const UnsavedChangesContext = createContext<((canLeave: boolean) => void) | null>(null);

export function useCanLeave(canLeave: boolean): void {
  const setCanLeave = useContext(UnsavedChangesContext);
  if (!setCanLeave) throw new Error('useCanLeave() outside an unsaved-changes guard route');
  useEffect(() => {
    setCanLeave(canLeave);
  }, [canLeave, setCanLeave]);
  useEffect(() => () => setCanLeave(true), [setCanLeave]);
}
