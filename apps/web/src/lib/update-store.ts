/** `available`: a new version is ready; `reloading`: the doctor asked for it. */
export interface UpdateState {
  status: 'none' | 'available' | 'reloading';
  /** Takes the new version and reloads this page with it. */
  accept: () => void;
}

const noUpdate: UpdateState = { status: 'none', accept: () => undefined };
let updateState = noUpdate;
const updateListeners = new Set<() => void>();

/** Whether a new version of the portal waits for a reload (read by the update prompt). */
export const updateStore = {
  get: (): UpdateState => updateState,
  subscribe(listener: () => void): () => void {
    updateListeners.add(listener);
    return () => updateListeners.delete(listener);
  },
  set(next: UpdateState): void {
    updateState = next;
    for (const listener of updateListeners) listener();
  },
  /** Tests only. */
  reset(): void {
    updateStore.set(noUpdate);
  },
};
