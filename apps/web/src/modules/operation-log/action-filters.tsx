import { COMMON_LABELS, operationLogActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';
import type { FilterValue } from '../../kit/list/url-state.ts';
import type { Words } from '../../kit/resource/resource-fields.tsx';
import { Select } from '../../kit/select.tsx';

interface Control {
  id: string;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}

/** Every action the server has, by module, with its label in the interface language. */
function useActions() {
  const lang = useUiLang();
  const answer = useQuery({
    queryKey: ['operationLog', 'actionList', lang],
    queryFn: () => api(operationLogActions.operationLogActionList, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { lang, actions: answer.data?.list ?? [] };
}

function Choice({ id, value, onChange, options }: Control & { options: { label: string; options?: unknown[] }[] }) {
  const lang = useUiLang();
  return (
    <Select<string>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: ['label', 'value'] }}
      placeholder={COMMON_LABELS[lang].choose}
      value={typeof value === 'string' ? value : undefined}
      onChange={(next) => onChange(next ?? undefined)}
      options={options as never}
    />
  );
}

/** Modules by their words (the labels'), valued by their wire names. */
function ModuleSelect({ words, ...control }: Control & { words: Words }) {
  const { actions } = useActions();
  const modules = [...new Set(actions.map((one) => one.module))];
  return <Choice {...control} options={modules.map((module) => ({ value: module, label: words.value('module', module) }))} />;
}

/** Actions grouped by module, shown by label; the value is the action's key (`Module/action`). */
function ActionSelect({ words, ...control }: Control & { words: Words }) {
  const { actions } = useActions();
  const modules = [...new Set(actions.map((one) => one.module))];
  const options = modules.map((module) => ({
    label: words.value('module', module),
    options: actions
      .filter((one) => one.module === module)
      .map((one) => ({ value: `${one.module}/${one.action}`, label: one.label })),
  }));
  return <Choice {...control} options={options} />;
}

const ORDER = ['admin_name', 'module', 'action', 'result', 'target_id', 'status', 'created_at'];

/**
 * The log's filters: module and action are selects of what the server has; the admin id stays
 * a wire filter (the home page's recent list) without a control; the rest in the order staff use them.
 */
export function logFilters(filters: ListFilter[], words: Words): ListFilter[] {
  const byName = new Map(filters.map((filter) => [filter.name, filter]));
  return ORDER.flatMap((name) => {
    const filter = byName.get(name);
    if (!filter) return [];
    if (name === 'module') return [{ ...filter, render: (control: Control) => <ModuleSelect {...control} words={words} /> }];
    if (name === 'action') {
      // Chosen by the label the table shows: the filter goes by the column's name.
      return [
        {
          ...filter,
          label: words.field('action_label'),
          render: (control: Control) => <ActionSelect {...control} words={words} />,
        },
      ];
    }
    return [filter];
  });
}
