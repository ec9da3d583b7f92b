import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A text field that writes its value when left or on Enter, so half-typed colours never bind.
 * Keyed by the bound value by its caller: another state or a saved value starts a new draft.
 */
export function DraftField(props: {
  value: string;
  label: string;
  placeholder?: string;
  valid: (value: string) => boolean;
  onCommit: (value: string) => void;
  width?: number;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.value);
  const bad = draft.trim() !== '' && !props.valid(draft.trim());
  const commit = () => {
    if (!bad && draft.trim() !== props.value) props.onCommit(draft.trim());
  };
  return (
    <Input
      size="small"
      aria-label={props.label}
      title={bad ? t('project.customSymbols.invalidValue') : props.label}
      placeholder={props.placeholder}
      status={bad ? 'error' : undefined}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: props.width ?? 90 }}
    />
  );
}
