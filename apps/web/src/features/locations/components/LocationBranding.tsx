import { Group } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/Logo';
import { setBrandShades } from '@/lib/brand-colours';
import { useAppContext } from '@/lib/context-store';
import { useLocationDetails } from '@/lib/location-queries';
import { logoUrl } from '../api/logo-url';
import { brandShades } from '../brand-shades';

/**
 * The chosen location's visual settings in the shell: its main colour becomes the primary
 * colour, and its logo stands in the top bar next to the product mark. Renders the logo (or
 * nothing); the product name is the fallback the top bar shows itself.
 */
export function LocationBranding({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation();
  const { location: selected } = useAppContext();
  const id = selected && /^\d+$/.test(selected) ? Number(selected) : null;
  const { data: location } = useLocationDetails(id);
  const mainColor = location?.main_color ?? null;

  useEffect(() => {
    setBrandShades(mainColor ? brandShades(mainColor) : null);
  }, [mainColor]);
  // Leaving the shell (logging out) goes back to the product's own colour.
  useEffect(() => () => setBrandShades(null), []);

  const src = location ? logoUrl(location) : null;
  if (!location || !src) return <>{fallback}</>;
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <img
        src={src}
        alt={t('location.logoAlt', { title: location.title })}
        style={{ height: 32, maxWidth: 160, objectFit: 'contain', display: 'block' }}
      />
    </Group>
  );
}
