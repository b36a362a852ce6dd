import { Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useTerms } from '@/lib/use-terms';
import { prefetchRoute } from '../route-prefetch';
import { EDUCATION_SECTIONS, educationSectionOf } from './education-sections';

/**
 * Tabs between the sections of the selected education, above each section's screen. The shell
 * shows them only on a section's screen with an education selected (ShellLayout).
 */
export default function EducationNav() {
  const { t } = useTranslation();
  const terms = useTerms();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = educationSectionOf(pathname);
  if (!current) return null;
  return (
    <Tabs
      value={current.key}
      onChange={(key) => {
        const section = EDUCATION_SECTIONS.find((item) => item.key === key);
        if (section) void navigate(section.path);
      }}
      mb="lg"
    >
      <Tabs.List aria-label={t('nav.educationSections', { education: terms.education })}>
        {EDUCATION_SECTIONS.map((section) => (
          <Tabs.Tab
            key={section.key}
            value={section.key}
            // Pointed at or focused: its code and first data are usually there by the click.
            onPointerEnter={() =>
              prefetchRoute(queryClient, { pathname: section.path, search: '' })
            }
            onFocus={() => prefetchRoute(queryClient, { pathname: section.path, search: '' })}
          >
            {t(`nav.sections.${section.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
