import type { TAreaDocs, TRoute } from './define';

/**
 * Invitations (docs/organisation.md "Invitations"): a location's administrators invite by e-mail;
 * the invited person opens the link (public) and creates or joins an account.
 */
export const invitationsRoutes = {
  listInvitations: {
    method: 'GET',
    path: '/locations/:location/invitations',
    access: 'admin',
  },
  createInvitation: {
    method: 'POST',
    path: '/locations/:location/invitations',
    access: 'admin',
  },
  withdrawInvitation: {
    method: 'DELETE',
    path: '/locations/:location/invitations/:invitation',
    access: 'admin',
  },
  checkInvitation: {
    method: 'GET',
    path: '/invitations/:email/:token',
    access: 'public',
  },
  acceptInvitation: {
    method: 'POST',
    path: '/invitations/:email/:token/accept',
    access: 'public',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const invitationsDocs = {
  tag: 'Invitations',
  summaries: {
    listInvitations: "The location's open invitations.",
    createInvitation:
      'Invites an address with roles and mails the link; an address already invited or already a member answers 422, a mail that could not be sent 502 (the invitation is then withdrawn).',
    withdrawInvitation: 'Withdraws an invitation: its link stops working.',
    checkInvitation:
      'Whether an invitation link can be used (valid, expired, used or invalid) and, when valid, for which location and whether the address already has an account. Too many tries answer 429.',
    acceptInvitation:
      'Accepts an invitation and signs in: a new account brings name and password, an existing one its password. A link no longer valid answers 404, a location that allows only single sign-on 403 `sso_required`, too many tries 429.',
  },
} as const satisfies TAreaDocs<typeof invitationsRoutes>;
