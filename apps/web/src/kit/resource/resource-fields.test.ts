import { MenuIds, resource } from '@console/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldCell, resourceFilters, wordsOf } from './resource-fields.tsx';

/** A review queue with a picture per row. */
const pictures = resource({
  module: 'TestPictures',
  namespace: 'testPictures',
  menu: MenuIds.sensitiveWords,
  labels: {
    'zh-cn': { noun: '图片', fields: { image: '图片', state: '状态' } },
    en: { noun: 'picture', fields: { image: 'Picture', state: 'State' } },
  },
  fields: { image: { kind: 'image' }, state: { kind: 'enum', values: ['pending', 'passed', 'refused'], filter: 'eq' } },
  actions: {},
  review: { field: 'state', pending: 'pending', outcomes: { pass: 'passed', refuse: 'refused' }, check: 'check' },
});

describe('resource fields', () => {
  it('open a review queue on its pending rows', () => {
    const [state] = resourceFilters(pictures, wordsOf(pictures, 'en'), 'en');
    expect(state).toMatchObject({ name: 'state', kind: 'choice', initial: 'pending' });
  });

  it('show a picture as a thumbnail named by its field, opening it at full size', () => {
    const cell = fieldCell(wordsOf(pictures, 'en'), 'en', 'image', pictures.fields.image, { id: 1, image: '/files/abc' });
    const html = renderToStaticMarkup(cell as never);
    expect(html).toMatch(
      /^<a href="\/files\/abc" target="_blank" rel="noreferrer"><img class="resource-image" src="\/files\/abc" alt="Picture"/,
    );
  });
});
