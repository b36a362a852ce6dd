import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TNormCheck } from '@cp/contracts';
import { dateLocale } from '@/lib/date-locale';
import { useTerms } from '@/lib/use-terms';
import { useFormat } from '../use-format';

// Dark shades: the outline badge's text keeps AA contrast on white.
const STATUS_COLORS = { under: 'orange.9', within: 'teal.9', over: 'red.9' } as const;

/**
 * The year's study load against its norm, with the law it comes from and the date it took
 * effect (the norms are data, docs/analysis.md "Study-load norms"); the status as a word.
 */
export function NormLine({ norm }: { norm: TNormCheck | null }) {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const format = useFormat();
  if (!norm) {
    return (
      <Text size="sm" c="gray.7">
        {t('analysis.norm.none', { education: terms.education })}
      </Text>
    );
  }
  const unit = norm.norm.unit === 'ects' ? t('analysis.norm.ects') : t('analysis.norm.hours');
  const { per_year_min: min, per_year_max: max } = norm.norm;
  const range =
    min !== null && max !== null
      ? min === max
        ? t('analysis.norm.exactly', { value: format.number(min), unit })
        : t('analysis.norm.between', { min: format.number(min), max: format.number(max), unit })
      : min !== null
        ? t('analysis.norm.atLeast', { value: format.number(min), unit })
        : max !== null
          ? t('analysis.norm.atMost', { value: format.number(max), unit })
          : t('analysis.norm.noBound');
  const since = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'medium' }).format(
    new Date(`${norm.norm.effective_from}T00:00:00`),
  );
  // The law's text is data (it may be long): on its own line, below the figures.
  const law = norm.norm.law.trim();
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap" align="center">
        <Text size="sm" fw={600}>
          {t('analysis.norm.line', { planned: format.number(norm.planned), unit, range })}
        </Text>
        <Badge color={STATUS_COLORS[norm.status]} variant="outline">
          {t(`analysis.norm.status.${norm.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="gray.7" maw={900}>
        {t('analysis.norm.source', { law: /[.!?]$/.test(law) ? law : `${law}.`, since })}
      </Text>
    </Stack>
  );
}
