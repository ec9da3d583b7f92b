import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '../../i18n/i18n';
import { PagedTable } from './pagedList';

const columns = [{ title: 'Name', dataIndex: 'name' }];

describe('PagedTable', () => {
  it("says the screen's own words when the list is empty", () => {
    render(
      <PagedTable<{ id: string; name: string }>
        list={{ data: { list: [], total: 0 }, isFetching: false }}
        page={1}
        onPage={() => undefined}
        columns={columns}
        minWidth={400}
        emptyText="还没有项目"
      />,
    );
    expect(screen.getByText('还没有项目')).toBeTruthy();
  });
});
