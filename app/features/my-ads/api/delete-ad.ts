import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type ErrorCode, errorCodeForStatus } from '../../../../shared/error-codes';
import { ApiError } from '../../../lib/api-client';
import { type MyAdsResponse, myAdsQueryKey } from './get-my-ads';

function errorCodeOf(value: unknown, status: number): ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value)
    ? (value as ErrorCode)
    : errorCodeForStatus(status);
}

/**
 * DELETE /api/v1/ads/{id} (owner or admin) → 204. The shared client has no DELETE helper yet, so the
 * request is made here, failing with the same ApiError as every other call.
 */
export async function deleteAd(id: string): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  let response: Response;
  try {
    response = await fetch(`/api/v1/ads/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers,
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }
  if (response.ok) return;
  const payload = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown };
  } | null;
  const message = typeof payload?.error?.message === 'string' ? payload.error.message : response.statusText;
  throw new ApiError(response.status, errorCodeOf(payload?.error?.code, response.status), message);
}

/** Deletes one of the person's ads; it leaves their list at once, then every ad query is refreshed. */
export function useDeleteAd(userId: string) {
  const queryClient = useQueryClient();
  const forget = async (id: string) => {
    queryClient.setQueryData<MyAdsResponse>(myAdsQueryKey(userId), (data) =>
      data ? { items: data.items.filter((ad) => ad.id !== id) } : data,
    );
    queryClient.removeQueries({ queryKey: ['ads', 'detail', id] });
    await queryClient.invalidateQueries({ queryKey: ['ads'] });
  };
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: (_data, id) => forget(id),
    onError: (error, id) => {
      // Already gone (deleted in another tab): the list only needs to catch up.
      if (error instanceof ApiError && error.status === 404) return forget(id);
    },
  });
}
