import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';
import { useTerms } from '@/lib/use-terms';
import { Page } from './Page';

/**
 * What a screen of one education (design, plan, analysis) shows when it cannot load: "this
 * education does not exist (any more) or you may not read it" on 403 and 404, else "could not be
 * loaded", and the way back to the dashboard. `section` names the screen's texts.
 */
export function EducationLoadFailure({
  title,
  section,
  error,
}: {
  title: string;
  section: 'design' | 'planScreen' | 'analysis';
  error: unknown;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const gone = error instanceof ApiError && [403, 404].includes(error.status);
  return (
    <Page title={title}>
      <Alert color="red" variant="light">
        {gone
          ? t(`${section}.unknownEducation`, { education: terms.education })
          : t(`${section}.loadFailed`)}
      </Alert>
      <Button component={Link} to="/dashboard" w="fit-content">
        {t(`${section}.toDashboard`)}
      </Button>
    </Page>
  );
}
