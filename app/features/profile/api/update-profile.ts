import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '../../../../shared/schemas/auth';
import { type MeResponse, UpdatedMe } from '../../../../shared/schemas/me';
import { apiPatch } from '../../../lib/api-client';
import { adKeys, sessionKeys } from '../../../lib/query-keys';

/** Sets the display name shown to others on ads and ratings. */
export function updateProfile(input: UpdateProfileInput) {
  return apiPatch(UpdatedMe, '/api/v1/me', input);
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
