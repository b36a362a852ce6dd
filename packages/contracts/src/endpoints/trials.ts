import type { TAreaDocs, TRoute } from './define';

/**
 * Trial requests (docs/organisation.md "Trial requests"): schools ask, the platform administrator
 * decides.
 */
export const trialsRoutes = {
  submitTrialRequest: {
    method: 'POST',
    path: '/trials',
    access: 'public',
  },
  listTrialRequests: {
    method: 'GET',
    path: '/trials',
    access: 'platformAdmin',
  },
  approveTrialRequest: {
    method: 'POST',
    path: '/trials/:id/approve',
    access: 'platformAdmin',
  },
  rejectTrialRequest: {
    method: 'POST',
    path: '/trials/:id/reject',
    access: 'platformAdmin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const trialsDocs = {
  tag: 'Trials',
  summaries: {
    submitTrialRequest:
      'A school asks for a trial location; the answer tells nothing about other requests. Too many requests from one address answer 429.',
    listTrialRequests: 'Every trial request, open ones first.',
    approveTrialRequest:
      'Creates the location with a free license and invites the contact as its administrator; a request already decided answers 409, a domain already in use 422.',
    rejectTrialRequest:
      'Rejects a trial request without creating anything; one already decided answers 409.',
  },
} as const satisfies TAreaDocs<typeof trialsRoutes>;
