import { conditionHolds, translate } from '@console/contract';
import { Button, Drawer, Form, Modal } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, upload } from '../../app/api/client.ts';
import { toast } from '../../app/api/notify.ts';
import { currentWireLang } from '../../app/i18n.ts';
import { useCloseGuard } from '../../app/tabs/use-close-guard.ts';
import { Notice } from '../notice.tsx';
import { FormControl } from './form-controls.tsx';
import { checkValues, type FieldErrors } from './form-errors.ts';
import type { FormField, ResourceFormProps } from './form-types.ts';
import { ListControl } from './list-control.tsx';
import { ObjectControl } from './object-control.tsx';
import { realSchema } from './real-schema.ts';
import '../kit.css';

const XLSX_NAME = /\.xlsx$/i;

/**
 * The checked values as the form wire carries them: a child list's rows, an object's settings and a
 * reward as one field of JSON text each ("[]" empties a list).
 */
function wireValues(fields: readonly FormField[], data: Record<string, unknown>): Record<string, unknown> {
  const wire = { ...data };
  for (const field of fields) {
    const value = wire[field.name];
    if (['list', 'object', 'reward'].includes(field.kind) && value !== null && typeof value === 'object') {
      wire[field.name] = JSON.stringify(value);
    }
  }
  return wire;
}

/**
 * DESIGN §4 form: fields from a declaration, values checked against the action's own input schema
 * (the contract's, replayed into real zod) so the messages are the server's; a refusal's `msg` and
 * field errors show on the form.
 */
export function ResourceForm(props: ResourceFormProps) {
  const { t } = useTranslation('kit');
  const idBase = useId();
  const [open, setOpen] = useState(true);
  const [values, setValues] = useState<Record<string, unknown>>(props.initial ?? {});
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<{ message: string; extra: ReactNode } | null>(null);
  const [result, setResult] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  // Input not yet saved asks before its tab closes ('close this page?', SPEC §2).
  const [dirty, setDirty] = useState(false);
  useCloseGuard(open && dirty);
  const schema = useMemo(() => realSchema(props.spec.input), [props.spec]);
  // A field declared visible only while another has some value (an ad's jump target) is left out otherwise.
  const shown = props.fields.filter((field) => !field.visibleWhen || conditionHolds(field.visibleWhen, values));
  const shownNames = new Set(shown.map((field) => field.name));
  const hidden = props.fields.filter((field) => !shownNames.has(field.name)).map((field) => field.name);

  const setValue = (name: string, value: unknown) => {
    setDirty(true);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    const lang = currentWireLang();
    setRefusal(null);
    const fileFields = props.fields.filter((field) => field.kind === 'xlsx');
    for (const field of fileFields) {
      const file = files[field.name];
      if (file && !XLSX_NAME.test(file.name)) {
        setErrors({ [field.name]: translate('not_xlsx', lang) });
        return;
      }
    }
    const sent = Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.includes(name)));
    const checked = checkValues(schema, { ...props.hiddenValues, ...sent }, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      const unshown = Object.entries(checked.errors).filter(([name]) => !shownNames.has(name));
      if (unshown.length > 0) setRefusal({ message: unshown.map(([, message]) => message).join('; '), extra: null });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const input = wireValues(props.fields, checked.data as Record<string, unknown>);
      const chosen = Object.fromEntries(Object.entries(files));
      const output =
        fileFields.length > 0 && Object.keys(chosen).length > 0
          ? await upload(props.spec, input as never, chosen, { handles: [400, 403] })
          : await api(props.spec, input as never, { handles: [400, 403] });
      props.onDone?.(output);
      setDirty(false);
      if (props.renderResult) {
        setResult(props.renderResult(output));
      } else {
        toast.success(translate('ok', lang));
        setOpen(false);
      }
    } catch (error) {
      // A 403 says why it was refused (cannot grant what one lacks, not oneself…); it shows like a 400.
      if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
        const fieldErrors = error.fieldErrors;
        setErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => shownNames.has(name))));
        setRefusal({ message: error.message, extra: props.renderRefusal?.(error) ?? null });
      }
    } finally {
      setBusy(false);
    }
  };

  // A real form, so Enter in a field submits as in the search panel (textareas keep their new lines;
  // the browser does not submit while an input method is composing Chinese).
  const body = (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !result) void submit();
      }}
    >
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      <Form layout="vertical" component="div" className="resource-form">
        {props.intro}
        {shown.map((field) => {
          const id = `${idBase}-${field.name}`;
          const required = field.required || (field.requiredWhen !== undefined && conditionHolds(field.requiredWhen, values));
          return (
            <Form.Item
              key={field.name}
              label={field.label}
              htmlFor={id}
              required={required}
              validateStatus={errors[field.name] ? 'error' : undefined}
              help={errors[field.name] ?? field.help}
            >
              {field.kind === 'list' ? (
                <ListControl field={field} id={id} value={values[field.name]} onChange={(rows) => setValue(field.name, rows)} />
              ) : field.kind === 'object' ? (
                <ObjectControl field={field} id={id} value={values[field.name]} onChange={(next) => setValue(field.name, next)} />
              ) : (
                <FormControl
                  field={field}
                  id={id}
                  value={values[field.name]}
                  onChange={(value) => setValue(field.name, value)}
                  file={files[field.name] ?? null}
                  onFile={(file) => {
                    setDirty(true);
                    setFiles(({ [field.name]: _gone, ...rest }) => (file ? { ...rest, [field.name]: file } : rest));
                    setErrors(({ [field.name]: _gone, ...rest }) => rest);
                  }}
                  onError={(message) =>
                    setErrors(({ [field.name]: _gone, ...rest }) => (message ? { ...rest, [field.name]: message } : rest))
                  }
                />
              )}
            </Form.Item>
          );
        })}
        {refusal && (
          <div className="resource-form__refusal">
            <Notice tone="error">{refusal.message}</Notice>
            {refusal.extra}
          </div>
        )}
        {result}
      </Form>
    </form>
  );

  const close = () => setOpen(false);
  const okText = props.okText ?? t('submit');
  const footer = result ? (
    <Button type="primary" onClick={close}>
      {t('close')}
    </Button>
  ) : (
    <>
      <Button onClick={close}>{t('cancel')}</Button>
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        {okText}
      </Button>
    </>
  );

  if (props.drawer) {
    return (
      <Drawer
        open={open}
        title={props.title}
        size={520}
        onClose={close}
        afterOpenChange={(visible) => {
          if (!visible) props.onClose();
        }}
        footer={<div className="resource-form__footer">{footer}</div>}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={props.title}
      onCancel={close}
      afterClose={props.onClose}
      footer={footer}
      maskClosable={false}
      width={560}
    >
      {body}
    </Modal>
  );
}
