import type { SelectProps } from 'antd';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';

/**
 * antd's Select, loaded beside a screen's first call instead of before the screen can show: its code
 * (~24 KB gzip: rc-select and its virtual list) was the largest part of every list screen's first
 * load that the first paint does without (issue 32, `web-bundle` bench). The load starts when this
 * module runs; until it lands (once per page load) a box of the select's size holds its place,
 * without an id, a role or a label, so nothing can type into or pick from it.
 */
const selectCode = import('antd/es/select');
const LoadedSelect = lazy(() => selectCode);

export function Select<Value = unknown>(props: SelectProps<Value>): ReactElement {
  // lazy() drops the value type; the component is antd's generic Select all the same.
  const Typed = LoadedSelect as unknown as ComponentType<SelectProps<Value>>;
  return (
    <Suspense fallback={<span aria-hidden="true" className="kit-select-pending" style={props.style} />}>
      <Typed {...props} />
    </Suspense>
  );
}
