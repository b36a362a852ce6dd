import type { QueryClient } from '@tanstack/react-query';
import { educationQueryOptions } from '@/lib/education-queries';
import { prefetch, type TPrefetchTarget } from '@/lib/prefetch';
import { planDesignQueryOptions } from './api/plan-design';
import { yearPlanQueryOptions } from './api/year-plan';
import { chooseYear } from '@/lib/year-choice';

/**
 * The plan screen's first reads, as a navigation to it begins (app/route-prefetch.ts): the
 * education (its years), the plan's copy of the design and the plan of the year it will show.
 * That year is chosen from the education's years (`chooseYear`: the URL's, else the remembered,
 * else the first); with the education in the cache (coming from another of its screens) it is
 * known at once, otherwise the URL's or remembered year is asked beside the education, and the
 * chosen one after it when that differs. `/plan` without a year goes on to `/plan/:year` (the
 * screen replaces the URL), so its plan is on its way by then.
 */
export function prefetchScreen(
  client: QueryClient,
  { pathname, location, education, educationYear }: TPrefetchTarget,
): void {
  const fromUrl = /^\/plan\/([^/]+)/.exec(pathname)?.[1];
  const educationOptions = educationQueryOptions(location, education);
  const readYear = (year: string) =>
    void prefetch(client, yearPlanQueryOptions(location, education, year));
  const choose = () => {
    const years = client.getQueryData(educationOptions.queryKey)?.years;
    return years ? chooseYear(years, fromUrl, educationYear) : null;
  };
  void prefetch(client, planDesignQueryOptions(client, location, education));
  const known = choose();
  const guess = known ?? fromUrl ?? educationYear;
  if (guess) readYear(guess);
  void prefetch(client, educationOptions).then(() => {
    const year = choose();
    if (year && year !== guess) readYear(year);
  });
}
