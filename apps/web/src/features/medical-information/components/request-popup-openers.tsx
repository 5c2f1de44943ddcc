import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { focusedElement, returnFocusTo } from '../../../lib/focus.ts';
import type { RequestPopupKind } from '../request-popup-store.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/*
 * How screens open the medical-information popups: `<ArticleRequestButton product="Xarelto" />`,
 * `<MedicalRequestButton />`, or `useRequestPopupOpener` for a trigger of their own. Screens of
 * other features use `openRequestPopup` (request-popup-store.ts) with `RequestPopupHost` mounted
 * by the app shell. Each popup's code is loaded on its first open only.
 */

const ArticleRequestPopup = lazy(() =>
  import('./article-request-popup.tsx').then((m) => ({ default: m.ArticleRequestPopup })),
);
const MedicalRequestModal = lazy(() =>
  import('./medical-request-modal.tsx').then((m) => ({ default: m.MedicalRequestModal })),
);

export const popupOf = { article: ArticleRequestPopup, question: MedicalRequestModal } as const;

export interface RequestPopupOpener {
  /** Shows the popup (spec §4 "shown on an open event"); focus returns to `trigger` on close. */
  open: (trigger?: HTMLElement) => void;
  opened: boolean;
  /** Render it once, anywhere in the screen: the popup (nothing until first opened). */
  popup: ReactNode;
}

/** Opens one of the popups: `article` (popup 1) or `question` (popup 4, the medical request). */
export function useRequestPopupOpener(
  kind: RequestPopupKind,
  product?: string | undefined,
): RequestPopupOpener {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const Popup = popupOf[kind];
  const close = () => {
    setOpened(false);
    returnFocusTo(opener.current);
  };
  return {
    opened,
    open: (trigger?: HTMLElement) => {
      opener.current = trigger ?? focusedElement();
      setWanted(true);
      setOpened(true);
    },
    popup: wanted ? (
      <Suspense fallback={null}>
        <Popup opened={opened} onClose={close} product={product} />
      </Suspense>
    ) : null,
  };
}

export interface RequestButtonProps extends ButtonProps {
  /** The product of the screen, preselected when it is one of the spec §9 options. */
  product?: string | undefined;
  /** The button's text; by default "Request a scientific article" / "Ask medical information". */
  children?: ReactNode;
}

function RequestPopupButton({
  kind,
  product,
  children,
  ...buttonProps
}: RequestButtonProps & { kind: RequestPopupKind }) {
  const { t } = useTranslation();
  const opener = useRequestPopupOpener(kind, product);
  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        onClick={(event) => opener.open(event.currentTarget)}
      >
        {children ?? t(`medicalInformation.${kind}.open`)}
      </Button>
      {opener.popup}
    </>
  );
}

/** A button opening the scientific-article request (spec §2 popup 1). */
export function ArticleRequestButton(props: RequestButtonProps) {
  return <RequestPopupButton kind="article" {...props} />;
}

/** A button opening the medical request (spec §2 popup 4). */
export function MedicalRequestButton(props: RequestButtonProps) {
  return <RequestPopupButton kind="question" {...props} />;
}
