import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as meApi from '../../../../shared/api/me';
import type { UpdateProfileInput } from '../../../../shared/schemas/auth';
import type { MeResponse } from '../../../../shared/schemas/me';
import { callApi } from '../../../lib/api-client';
import { adKeys, sessionKeys } from '../../../lib/query-keys';

/** Sets the display name shown to others on ads and ratings. */
export function updateProfile(input: UpdateProfileInput) {
  return callApi(meApi.updateMe, { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<MeResponse>(sessionKeys.current, { user });
      // Ads show their owner's display name.
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
    },
  });
}
