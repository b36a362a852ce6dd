import { Button, Checkbox, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { capitalize } from '@/lib/use-terms';
import { Icon } from '@/components/icons/Icon';
import { plusGlyph } from '@/components/icons/glyphs/plus';
import { useTree } from './TreeContext';
import { ALL_TRACKS, ANY_LEVEL } from './use-tree-filters';

/** Above the competence tree: its filters, opening and closing all, and adding a competence. */
export function TreeToolbar({
  query,
  onQuery,
  level,
  levels,
  onLevel,
  uncoveredOnly,
  onUncoveredOnly,
  track,
  tracks,
  onTrack,
  onExpandAll,
  onCollapseAll,
}: {
  query: string;
  onQuery: (query: string) => void;
  /** The level filtered on, or null for any level. */
  level: string | null;
  levels: readonly string[];
  onLevel: (level: string) => void;
  uncoveredOnly: boolean;
  onUncoveredOnly: (uncoveredOnly: boolean) => void;
  /** The track filtered on (null: all) and the tracks the goals use; no select without any. */
  track: string | null;
  tracks: readonly string[];
  onTrack: (track: string) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  const { t, terms, readOnly, act } = useTree();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm" style={{ flex: '1 1 480px' }}>
        <TextInput
          label={t('design.search')}
          description={t('design.tree.filterHint', {
            competences: terms.competences,
            learningOutcomes: terms.learningOutcomes,
            learningGoals: terms.learningGoals,
          })}
          placeholder={t('design.searchPlaceholder')}
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          rightSection={
            query === '' ? null : (
              <CloseButton
                size="sm"
                aria-label={t('design.clearSearch')}
                onClick={() => onQuery('')}
              />
            )
          }
          style={{ flex: '1 1 280px', maxWidth: 480 }}
        />
        <NativeSelect
          label={t('design.tree.level')}
          value={level ?? ANY_LEVEL}
          onChange={(event) => onLevel(event.currentTarget.value)}
          data={[
            { value: ANY_LEVEL, label: t('design.tree.anyLevel') },
            ...levels.map((value) => ({ value, label: value })),
          ]}
          style={{ flex: '0 1 180px' }}
        />
        {tracks.length > 0 && (
          <NativeSelect
            label={t('design.tree.track')}
            value={track ?? ALL_TRACKS}
            onChange={(event) => onTrack(event.currentTarget.value)}
            data={[
              { value: ALL_TRACKS, label: t('design.tree.allTracks') },
              ...tracks.map((value) => ({ value, label: value })),
            ]}
            style={{ flex: '0 1 180px' }}
          />
        )}
        <Checkbox
          label={capitalize(
            t('design.tree.uncoveredOnly', {
              learningGoals: terms.learningGoals,
              cluster: terms.cluster,
            }),
          )}
          checked={uncoveredOnly}
          onChange={(event) => onUncoveredOnly(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Group gap="xs">
        <Button variant="default" size="sm" onClick={onExpandAll}>
          {t('design.tree.expandAll')}
        </Button>
        <Button variant="default" size="sm" onClick={onCollapseAll}>
          {t('design.tree.collapseAll')}
        </Button>
        {!readOnly && (
          <Button
            size="sm"
            leftSection={<Icon glyph={plusGlyph} size={16} />}
            onClick={() => act({ type: 'create', kind: 'competences' })}
          >
            {capitalize(t('design.add', { item: terms.competence }))}
          </Button>
        )}
      </Group>
    </Group>
  );
}
