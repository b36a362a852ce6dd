import { Badge, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTestPlanView } from '@cp/contracts';
import type { TTestPlanFormat } from '../use-view-format';

/**
 * What the document's header says (docs/test-plan.md "Documents"): its name per sector, the
 * education, type, year, school year and cohort when known, status, version and adoption, and
 * "CONCEPT" while it is not adopted.
 */
export function TestPlanHeader({ view, format }: { view: TTestPlanView; format: TTestPlanFormat }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('testPlan.factsLabel')}>
      <Group gap="sm" mb="xs">
        <Title order={2} size="h4">
          {format.word(view.title)}
        </Title>
        {!view.adoption.adopted && (
          // #a15300: the darker orange of the health badge, 5.6:1 on white (docs/accessibility.md).
          <Badge color="#a15300" variant="outline">
            {format.word({ key: 'draftMark' })}
          </Badge>
        )}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4} m={0}>
        {view.facts.map((fact) => (
          <div key={fact.label.key}>
            <Text component="dt" size="xs" c="dimmed">
              {format.word(fact.label)}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {format.value(fact.value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}
