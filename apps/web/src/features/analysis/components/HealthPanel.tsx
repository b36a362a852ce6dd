import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Grid,
  Group,
  List,
  Loader,
  Paper,
  RingProgress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  HEALTH_CHECK_KEYS,
  TEST_PEAK_RULE,
  type TAnalysisSummary,
  type THealthCheck,
  type THealthItem,
  type THealthCheckKey,
} from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useAnalysisHealth, useAnalysisSummary } from '../api/analysis-queries';
import { useNames } from '../use-names';
import { healthItemHref } from '../analysis-links';
import { BAND_COLORS, healthBand } from '../health-score';
import { useFormat } from '../use-format';

type TScope = 'year' | 'education';

/** The name of each check, with the renamable terms in it. */
export function useCheckLabels(): Record<THealthCheckKey, { label: string; fix: string }> {
  const { t } = useTranslation();
  const terms = useTerms();
  const words = {
    learningGoals: terms.learningGoals,
    cluster: terms.cluster,
    clusters: terms.clusters,
    educationYear: terms.educationYear,
    educationYears: terms.educationYears,
    max: TEST_PEAK_RULE.maxLargePerWeek,
    maxAll: TEST_PEAK_RULE.maxTestsPerWeek,
  };
  return Object.fromEntries(
    HEALTH_CHECK_KEYS.map((key) => [
      key,
      {
        label: capitalize(t(`analysis.health.checks.${key}.label`, words)),
        fix: t(`analysis.health.checks.${key}.fix`, words),
      },
    ]),
  ) as Record<THealthCheckKey, { label: string; fix: string }>;
}

/** A score as a number out of 100, a ring in the band's colour and the band's word. */
function ScoreCard({ title, score }: { title: string; score: number | null }) {
  const { t } = useTranslation();
  const band = healthBand(score);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="md" wrap="nowrap">
        <RingProgress
          size={72}
          thickness={8}
          roundCaps
          sections={[{ value: score ?? 0, color: BAND_COLORS[band] }]}
          label={
            <Text ta="center" fw={700} size="lg" aria-hidden>
              {score ?? '–'}
            </Text>
          }
        />
        <Stack gap={2}>
          <Text size="sm" c="gray.7">
            {title}
          </Text>
          <Text fw={700} size="xl">
            {score === null ? t('analysis.health.noScore') : t('analysis.health.score', { score })}
          </Text>
          <Text fw={600}>{t(`analysis.health.bands.${band}`)}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The shown name of a finding's item. The server names goals, tests and clusters by the school's
 * own words; a week or a year it can only number, so those are named here in the interface
 * language ("Week 7", "Leerjaar 2" or the year's own name).
 */
function useItemLabel(years: readonly TAnalysisSummary['years'][number][]) {
  const { t } = useTranslation();
  const names = useNames();
  return (item: THealthItem): string => {
    if (item.kind === 'week' && item.week !== null)
      return capitalize(t('analysis.weekSingle', { week: item.week }));
    if (item.kind === 'year') {
      const year = years.find((candidate) => candidate.id === item.id);
      if (year) return names.year(year);
    }
    return item.label;
  };
}

function Findings({
  checks,
  years,
}: {
  checks: THealthCheck[];
  years: readonly TAnalysisSummary['years'][number][];
}) {
  const { t } = useTranslation();
  const labels = useCheckLabels();
  const format = useFormat();
  const itemLabel = useItemLabel(years);
  const failing = checks.filter((check) => check.failing > 0);
  const passing = checks.filter((check) => check.total > 0 && check.failing === 0);
  if (failing.length === 0) {
    return (
      <Text size="sm">
        {checks.some((check) => check.total > 0)
          ? t('analysis.health.allPass')
          : t('analysis.health.nothingChecked')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {/* A closed finding renders nothing: its items are rendered when it is opened. */}
      <Accordion variant="contained" multiple keepMounted={false}>
        {failing.map((check) => (
          <Accordion.Item key={check.key} value={check.key}>
            <Accordion.Control>
              <Group gap="sm" justify="space-between" wrap="nowrap" pr="sm">
                <Text fw={600}>{labels[check.key].label}</Text>
                <Badge color="red.9" variant="outline" style={{ flexShrink: 0 }}>
                  {t('analysis.health.failing', {
                    failing: format.number(check.failing),
                    total: format.number(check.total),
                  })}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm" c="gray.7">
                  {labels[check.key].fix}
                </Text>
                <List size="sm" spacing={4}>
                  {check.items.map((item) => (
                    <List.Item key={`${item.kind}:${item.id}`}>
                      <Anchor component={Link} to={healthItemHref(item)} size="sm">
                        {itemLabel(item)}
                      </Anchor>
                      {/* Tests often share a name ("Kennistoets 1"): the week tells them apart. */}
                      {item.week !== null && item.kind !== 'week' && (
                        <Text span size="sm" c="gray.7">
                          {` · ${t('analysis.weekSingle', { week: item.week })}`}
                        </Text>
                      )}
                    </List.Item>
                  ))}
                </List>
                {check.failing > check.items.length && (
                  <Text size="sm" c="gray.7">
                    {t('analysis.health.more', { count: check.failing - check.items.length })}
                  </Text>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {passing.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('analysis.health.passing', {
            checks: passing.map((check) => labels[check.key].label).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The curriculum health check, first on the screen (docs/analysis.md): the score of the chosen
 * year and of the whole education, and the failing checks of either with their items, each a
 * link to where it is mended.
 */
export function HealthPanel({
  location,
  education,
  yearId,
}: {
  location: string;
  education: string;
  yearId: number;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const headingId = useId();
  const query = useAnalysisHealth(location, education);
  // Cached already: the screen read the summary for its year choice.
  const summary = useAnalysisSummary(location, education);
  const [scope, setScope] = useState<TScope>('year');
  const year = query.data?.years.find((item) => item.year_id === yearId);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('analysis.health.title', { education: terms.education })}
        </Title>
        {query.isError ? (
          <Alert color="red" variant="light">
            {t('analysis.health.loadFailed')}
          </Alert>
        ) : !query.data ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="sm">
                <ScoreCard
                  title={capitalize(
                    t('analysis.health.yearScore', { educationYear: terms.educationYear }),
                  )}
                  score={year?.score ?? null}
                />
                <ScoreCard
                  title={capitalize(
                    t('analysis.health.educationScore', { education: terms.education }),
                  )}
                  score={query.data.education.score}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="sm">
                <Group gap="sm" align="center">
                  <Text size="sm" fw={600} component="span">
                    {t('analysis.health.findingsOf')}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-label={t('analysis.health.findingsOf')}
                    value={scope}
                    onChange={(value) => setScope(value === 'education' ? 'education' : 'year')}
                    data={[
                      {
                        value: 'year',
                        label: capitalize(
                          t('analysis.health.thisYear', { educationYear: terms.educationYear }),
                        ),
                      },
                      {
                        value: 'education',
                        label: capitalize(
                          t('analysis.health.wholeEducation', { education: terms.education }),
                        ),
                      },
                    ]}
                  />
                </Group>
                <Findings
                  checks={scope === 'year' ? (year?.checks ?? []) : query.data.education.checks}
                  years={summary.data?.years ?? []}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Paper>
  );
}
