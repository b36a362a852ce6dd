import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_MESSAGES, type TStudyLoadNorm } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Icon } from '@/components/icons/Icon';
import { infoGlyph } from '@/components/icons/glyphs/info';
import { Page } from '@/components/Page';
import { useCurrentUser } from '@/lib/current-user';
import { errorKeyOf, messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useDeleteNorm, useNorms } from '../api/norms-queries';
import { NormFormModal } from '../components/NormFormModal';
import { NormTable } from '../components/NormTable';
import { useNormFormat } from '../components/use-norm-format';
import { normStates, schoolToday } from '../norm-rules';

type TDialog = { kind: 'create' } | { kind: 'remove'; norm: TStudyLoadNorm } | null;

/**
 * /admin/norms: the study-load norms the analysis measures years against (docs/analysis.md), for
 * the platform administrator: the list with law and date, a new norm with a new effective date,
 * and removing one that has not taken effect yet.
 */
export default function AdminNormsRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useNormFormat();
  const user = useCurrentUser();
  const allowed = user?.is_platform_admin === true;
  const { data: norms, isPending, isError } = useNorms(allowed);
  const remove = useDeleteNorm();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);

  if (!allowed) {
    return (
      <Page title={t('norms.title')}>
        <Text>{t('noAccess.text')}</Text>
      </Page>
    );
  }

  const confirmRemove = (norm: TStudyLoadNorm) =>
    remove.mutate(norm.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('norms.removed') });
        close();
      },
      onError: (error) => {
        const inEffect = errorKeyOf(error) === ANALYSIS_MESSAGES.normInEffect;
        notifications.show({
          color: 'red',
          message: inEffect
            ? messageText(ANALYSIS_MESSAGES.normInEffect, { terms })
            : t('norms.removeFailed'),
        });
        close();
      },
    });

  return (
    <Page title={t('norms.title')}>
      <Text c="dimmed" maw={760}>
        {t('norms.intro', { educationYear: terms.educationYear, education: terms.education })}
      </Text>
      <Group>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('norms.newNorm')}</Button>
      </Group>
      {isPending && <Loader aria-label={t('app.loading')} />}
      {isError && <Alert color="red">{t('norms.loadFailed')}</Alert>}
      {norms?.length === 0 && (
        <Alert color="blue" variant="light" icon={<Icon glyph={infoGlyph} />}>
          {t('norms.empty')}
        </Alert>
      )}
      {norms && norms.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <NormTable
            norms={norms}
            states={normStates(norms, schoolToday())}
            onRemove={(norm) => setDialog({ kind: 'remove', norm })}
          />
        </Paper>
      )}
      {dialog?.kind === 'create' && <NormFormModal onClose={close} />}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          opened
          title={t('norms.confirmRemoveTitle')}
          confirmLabel={t('norms.remove')}
          danger
          pending={remove.isPending}
          onConfirm={() => confirmRemove(dialog.norm)}
          onCancel={close}
        >
          {t('norms.confirmRemove', { date: format.date(dialog.norm.effective_from) })}
        </ConfirmDialog>
      )}
    </Page>
  );
}
