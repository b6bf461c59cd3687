import type { ApiError } from '../../app/api/client.ts';
import type { ResourceFormProps } from './form-types.ts';
import { FailedRows, ImportDone } from './import-report.tsx';
import { ResourceForm } from './resource-form.tsx';

/** A form that imports (an xlsx or a pasted list) and then shows the per-row report. */
export function ImportForm(props: ResourceFormProps) {
  return (
    <ResourceForm
      {...props}
      renderResult={(output: unknown) => <ImportDone output={output} />}
      renderRefusal={(error: ApiError) => <FailedRows error={error} />}
    />
  );
}
