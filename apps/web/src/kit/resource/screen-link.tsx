import { menuPath, type Resource } from '@console/contract';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../list/use-may-call.ts';
import { wordsOf } from './resource-fields.tsx';

/**
 * A toolbar button (`resourcePage({ tools })`) opening the screen of another resource, usually a
 * hidden one (SPEC §2: hidden screens open from their parent): named by one of `from`'s own
 * `screen` words, and left out for an admin who may not read `to`'s list.
 */
export function screenLink(from: Resource, word: string, to: Resource): ComponentType {
  const target = menuPath(to.menu);
  return function ScreenLink() {
    const navigate = useNavigate();
    const mayCall = useMayCall();
    const words = wordsOf(from, useUiLang());
    if (!mayCall(to.list)) return null;
    return (
      <Button data-testid={`open-${to.namespace}`} onClick={() => navigate(target)}>
        {words.screen(word)}
      </Button>
    );
  };
}
