import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** Sets the password with the link's token; all sessions end. */
export async function resetPassword(input: TResetPasswordRequest): Promise<void> {
  await callEndpoint('resetPassword', { body: input });
}

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { handlesStatus: [422, 429] } });
