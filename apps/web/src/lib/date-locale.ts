/**
 * The locale dates are formatted in for an interface language (issue 14). A bare 'en' formats
 * as American English, month first ("January 1, 2020", "Nov 25, 2026"), while most screens
 * already showed British English, day first ("25 Nov 2026"): one English screen said one, the
 * next the other. The interface's English is British; Dutch is the Netherlands'.
 */
export function dateLocale(language: string): 'en-GB' | 'nl-NL' {
  return language === 'en' || language.startsWith('en-') ? 'en-GB' : 'nl-NL';
}
