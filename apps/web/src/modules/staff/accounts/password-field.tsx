import { Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 16 characters from a set without look-alikes (0/O, 1/l/I), from the browser's secure random source. */
export function generatePassword(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(bytes, (n) => ALPHABET[n % ALPHABET.length]).join('');
}

interface Props {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** A temporary password the admin reads out or copies to the new account's owner; shown as typed. */
export function TemporaryPasswordField({ id, value, onChange }: Props) {
  const { t } = useTranslation('staff');
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          autoComplete="off"
          spellCheck={false}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button onClick={() => onChange(generatePassword())}>{t('accounts.generate')}</Button>
      </Space.Compact>
      {/* It is never shown again: the server keeps only its hash. */}
      <Typography.Text type="secondary">{t('accounts.copyPassword')}</Typography.Text>
    </>
  );
}
