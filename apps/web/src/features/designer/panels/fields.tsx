import { useState, type ReactNode } from 'react';
import { Input, InputNumber, Select, Switch } from 'antd';

/** Inputs that hand their value over on Enter or leaving the field: one undo entry per edit. */

/** The edit in progress: starts again from the value whenever it changes elsewhere (undo, another selection). */
function useDraft<T>(value: T) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

export function CommitNumber({
  value,
  onCommit,
  label,
  min,
  max,
  step,
}: {
  value: number;
  onCommit: (value: number) => void;
  label: string;
  min?: number;
  max?: number;
  step?: number;
}) {
  const [draft, setDraft] = useDraft<number | null>(value);
  const commit = () => {
    if (draft !== null && Number.isFinite(draft) && draft !== value) onCommit(draft);
    else setDraft(value);
  };
  return (
    <InputNumber
      size="small"
      aria-label={label}
      value={draft}
      min={min}
      max={max}
      step={step}
      onChange={(next) => setDraft(next === null ? null : Number(next))}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: '100%' }}
    />
  );
}

export function CommitText({
  value,
  onCommit,
  label,
  placeholder,
  password,
}: {
  value: string;
  onCommit: (value: string) => void;
  label: string;
  placeholder?: string;
  password?: boolean;
}) {
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const Component = password ? Input.Password : Input;
  return (
    <Component
      size="small"
      aria-label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/** A labelled row of the property panel. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label
      style={{
        display: 'grid',
        gridTemplateColumns: '88px 1fr',
        alignItems: 'center',
        gap: 6,
        marginBottom: 6,
        fontSize: 12,
      }}
    >
      <span style={{ color: '#595959' }}>{label}</span>
      <span>{children}</span>
    </label>
  );
}

/**
 * The rows a property panel is made of: a label and one input, which the label also names for a
 * screen reader (`ariaLabel` when the row's label alone would be ambiguous).
 */

export function SelectRow<V extends string>({
  label,
  ariaLabel = label,
  value,
  options,
  onChange,
}: {
  label: string;
  ariaLabel?: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <Row label={label}>
      <Select
        size="small"
        aria-label={ariaLabel}
        value={value}
        onChange={onChange}
        options={options}
        style={{ width: '100%' }}
      />
    </Row>
  );
}

export function SwitchRow({
  label,
  ariaLabel = label,
  checked,
  onChange,
}: {
  label: string;
  ariaLabel?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Row label={label}>
      <Switch size="small" aria-label={ariaLabel} checked={checked} onChange={onChange} />
    </Row>
  );
}

export function TextRow(props: Parameters<typeof CommitText>[0]) {
  return (
    <Row label={props.label}>
      <CommitText {...props} />
    </Row>
  );
}

export function NumberRow(props: Parameters<typeof CommitNumber>[0]) {
  return (
    <Row label={props.label}>
      <CommitNumber {...props} />
    </Row>
  );
}
