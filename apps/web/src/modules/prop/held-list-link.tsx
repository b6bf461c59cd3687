import { menuIdAt, menuPath, type Resource } from '@console/contract';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { wordsOf } from '../../kit/resource/resource-fields.tsx';

/**
 * The button opening a catalogue's hidden list of what members hold (SPEC §2: hidden screens open
 * from their parent): its words are the catalogue's own `screen` word `word`.
 */
export function heldListLink(resource: Resource, word: string, path: string): ComponentType {
  const target = menuPath(menuIdAt(path));
  return function HeldListLink() {
    const navigate = useNavigate();
    const words = wordsOf(resource, useUiLang());
    return (
      <Button className="prop-page__held" onClick={() => navigate(target)}>
        {words.screen(word)}
      </Button>
    );
  };
}
