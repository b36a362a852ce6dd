import { Group } from '@mantine/core';
import type { TAnalysisSummary } from '@cp/contracts';
import { selectEducationYear } from '@/lib/context-store';
import { BubbleButton } from './BubbleButton';
import { CompareControl, type TCompareTarget } from './CompareControl';
import { YearSelect } from './YearSelect';

/** Above the health check: the year, what to compare with, and the bubble view of the year. */
export function AnalysisControls({
  location,
  education,
  summary,
  year,
  compare,
  onCompare,
}: {
  location: string;
  education: string;
  summary: TAnalysisSummary;
  year: TAnalysisSummary['years'][number];
  compare: TCompareTarget | null;
  onCompare: (target: TCompareTarget | null) => void;
}) {
  const yearId = String(year.id);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <YearSelect
        years={summary.years}
        value={yearId}
        onChange={(id) => {
          selectEducationYear(id);
          // A compared year equal to the new main year compares nothing.
          if (compare?.education === education && compare.year === id) onCompare(null);
        }}
      />
      <CompareControl
        location={location}
        education={education}
        educationName={summary.education.name}
        yearId={yearId}
        compare={compare}
        onCompare={onCompare}
      />
      <BubbleButton
        location={location}
        education={education}
        year={year}
        bubble={summary.bubble.find((item) => item.year_id === year.id) ?? null}
      />
    </Group>
  );
}
