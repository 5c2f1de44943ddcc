/** Sign-out, loaded when the user asks for it (the user menu): see loaders.ts. */
export const loadSignOut = () => import('./sign-out.ts');
