import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** `POST auth/password/forgot`: the same answer whether or not the address has an account. */
export async function forgotPassword(input: TForgotPasswordRequest): Promise<void> {
  await apiRequest('auth/password/forgot', {
    method: 'POST',
    body: input,
    schema: (s) => s.ZEmptyResponseSchema,
  });
}

export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { handlesStatus: [422] } });
