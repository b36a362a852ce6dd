import type { TAccessLevel } from '@cp/contracts';

/** The reference page's own words, and the access levels' meaning (also in the document). */
export type Language = 'nl' | 'en';

export const REFERENCE_TEXTS = {
  nl: {
    title: 'API-referentie',
    intro:
      'Dit is de API die de webapp zelf gebruikt. Meld je aan (wachtwoord of schoolaccount) om de sessiecookie te krijgen; elk verzoek dat iets verandert stuurt de waarde van de cookie XSRF-TOKEN mee in de header x-xsrf-token. Antwoorden zijn { "data": ... }; fouten { "message", "code", "key", "errors", "keys" }, met in "key" en "keys" vaste meldingssleutels.',
    download: 'Het OpenAPI 3.1-document (JSON)',
    contents: 'Inhoud',
    access: 'Toegang',
    parameters: 'Parameters',
    body: 'Verzoek',
    answer: 'Antwoord',
    required: 'verplicht',
    summaries: 'De beschrijvingen per endpoint zijn in het Engels.',
    levels: {
      public: 'Zonder aanmelden.',
      signedIn: 'Iedere aangemelde gebruiker; gaat alleen over jezelf.',
      platformAdmin: 'Alleen de platformbeheerder.',
      member: 'Iedere rol op de locatie, ook zonder actieve licentie.',
      licensedMember: 'Iedere rol op een locatie met een actieve licentie.',
      designer: 'Ontwerpers en beheerders van een locatie met licentie.',
      admin: 'Beheerders van een locatie met licentie.',
      adminUnlicensed: 'Beheerders van de locatie, ook zonder actieve licentie.',
    },
  },
  en: {
    title: 'API reference',
    intro:
      'This is the API the web app itself uses. Sign in (password or school account) to get the session cookie; every request that changes something sends the value of the XSRF-TOKEN cookie in the x-xsrf-token header. Answers are { "data": ... }; errors { "message", "code", "key", "errors", "keys" }, with stable message keys in "key" and "keys".',
    download: 'The OpenAPI 3.1 document (JSON)',
    contents: 'Contents',
    access: 'Access',
    parameters: 'Parameters',
    body: 'Request',
    answer: 'Answer',
    required: 'required',
    summaries: '',
    levels: {
      public: 'No sign-in needed.',
      signedIn: 'Any signed-in user; answers only about the caller.',
      platformAdmin: 'The platform administrator only.',
      member: 'Any role at the location, with or without an active license.',
      licensedMember: 'Any role at a location with an active license.',
      designer: 'Designers and administrators of a licensed location.',
      admin: 'Administrators of a licensed location.',
      adminUnlicensed: 'Administrators of the location, also without an active license.',
    },
  },
} satisfies Record<Language, { levels: Record<TAccessLevel, string> } & Record<string, unknown>>;
