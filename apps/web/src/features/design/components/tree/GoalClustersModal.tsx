import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import type { TDesign, TLearningGoal } from '@cp/contracts';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import { capitalize } from '@/lib/use-terms';
import { useSetGoalClusters } from '@/features/design/api/set-goal-clusters';
import { itemName, useTree } from './TreeContext';
import { notifyRefusal } from '@/lib/notify-refusal';
import { fieldErrorsOf } from '@/lib/server-messages';

/** Which clusters cover one learning goal (the other way round from a cluster's goals). */
export function GoalClustersModal({
  design,
  location,
  education,
  goal,
  onClose,
}: {
  design: TDesign;
  location: string;
  education: string;
  goal: TLearningGoal;
  onClose: () => void;
}) {
  const { t, terms } = useTree();
  const save = useSetGoalClusters(location, education);
  const options = useMemo(
    () =>
      design.clusters.map((cluster) => ({ value: String(cluster.id), label: itemName(cluster) })),
    [design.clusters],
  );
  const [chosen, setChosen] = useState(() =>
    design.clusters
      .filter((cluster) => cluster.goal_ids.includes(goal.id))
      .map((cluster) => String(cluster.id)),
  );
  const [error, setError] = useState<string | undefined>();
  const dirty = useChangedSinceOpened({ chosen });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: save.isPending,
    onClose,
  });

  const submit = async () => {
    try {
      await save.mutateAsync({ goal: goal.id, clusterIds: chosen.map(Number) });
      notifications.show({
        color: 'green',
        message: t('design.tree.clustersSaved', { clusters: terms.clusters }),
      });
      onClose();
    } catch (failure) {
      setError(Object.values(fieldErrorsOf(failure, { terms }))[0]);
      notifyRefusal(failure, t('design.tree.clustersFailed', { clusters: terms.clusters }), {
        terms,
      });
    }
  };

  return (
    <>
      <Modal
        opened
        {...modalProps}
        centered
        size="lg"
        title={capitalize(
          t('design.tree.setClustersOf', { clusters: terms.clusters, name: itemName(goal) }),
        )}
      >
        <Stack gap="md">
          {options.length === 0 ? (
            <Text c="dimmed">{t('design.tree.noClusters', { clusters: terms.clusters })}</Text>
          ) : (
            <MultiSelect
              label={capitalize(terms.clusters)}
              description={t('design.tree.clustersHint', { clusters: terms.clusters })}
              placeholder={t('design.pickerHint')}
              data={options}
              value={chosen}
              onChange={setChosen}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t('design.nothingFound')}
              maxDropdownHeight={280}
              error={error}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose} disabled={save.isPending}>
              {t('design.cancel')}
            </Button>
            <Button
              onClick={() => void submit()}
              loading={save.isPending}
              disabled={options.length === 0}
            >
              {t('design.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {question}
    </>
  );
}
