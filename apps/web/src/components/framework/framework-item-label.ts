import type { TPickedFrameworkItem } from '@/lib/framework-link-queries';

/** "INF/H/DomeinA/A1/1 Oriënteren …": code and title, the code only when there is one. */
export const frameworkItemLabel = (item: Pick<TPickedFrameworkItem, 'code' | 'title'>) =>
  item.code ? `${item.code} ${item.title}` : item.title;
