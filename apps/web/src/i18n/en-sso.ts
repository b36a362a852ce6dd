import type { TTranslations } from './nl';

/** English texts of `sso` (login page and `/surf`); typed against the Dutch ones (same keys). */
export const enSso: TTranslations['sso'] = {
  or: 'or',
  buttons: 'Sign in with your school account',
  providers: {
    entra: 'Sign in with Microsoft',
    surfconext: 'Sign in with SURFconext',
    entree: 'Sign in with Entree',
  },
  providerNames: {
    entra: 'Microsoft',
    surfconext: 'SURFconext',
    entree: 'Entree',
  },
  schoolOnly: 'Your school signs you in with your own school account.',
  schoolIntro: "Sign in with your school's account.",
  passwordLoginOff:
    'Your school signs you in with your school account. Use the button below instead of your password.',
  domain: "Your school's domain",
  domainHint: 'For example school.nl',
  domainFor: "For {{provider}} we need your school's domain.",
  domainRequired: "Enter your school's domain",
  domainWww: 'Leave out www., for example school.nl',
  domainInvalid: 'Enter a valid domain, for example school.nl',
  continue: 'Continue',
  cancel: 'Cancel',
  rememberedSchool: 'Your school: {{domain}}',
  changeSchool: 'Another school',
  backToLogin: 'Back to sign in',
  providerStillSignedIn:
    'You have signed out of Curriculum Planner. You are still signed in to your school account; on a shared computer, sign out there too.',
  providerLogout: 'Also sign out of your school account',
  checking: 'Signing in…',
  errors: {
    state: {
      title: 'Sign-in expired',
      text: 'This sign-in attempt has expired or was already used, or it began in another browser. Please try again.',
    },
    provider_error: {
      title: 'Sign-in failed',
      text: 'Your school account did not complete the sign-in, for example because you cancelled it. Please try again.',
    },
    provider_down: {
      title: 'Your school account cannot be reached',
      text: "We could not reach your school's sign-in service just now. Please try again later, or sign in with your e-mail address and password if your school allows it.",
    },
    invalid_token: {
      title: 'Sign-in failed',
      text: 'The answer of the sign-in service could not be verified. Please try again; if it still fails, contact your administrator.',
    },
    organisation_not_allowed: {
      title: 'This organisation is not connected',
      text: "Your school account's organisation is not connected to this location. Please contact your administrator.",
    },
    not_linked: {
      title: 'No account found',
      text: 'There is no Curriculum Planner account for this school account yet. Please contact your administrator, who can invite you.',
    },
    disabled: {
      title: 'Your account is switched off',
      text: 'Your account or your access to this location is switched off. Please contact your administrator.',
    },
    unknown_school: {
      title: 'School not found',
      text: "We know no school with this domain that uses this way of signing in. Please check your school's domain.",
    },
    choose_school: {
      title: 'Which school?',
      text: "Several schools use this way of signing in. Please enter your school's domain.",
    },
  },
  enterDomain: "Enter your school's domain",
  unexpected: 'Something went wrong while signing in. Please try again.',
  link: {
    title: 'Link your school account',
    intro:
      'You are signing in with {{provider}} as {{email}}. There already is an account with this e-mail address at {{location}}. Enter that account’s password once to link your school account to it.',
    email: 'E-mail address',
    location: 'Location',
    provider: 'School account',
    password: 'Password of your account',
    togglePassword: 'Show or hide password',
    submit: 'Link and sign in',
    submitJoin: 'Link, join {{location}} and sign in',
    joins:
      '{{location}} has invited you. If you confirm, you also join {{location}}. Only do so if you expect this invitation.',
    joinsBy:
      '{{name}} of {{location}} has invited you. If you confirm, you also join {{location}}. Only do so if you expect this invitation.',
    notNow: 'Not now',
    failed: 'Linking failed. Please try again.',
    expiredTitle: 'Link expired',
    expired:
      'This link has expired or was already used. Please start again by signing in with your school account.',
  },
  join: {
    loadingTitle: 'Invitation',
    title: 'Join {{location}}?',
    invited: '{{location}} has invited you to work with them in Curriculum Planner.',
    invitedBy: '{{name}} of {{location}} has invited you to work with them in Curriculum Planner.',
    signedInAs: 'You signed in with {{provider}} as {{email}}.',
    newAccount:
      'If you join, we create your account for this e-mail address. From then on you sign in with your school account, without a password.',
    existingAccount:
      'If you join, {{location}} is added to your account. Only do so if you expect this invitation.',
    join: 'Join {{location}}',
    notNow: 'Not now',
    declinedTitle: 'You have not joined',
    declined:
      'You have not joined {{location}} and you are not signed in. The invitation stays open until {{date}}: to join later after all, sign in with your school account through this school again.',
    expiredTitle: 'This step has expired',
    expired:
      'This step has expired, was already used or began in another browser. Please start again by signing in with your school account.',
    invitationGoneTitle: 'Invitation no longer valid',
    invitationGone:
      "This invitation was withdrawn, already used or has expired. Ask the school's administrator for a new one.",
  },
};
