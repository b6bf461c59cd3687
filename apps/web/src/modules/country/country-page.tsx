import { countryActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { HotCountries } from './hot-countries.tsx';
import './country.css';

/** Countries (menu 24008): the resource's page with the hot list and the app's country picker above the table. */
export const CountryPage = resourcePage(countryActions.countries, {
  testId: 'country-list',
  extra: HotCountries,
  scrollX: 1600,
});
