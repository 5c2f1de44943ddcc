import type { ComponentType } from 'react';

/** One section of the back office: its path under /backoffice, its label and who may open it. */
export interface BackofficeSection {
  id: string;
  path: string;
  labelKey: string;
  permission: { action: string; subject: string };
  page: () => Promise<{ default: ComponentType }>;
}
