import { dialogTitle, type Resource } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client.ts';
import { addScreenTexts, useUiLang } from '../../app/i18n.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { CommandForm, type CommandOptions, commandLabel, type OpenCommand } from '../../kit/resource/command-actions.tsx';
import { resourceColumns, wordsOf } from '../../kit/resource/resource-fields.tsx';
import { rowTitle } from '../../kit/resource/row-actions.ts';

type Row = Record<string, unknown> & { id: number };

interface Props {
  resource: Resource;
  groupId: number;
  title: string;
  testId: string;
  /** When each declared command is offered on a row. */
  commands?: Readonly<Record<string, CommandOptions>>;
  /** After a change: the group's own fields may have changed too (its member count). */
  onChange: () => void;
}

/**
 * One group's rows of a child resource (its members, its chat) on the group detail: the list
 * filtered by the group, the resource's own columns, its commands (each a form) and its removal
 * with a reason, each shown only with its permission. The detail's `?id=` is the group's, so the
 * rows are asked by the group here rather than through the URL a list screen keeps its filters in.
 */
export function GroupRecordsCard({ resource, groupId, title, testId, commands = {}, onChange }: Props) {
  addScreenTexts(resource.namespace, resource.labels as unknown as Record<'zh-cn' | 'en', object>);
  const lang = useUiLang();
  const { t } = useTranslation('kit');
  const words = useMemo(() => wordsOf(resource, lang), [lang, resource]);
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [command, setCommand] = useState<OpenCommand | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const query = { group_id: groupId, page, pn: 10 };
  const rows = useQuery({
    queryKey: [...listKey(resource.list), query],
    queryFn: ({ signal }) => api(resource.list as never, query as never, { signal }) as Promise<{ list: Row[]; total: number }>,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listKey(resource.list) });
    onChange();
  };
  const declared = Object.entries(resource.commands ?? {}).filter(([name]) => mayCall(resource.commandSpecs[name] as never));
  const remove = resource.remove && mayCall(resource.remove) ? resource.remove : undefined;
  const actions = (row: Row) => (
    <Space size="small">
      {declared
        .filter(([name]) => commands[name]?.shown?.(row) ?? true)
        .map(([name, spec]) => (
          <Button
            key={name}
            type="link"
            size="small"
            danger={spec.danger}
            onClick={() =>
              Object.keys(spec.fields ?? {}).length > 0
                ? setCommand({ name, row })
                : void api(resource.commandSpecs[name] as never, { id: row.id } as never).then(refresh)
            }
          >
            {commandLabel(resource, words, name)}
          </Button>
        ))}
      {remove && (row.removed_at === null || row.removed_at === undefined) && (
        <Button type="link" size="small" danger onClick={() => setRemoving(row)}>
          {words.common('remove')}
        </Button>
      )}
    </Space>
  );
  const columns = [
    ...resourceColumns(resource, words, lang).map((column) => ({
      key: column.key,
      title: column.title,
      width: column.width,
      render: (_: unknown, row: Row) => column.render?.(row),
    })),
    ...(declared.length > 0 || remove
      ? [{ key: 'actions', title: t('actions'), render: (_: unknown, row: Row) => actions(row) }]
      : []),
  ];
  return (
    <Card size="small" title={title} style={{ marginTop: 16 }} data-testid={testId}>
      <Table<Row>
        size="small"
        rowKey="id"
        loading={rows.isLoading}
        dataSource={rows.data?.list ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: 10, total: rows.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
      {command && (
        <CommandForm
          resource={resource}
          words={words}
          open={command}
          options={commands[command.name]}
          onDone={refresh}
          onClose={() => setCommand(null)}
        />
      )}
      {removing && remove && (
        <LazyResourceForm
          spec={remove}
          title={dialogTitle(resource, lang, 'remove')}
          okText={words.common('remove')}
          intro={<p>{words.common('removeQuestion', { name: rowTitle(resource, removing) })}</p>}
          fields={[{ name: 'reason', label: words.field('remove_reason'), kind: 'textarea', required: true, maxLength: 500 }]}
          hiddenValues={{ id: removing.id }}
          onDone={refresh}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}
