/** The app shell's host of the request popups (opened with openRequestPopup), loaded on first use. */
export const loadRequestPopupHost = () => import('./request-popup-host.tsx');
