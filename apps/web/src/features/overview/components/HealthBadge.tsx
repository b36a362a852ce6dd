import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEducationHealth } from '../api/get-health';

/*
 * The bands of the analysis screen's health score (features/analysis/health-score.ts; features do
 * not import each other): 80 and up healthy, from 50 needs attention, below that poor.
 */
function band(score: number | null): 'good' | 'fair' | 'poor' | 'none' {
  if (score === null) return 'none';
  return score >= 80 ? 'good' : score >= 50 ? 'fair' : 'poor';
}
/*
 * Text colours that read at 4.5:1 or more on the page (WCAG 1.4.3, the badge's text is small).
 * Mantine's yellow 9 (#e67700) was 2.8:1; this darker orange of the same hue is 5.6:1 on white.
 */
const COLORS = { good: 'teal.9', fair: '#a15300', poor: 'red.9', none: 'gray.7' } as const;

/** A small badge with the education's health score (number and word), linking to /analyse. */
export function HealthBadge({ location, education }: { location: string; education: string }) {
  const { t } = useTranslation();
  const { data } = useEducationHealth(location, education);
  if (!data) return null;
  const score = data.education.score;
  const which = band(score);
  const text =
    score === null
      ? t('analysis.badge.none')
      : t('analysis.badge.label', { score, band: t(`analysis.health.bands.${which}`) });
  return (
    <Anchor component={Link} to="/analyse" underline="never" title={t('analysis.badge.link')}>
      <Group gap={4} wrap="nowrap">
        <Badge color={COLORS[which]} variant="outline" style={{ cursor: 'pointer' }}>
          {text}
        </Badge>
      </Group>
    </Anchor>
  );
}
