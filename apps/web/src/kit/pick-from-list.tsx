import { ALL_MENU_NODES } from '@console/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localName, useUiLang } from '../app/i18n.ts';
import './kit.css';

interface Props {
  /** What is missing, in the screen's words ("No member chosen"). */
  title: string;
  /** The list screen whose rows open this detail screen. */
  list: string;
}

/**
 * A detail screen opened without its record's id (a bare /userDetail): a warning alone left staff
 * guessing, so it names the list to find the record in and opens it.
 */
export function PickFromList({ title, list }: Props) {
  const { t } = useTranslation('kit');
  const lang = useUiLang();
  const navigate = useNavigate();
  const node = ALL_MENU_NODES.find((candidate) => candidate.path === list);
  const name = node ? localName(node, lang) : list;
  return (
    <section className="pick-from-list" role="status" data-testid="pick-from-list">
      <h2 className="pick-from-list__title">{title}</h2>
      <p>{t('pickFromList', { list: name })}</p>
      <Button type="primary" onClick={() => navigate(list)}>
        {t('openList', { list: name })}
      </Button>
    </section>
  );
}
