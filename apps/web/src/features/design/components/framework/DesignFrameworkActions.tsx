import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '@/lib/api';
import { LinkByCodeModal } from './LinkByCodeModal';
import { StartFromFrameworkModal } from './StartFromFrameworkModal';
import { SuggestedLinksModal } from './SuggestedLinksModal';

/**
 * The design screen's framework actions (docs/frameworks.md): "Vanuit een kader" and "Koppelen
 * aan kader" (suggested links, linking by code) for whoever may change the design now (the
 * screen's own rule, `readOnlyReason`), and for every member who sees the design its download as
 * a CASE package ("Giving back").
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
  const [open, setOpen] = useState<'start' | 'byCode' | 'suggestions' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      {canChange && (
        <>
          <Button variant="default" onClick={() => setOpen('start')}>
            {t('frameworks.startFrom.button')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default">{t('frameworkLinks.menu')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setOpen('suggestions')}>
                {t('frameworkLinks.suggestions.button')}
              </Menu.Item>
              <Menu.Item onClick={() => setOpen('byCode')}>
                {t('frameworkLinks.byCode.button')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </>
      )}
      <Button
        component="a"
        href={urlOf('exportEducationCase', { location, education })}
        download
        variant="default"
      >
        {t('frameworks.exportCase')}
      </Button>
      {open === 'start' && (
        <StartFromFrameworkModal location={location} education={education} onClose={close} />
      )}
      {open === 'byCode' && (
        <LinkByCodeModal location={location} education={education} onClose={close} />
      )}
      {open === 'suggestions' && (
        <SuggestedLinksModal location={location} education={education} onClose={close} />
      )}
    </>
  );
}
