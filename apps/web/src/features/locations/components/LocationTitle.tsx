import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationTitleTarget } from '@cp/contracts';
import { useAppContext } from '@/lib/context-store';
import { useLocations } from '@/lib/location-queries';

/** The chosen location's title in the top bar; to the notes once an education is chosen
 * (docs/foundation-brief.md "Top bar"). */
export function LocationTitle() {
  const { t } = useTranslation();
  const context = useAppContext();
  const { data: locations } = useLocations();
  const location = locations?.find((item) => String(item.id) === context.location);
  if (!location) return null;
  return (
    <Anchor
      component={Link}
      to={locationTitleTarget(context)}
      c="dark.6"
      fw={500}
      underline="hover"
      aria-label={t('nav.currentLocation', { title: location.title })}
      style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
    >
      <Text span inherit>
        {location.title}
      </Text>
    </Anchor>
  );
}
