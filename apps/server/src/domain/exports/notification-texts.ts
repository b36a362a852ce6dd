import { DEFAULT_LANGUAGE, type TLanguage } from '@cp/contracts';

/** The notifications of an export, one per state (docs/exports.md "Notifications"). */
export type ExportNotificationType =
  'export_in_line' | 'export_started' | 'export_ready' | 'export_failed';

/** `part`: the one part an export holds when it is named as such ("PTA"), else absent. */
type Values = { education: string; part?: string };

/*
 * Stored as text in the user's interface language at the moment of the request (not the
 * document's language): the panel shows it as it is, like the review notifications.
 */
const TEXTS: Record<TLanguage, Record<ExportNotificationType, (values: Values) => string>> = {
  nl: {
    export_in_line: ({ education }) => `Je export van ${education} staat in de wachtrij`,
    export_started: ({ education }) => `Je export van ${education} wordt gemaakt`,
    export_ready: ({ education }) => `Je export van ${education} is klaar om te downloaden`,
    export_failed: ({ education }) => `Je export van ${education} is mislukt. Probeer het opnieuw`,
  },
  en: {
    export_in_line: ({ education }) => `Your export of ${education} is in line`,
    export_started: ({ education }) => `Your export of ${education} is being made`,
    export_ready: ({ education }) => `Your export of ${education} is ready to download`,
    export_failed: ({ education }) => `Your export of ${education} failed. Please try again`,
  },
};

/** "Je export van Havo 4 (PTA) is klaar om te downloaden": the part after the education's name. */
export function exportNotificationText(
  type: ExportNotificationType,
  language: TLanguage | null,
  values: Values,
): string {
  const education = values.part ? `${values.education} (${values.part})` : values.education;
  return TEXTS[language ?? DEFAULT_LANGUAGE][type]({ education });
}
