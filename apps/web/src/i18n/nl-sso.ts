/**
 * Dutch texts of single sign-on on the pages without the shell: the login page's school-account
 * buttons and `/surf` (joined into nl-public.ts as `sso`, so they are in the login page's load).
 */
export const nlSso = {
  or: 'of',
  buttons: 'Inloggen met je schoolaccount',
  providers: {
    entra: 'Inloggen met Microsoft',
    surfconext: 'Inloggen met SURFconext',
    entree: 'Inloggen met Entree',
  },
  providerNames: {
    entra: 'Microsoft',
    surfconext: 'SURFconext',
    entree: 'Entree',
  },
  schoolOnly: 'Je school laat je inloggen met je eigen schoolaccount.',
  schoolIntro: 'Log in met het account van je school.',
  passwordLoginOff:
    'Je school laat je inloggen met je schoolaccount. Gebruik de knop hieronder in plaats van je wachtwoord.',
  domain: 'Domein van je school',
  domainHint: 'Bijvoorbeeld school.nl',
  domainFor: 'Voor {{provider}} hebben we het domein van je school nodig.',
  domainRequired: 'Vul het domein van je school in',
  domainWww: 'Laat www. weg, bijvoorbeeld school.nl',
  domainInvalid: 'Vul een geldig domein in, bijvoorbeeld school.nl',
  continue: 'Verder',
  cancel: 'Annuleren',
  rememberedSchool: 'Je school: {{domain}}',
  changeSchool: 'Andere school',
  backToLogin: 'Terug naar inloggen',
  providerStillSignedIn:
    'Je bent uitgelogd bij Curriculum Planner. Bij je schoolaccount ben je nog aangemeld; op een gedeelde computer meld je je daar ook af.',
  providerLogout: 'Ook afmelden bij je schoolaccount',
  checking: 'Bezig met inloggen…',
  errors: {
    state: {
      title: 'Inloggen is verlopen',
      text: 'Deze inlogpoging is verlopen of al gebruikt, of begon in een andere browser. Probeer het opnieuw.',
    },
    provider_error: {
      title: 'Inloggen is niet gelukt',
      text: 'Je schoolaccount heeft het inloggen niet afgerond, bijvoorbeeld omdat je het hebt afgebroken. Probeer het opnieuw.',
    },
    provider_down: {
      title: 'Je schoolaccount is niet bereikbaar',
      text: 'We konden de inlogdienst van je school nu niet bereiken. Probeer het later opnieuw, of log in met je e-mailadres en wachtwoord als je school dat toestaat.',
    },
    invalid_token: {
      title: 'Inloggen is niet gelukt',
      text: 'Het antwoord van de inlogdienst kon niet worden gecontroleerd. Probeer het opnieuw; lukt het dan nog niet, neem contact op met je beheerder.',
    },
    organisation_not_allowed: {
      title: 'Deze organisatie is niet gekoppeld',
      text: 'De organisatie van je schoolaccount is niet gekoppeld aan deze locatie. Neem contact op met je beheerder.',
    },
    not_linked: {
      title: 'Geen account gevonden',
      text: 'Er is in Curriculum Planner nog geen account voor dit schoolaccount. Neem contact op met je beheerder; die kan je uitnodigen.',
    },
    disabled: {
      title: 'Je account is uitgeschakeld',
      text: 'Je account of je toegang tot deze locatie staat uit. Neem contact op met je beheerder.',
    },
    unknown_school: {
      title: 'School niet gevonden',
      text: 'We kennen geen school met dit domein die deze manier van inloggen gebruikt. Controleer het domein van je school.',
    },
    choose_school: {
      title: 'Welke school?',
      text: 'Meerdere scholen gebruiken deze manier van inloggen. Vul het domein van je school in.',
    },
  },
  enterDomain: 'Domein van je school invullen',
  unexpected: 'Er ging iets mis bij het inloggen. Probeer het opnieuw.',
  link: {
    title: 'Koppel je schoolaccount',
    intro:
      'Je logt in met {{provider}} als {{email}}. Er is al een account met dit e-mailadres bij {{location}}. Vul één keer het wachtwoord van dat account in om je schoolaccount eraan te koppelen.',
    email: 'E-mailadres',
    location: 'Locatie',
    provider: 'Schoolaccount',
    password: 'Wachtwoord van je account',
    togglePassword: 'Wachtwoord tonen of verbergen',
    submit: 'Koppelen en inloggen',
    submitJoin: 'Koppelen, lid worden van {{location}} en inloggen',
    joins:
      '{{location}} heeft je uitgenodigd. Als je bevestigt, word je ook lid van {{location}}. Doe dat alleen als je deze uitnodiging verwacht.',
    joinsBy:
      '{{name}} van {{location}} heeft je uitgenodigd. Als je bevestigt, word je ook lid van {{location}}. Doe dat alleen als je deze uitnodiging verwacht.',
    notNow: 'Niet nu',
    failed: 'Koppelen is niet gelukt. Probeer het opnieuw.',
    expiredTitle: 'Koppeling verlopen',
    expired:
      'Deze koppeling is verlopen of al gebruikt. Begin opnieuw met inloggen via je schoolaccount.',
  },
  join: {
    loadingTitle: 'Uitnodiging',
    title: 'Lid worden van {{location}}?',
    invited: '{{location}} heeft je uitgenodigd om mee te werken in Curriculum Planner.',
    invitedBy:
      '{{name}} van {{location}} heeft je uitgenodigd om mee te werken in Curriculum Planner.',
    signedInAs: 'Je bent ingelogd met {{provider}} als {{email}}.',
    newAccount:
      'Als je lid wordt, maken we je account voor dit e-mailadres aan. Je logt daarna in met je schoolaccount, zonder wachtwoord.',
    existingAccount:
      'Als je lid wordt, komt {{location}} bij je account. Doe dat alleen als je deze uitnodiging verwacht.',
    join: 'Lid worden van {{location}}',
    notNow: 'Niet nu',
    declinedTitle: 'Je bent geen lid geworden',
    declined:
      'Je bent geen lid geworden van {{location}} en je bent niet ingelogd. De uitnodiging blijft geldig tot {{date}}: wil je later toch lid worden, log dan opnieuw in met je schoolaccount via deze school.',
    expiredTitle: 'Deze stap is verlopen',
    expired:
      'Deze stap is verlopen, al gebruikt of begon in een andere browser. Begin opnieuw met inloggen via je schoolaccount.',
    invitationGoneTitle: 'Uitnodiging niet meer geldig',
    invitationGone:
      'Deze uitnodiging is ingetrokken, al gebruikt of verlopen. Vraag de beheerder van de school om een nieuwe.',
  },
};
