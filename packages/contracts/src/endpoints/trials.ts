import type { TRoute } from './define';

/** Trial requests (SPEC §2 /registreer): schools ask, the platform administrator decides. */
export const trialsRoutes = {
  submitTrialRequest: {
    method: 'POST',
    path: '/trials',
    access: 'public',
    tag: 'Trials',
    summary:
      'A school asks for a trial location; the answer tells nothing about other requests. Too many requests from one address answer 429.',
  },
  listTrialRequests: {
    method: 'GET',
    path: '/trials',
    access: 'platformAdmin',
    tag: 'Trials',
    summary: 'Every trial request, open ones first.',
  },
  approveTrialRequest: {
    method: 'POST',
    path: '/trials/:id/approve',
    access: 'platformAdmin',
    tag: 'Trials',
    summary:
      'Creates the location with a free license and invites the contact as its administrator; a request already decided answers 409, a domain already in use 422.',
  },
  rejectTrialRequest: {
    method: 'POST',
    path: '/trials/:id/reject',
    access: 'platformAdmin',
    tag: 'Trials',
    summary: 'Rejects a trial request without creating anything; one already decided answers 409.',
  },
} as const satisfies Record<string, TRoute>;
