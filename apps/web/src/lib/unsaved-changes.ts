import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Spec §2: the screens that edit a doctor-finder listing (the listing and its addresses) warn
 * before leaving; leaving is allowed only if the screen permits it. A screen under the guard
 * route says whether it can be left with `useCanLeave`, or with `useUnsavedChanges` for a form.
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

/**
 * A form under the guard route: the screen may be left while the form is clean. The function
 * returned leaves for `to` once the form's work is done (saved or deleted), dirty or not: the
 * guard is told first, then the app navigates.
 */
export function useUnsavedChanges(dirty: boolean): (to: string) => void {
  const navigate = useNavigate();
  // An object per call: each call leaves again, even if the screen stayed mounted.
  const [leaving, setLeaving] = useState<{ to: string }>();
  useCanLeave(leaving !== undefined || !dirty);
  // After useCanLeave's effect has told the guard that the screen may be left.
  useEffect(() => {
    if (leaving) void navigate(leaving.to);
  }, [leaving, navigate]);
  return useCallback((to: string) => setLeaving({ to }), []);
}
