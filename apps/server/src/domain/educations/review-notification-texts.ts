import { DEFAULT_LANGUAGE, type TLanguage } from '@cp/contracts';

/** The notifications of the review round (docs/educations.md "Lifecycle"). */
export type ReviewNotificationType = 'review_requested' | 'review_approved' | 'education_activated';

type Values = { person: string; education: string };

/*
 * A notification is stored as text, so it is written once, in the recipient's language (not the
 * sender's): the panel shows it as it is.
 */
const TEXTS: Record<TLanguage, Record<ReviewNotificationType, (values: Values) => string>> = {
  nl: {
    review_requested: ({ person, education }) =>
      `${person} vraagt je om ${education} te beoordelen`,
    review_approved: ({ person, education }) => `${person} heeft ${education} goedgekeurd`,
    education_activated: ({ education }) => `${education} is goedgekeurd en nu actief`,
  },
  en: {
    review_requested: ({ person, education }) => `${person} asks you to review ${education}`,
    review_approved: ({ person, education }) => `${person} approved ${education}`,
    education_activated: ({ education }) => `${education} has been approved and is now active`,
  },
};

export function reviewNotificationText(
  type: ReviewNotificationType,
  language: TLanguage | null,
  values: Values,
): string {
  return TEXTS[language ?? DEFAULT_LANGUAGE][type](values);
}
