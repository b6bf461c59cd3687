import { countryActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client.ts';
import { currentWireLang } from '../../app/i18n.ts';
import { CountryPicker } from '../../kit/country-picker.tsx';

export const hotCountriesKey = ['hotCountries'];

/** The hot countries in app order, and the app's own country picker (CommonHelper/findCountryList). */
export function HotCountries() {
  const { t } = useTranslation('country');
  const lang = currentWireLang();
  const hot = useQuery({
    queryKey: [...hotCountriesKey, lang],
    queryFn: ({ signal }) => api(countryActions.hotCountryList, {}, { signal }),
  });
  return (
    <div className="country-side">
      <section className="country-side__box" aria-labelledby="hot-countries-title">
        <h2 id="hot-countries-title">{t('hotTitle')}</h2>
        {hot.data && hot.data.list.length === 0 && <p>{t('hotEmpty')}</p>}
        <ol className="hot-countries" data-testid="hot-countries">
          {hot.data?.list.map((country) => (
            <li key={country.id}>
              <span aria-hidden="true">{country.flag}</span> {country.country_name} <small>({country.hot_sort})</small>
            </li>
          ))}
        </ol>
      </section>
      <section className="country-side__box" aria-labelledby="country-preview-title">
        <h2 id="country-preview-title">{t('previewTitle')}</h2>
        <p className="country-side__help">{t('previewHelp')}</p>
        <div data-testid="country-preview">
          <CountryPicker mode="single" aria-label={t('previewTitle')} />
        </div>
      </section>
    </div>
  );
}
