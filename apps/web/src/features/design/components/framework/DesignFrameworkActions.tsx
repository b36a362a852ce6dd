import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '@/lib/api';
import { StartFromFrameworkModal } from './StartFromFrameworkModal';

/**
 * The design screen's framework actions (docs/frameworks.md): "Vanuit een kader" for whoever may
 * change the design now (the screen's own rule, `readOnlyReason`), and for every member who sees
 * the design its download as a CASE package ("Giving back").
 */
export function DesignFrameworkActions({
  location,
  education,
  canChange,
}: {
  location: string;
  education: string;
  /** The design may be changed: designing, by a user with rights to it. */
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  return (
    <>
      {canChange && (
        <Button variant="default" onClick={() => setStarting(true)}>
          {t('frameworks.startFrom.button')}
        </Button>
      )}
      <Button
        component="a"
        href={urlOf('exportEducationCase', { location, education })}
        download
        variant="default"
      >
        {t('frameworks.exportCase')}
      </Button>
      {starting && (
        <StartFromFrameworkModal
          location={location}
          education={education}
          onClose={() => setStarting(false)}
        />
      )}
    </>
  );
}
