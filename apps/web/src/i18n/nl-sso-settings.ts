/**
 * Dutch texts of the single sign-on section of /locatie (admin; joined into nl-app.ts as
 * `ssoSettings`).
 */
export const nlSsoSettings = {
  title: 'Inloggen met schoolaccount',
  intro:
    'Laat gebruikers van deze locatie inloggen met het account van hun school. Registreer daarvoor deze locatie bij de provider en vul hier de gegevens in die je daar krijgt.',
  loadFailed: 'De instellingen voor inloggen met schoolaccount konden niet worden geladen.',
  redirectUri: 'Redirect-URI',
  redirectUriHint: 'Registreer dit adres bij elke provider als redirect-URI.',
  schoolLink: 'Inloglink van je school',
  schoolLinkHint:
    'Via deze link zien gebruikers meteen de knoppen van deze locatie. Zet hem bijvoorbeeld op het intranet.',
  copy: 'Kopiëren',
  copyLabel: '{{field}} kopiëren',
  copied: 'Gekopieerd',
  providers: {
    entra: 'Microsoft Entra ID',
    surfconext: 'SURFconext',
    entree: 'Kennisnet Entree',
  },
  notConnected: 'Niet gekoppeld',
  connect: 'Koppelen',
  connectLabel: '{{provider}} koppelen',
  on: 'Aan',
  off: 'Uit',
  clientId: 'Client-id',
  allowedOrganisations: {
    entra: 'Toegestane tenants',
    surfconext: 'Toegestane instellingen',
    entree: 'Toegestane instellingen',
  },
  edit: 'Bewerken',
  editLabel: '{{provider}} bewerken',
  remove: 'Verwijderen',
  removeLabel: 'Koppeling met {{provider}} verwijderen',
  removeTitle: 'Koppeling met {{provider}} verwijderen?',
  removeText:
    'Gebruikers kunnen dan niet meer inloggen met {{provider}}. De gegevens, ook het geheim, worden verwijderd.',
  removed: 'De koppeling met {{provider}} is verwijderd',
  removeFailed: 'De koppeling kon niet worden verwijderd',
  formTitleNew: '{{provider}} koppelen',
  formTitleEdit: '{{provider}} bewerken',
  enabled: 'Inloggen met {{provider}} aan',
  enabledHint: 'Staat dit uit, dan blijven de gegevens bewaard maar verschijnt de knop niet.',
  clientSecret: 'Client-secret',
  clientSecretHint: 'Je krijgt het geheim bij het registreren; het wordt versleuteld opgeslagen.',
  clientSecretStored:
    'Er is een geheim opgeslagen; het wordt nooit meer getoond. Laat dit veld leeg om het te houden.',
  clientSecretStoredPlaceholder: 'Opgeslagen (niet zichtbaar)',
  toggleSecret: 'Geheim tonen of verbergen',
  allowedLabel: {
    entra: "Tenant-id's (GUID) van Microsoft Entra ID",
    surfconext: 'Instellingen (schac_home_organization)',
    entree: 'Instellingen (schac_home_organization)',
  },
  allowedHint: {
    entra:
      'Bijvoorbeeld 00000000-0000-0000-0000-000000000000. Druk op Enter na elke tenant-id; alleen accounts van deze tenants mogen inloggen.',
    surfconext:
      'schac_home_organization, bv. school.nl. Druk op Enter na elke waarde; alleen accounts van deze instellingen mogen inloggen.',
    entree:
      'schac_home_organization, bv. school.nl. Druk op Enter na elke waarde; alleen accounts van deze instellingen mogen inloggen.',
  },
  saved: 'De koppeling met {{provider}} is opgeslagen',
  saveFailed: 'De koppeling kon niet worden opgeslagen',
  invalidData: 'Niet alles is goed ingevuld.',
  passwordLogin: 'Inloggen met wachtwoord toestaan',
  passwordLoginHint:
    'Staat dit uit, dan loggen gebruikers van deze locatie alleen nog in met hun schoolaccount. Zet het pas uit als inloggen met schoolaccount werkt; je moet zelf al een keer zo zijn ingelogd.',
  passwordLoginOffTitle: 'Inloggen met wachtwoord uitzetten?',
  passwordLoginOffText:
    'Deze locatie gaat dan alleen nog open voor wie met het schoolaccount van deze locatie is ingelogd. Wie met een wachtwoord is ingelogd, ook jij nu, logt voor deze locatie opnieuw in met het schoolaccount; bij andere scholen blijft hun wachtwoord werken. Wie nog geen schoolaccount heeft gekoppeld, komt deze locatie niet meer in.',
  passwordLoginOffConfirm: 'Uitzetten',
  passwordLoginSaved: 'De instelling is opgeslagen',
  passwordLoginFailed: 'De instelling kon niet worden opgeslagen',
  messages: {
    allowedTooMany: 'Vul hoogstens {{max}} organisaties in',
    tenantInvalidValue:
      '“{{value}}” is geen tenant-id; een tenant-id is een GUID zoals 00000000-0000-0000-0000-000000000000',
    organisationInvalidValue: '“{{value}}” is geen instelling; vul een domein in zoals school.nl',
  },
};
