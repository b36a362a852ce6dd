import { catalogueGlyph } from '@/components/icons/catalogue-glyphs';
import { Icon } from '@/components/icons/Icon';

/** The icon a test format or activity carries (its name from CATALOGUE_ICONS in @cp/contracts). */
export function CatalogueIcon({ name, size = 20 }: { name: string; size?: number }) {
  return <Icon glyph={catalogueGlyph(name)} size={size} />;
}

/** The icon on a round badge in the item's colour. */
export function CatalogueBadge({
  icon,
  color,
  size = 34,
}: {
  icon: string;
  color: string;
  size?: number;
}) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: color,
        color: 'white',
        flex: 'none',
      }}
    >
      <CatalogueIcon name={icon} size={Math.round(size * 0.58)} />
    </span>
  );
}
