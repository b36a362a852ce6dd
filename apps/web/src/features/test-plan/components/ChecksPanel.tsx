import { Anchor, Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTestPlanCheck } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { checkGlyph } from '@/components/icons/glyphs/check';
import type { TTestPlanFormat } from '../use-view-format';

/**
 * The checks of the year (docs/test-plan.md "Checks"): each one says what is wrong in the test
 * plan's words and, when it is about a test or a planned cluster, leads to its row.
 */
export function ChecksPanel({
  checks,
  format,
  onShow,
}: {
  checks: TTestPlanCheck[];
  format: TTestPlanFormat;
  onShow: (check: TTestPlanCheck) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="toetsplan-checks">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id="toetsplan-checks">
          {format.word({ key: 'checksTitle' })}
        </Title>
        {checks.length > 0 && (
          <Badge color="orange" variant="light">
            {t('testPlan.checkCount', { count: checks.length })}
          </Badge>
        )}
      </Group>
      {checks.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <Icon glyph={checkGlyph} size={18} color="#237032" />
          <Text size="sm">{format.word({ key: 'noChecks' })}</Text>
        </Group>
      ) : (
        <List
          spacing={4}
          size="sm"
          icon={<Icon glyph={alertGlyph} size={16} color="#a15300" />}
          center
        >
          {checks.map((check, index) => {
            const text = format.word(check.word);
            const target = check.test_id !== null || check.planned_cluster_id !== null;
            return (
              // The same check can be said twice (two clusters of one exam group).
              <List.Item key={`${check.key}-${check.test_id}-${check.planned_cluster_id}-${index}`}>
                {target ? (
                  <Anchor component="button" type="button" size="sm" onClick={() => onShow(check)}>
                    {text}
                  </Anchor>
                ) : (
                  text
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
