import { countryActions } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client.ts';
import { currentWireLang } from '../../app/i18n.ts';
import { CountryPicker } from '../../kit/country-picker.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { forgetCountries } from '../../kit/use-countries.ts';

/**
 * The hot countries in app order, and the app's own country picker (CommonHelper/findCountryList).
 * The hot list's key lies under the country list's, so every change the page makes refetches it;
 * each refetch then makes every country picker forget its copy, so a change shows there at once.
 */
export function HotCountries() {
  const { t } = useTranslation('country');
  const lang = currentWireLang();
  const queryClient = useQueryClient();
  const hot = useQuery({
    queryKey: [...listKey(countryActions.countries.list), 'hot', lang],
    queryFn: ({ signal }) => api(countryActions.hotCountryList, {}, { signal }),
  });
  const firstFetch = useRef(0);
  useEffect(() => {
    if (!hot.dataUpdatedAt) return;
    if (firstFetch.current === 0) firstFetch.current = hot.dataUpdatedAt;
    else if (hot.dataUpdatedAt !== firstFetch.current) void forgetCountries(queryClient);
  }, [hot.dataUpdatedAt, queryClient]);
  return (
    <div className="country-side">
      <section className="country-side__box" aria-labelledby="hot-countries-title">
        <h2 id="hot-countries-title">{t('screen.hotTitle')}</h2>
        {hot.data && hot.data.list.length === 0 && <p>{t('screen.hotEmpty')}</p>}
        <ol className="hot-countries" data-testid="hot-countries">
          {hot.data?.list.map((country) => (
            <li key={country.id}>
              <span aria-hidden="true">{country.flag}</span> {country.country_name} <small>({country.hot_sort})</small>
            </li>
          ))}
        </ol>
      </section>
      <section className="country-side__box" aria-labelledby="country-preview-title">
        <h2 id="country-preview-title">{t('screen.previewTitle')}</h2>
        <p className="country-side__help">{t('screen.previewHelp')}</p>
        <div data-testid="country-preview">
          <CountryPicker mode="single" aria-label={t('screen.previewTitle')} />
        </div>
      </section>
    </div>
  );
}
