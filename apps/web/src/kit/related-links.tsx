import { ALL_MENU_NODES } from '@console/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localName, useUiLang } from '../app/i18n.ts';
import { useMayCall } from './list/use-may-call.ts';
import './kit.css';

/**
 * The screens a screen leads to (hidden ones open from their parent, SPEC §2), named by their menu
 * entries in the reader's language, as quiet buttons at the end of the toolbar: the hand-made rows
 * of bare underlined links under the toolbar looked like stray text. Only those the admin may open.
 */
export function RelatedLinks({ paths }: { paths: readonly string[] }) {
  const { t } = useTranslation('kit');
  const lang = useUiLang();
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const nodes = paths
    .flatMap((path) => ALL_MENU_NODES.filter((node) => node.path === path).slice(0, 1))
    .filter((node) => mayCall({ permission: { menu: node.id } }));
  if (nodes.length === 0) return null;
  return (
    <nav className="related-links" aria-label={t('related')} data-testid="related-links">
      <span className="related-links__label">{t('related')}</span>
      {nodes.map((node) => (
        <Button key={node.path} type="link" size="small" onClick={() => navigate(node.path)}>
          {localName(node, lang)}
        </Button>
      ))}
    </nav>
  );
}
