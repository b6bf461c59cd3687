import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
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
  onSearch: (values: T) => void;
  /** Fields shown while folded; the rest mount on first unfolding, then stay (keeping their values). */
  visibleCount?: number;
}

/**
 * SPEC §2 collapsible search panel: a grid of filters with search, reset and more/fewer. Values are
 * plain state rather than an antd Form, which keeps the validation library out of list screens.
 */
export function SearchPanel<T extends object>({ fields, initial, onSearch, visibleCount = 3 }: Props<T>) {
  const { t } = useTranslation('kit');
  const idBase = useId();
  const [draft, setDraft] = useState<T>(initial);
  const [expanded, setExpanded] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const foldable = fields.length > visibleCount;

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
