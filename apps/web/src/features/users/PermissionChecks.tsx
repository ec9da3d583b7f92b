import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_GROUPS,
  PERMISSION_GROUP_TEXT,
  PERMISSIONS,
  textIn,
  type AuthCode,
} from '@lf/protocol';
import { currentLocale } from '../../i18n/i18n';

/**
 * The permission codes as checkboxes in their groups (the catalogue's order), for a Form.Item.
 * Codes outside `grantable` (the caller's own) cannot be ticked: nobody grants what they lack.
 */
export function PermissionChecks({
  value = [],
  onChange,
  disabled,
  grantable,
}: {
  value?: AuthCode[];
  onChange?: (next: AuthCode[]) => void;
  disabled?: boolean;
  grantable?: readonly string[];
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const chosen = new Set(value);
  const toggle = (code: AuthCode, on: boolean) => {
    const next = PERMISSIONS.map((p) => p.code).filter((c) => (c === code ? on : chosen.has(c)));
    onChange?.(next);
  };
  return (
    <Flex vertical gap={12} aria-label={t('users.roles.auths')}>
      {PERMISSION_GROUPS.map((group) => (
        <fieldset key={group} style={{ border: 0, margin: 0, padding: 0 }}>
          <Typography.Text strong>
            <legend>{textIn(PERMISSION_GROUP_TEXT[group], locale)}</legend>
          </Typography.Text>
          <Flex wrap="wrap" gap="4px 16px">
            {PERMISSIONS.filter((p) => p.group === group).map((p) => (
              <Checkbox
                key={p.code}
                checked={chosen.has(p.code)}
                disabled={disabled || (grantable !== undefined && !grantable.includes(p.code))}
                onChange={(event) => toggle(p.code, event.target.checked)}
              >
                {textIn(p.text, locale)}
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
      ))}
    </Flex>
  );
}
