/**
 * The register number a reader accepted the terms with, remembered for the browser session
 * (session storage, cleared at logout and when the tab closes), so reopening the link in the same
 * session opens the item without asking again.
 */
const keyOf = (contentId: string) => `pulso.publicAccess.${contentId}`;

export function rememberedRegisterNumber(contentId: string): string | undefined {
  return sessionStorage.getItem(keyOf(contentId)) ?? undefined;
}

export function rememberRegisterNumber(contentId: string, registerNumber: string): void {
  sessionStorage.setItem(keyOf(contentId), registerNumber);
}
