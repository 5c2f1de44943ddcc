export { PushInvitation } from './components/push-invitation.tsx';
export { PushPreferences } from './components/push-preferences.tsx';
