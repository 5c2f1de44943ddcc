import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  savedItemResponseSchema,
  savedItemsResponseSchema,
  type ContentItem,
  type SavedItemResponse,
} from '@pulso/contracts/content';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { toast } from '../../../lib/toast.ts';
import { contentKeys, useContentSession } from './content-keys.ts';
import type { ContentResult } from './content-item.ts';

/** The see-later list, newest saved first. */
export function getSavedItems(signal?: AbortSignal) {
  return request(apiUrl('saved'), { schema: savedItemsResponseSchema, blocking: false, signal });
}

export function useSavedItems() {
  const token = useContentSession();
  return useQuery({
    queryKey: contentKeys.saved(token),
    queryFn: ({ signal }) => getSavedItems(signal),
  });
}

/** Adds the item to the see-later list (`saved: true`) or removes it. */
export function setSaved(contentId: string, saved: boolean): Promise<SavedItemResponse> {
  return saved
    ? request(apiUrl('saved'), {
        schema: savedItemResponseSchema,
        method: 'POST',
        body: { contentId },
        blocking: false,
      })
    : request(apiUrl(`saved/${encodeURIComponent(contentId)}`), {
        schema: savedItemResponseSchema,
        method: 'DELETE',
        blocking: false,
      });
}

/**
 * The save-for-later switch of an item: the screen shows the new state at once; if the server
 * refuses, the previous state comes back and a toast says why. The see-later list is refreshed
 * after each change.
 */
export function useSaveToggle(item: Pick<ContentItem, 'id' | 'isSaved'>) {
  const token = useContentSession();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const key = contentKeys.item(token, item.id);
  const setIsSaved = (isSaved: boolean) =>
    queryClient.setQueryData<ContentResult>(key, (current) =>
      current && 'id' in current ? { ...current, isSaved } : current,
    );

  const mutationKey = ['content', 'saved', item.id];
  const mutation = useMutation({
    mutationKey,
    mutationFn: (saved: boolean) => setSaved(item.id, saved),
    onMutate: async (saved) => {
      await queryClient.cancelQueries({ queryKey: key });
      setIsSaved(saved);
    },
    onError: (error, saved) => {
      setIsSaved(!saved);
      toast.error(errorMessage(error));
    },
    // With another change of the same item still on its way, its optimistic state stays.
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) setIsSaved(answer.isSaved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.saved(token) }),
  });

  return {
    isSaved: item.isSaved,
    toggle: () => mutation.mutate(!item.isSaved),
    pending: mutation.isPending,
  };
}
