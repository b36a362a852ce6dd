import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlanMaterial } from '@cp/contracts';
import { materialFileUrl, useDeleteMaterial } from '@/features/plan/api/materials';
import { materialsOf } from '@/features/plan/api/plan-item-changes';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import type { TDetails } from './details-model';
import { Icon } from '@/components/icons/Icon';
import { downloadGlyph } from '@/components/icons/glyphs/download';
import { linkGlyph } from '@/components/icons/glyphs/link';
import { ItemList } from './ItemList';
import { useMoveInList, type TDialog } from './list-actions';
import { AddMaterialModal, EditMaterialModal } from './MaterialFormModal';

/** "1,2 MB", "35 kB" in the user's language. */
export function fileSize(bytes: number, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format.format(bytes / (1024 * 1024))} MB`;
  return `${format.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/**
 * The materials and data files of a planned cluster, in the team's order (move up and down):
 * links open in a new tab, files download.
 */
export function MaterialsSection({ details }: { details: TDetails }) {
  const { t } = useTranslation();
  const { plan, planned, readOnly, language, scope } = details;
  const materials = materialsOf(plan, planned.id);
  const remove = useDeleteMaterial(scope);
  const move = useMoveInList<TPlanMaterial>(details, 'materials');
  const [dialog, setDialog] = useState<TDialog<TPlanMaterial>>(null);
  const close = () => setDialog(null);

  const render = (material: TPlanMaterial) => (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge
          variant="light"
          color={material.kind === 'data_file' ? 'grape' : 'blue'}
          style={{ textTransform: 'none' }}
        >
          {t(`planItems.materials.kinds.${material.kind}`)}
        </Badge>
        <Text fw={600} size="sm">
          {material.title}
        </Text>
      </Group>
      {material.url !== null ? (
        <Anchor
          href={material.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('planItems.materials.open', { name: material.title })}
          style={{ wordBreak: 'break-all' }}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <Icon glyph={linkGlyph} size={14} />
            {material.url}
          </Group>
        </Anchor>
      ) : (
        <Anchor
          href={materialFileUrl(scope.location, scope.education, material.id)}
          download={material.file_name ?? true}
          size="sm"
          aria-label={t('planItems.materials.download', { name: material.title })}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <Icon glyph={downloadGlyph} size={14} />
            {material.file_name}
            {material.size !== null && ` (${fileSize(material.size, language)})`}
          </Group>
        </Anchor>
      )}
    </Stack>
  );

  return (
    <>
      <ItemList
        items={materials}
        name={(material) => material.title}
        render={render}
        readOnly={readOnly}
        empty={t('planItems.materials.empty')}
        addLabel={t('planItems.materials.add')}
        onAdd={() => setDialog({ type: 'create' })}
        onEdit={(item) => setDialog({ type: 'edit', item })}
        onDelete={(item) => setDialog({ type: 'delete', item })}
        onMove={(index, step) => move(materials, index, step)}
      />
      {dialog?.type === 'create' && <AddMaterialModal details={details} onClose={close} />}
      {dialog?.type === 'edit' && (
        <EditMaterialModal details={details} material={dialog.item} onClose={close} />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDeleteModal
          title={t('planItems.materials.deleteTitle')}
          name={dialog.item.title}
          also={null}
          onConfirm={() => remove.mutate({ id: dialog.item.id, name: dialog.item.title })}
          onClose={close}
        />
      )}
    </>
  );
}
