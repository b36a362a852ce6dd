import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLAN_FIELDS, type TPlanField, type TPlanItemKind } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { capitalize, useTerms } from '@/lib/use-terms';
import { usePlanFields } from '../api/get-plan-fields';
import { useSavePlanFields } from '../api/save-plan-fields';

const KINDS = Object.keys(PLAN_FIELDS) as TPlanItemKind[];

/** Labels of the fields; renamable terms come from the naming hook. */
function useFieldLabels(): Record<TPlanField, string> & Record<`group_${TPlanItemKind}`, string> {
  const { t } = useTranslation();
  const terms = useTerms();
  return {
    group_test: t('planFields.groups.test'),
    group_activity: t('planFields.groups.activity'),
    group_cluster: capitalize(terms.clusters),
    test_code: t('planFields.fields.test_code'),
    test_format: t('planFields.fields.test_format'),
    time: t('planFields.fields.time'),
    weight: t('planFields.fields.weight'),
    resit: t('planFields.fields.resit'),
    result: t('planFields.fields.result'),
    ects: capitalize(terms.credit),
    class_hours: t('planFields.fields.class_hours'),
    teacher: t('planFields.fields.teacher'),
    method: t('planFields.fields.method'),
    reading: t('planFields.fields.reading'),
    tools: t('planFields.fields.tools'),
    tools_permitted: t('planFields.fields.tools_permitted'),
    description: capitalize(terms.description),
    comment: t('planFields.fields.comment'),
    requirements: t('planFields.fields.requirements'),
    coordinator: t('planFields.fields.coordinator'),
    course_code: t('planFields.fields.course_code', { subject: capitalize(terms.subject) }),
  };
}

function PlanFieldsScreen({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const { data: fields, isPending, isError } = usePlanFields(locationId);
  const save = useSavePlanFields(locationId);

  const toggle = (field: TPlanField, visible: boolean) => {
    save.mutate(
      { [field]: visible },
      {
        onSuccess: () => notifications.show({ message: t('planFields.saved'), color: 'teal' }),
        onError: () => notifications.show({ message: t('planFields.saveFailed'), color: 'red' }),
      },
    );
  };

  return (
    <Page title={t('planFields.title')}>
      <Text c="dimmed" maw={720}>
        {t('planFields.intro')}
      </Text>
      {isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : isError || !fields ? (
        <Alert color="red" icon={<Icon glyph={alertGlyph} size={18} />}>
          {t('planFields.loadFailed')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {KINDS.map((kind) => (
            <Paper key={kind} withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {labels[`group_${kind}`]}
                </Title>
                {PLAN_FIELDS[kind].map((field) => (
                  <Switch
                    key={field}
                    label={labels[field]}
                    checked={fields[field] ?? true}
                    onChange={(event) => toggle(field, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}

/**
 * Which optional fields the plan forms of this location show (docs/organisation.md "Plan field
 * visibility").
 */
export default function AdminPlanFieldsRoute() {
  const { t } = useTranslation();
  const { location } = useAppContext();
  const id = Number(location);
  if (!location || !Number.isInteger(id) || id <= 0) {
    return (
      <Page title={t('planFields.title')}>
        <Text>{t('catalogues.noLocation')}</Text>
        <Button component={Link} to="/locaties" w="fit-content">
          {t('catalogues.chooseLocation')}
        </Button>
      </Page>
    );
  }
  return <PlanFieldsScreen locationId={id} />;
}
