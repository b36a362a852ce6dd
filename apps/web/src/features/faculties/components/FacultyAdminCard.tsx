import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEducationParent, TFaculty } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { educationParentsQueryOptions } from '@/lib/education-parent-queries';
import { facultyDeleteBlock, parentDeleteBlock } from './delete-blocked';

export type TAdminAction =
  | { kind: 'renameFaculty'; faculty: TFaculty }
  | { kind: 'deleteFaculty'; faculty: TFaculty }
  | { kind: 'createParent'; faculty: TFaculty }
  | { kind: 'renameParent'; faculty: TFaculty; parent: TEducationParent }
  | { kind: 'deleteParent'; faculty: TFaculty; parent: TEducationParent };

/**
 * Delete, or, while something still holds it back, a disabled delete with the reason next to it
 * (and as its description), so nobody confirms a delete the server will refuse.
 */
function DeleteAction({
  label,
  blocked,
  reasonId,
  compact = false,
  onDelete,
}: {
  label: string;
  blocked: string | null;
  reasonId: string;
  compact?: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      {blocked && (
        <Text id={reasonId} size="xs" c="dimmed">
          {blocked}
        </Text>
      )}
      <Button
        size={compact ? 'compact-xs' : 'xs'}
        variant={compact ? 'subtle' : 'default'}
        color="red"
        aria-label={label}
        aria-describedby={blocked ? reasonId : undefined}
        disabled={blocked !== null}
        onClick={onDelete}
      >
        {t('faculties.delete')}
      </Button>
    </Group>
  );
}

/** One faculty on /admin/faculties with its education parents and their actions. */
export function FacultyAdminCard({
  location,
  faculty,
  onAction,
}: {
  location: string;
  faculty: TFaculty;
  onAction: (action: TAdminAction) => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  // Read again on every visit: the counts that decide whether delete is offered change on other
  // screens (an education created, moved, archived), which do not touch this query's key.
  const parents = useQuery({
    ...educationParentsQueryOptions(location, faculty.id),
    refetchOnMount: 'always',
  });
  const facultyBlock = facultyDeleteBlock(t, faculty);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={faculty.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Title order={2} size="h4">
              {faculty.name}
            </Title>
            <Badge variant="light" color="gray" tt="none">
              {t('faculties.parentsCount', { count: faculty.education_parents_count })}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              aria-label={t('faculties.renameLabel', { name: faculty.name })}
              onClick={() => onAction({ kind: 'renameFaculty', faculty })}
            >
              {t('faculties.rename')}
            </Button>
            <DeleteAction
              label={t('faculties.deleteLabel', { name: faculty.name })}
              blocked={facultyBlock}
              reasonId={`faculty-${faculty.id}-delete-blocked`}
              onDelete={() => onAction({ kind: 'deleteFaculty', faculty })}
            />
          </Group>
        </Group>
        <Text size="sm" fw={600} c="dimmed">
          {t('faculties.parents')}
        </Text>
        {parents.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : parents.data && parents.data.length > 0 ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {parents.data.map((parent) => (
              <Group
                key={parent.id}
                component="li"
                justify="space-between"
                py={6}
                px="sm"
                style={{ borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
              >
                <Text>{parent.name}</Text>
                <Group gap="xs">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={t('faculties.renameLabel', { name: parent.name })}
                    onClick={() => onAction({ kind: 'renameParent', faculty, parent })}
                  >
                    {t('faculties.rename')}
                  </Button>
                  <DeleteAction
                    compact
                    label={t('faculties.deleteLabel', { name: parent.name })}
                    blocked={parentDeleteBlock(t, terms, parent)}
                    reasonId={`education-parent-${parent.id}-delete-blocked`}
                    onDelete={() => onAction({ kind: 'deleteParent', faculty, parent })}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {parents.isError ? t('faculties.gone') : t('faculties.noParents')}
          </Text>
        )}
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          aria-label={t('faculties.addParentLabel', { name: faculty.name })}
          onClick={() => onAction({ kind: 'createParent', faculty })}
        >
          {t('faculties.addParent')}
        </Button>
      </Stack>
    </Paper>
  );
}
