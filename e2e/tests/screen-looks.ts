import type { Page } from 'playwright-core';

/**
 * What a staff member saw wrong on screens (issue 29), checked on every screen the smoke tests open:
 * a raw `{slot}` or `{{slot}}` left in the text, row actions outside the window, two columns under one
 * header or a header word wider than its column, a count or amount
 * of 10,000 or more written without separators, a reference shown by its bare id, an empty cell
 * (an empty value is shown "—"), a column empty on every row of a page, and a word of a cell wider
 * than its column.
 * Answers one line per problem, so a failing screen says what is wrong where.
 */
export async function screenProblems(page: Page, scope: string, actionsTitle: string): Promise<string[]> {
  // A string, as this project has no DOM types: run in the page.
  const script = `(() => {
    const root = document.querySelector(${JSON.stringify(scope)});
    if (!root) return ['no ' + ${JSON.stringify(scope)}];
    const problems = [];
    const slot = (root.innerText || '').match(/\\{\\{?\\s*[A-Za-z_]\\w*\\s*\\}\\}?/);
    if (slot) problems.push('raw slot on screen: ' + slot[0]);
    const width = window.innerWidth;
    // Only what is on screen: the tabs kept open behind this one hold tables of their own.
    const tables = [...root.querySelectorAll('.ant-table')].filter((table) => table.getClientRects().length > 0);
    for (const table of tables) {
      const headers = [...table.querySelectorAll('.ant-table-thead > tr:last-child > th')];
      const titles = headers.map((th) => (th.innerText || '').trim());
      const actions = headers.find((th, n) => titles[n] === ${JSON.stringify(actionsTitle)});
      // English as a first language (issue 29 item 12): no two columns under one header, and no
      // header word wider than its column (it broke mid-word or ran into the next header).
      const seen = new Set();
      for (const title of titles) {
        if (title !== '' && seen.has(title)) problems.push('two columns headed ' + title);
        seen.add(title);
      }
      for (const th of headers) {
        const title = th.querySelector('.ant-table-column-title') || th;
        const text = (title.innerText || '').trim();
        if (text === '' || th.getClientRects().length === 0) continue;
        const style = getComputedStyle(th);
        const room = title === th ? th.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) : title.getBoundingClientRect().width;
        const pen = document.createElement('canvas').getContext('2d');
        pen.font = style.font;
        // Chinese breaks between any two characters; a Latin word only at spaces.
        const words = text.split(/\\s+|(?=[\\u2e80-\\uffff])|(?<=[\\u2e80-\\uffff])/u);
        const widest = Math.max(...words.map((word) => pen.measureText(word).width));
        if (widest > room + 1) problems.push('header wider than its column: ' + text + ' (' + Math.round(widest) + ' > ' + Math.round(room) + ')');
      }
      if (actions && actions.getBoundingClientRect().right > width + 1)
        problems.push('row actions outside the window (' + Math.round(actions.getBoundingClientRect().right) + ' > ' + width + ')');
      const rows = [...table.querySelectorAll('.ant-table-tbody > tr.ant-table-row')];
      // A column empty on every row of a page says nothing (issue 29 item 7): demo data a real app
      // would have fills it, or the kit leaves it out while it cannot hold anything.
      if (rows.length >= 3) {
        titles.forEach((title, n) => {
          if (title === '' || title === ${JSON.stringify(actionsTitle)}) return;
          const empty = rows.every((row) => {
            const cell = row.children[n];
            return !cell || cell.classList.contains('ant-table-selection-column') ||
              ((cell.innerText || '').trim() === '—' && !cell.querySelector('img, svg, canvas, .ant-switch'));
          });
          if (empty) problems.push('a column empty on every row: ' + title);
        });
      }
      const cellPen = document.createElement('canvas').getContext('2d');
      for (const row of rows) {
        const cells = [...row.children];
        // A word of text shown as stored stays whole on one line (a host group's "Newcomer|s" broke).
        for (const cell of cells) {
          const kind = cell.getAttribute('data-kind');
          if ((kind !== null && kind !== 'text' && kind !== 'admin') || cell.querySelector('*:not(span)')) continue;
          const style = getComputedStyle(cell);
          cellPen.font = style.font;
          const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const words = (cell.innerText || '').split(/\\s+/).filter((word) => word !== '' && !/[\\u2e80-\\uffff]/u.test(word));
          const widest = Math.max(0, ...words.map((word) => cellPen.measureText(word).width).filter((width) => width <= 200));
          if (widest > room + 1) problems.push('a word wider than its cell: ' + words.find((word) => cellPen.measureText(word).width === widest));
        }
        cells.forEach((cell, n) => {
          const title = titles[n] ?? '';
          if (title === '' || cell.classList.contains('ant-table-selection-column')) return;
          const text = (cell.innerText || '').trim();
          const shown = cell.querySelector('img, svg, button, input, canvas, .ant-tag, .ant-switch');
          if (text === '' && !shown) problems.push('empty cell under ' + title);
          // A number that names something (an id, a pretty number, a phone, a code) is written as typed.
          // A reference (a member, a room, another row) shows its name beside the key.
          if (['member', 'room', 'ref'].includes(cell.getAttribute('data-kind') || '') && /^\\d+$/.test(text))
            problems.push('an id without a name under ' + title);
          // Text staff typed (a declared text field) is shown as typed.
          const typed = ['text', 'longText'].includes(cell.getAttribute('data-kind') || '');
          if (!typed && /^-?\\d{5,}$/.test(text) && !/id|ID|Id|号|No|number|编号|码|IP|版本|version|Version/.test(title))
            problems.push('number without separators under ' + title + ': ' + text);
        });
      }
    }
    // One toolbar (issue 29 item 10): a screen's own buttons and links join the toolbar's row, not a row under it.
    for (const list of root.querySelectorAll('.resource-list')) {
      for (const part of list.children) {
        if (part.matches('.search-panel, .resource-list__toolbar, .resource-list__table, .notice') || part.getClientRects().length === 0) continue;
        const controls = [part, ...part.querySelectorAll('button, a')].filter((control) => control.matches('button, a') && control.getClientRects().length > 0);
        const text = (part.innerText || '').replace(/[\\s:：]/g, '');
        const inControls = controls.map((control) => (control.innerText || '').replace(/\\s/g, '')).join('');
        if (controls.length > 0 && text.replace(/相关页面|Seealso/g, '') === inControls) problems.push('a row of buttons under the toolbar: ' + part.innerText.trim().slice(0, 40));
      }
    }
    // Links outside tables are buttons of the kit (related links), not bare underlined text.
    for (const link of root.querySelectorAll('a[href]')) {
      if (link.closest('.ant-table, .ant-descriptions, .ant-pagination, .ant-tabs-nav, p, li')) continue;
      if (getComputedStyle(link).textDecorationLine.includes('underline') && link.getClientRects().length > 0)
        problems.push('a bare underlined link: ' + (link.innerText || '').trim());
    }
    // A text box stays inside the box it is in.
    for (const box of root.querySelectorAll('textarea, input[type="text"]')) {
      const parent = box.parentElement;
      if (!parent || box.closest('.ant-table') || box.getClientRects().length === 0) continue;
      if (box.getBoundingClientRect().right > parent.getBoundingClientRect().right + 1) problems.push('a text box wider than its box');
    }
    return [...new Set(problems)];
  })()`;
  return (await page.evaluate(script)) as string[];
}

/**
 * What a form the smoke tests open must show (issue 29 item 11): a date picker says to pick a date
 * (in the reader's language), an empty select says to choose, and a field's help line keeps a gap
 * to the next field's label. Checks the dialog opened last.
 */
export async function formProblems(page: Page, chooseDate: string): Promise<string[]> {
  // A string, as this project has no DOM types: run in the page.
  const script = `(() => {
    const dialogs = [...document.querySelectorAll('.ant-modal')].filter((dialog) => dialog.getClientRects().length > 0);
    const root = dialogs.at(-1);
    if (!root) return ['no open dialog'];
    const problems = [];
    const labelOf = (element) => (element.closest('.ant-form-item')?.querySelector('.ant-form-item-label')?.innerText || '').trim();
    for (const input of root.querySelectorAll('.ant-picker:not(.ant-picker-range) input')) {
      if (input.placeholder !== ${JSON.stringify(chooseDate)}) problems.push('date picker under ' + labelOf(input) + ' says "' + input.placeholder + '"');
    }
    for (const select of root.querySelectorAll('.ant-select')) {
      const placeholder = select.querySelector('.ant-select-placeholder');
      if (placeholder && (placeholder.textContent || '').trim() === '') problems.push('select without a placeholder under ' + labelOf(select));
    }
    for (const item of root.querySelectorAll('.ant-form-item-with-help')) {
      const help = item.querySelector('.ant-form-item-explain');
      const next = item.nextElementSibling?.querySelector('.ant-form-item-label');
      if (!help || !next || help.getClientRects().length === 0 || next.getClientRects().length === 0) continue;
      if (next.getBoundingClientRect().top - help.getBoundingClientRect().bottom < 8) problems.push('help under ' + labelOf(help) + ' touches the next label');
    }
    return [...new Set(problems)];
  })()`;
  return (await page.evaluate(script)) as string[];
}
