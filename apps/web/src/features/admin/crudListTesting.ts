import { expect, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, fakeServer, signedInShell, type Handler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

/**
 * Steps shared by the component tests of the system-settings lists (crudList.tsx): a server that
 * answers the shell and the list's own calls, and what a person does with a list and its dialog.
 */

/** antd spaces out a button's two CJK characters ("删 除"); match the text either way. */
export const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/**
 * The buttons that read `text`, found by their text: role queries walk the whole app shell and
 * take seconds each in jsdom.
 */
function buttonsReading(text: string, scope: HTMLElement): HTMLButtonElement[] {
  return within(scope)
    .getAllByText(buttonName(text))
    .flatMap((label) => label.closest('button') ?? []);
}

/** The table row that shows `text`. */
function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no table row shows ${text}`);
  return row;
}

function click(text: string, scope: HTMLElement = document.body): void {
  const [button, ...more] = buttonsReading(text, scope);
  if (!button || more.length > 0) throw new Error(`not exactly one ${text} button`);
  fireEvent.click(button);
}

/** Clicks the open Popconfirm's OK button, which renders after the button that opened it. */
function confirm(okText: string): void {
  const ok = buttonsReading(okText, document.body).at(-1);
  if (!ok) throw new Error(`no ${okText} button`);
  fireEvent.click(ok);
}

/**
 * Renders the app at `route` with a server that lists `rows` under `base` and accepts its
 * add/edit/delete (and the calls in `more`), and waits until the list shows `shows`.
 */
export async function openList({
  route,
  base,
  rows,
  shows,
  more = {},
}: {
  route: string;
  base: string;
  rows: unknown;
  shows: string;
  more?: Record<string, Handler>;
}) {
  onTestFinished(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  const ok = () => ({ code: 200, data: null });
  const fake = fakeServer({
    ...signedInShell(ADMIN),
    [`${base}/query`]: () => ({ code: 200, data: rows }),
    [`${base}/add`]: ok,
    [`${base}/edit`]: ok,
    [`${base}/delete`]: ok,
    ...more,
  });
  renderApp(route);
  await screen.findByText(shows);

  /** The calls to `${base}/${action}`. */
  const calls = (action: string) => fake.callsTo(`${base}/${action}`);
  /** The body of the only call to `${base}/${action}`, once it has been made, as plain fields. */
  const sent = async (action: string): Promise<Record<string, string>> => {
    await waitFor(() => expect(calls(action)).toHaveLength(1));
    return Object.fromEntries(calls(action)[0]?.body ?? []);
  };
  /** Waits until the list has been asked for `times` times: once to show it, again after a change. */
  const listAsked = (times: number) => waitFor(() => expect(calls('query')).toHaveLength(times));

  return {
    calls,
    sent,
    listAsked,
    rowOf,
    click,
    confirm,
    type: (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } }),
    valueOf: (label: string) =>
      (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value,
    /**
     * Deletes the row that shows `name`: nothing is sent until the confirmation naming the row
     * is accepted, then the delete call carries `id` and the list is asked again.
     */
    deleteAfterConfirming: async (name: string, id: string) => {
      click('删除', rowOf(name));
      expect(await screen.findByText(`确定删除“${name}”？`)).toBeTruthy();
      expect(calls('delete')).toHaveLength(0);
      confirm('删除');
      expect(await sent('delete')).toEqual({ id });
      expect(await screen.findByText('已删除')).toBeTruthy();
      await listAsked(2);
    },
  };
}
