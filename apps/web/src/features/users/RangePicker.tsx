import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { rangeChoices, usersKeys, type RangeKind } from './api';

/** How long typing may pause before the server is asked (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 300;

/**
 * The data-range picker of equipment or projects: searched on the server by name, a page at a
 * time, so any of tens of thousands can be chosen. The names of chosen entries are remembered
 * as they were seen; an entry chosen before and not seen here shows its id.
 */
export function RangePicker({
  kind,
  value,
  onChange,
  ...rest
}: {
  kind: RangeKind;
  value?: string[];
  onChange?: (value: string[]) => void;
  'aria-label'?: string;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [...usersKeys.pickers, kind, keyword],
    queryFn: () => rangeChoices(kind, keyword),
    placeholderData: keepPreviousData,
  });
  // Every name seen in this dialog, so an entry chosen from an earlier search keeps its name.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [seen, setSeen] = useState(found.data);
  if (found.data !== seen) {
    setSeen(found.data);
    setNames(
      (known) => new Map([...known, ...(found.data ?? []).map((r) => [r.id, r.name] as const)]),
    );
  }
  const shown = new Set((found.data ?? []).map((row) => row.id));
  const options = [
    ...(found.data ?? []).map((row) => ({ value: row.id, label: row.name })),
    ...(value ?? [])
      .filter((id) => !shown.has(id))
      .map((id) => ({ value: id, label: names.get(id) ?? id })),
  ];
  return (
    <Select
      {...rest}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      loading={found.isFetching}
      value={value}
      onChange={(next: string[]) => {
        onChange?.(next);
        setTyped('');
      }}
      options={options}
    />
  );
}
