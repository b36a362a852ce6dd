import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUBBLE_MAX_CLUSTERS, type TAnalysisSummary } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useAnalysisRead } from '../api/analysis-queries';
import { ANALYSIS_LINKS } from '../analysis-links';
import { BubbleView } from '../tabs/chart-tabs';
import { useNames } from '../use-names';

type TSizeBy = 'ects' | 'goals';

/**
 * The bubble view of the year (docs/analysis.md "Screen"): a button that opens it, or — disabled —
 * says why not (a flexible curriculum, or more clusters than BUBBLE_MAX_CLUSTERS) next to it, not
 * only in a tooltip.
 */
export function BubbleButton({
  location,
  education,
  year,
  bubble,
}: {
  location: string;
  education: string;
  year: TAnalysisSummary['years'][number];
  bubble: TAnalysisSummary['bubble'][number] | null;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const names = useNames();
  const reasonId = useId();
  const [opened, setOpened] = useState(false);
  const reason = bubble === null || bubble.available ? null : bubble.reason;
  return (
    <>
      <Group gap="sm" align="center" wrap="nowrap">
        <Button
          variant="default"
          disabled={reason !== null || bubble === null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => setOpened(true)}
        >
          {t('analysis.bubble.open')}
        </Button>
        {reason && (
          <Text id={reasonId} size="sm" c="gray.7" maw={360}>
            {reason === 'flexible'
              ? t('analysis.bubble.flexible', { education: terms.education })
              : t('analysis.bubble.tooMany', {
                  max: BUBBLE_MAX_CLUSTERS,
                  clusters: terms.clusters,
                })}
          </Text>
        )}
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        size="90rem"
        title={t('analysis.bubble.title', { year: names.year(year) })}
      >
        {opened && (
          <BubbleBody
            target={{ location, education, year: String(year.id) }}
            sizeLabel={{ ects: capitalize(terms.credits), goals: capitalize(terms.learningGoals) }}
          />
        )}
      </Modal>
    </>
  );
}

function BubbleBody({
  target,
  sizeLabel,
}: {
  target: { location: string; education: string; year: string };
  sizeLabel: Record<TSizeBy, string>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [sizeBy, setSizeBy] = useState<TSizeBy>('ects');
  const query = useAnalysisRead(target, 'bubbles');
  const loader = (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm" id={labelId}>
          {t('analysis.bubble.sizeBy')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={sizeBy}
          onChange={(value) => setSizeBy(value === 'goals' ? 'goals' : 'ects')}
          data={[
            { value: 'ects', label: sizeLabel.ects },
            { value: 'goals', label: sizeLabel.goals },
          ]}
        />
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light">
          {t('analysis.loadFailed')}
        </Alert>
      ) : !query.data ? (
        loader
      ) : (
        <Suspense fallback={loader}>
          <BubbleView data={query.data} sizeBy={sizeBy} links={ANALYSIS_LINKS} />
        </Suspense>
      )}
    </Stack>
  );
}
