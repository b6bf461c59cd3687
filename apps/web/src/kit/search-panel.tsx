import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './kit.css';

/** One filter: how to draw its control, given the id its label points at and its current value. */
export interface SearchField<T> {
  name: keyof T & string;
  label: string;
  render: (control: {
    id: string;
    value: T[keyof T & string] | undefined;
    onChange: (value: T[keyof T & string] | undefined) => void;
  }) => ReactNode;
}

interface Props<T> {
  fields: readonly SearchField<T>[];
  /** Values after a reset (usually `{}`). */
  initial: T;
  /** The search shown now (e.g. read from the URL); the panel starts from it and follows it. */
  current?: T;
  /** Whether a value counts as filled, to unfold the panel when a folded filter is in use. */
  isFilled?: (value: unknown) => boolean;
  onSearch: (values: T) => void;
  /** Fields shown while folded; the rest mount on first unfolding, then stay (keeping their values). */
  visibleCount?: number;
}

/**
 * SPEC §2 collapsible search panel: a grid of filters with search, reset and more/fewer. Values are
 * plain state rather than an antd Form, which keeps the validation library out of list screens.
 */
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

export function SearchPanel<T extends object>({
  fields,
  initial,
  current,
  isFilled = filled,
  onSearch,
  visibleCount = 3,
}: Props<T>) {
  const { t } = useTranslation('kit');
  const idBase = useId();
  const [draft, setDraft] = useState<T>(current ?? initial);
  const foldedInUse = () => fields.slice(visibleCount).some((field) => current && isFilled(current[field.name]));
  const [expanded, setExpanded] = useState(foldedInUse);
  const [unfolded, setUnfolded] = useState(foldedInUse);
  const foldable = fields.length > visibleCount;
  const currentText = current ? JSON.stringify(current) : '';

  // A search that changed from outside (a link, the tag bar) shows in the controls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the search's content, not its identity.
  useEffect(() => {
    if (current) setDraft(current);
  }, [currentText]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <search className="search-panel">
      <form onSubmit={submit}>
        <div className="search-panel__grid">
          {fields.map((field, index) => {
            if (index >= visibleCount && !unfolded) return null;
            const id = `${idBase}-${field.name}`;
            return (
              <div className="search-panel__field" key={field.name} hidden={!expanded && index >= visibleCount}>
                <label htmlFor={id}>{field.label}</label>
                {field.render({
                  id,
                  value: draft[field.name],
                  onChange: (value) => setDraft((current) => ({ ...current, [field.name]: value })),
                })}
              </div>
            );
          })}
        </div>
        <div className="search-panel__actions">
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setDraft(initial);
              onSearch(initial);
            }}
          >
            {t('reset')}
          </Button>
          {foldable && (
            <Button
              type="link"
              aria-expanded={expanded}
              onClick={() => {
                setExpanded(!expanded);
                setUnfolded(true);
              }}
            >
              {expanded ? t('collapse') : t('expand')} {expanded ? <UpOutlined /> : <DownOutlined />}
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
