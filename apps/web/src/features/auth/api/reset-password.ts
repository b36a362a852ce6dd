import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** `POST auth/password/reset`: sets the password with the link's token; all sessions end. */
export async function resetPassword(input: TResetPasswordRequest): Promise<void> {
  await apiRequest('auth/password/reset', {
    method: 'POST',
    body: input,
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { handlesStatus: [422, 429] } });
