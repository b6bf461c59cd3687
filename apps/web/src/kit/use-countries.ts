import { type Country, referenceActions } from '@console/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../app/api/client.ts';
import { currentWireLang } from '../app/i18n.ts';
import { Keys, readJson, removeItem, writeJson } from '../app/storage.ts';

interface CachedCountries {
  lang: string;
  savedAt: number;
  list: Country[];
}

/** SPEC §3: the country list is cached locally; a day-old copy is refetched, another language's ignored. */
const MAX_AGE_MS = 86_400_000;

const isCached = (value: unknown): value is CachedCountries | null =>
  value === null ||
  (typeof value === 'object' &&
    Array.isArray((value as CachedCountries).list) &&
    typeof (value as CachedCountries).lang === 'string' &&
    typeof (value as CachedCountries).savedAt === 'number');

function cachedFor(lang: string): CachedCountries | null {
  const cached = readJson<CachedCountries | null>(Keys.countries, null, isCached);
  return cached?.lang === lang ? cached : null;
}

export function useCountries() {
  const lang = currentWireLang();
  return useQuery({
    queryKey: ['countries', lang],
    queryFn: async () => {
      const { list } = await api(referenceActions.findCountryList, {});
      writeJson(Keys.countries, { lang, savedAt: Date.now(), list } satisfies CachedCountries);
      return list;
    },
    initialData: () => cachedFor(lang)?.list,
    initialDataUpdatedAt: () => cachedFor(lang)?.savedAt,
    staleTime: MAX_AGE_MS,
  });
}

/**
 * After a country changes: the stored copy goes and every country picker refetches, so the change
 * shows at once instead of after the day-long cache.
 */
export function forgetCountries(queryClient: QueryClient): Promise<void> {
  removeItem(Keys.countries);
  return queryClient.invalidateQueries({ queryKey: ['countries'] });
}
