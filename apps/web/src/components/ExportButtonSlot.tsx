import { createContext, useContext, type ReactNode } from 'react';
import type { TExportPart } from '@cp/contracts';

/** What an education screen tells its export button: where it is and what it shows. */
export interface TExportButtonProps {
  location: string;
  education: string;
  /** The screen's own part, ticked when the dialog opens. */
  part: TExportPart;
  /** The year the plan or the analysis shows, chosen when the dialog opens. */
  yearId?: number | null;
  /** The parts ticked when the dialog opens, instead of `part` alone (the Toetsplan screen: ['test_plan']). */
  parts?: TExportPart[];
}

export type TRenderExportButton = (props: TExportButtonProps) => ReactNode;

const ExportButtonContext = createContext<TRenderExportButton | null>(null);

/**
 * The app puts the export button (features/exports) here; a feature does not import another
 * feature, so the education's screens place it through this slot.
 */
export const ExportButtonProvider = ExportButtonContext.Provider;

/** The export button of an education screen; nothing where the app provides none (tests). */
export function ExportButtonSlot(props: TExportButtonProps) {
  const render = useContext(ExportButtonContext);
  return render ? render(props) : null;
}
