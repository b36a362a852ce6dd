import { InPreparation } from '@/components/InPreparation';
import { capitalize, useTerms } from '@/lib/use-terms';

// Filled by a later issue. "Faculties" is a term a location can rename, so it comes from the naming hook.
export default function AdminFacultiesRoute() {
  const terms = useTerms();
  return <InPreparation title={capitalize(terms.faculties)} />;
}
