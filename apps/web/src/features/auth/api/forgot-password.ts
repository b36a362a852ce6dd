import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** Asks for a reset link: the same answer whether or not the address has an account. */
export async function forgotPassword(input: TForgotPasswordRequest): Promise<void> {
  await callEndpoint('requestPasswordReset', { body: input });
}

export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { handlesStatus: [422] } });
