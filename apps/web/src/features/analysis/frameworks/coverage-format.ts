import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFrameworkCoverageFigure } from '@cp/contracts';
import { formatNumber } from '@/lib/number-format';

/**
 * The coverage figures in the interface language's format: a share as a percentage with one
 * decimal at most ("62,5%" in Dutch, "62.5%" in English) with its count ("40 van 64").
 */
export function useCoverageFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    const number = (value: number) => formatNumber(value, language);
    return {
      number,
      percent: (share: number | null) => (share === null ? '–' : percent.format(share)),
      figure: (figure: TFrameworkCoverageFigure) =>
        figure.share === null
          ? t('frameworkCoverage.figures.none')
          : t('frameworkCoverage.figure', {
              percent: percent.format(figure.share),
              part: number(figure.count),
              items: number(figure.items),
            }),
    };
  }, [language, t]);
}
