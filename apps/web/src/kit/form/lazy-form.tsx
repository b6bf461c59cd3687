import { lazy, Suspense } from 'react';
import type { ResourceFormProps } from './form-types.ts';

const Form = lazy(() => import('./resource-form.tsx').then((m) => ({ default: m.ResourceForm })));
const Import = lazy(() => import('./import-form.tsx').then((m) => ({ default: m.ImportForm })));

/** The form's code (and real zod) loads when a form first opens, never with the list. */
export function LazyResourceForm(props: ResourceFormProps) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}

export function LazyImportForm(props: ResourceFormProps) {
  return (
    <Suspense fallback={null}>
      <Import {...props} />
    </Suspense>
  );
}
