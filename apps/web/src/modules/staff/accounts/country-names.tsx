import { ShowMoreText } from '../../../kit/show-more-text.tsx';
import { useCountries } from '../../../kit/use-countries.ts';

/** Country ids as names (the cached country list), cut in the cell and whole on 'more'. */
export function CountryNames({ ids }: { ids: readonly number[] }) {
  const countries = useCountries();
  const names = new Map((countries.data ?? []).map((country) => [country.id, country.country_name]));
  return <ShowMoreText text={ids.map((id) => names.get(id) ?? String(id)).join(', ')} max={30} />;
}
