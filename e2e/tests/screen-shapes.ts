import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { ALL_MENU_NODES, MenuIds, menuPath, type Resource, savedFieldNames, tableFieldNames } from '@console/contract';

/*
 * A screen's component shape: what the kit renders for it, read from its declaration and the web
 * page file that shows it. The smoke run in each language opens every screen, but the checks whose
 * findings depend on the components rather than on the rows (axe, and the whole run in the second
 * language) are repeated only for a screen whose shape adds something no earlier screen had.
 */

const MODULES_DIR = new URL('../../apps/web/src/modules/', import.meta.url);

/**
 * A page file that draws components of its own (JSX, or a resource page given its own columns, row
 * actions, tools, form fields, filters or commands): its screens are a shape of their own.
 */
function drawsItsOwn(module: string, page: string): boolean {
  const source = readFileSync(new URL(`${module}/${page}`, MODULES_DIR), 'utf8');
  return /<\/|\/>|\b(columns|rowActions|extra|tools|formFields|filters|commands):/.test(source);
}

/** A screen the web registers (each module's screens.ts, by menu id or MENU path) and what draws it. */
export interface RegisteredScreen {
  node: (typeof ALL_MENU_NODES)[number];
  /** The page file (module/file) when it draws components of its own, else the kit's plain resource page. */
  page: string;
}

export const REGISTERED_SCREENS: readonly RegisteredScreen[] = readdirSync(MODULES_DIR).flatMap((module) => {
  const file = new URL(`${module}/screens.ts`, MODULES_DIR);
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/screen\(\s*(?:MenuIds\.(\w+)|'([^']+)'),\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g)].flatMap(
    ([, key, path, page]) => {
      const node = ALL_MENU_NODES.find((candidate) =>
        key ? JSON.stringify(candidate.id) === JSON.stringify(MenuIds[key as keyof typeof MenuIds]) : candidate.path === path,
      );
      return node && page ? [{ node, page: drawsItsOwn(module, page) ? `${module}/${page}` : 'resource-page' }] : [];
    },
  );
});
const PAGE_AT = new Map(REGISTERED_SCREENS.map(({ node, page }) => [node.path, page]));

/** The tokens of a field as a column or a form field: its kind and what changes how the kit draws it. */
function fieldTokens(where: 'column' | 'form', name: string, resource: Resource): string[] {
  const field = resource.fields[name];
  if (!field) return [];
  const traits = [
    field.colors ? 'colors' : '',
    field.sparse ? 'sparse' : '',
    field.nullable ? 'nullable' : '',
    field.visibleWhen ? 'conditional' : '',
    field.of ? 'child-list' : '',
    field.filter ? `filter-${field.filter}` : '',
    field.sum ? 'sum' : '',
    field.sortable ? 'sortable' : '',
  ].filter(Boolean);
  return [`${where}:${field.kind}`, ...traits.map((trait) => `${where}:${field.kind}:${trait}`)];
}

/** Everything a resource's screen renders, as tokens: its page file, columns, form fields and toolbar. */
export function shapeOf(resource: Resource): Set<string> {
  const path = menuPath(resource.tabOf ?? resource.menu);
  const declared = [
    resource.save && 'save',
    resource.import && 'import',
    resource.export && 'export',
    resource.delete && 'delete',
    resource.remove && 'remove',
    resource.toggle && 'toggle',
    resource.check && 'review',
    resource.detail && 'detail',
    resource.lifecycle && 'lifecycle',
    resource.window && 'window',
    resource.tabOf !== undefined && 'tab',
    resource.recordTabOf && 'record-tab',
    ...Object.keys(resource.commandSpecs).map(
      (name) =>
        `command:${Object.keys(resource.commands?.[name] ?? {})
          .sort()
          .join(',')}`,
    ),
  ].filter((token): token is string => typeof token === 'string');
  return new Set([
    `page:${PAGE_AT.get(path) ?? 'unregistered'}${resource.tabOf ? `#${resource.namespace}` : ''}`,
    ...declared,
    ...tableFieldNames(resource.fields).flatMap((name) => fieldTokens('column', name, resource)),
    ...(resource.save ? savedFieldNames(resource.fields).flatMap((name) => fieldTokens('form', name, resource)) : []),
  ]);
}

/**
 * The resources, in order, whose shape holds a token none before them held: together they render
 * every component shape the screens have.
 */
export function withNewShapes(resources: readonly Resource[]): Set<string> {
  const seen = new Set<string>();
  const chosen = new Set<string>();
  for (const resource of resources) {
    const tokens = [...shapeOf(resource)];
    if (tokens.some((token) => !seen.has(token))) chosen.add(resource.namespace);
    for (const token of tokens) seen.add(token);
  }
  return chosen;
}
