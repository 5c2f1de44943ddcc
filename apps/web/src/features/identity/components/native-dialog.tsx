import { useEffect, useId, useRef, type ReactNode } from 'react';
import classes from './native-dialog.module.css';

export interface NativeDialogProps {
  opened: boolean;
  /** Escape or the close button. */
  onClose: () => void;
  /** Once closed (focus is back where it was when it opened). */
  onExited?: () => void;
  /** The dialog's accessible name. */
  title: string;
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
  'data-testid'?: string;
  'data-variant'?: string;
}

/**
 * A modal `<dialog>` opened with `showModal()`: the browser traps the focus, makes the page
 * behind it inert, turns Escape into `cancel` and gives the focus back on close. The login and
 * the alerts use it instead of Mantine's Modal, which (with its focus trap, scroll lock,
 * transitions and portal) is ~12 KB /signin cannot afford (issue 11, decision 024). The element
 * with `data-autofocus`, if any, gets the focus when it opens.
 */
export function NativeDialog({
  opened,
  onClose,
  onExited,
  title,
  closeLabel,
  size = 'md',
  children,
  ...data
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onExitedRef = useRef(onExited);
  useEffect(() => {
    onExitedRef.current = onExited;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!opened && dialog.open) {
      dialog.close();
      onExitedRef.current?.();
    }
  }, [opened]);

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      style={{ '--dialog-size': `var(--dialog-size-${size})` } as React.CSSProperties}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the app decides (the state that says what is open), not the browser.
        event.preventDefault();
        onClose();
      }}
      {...data}
    >
      <header className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        {/* Mantine's CloseButton's look, without its code (issue 11: /signin's weight). */}
        <button
          type="button"
          className={`${classes.close} mantine-focus-auto`}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              fillRule="evenodd"
              d="M11.78 4.03a.57.57 0 0 0-.81-.81L7.5 6.69 4.03 3.22a.57.57 0 1 0-.81.81L6.69 7.5l-3.47 3.47a.57.57 0 1 0 .81.81L7.5 8.31l3.47 3.47a.57.57 0 1 0 .81-.81L8.31 7.5z"
            />
          </svg>
        </button>
      </header>
      <div className={classes.body}>{children}</div>
    </dialog>
  );
}
