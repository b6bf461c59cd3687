import { LANGUAGE_GROUPS } from '@console/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName, type UiLang } from '../../app/i18n.ts';
import { EMPTY_VALUE } from '../format.ts';
import { useCountries } from '../use-countries.ts';

/** The names of a list of countries, from the locally cached country list. */
export function CountryNames({ ids }: { ids: readonly number[] }) {
  const countries = useCountries();
  const names = ids.map((id) => countries.data?.find((country) => country.id === id)?.country_name ?? String(id));
  return names.length === 1 ? <span>{names[0]}</span> : <CompactTags names={names} />;
}

/** Tags shown in a row at most: more would make the row many lines tall. */
const SHOWN_TAGS = 3;

/**
 * Several names (regions, countries) in one cell: the first three as tags and "+8" for the rest,
 * all of them in the "+8"'s tooltip, so a row stays one line tall.
 */
export function CompactTags({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <span>{EMPTY_VALUE}</span>;
  const rest = names.slice(SHOWN_TAGS);
  return (
    <span className="compact-tags">
      {names.slice(0, SHOWN_TAGS).map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={names.join(', ')}>
          <Tag aria-label={names.join(', ')}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </span>
  );
}

/** A colour as staff pick it: a swatch and its code. */
export function ColorSwatch({ color }: { color: string }) {
  return (
    <span className="color-swatch">
      <span className="color-swatch__chip" style={{ background: color }} aria-hidden="true" />
      {color}
    </span>
  );
}

export function languageGroupName(id: number, lang: UiLang): string {
  const group = LANGUAGE_GROUPS.find((one) => one.id === id);
  return group ? localName(group, lang) : String(id);
}

export function languageGroupOptions(lang: UiLang): { value: string; label: string }[] {
  return LANGUAGE_GROUPS.map((group) => ({ value: String(group.id), label: localName(group, lang) }));
}

/** An effect's link, opened in a new tab: a browser plays an MP4 but shows no SVGA, so no inline preview. */
export function EffectLink({ url }: { url: string }) {
  const { t } = useTranslation('kit');
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {t('openEffect')}
    </a>
  );
}
