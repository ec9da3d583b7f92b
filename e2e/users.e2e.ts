import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { ADMIN_PASSWORD } from './server';
import { waitForPath } from './navigation';
import { loggedInWindow } from './login';
import { serverAndBrowser } from './specServer';

/**
 * Issue #12 as people do it: an administrator makes a role without writes and an operator who
 * sees one pump station; the operator changes the first password, watches the station, cannot
 * write; the administrator disables the operator, whose open console goes to the login page.
 */

const spec = serverAndBrowser();

const FIRST_PASSWORD = 'Start-1234';
const OWN_PASSWORD = 'Mine-56789';

async function logIn(loginname: string, password: string): Promise<Page> {
  const { page } = await loggedInWindow(spec, loginname, { password });
  return page;
}

const button = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${label.split('').join('\\s*')}$`) });
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible');
const popconfirm = (page: Page) => page.locator('.ant-popconfirm:visible');

async function choose(page: Page, field: ReturnType<Page['locator']>, option: string) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

describe('users and roles: who may see and do what', () => {
  it('an administrator adds a role and a listed operator; the operator is held to them', async () => {
    // The administrator: a role that reads alarms and acknowledges them, but writes nothing.
    const admin = await logIn('admin', ADMIN_PASSWORD);
    await admin.getByRole('menuitem', { name: '系统管理' }).click();
    await admin.getByRole('menuitem', { name: '角色管理' }).click();
    await waitForPath(admin, (url) => url.pathname === '/manage/system/role');
    await admin.getByRole('cell', { name: '操作员' }).waitFor();
    await admin.getByRole('button', { name: /新增角色/ }).click();
    await dialog(admin).getByLabel('角色名称').fill('巡检员');
    for (const code of ['查看 EG 报警记录（列表）', '确认报警', '修改自己的密码']) {
      await dialog(admin).getByLabel(code).check();
    }
    await button(dialog(admin), '保存').click();
    await admin.getByRole('cell', { name: '巡检员' }).waitFor();
    await screenshot(admin, 'users-roles-zh');

    // The operator: login name of at most 6 (SPEC §5), the new role, one pump station, a first password.
    await admin.getByRole('menuitem', { name: '用户管理' }).click();
    await admin.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await admin.getByRole('button', { name: /新增用户/ }).click();
    const form = dialog(admin);
    // A name past the limit is kept as typed and the form says why it cannot be saved.
    await form.getByLabel('登录名').fill('xunjian1');
    await form.getByText('最多 6 个字符，现有 8 个').waitFor();
    expect(await form.getByLabel('登录名').inputValue()).toBe('xunjian1');
    await form.getByLabel('登录名').fill('xj01');
    await form.getByText('最多 6 个字符，现有 8 个').waitFor({ state: 'detached' });
    await form.getByLabel('姓名').fill('巡检一');
    await choose(admin, form.getByLabel('角色'), '巡检员');
    await form.getByLabel('指定设备与项目').check();
    await choose(admin, form.getByLabel('设备', { exact: true }), '1号泵站');
    await admin.keyboard.press('Escape');
    await form.getByLabel('初始密码', { exact: true }).fill(FIRST_PASSWORD);
    await screenshot(admin, 'users-add-zh');
    await button(form, '保存').click();
    const row = admin.getByRole('row', { name: /xj01/ });
    await row.getByText('1 台设备，0 个项目').waitFor();
    await row.getByText('巡检员').waitFor();
    await screenshot(admin, 'users-list-zh');
    await admin.getByTestId('user-menu').click();
    await admin.getByText('退出登录', { exact: true }).click();
    await waitForPath(admin, (url) => url.pathname === '/login');

    // The operator's first login asks for a password of their own before anything else.
    const operator = await logIn('xj01', FIRST_PASSWORD);
    await waitForPath(operator, (url) => url.pathname === '/password/change');
    await operator.getByText('请修改密码').waitFor();
    await screenshot(operator, 'users-password-change-zh');
    await operator.getByLabel('当前密码').fill(FIRST_PASSWORD);
    await operator.getByLabel('新密码', { exact: true }).fill(OWN_PASSWORD);
    await operator.getByLabel('确认新密码').fill(OWN_PASSWORD);
    await button(operator, '修改并继续').click();
    await waitForPath(operator, (url) => url.pathname === '/monitor/overview');

    // Only the listed station, and no manage area.
    await operator.goto(`${spec.server.url}/monitor/eg/list`);
    const cards = operator.getByTestId('equipment-card');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute('data-name')).toBe('1号泵站');
    expect(await operator.getByRole('menuitem', { name: '系统管理' }).count()).toBe(0);
    await operator.goto(`${spec.server.url}/manage/system/user`);
    await operator.getByTestId('forbidden').waitFor();

    // The station's values are readable, the write control is disabled and a forged write refused.
    await operator.goto(`${spec.server.url}/monitor/eg/list`);
    await cards.first().click();
    await waitForPath(operator, (url) =>
      /\/monitor\/eg\/detail\/list\/[^/]+\/0$/.test(url.pathname),
    );
    const equipmentId = new URL(operator.url()).pathname.split('/')[5] ?? '';
    const write = operator.getByRole('button', { name: '写入 1#泵转速设定' });
    await write.waitFor();
    expect(await write.isDisabled()).toBe(true);
    await screenshot(operator, 'users-operator-detail-zh');
    const forged = await operator.evaluate(async (id) => {
      const response = await fetch('/lfscada/monitor/multi/signal/writeVal', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Accept-Language': 'zh-CN',
        },
        body: new URLSearchParams({ equipmentId: id, signalId: 'any', value: '100' }).toString(),
      });
      return (await response.json()) as { code: number; message: string };
    }, equipmentId);
    expect(forged.message).toBe('没有写入权限');

    // The data center counts the one station, and its online rate is that station's, not empty.
    const overview = operator.waitForResponse((r) => r.url().endsWith('/datacenter/overview'));
    await operator.getByRole('menuitem', { name: '数据中心' }).click();
    const { data } = (await (await overview).json()) as { data: { onlineRate: unknown[] } };
    expect(data.onlineRate.length).toBeGreaterThan(0);
    await expect.poll(() => operator.getByTestId('stat-equipment').innerText()).toContain('1');
    await screenshot(operator, 'users-operator-datacenter-zh');

    // The administrator, from another spec.browser, disables the operator: the open console ends.
    const again = await logIn('admin', ADMIN_PASSWORD);
    await again.goto(`${spec.server.url}/manage/system/user`);
    const operatorRow = again.getByRole('row', { name: /xj01/ });
    await button(operatorRow, '停用').click();
    await popconfirm(again).getByText('该用户的所有会话将立即结束，停用期间无法登录。').waitFor();
    await button(popconfirm(again), '停用').click();
    await operatorRow.getByText('停用', { exact: true }).last().waitFor();
    await waitForPath(operator, (url) => url.pathname === '/login', 20_000);
    await operator
      .getByText('您的会话已结束（可能已被管理员停用或重置密码），请重新登录。')
      .waitFor();
    await screenshot(operator, 'users-session-ended-zh');

    // And cannot log in again.
    await operator.getByLabel('用户名').fill('xj01');
    await operator.getByLabel('密码').fill(OWN_PASSWORD);
    await operator.getByRole('button', { name: /登\s*录/ }).click();
    await operator.getByText('账号已停用，请联系管理员').first().waitFor();
  });

  it('shows both screens in English and on a 390 px phone', async () => {
    for (const [locale, width] of [
      ['en', 1280],
      ['zh-CN', 390],
      ['en', 390],
    ] as const) {
      const { page } = await loggedInWindow(spec, 'admin', { width, locale });
      const tag = `${locale === 'en' ? 'en' : 'zh'}-${width}`;
      await page.goto(`${spec.server.url}/manage/system/user`);
      await page.getByRole('cell', { name: 'xj01' }).waitFor();
      expect(await page.getByText(locale === 'en' ? 'Disabled' : '停用').count()).toBeGreaterThan(
        0,
      );
      await screenshot(page, `users-list-${tag}`);
      await page.goto(`${spec.server.url}/manage/system/role`);
      await page.getByRole('cell', { name: locale === 'en' ? 'Operator' : '操作员' }).waitFor();
      await screenshot(page, `users-roles-${tag}`);
      await page.getByRole('button', { name: locale === 'en' ? /Add role/ : /新增角色/ }).click();
      await dialog(page)
        .getByText(locale === 'en' ? 'Write values to equipment' : '下发写入值')
        .waitFor();
      await screenshot(page, `users-role-dialog-${tag}`);
    }
  });
});
