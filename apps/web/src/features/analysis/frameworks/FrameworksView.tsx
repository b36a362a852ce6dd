import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TFramework, TFrameworkCoverage, TFrameworkLinks } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { frameworkLabel as label, useFrameworks } from '@/lib/framework-queries';
import { useTerms } from '@/lib/use-terms';
import { ANALYSIS_LINKS, FRAMEWORK_PARAM } from '../analysis-links';
import {
  NO_COVERAGE_FILTERS,
  useFrameworkCoverage,
  useFrameworkLinks,
  type TCoverageFilters,
} from '../api/framework-coverage-queries';
import type { TAnalysisLinks } from '../tabs/tab-props';
import { CoverageFigures } from './CoverageFigures';
import { CoverageFilters } from './CoverageFilters';
import { CoverageTable } from './CoverageTable';

type TChoice = { id: number; label: string };

/** The frameworks the education links to, once each, in the order of the links' items. */
function linkedFrameworks(links: TFrameworkLinks): TChoice[] {
  const seen = new Map<number, TChoice>();
  for (const item of links.items) {
    if (!seen.has(item.framework_id)) {
      seen.set(item.framework_id, {
        id: item.framework_id,
        label: label({ title: item.framework_title, code: item.framework_code }),
      });
    }
  }
  return [...seen.values()];
}

/** `?framework=` as an id, or null. */
function frameworkParam(params: URLSearchParams): number | null {
  const value = Number(params.get(FRAMEWORK_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The credit a framework carries wherever its items are shown (docs/frameworks.md,
 * Attribution): "Bron: SLO, opendata.slo.nl, licentie CC BY 4.0", linked to the source.
 */
function Attribution({ framework }: { framework: TFrameworkCoverage['framework'] }) {
  const { t } = useTranslation();
  if (framework.attribution === '' && framework.licence === '') return null;
  const text = t('frameworkCoverage.attribution', {
    attribution: framework.attribution,
    licence: framework.licence,
  });
  return (
    <Text size="sm" c="gray.7" data-testid="framework-attribution">
      {framework.source_url ? (
        <Anchor href={framework.source_url} target="_blank" rel="noreferrer" inherit>
          {text}
        </Anchor>
      ) : (
        text
      )}
    </Text>
  );
}

/** No links yet: say where they are made. */
function NothingLinked() {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <Alert color="blue" variant="light" title={t('frameworkCoverage.empty.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('frameworkCoverage.empty.text', terms)}</Text>
        <Button component={Link} to={ANALYSIS_LINKS.design()} size="sm">
          {t('frameworkCoverage.empty.toDesign')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The chosen framework's coverage: its name and credit, filters, figures and table. */
function Coverage({
  location,
  education,
  framework,
  links,
}: {
  location: string;
  education: string;
  framework: number;
  links: TAnalysisLinks;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const headingId = useId();
  // Filters belong to a framework: the view keys this by framework, so another starts without.
  const [filters, setFilters] = useState<TCoverageFilters>(NO_COVERAGE_FILTERS);
  const query = useFrameworkCoverage(location, education, framework, filters);

  if (query.isError) {
    const gone = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <Alert color="red" variant="light">
        {t(gone ? 'frameworkCoverage.frameworkGone' : 'frameworkCoverage.loadFailed')}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const coverage = query.data;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Stack gap={2}>
        <Title order={3} size="h4" id={headingId}>
          {label(coverage.framework)}
        </Title>
        <Text size="sm" c="gray.7">
          {t(
            coverage.framework.version ? 'frameworkCoverage.version' : 'frameworkCoverage.release',
            {
              version: coverage.framework.version,
              release: coverage.framework.release,
            },
          )}
        </Text>
        <Attribution framework={coverage.framework} />
      </Stack>
      <CoverageFilters coverage={coverage} filters={filters} onFilters={setFilters} />
      <CoverageFigures coverage={coverage} />
      <Text size="sm" c="gray.7">
        {t('frameworkCoverage.explanation', terms)}
      </Text>
      <div aria-busy={query.isPlaceholderData}>
        <CoverageTable coverage={coverage} links={links} />
      </div>
    </Stack>
  );
}

/**
 * The analysis screen's frameworks tab (docs/analysis.md "Frameworks"): of the whole
 * education, not of the chosen year. A choice of framework (those the education links to first;
 * `?framework=` chooses one, so a health finding can link here), then its coverage; without any
 * link, where links are made.
 */
export function FrameworksView({
  location,
  education,
  links = ANALYSIS_LINKS,
}: {
  location: string;
  education: string;
  links?: TAnalysisLinks;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [params, setParams] = useSearchParams();
  const linksQuery = useFrameworkLinks(location, education);
  const frameworks = useFrameworks(location);

  if (linksQuery.isError) {
    return (
      <Alert color="red" variant="light">
        {t('frameworkCoverage.loadFailed')}
      </Alert>
    );
  }
  if (!linksQuery.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const linked = linkedFrameworks(linksQuery.data);
  if (linked.length === 0) return <NothingLinked />;

  const linkedIds = new Set(linked.map((choice) => choice.id));
  // The location's other frameworks, when its list could be read (it is not needed to show one).
  const others: TChoice[] = (frameworks.data ?? [])
    .filter((framework: TFramework) => !linkedIds.has(framework.id))
    .map((framework) => ({ id: framework.id, label: label(framework) }));
  const asked = frameworkParam(params);
  const framework = asked ?? linked[0]!.id;
  const known = linkedIds.has(framework) || others.some((choice) => choice.id === framework);
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(FRAMEWORK_PARAM, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('frameworkCoverage.scopeNote', terms)}
      </Text>
      <NativeSelect
        label={t('frameworkCoverage.framework')}
        value={String(framework)}
        onChange={(event) => choose(event.currentTarget.value)}
        maw={520}
        data={[
          // A framework asked by the URL that no list holds: its coverage answer says why.
          ...(known ? [] : [{ value: String(framework), label: `#${framework}` }]),
          {
            group: t('frameworkCoverage.linkedGroup', terms),
            items: linked.map((choice) => ({ value: String(choice.id), label: choice.label })),
          },
          ...(others.length > 0
            ? [
                {
                  group: t('frameworkCoverage.otherGroup'),
                  items: others.map((choice) => ({
                    value: String(choice.id),
                    label: choice.label,
                  })),
                },
              ]
            : []),
        ]}
      />
      <Coverage
        key={framework}
        location={location}
        education={education}
        framework={framework}
        links={links}
      />
    </Stack>
  );
}
