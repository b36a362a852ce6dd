import type { TTranslations } from './nl';

/** English texts of `ssoSettings` (/locatie, admin); typed against the Dutch ones. */
export const enSsoSettings: TTranslations['ssoSettings'] = {
  title: 'Single sign-on',
  intro:
    "Let this location's users sign in with their school's account. Register this location with the provider and enter the details you get there.",
  loadFailed: 'The single sign-on settings could not be loaded.',
  redirectUri: 'Redirect URI',
  redirectUriHint: 'Register this address with every provider as the redirect URI.',
  schoolLink: "Your school's sign-in link",
  schoolLinkHint:
    "With this link users see this location's buttons straight away. Put it on the intranet, for example.",
  copy: 'Copy',
  copyLabel: 'Copy {{field}}',
  copied: 'Copied',
  providers: {
    entra: 'Microsoft Entra ID',
    surfconext: 'SURFconext',
    entree: 'Kennisnet Entree',
  },
  notConnected: 'Not connected',
  connect: 'Connect',
  connectLabel: 'Connect {{provider}}',
  on: 'On',
  off: 'Off',
  clientId: 'Client ID',
  allowedOrganisations: {
    entra: 'Allowed tenants',
    surfconext: 'Allowed institutions',
    entree: 'Allowed institutions',
  },
  edit: 'Edit',
  editLabel: 'Edit {{provider}}',
  remove: 'Remove',
  removeLabel: 'Remove the connection with {{provider}}',
  removeTitle: 'Remove the connection with {{provider}}?',
  removeText:
    'Users can then no longer sign in with {{provider}}. Its details, the secret included, are deleted.',
  removed: 'The connection with {{provider}} has been removed',
  removeFailed: 'The connection could not be removed',
  formTitleNew: 'Connect {{provider}}',
  formTitleEdit: 'Edit {{provider}}',
  enabled: 'Sign-in with {{provider}} on',
  enabledHint: 'When off, the details are kept but the button is not shown.',
  clientSecret: 'Client secret',
  clientSecretHint: 'You get the secret when registering; it is stored encrypted.',
  clientSecretStored:
    'A secret is stored; it is never shown again. Leave this field empty to keep it.',
  clientSecretStoredPlaceholder: 'Stored (not shown)',
  toggleSecret: 'Show or hide secret',
  allowedLabel: {
    entra: 'Microsoft Entra ID tenant IDs (GUID)',
    surfconext: 'Institutions (schac_home_organization)',
    entree: 'Institutions (schac_home_organization)',
  },
  allowedHint: {
    entra:
      'For example 00000000-0000-0000-0000-000000000000. Press Enter after each tenant ID; only accounts of these tenants may sign in.',
    surfconext:
      'schac_home_organization, e.g. school.nl. Press Enter after each value; only accounts of these institutions may sign in.',
    entree:
      'schac_home_organization, e.g. school.nl. Press Enter after each value; only accounts of these institutions may sign in.',
  },
  saved: 'The connection with {{provider}} has been saved',
  saveFailed: 'The connection could not be saved',
  invalidData: 'Not everything is filled in correctly.',
  passwordLogin: 'Allow password sign-in',
  passwordLoginHint:
    "When off, this location's users sign in only with their school account. Only turn it off once single sign-on works; you must have signed in that way yourself once.",
  passwordLoginOffTitle: 'Turn off password sign-in?',
  passwordLoginOffText:
    "This location then opens only for people signed in with this location's school account. Anyone signed in with a password, you too right now, signs in again with the school account for this location; at other schools their password keeps working. Anyone who has not linked a school account yet can no longer get into this location.",
  passwordLoginOffConfirm: 'Turn off',
  passwordLoginSaved: 'The setting has been saved',
  passwordLoginFailed: 'The setting could not be saved',
  messages: {
    allowedTooMany: 'Enter at most {{max}} organisations',
    tenantInvalidValue:
      '“{{value}}” is not a tenant ID; a tenant ID is a GUID such as 00000000-0000-0000-0000-000000000000',
    organisationInvalidValue: '“{{value}}” is not an institution; enter a domain such as school.nl',
  },
};
