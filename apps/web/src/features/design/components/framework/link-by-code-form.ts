import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FRAMEWORK_LINK_LINES_MAX,
  frameworkCodeFinder,
  readCodeLine,
  type TDesign,
  type TLinkByCodeInput,
} from '@cp/contracts';
import { useSchemaForm, type TSchemaForm } from '@/components/form/use-schema-form';
import { useLinkGoalsByCode } from '@/lib/framework-link-queries';
import { frameworkQueryKey, type TFrameworkDetail } from '@/lib/framework-queries';
import { formatNumber } from '@/lib/number-format';
import { useTerms } from '@/lib/use-terms';

export type TLinkByCodeValues = { framework_id: string | null; lines: string };
export type TLinkByCodeForm = TSchemaForm<TLinkByCodeValues>;

type TInput = Omit<TLinkByCodeInput, 'framework_id'> & { framework_id: number | null };

/** The pasted text as the body's lines (empty lines left out). */
export const linesOf = (text: string) =>
  text.split('\n').flatMap((line) => readCodeLine(line) ?? []);

/**
 * "Koppelen op code" on the one form hook (docs/forms.md): every line is checked on the screen
 * against the design's goals and the chosen framework's codes (the rule the server keeps,
 * rules/framework-codes.ts), each problem named with its line, before anything is sent.
 */
export function useLinkByCodeForm(
  where: { location: string; education: string; design: TDesign | undefined },
  onSaved: () => void,
): TLinkByCodeForm {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const queryClient = useQueryClient();
  const link = useLinkGoalsByCode(where.location, where.education);
  const words = { learningGoal: terms.learningGoal, learningGoals: terms.learningGoals };

  const problemsOf = (input: TInput): string[] => {
    if (input.framework_id === null) return [];
    const detail = queryClient.getQueryData<TFrameworkDetail>(
      frameworkQueryKey(where.location, input.framework_id),
    );
    if (!detail || !where.design) return [];
    const find = frameworkCodeFinder(detail.items.filter((item) => item.withdrawn_in === null));
    const goals = new Map<string, number>();
    for (const goal of where.design.learning_goals) {
      goals.set(goal.index, (goals.get(goal.index) ?? 0) + 1);
    }
    const problems: string[] = [];
    input.lines.forEach((line, at) => {
      const number = at + 1;
      const count = goals.get(line.goal) ?? 0;
      if (count !== 1) {
        const key = count ? 'lineGoalAmbiguous' : 'lineGoalUnknown';
        problems.push(
          t(`frameworkLinks.byCode.${key}`, { line: number, goal: line.goal, ...words }),
        );
      }
      if (line.codes.length === 0) {
        problems.push(t('frameworkLinks.byCode.lineNoCodes', { line: number }));
      }
      for (const code of line.codes) {
        if (find(code) === undefined) {
          problems.push(t('frameworkLinks.byCode.lineCodeUnknown', { line: number, code }));
        }
      }
    });
    return problems;
  };

  return useSchemaForm<TLinkByCodeValues, TInput, { goals: number; added: number }>({
    initial: { framework_id: null, lines: '' },
    schema: (schemas) => schemas.ZLinkByCodeSchema,
    toInput: (values) => ({
      framework_id: values.framework_id === null ? null : Number(values.framework_id),
      lines: linesOf(values.lines),
    }),
    check: (input) => {
      const problems = problemsOf(input);
      return {
        ...(input.framework_id === null
          ? { framework_id: t('frameworkLinks.byCode.frameworkRequired') }
          : {}),
        ...(input.lines.length === 0 ? { lines: t('frameworkLinks.byCode.linesRequired') } : {}),
        ...(input.lines.length > FRAMEWORK_LINK_LINES_MAX
          ? {
              lines: t('frameworkLinks.byCode.tooManyLines', {
                max: formatNumber(FRAMEWORK_LINK_LINES_MAX, i18n.language),
              }),
            }
          : {}),
        ...(problems.length ? { lines: problems } : {}),
      };
    },
    fields: ['framework_id', 'lines'],
    send: (input) => link.mutateAsync({ ...input, framework_id: input.framework_id ?? 0 }),
    onSaved: (result) => {
      notifications.show({
        color: 'teal',
        message: t('frameworkLinks.byCode.done', {
          added: formatNumber(result.added, i18n.language),
          goals: formatNumber(result.goals, i18n.language),
          ...words,
        }),
      });
      onSaved();
    },
    failure: t('frameworkLinks.byCode.failed'),
  });
}
