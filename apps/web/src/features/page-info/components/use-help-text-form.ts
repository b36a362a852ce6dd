import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TLanguage, TPageInfoEntry } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useSavePageInfo } from '../api/save-page-info';

const FIELDS = ['route', 'language', 'title', 'content', 'video'] as const;

/**
 * The state of a help text's form: its route and language (the path of `PUT pageinfo/:route/
 * :language`) and its body, checked with the contract's schemas of both. A refusal shows at its
 * field with a toast that says the data was refused; any other failure only in the toast.
 */
export function useHelpTextForm({
  entry,
  initialRoute,
  initialLanguage,
  onClose,
}: {
  entry: TPageInfoEntry | null;
  initialRoute: string;
  initialLanguage: TLanguage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePageInfo();
  return useSchemaForm({
    initial: {
      route: entry?.route ?? initialRoute,
      language: entry?.language ?? initialLanguage,
      title: entry?.title ?? '',
      content: entry?.content ?? '',
      video: entry?.video ?? '',
    },
    schema: (schemas) =>
      schemas.ZPageInfoInputSchema.extend(schemas.ZPageInfoEntryParamsSchema.shape),
    toInput: (values) => ({ ...values, route: values.route.trim(), video: values.video || null }),
    send: ({ route, language, ...input }) => save.mutateAsync({ route, language, input }),
    onSaved: () => {
      notifications.show({ message: t('helpTexts.saved'), color: 'teal' });
      onClose();
    },
    onRefused: (error) => {
      const fields = Object.keys(fieldErrorsOf(error));
      const invalid = FIELDS.some((field) => fields.includes(field));
      notifications.show({
        message: invalid ? t('helpTexts.invalidData') : t('helpTexts.saveFailed'),
        color: 'red',
      });
    },
  });
}
