import {
  Flex,
  Input,
  Select,
  Space,
  Table,
  type PaginationProps,
  type TableColumnsType,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@lf/protocol';

/**
 * One filter of a list's toolbar. `onChange` is a method so that a filter of a narrower value
 * type (say 'all' | 'yes' | 'no') stands in a list of filters of plain strings.
 */
export interface ListFilter<V extends string = string> {
  /** The name a screen reader says; the select shows only its value. */
  label: string;
  value: V;
  width: number;
  options: { value: V; label: string }[];
  onChange(value: V): void;
}

/**
 * The bar above a server-paged list: a keyword search and filters on the left, the screen's
 * actions on the right. Every search or filter change also calls `onFiltered`, where the
 * screen goes back to the first page.
 */
export function ListToolbar({
  search,
  filters = [],
  onFiltered,
  children,
}: {
  search: { placeholder?: string; width: number; onSearch: (keyword: string) => void };
  filters?: ListFilter[];
  onFiltered: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} wrap="wrap" justify="space-between">
      <Space wrap>
        <Input.Search
          allowClear
          aria-label={t('admin.search')}
          placeholder={search.placeholder}
          style={{ width: search.width }}
          onSearch={(value) => {
            search.onSearch(value.trim());
            onFiltered();
          }}
        />
        {filters.map((filter) => (
          <Select
            key={filter.label}
            aria-label={filter.label}
            value={filter.value}
            style={{ width: filter.width }}
            onChange={(value: string) => {
              filter.onChange(value);
              onFiltered();
            }}
            options={filter.options}
          />
        ))}
      </Space>
      {children}
    </Flex>
  );
}

/**
 * The pager of a list the server pages. The server fixes the page size, so the reader may not
 * change it; the total is 0 until the first answer.
 */
export function serverPager(
  page: number,
  pageSize: number,
  total: number | undefined,
  onChange: (page: number) => void,
) {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    onChange,
  } satisfies PaginationProps;
}

/**
 * A table of one page of rows the server counted, 10 to a page, with the total below. The
 * spinner shows only before the first answer: a page change keeps the previous rows in view.
 */
export function PagedTable<Row extends { id: string }>({
  list,
  page,
  onPage,
  columns,
  minWidth,
  emptyText,
}: {
  list: { data?: { list: Row[]; total: number }; isFetching: boolean };
  page: number;
  onPage: (page: number) => void;
  columns: TableColumnsType<Row>;
  minWidth: number;
  /** What an empty list says, where the screen has more to say than antd's "no data". */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      scroll={{ x: minWidth }}
      loading={list.isFetching && !list.data}
      dataSource={list.data?.list ?? []}
      columns={columns}
      {...(emptyText ? { locale: { emptyText } } : {})}
      pagination={{
        ...serverPager(page, DEFAULT_PAGE_SIZE, list.data?.total, onPage),
        showTotal: (count) => t('admin.total', { count }),
      }}
    />
  );
}
