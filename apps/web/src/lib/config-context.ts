import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('useRuntimeConfig() outside <RuntimeConfigContext>');
  return value;
}
