import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import '../../i18n/i18n';
import { homePageOf } from './homePage';
import { PageSidebar, type PageSidebarProps } from './PageSidebar';

const noop = () => undefined;

function renderSidebar(props: Partial<PageSidebarProps> & Pick<PageSidebarProps, 'owner'>) {
  const onOpen = vi.fn();
  render(
    <PageSidebar
      pages={[
        { id: 'a', title: '总览', home: false },
        { id: 'b', title: '泵站', home: true, checkpwd: true },
      ]}
      currentId="a"
      onOpen={onOpen}
      onAdd={noop}
      onDelete={noop}
      {...props}
    />,
  );
  return { onOpen, rows: screen.getAllByRole('listitem') };
}

describe('homePageOf', () => {
  it('opens on the page marked home, else on the first (a model: its default template)', () => {
    expect(homePageOf([{ id: 'a' }, { id: 'b', home: true }])?.id).toBe('b');
    expect(homePageOf([{ id: 'a' }, { id: 'b' }])?.id).toBe('a');
    expect(homePageOf([])).toBeUndefined();
  });
});

describe('PageSidebar', () => {
  it("tags the project's home, offers its own actions, opens only another page", () => {
    const onSetHome = vi.fn();
    const { onOpen, rows } = renderSidebar({ owner: 'project', onSetHome, onCopy: noop });
    expect(screen.getByRole('region', { name: '页面' })).toBeTruthy();
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(second).getByText('首页')).toBeTruthy();
    expect(within(second).getByLabelText('有密码')).toBeTruthy();
    expect(within(first).queryByText('首页')).toBeNull();
    expect(within(second).getByRole('button', { name: '设为首页 泵站' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(first).getByRole('button', { name: '设为首页 总览' }));
    expect(onSetHome).toHaveBeenCalledWith('a');
    fireEvent.click(within(first).getByRole('button', { name: '总览' }));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(within(second).getByRole('button', { name: '泵站' }));
    expect(onOpen).toHaveBeenCalledWith('b');
  });

  it("names a model's pages as templates and leaves out what a model has not", () => {
    const { rows } = renderSidebar({ owner: 'model', children: <p>coverage</p> });
    expect(screen.getByRole('region', { name: '模板页面' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('默认')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建模板页面' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除模板页面 总览' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /设为首页|复制/ })).toBeNull();
    expect(screen.getByText('coverage')).toBeTruthy();
  });
});
