import { afterAll, describe, expect, it } from 'vitest';
import { i18next } from '../../i18n/i18n';
import { operationText } from './operationText';

afterAll(async () => {
  await i18next.changeLanguage('zh-CN');
});

describe('operationText', () => {
  it('reads a logged operation in Chinese and in English', async () => {
    await i18next.changeLanguage('zh-CN');
    expect(operationText('project.page.save', i18next.t)).toBe('监控页面 · 保存');
    expect(operationText('signal.import', i18next.t)).toBe('变量 · 导入');
    expect(operationText('login', i18next.t)).toBe('登录');
    await i18next.changeLanguage('en');
    expect(operationText('project.page.save', i18next.t)).toBe('Monitoring page saved');
    expect(operationText('equipment.unbind', i18next.t)).toBe('Equipment unbound from its gateway');
  });

  it('reads every operation of users and roles management', async () => {
    const actions = ['user.add', 'user.edit', 'user.disable', 'user.enable', 'user.resetPassword'];
    const more = ['user.delete', 'user.invite', 'account.invite.accept', 'role.add', 'role.edit'];
    for (const language of ['zh-CN', 'en']) {
      await i18next.changeLanguage(language);
      for (const action of [...actions, ...more]) {
        expect(operationText(action, i18next.t), action).not.toBe(action);
      }
    }
    expect(operationText('user.resetPassword', i18next.t)).toBe('User password reset');
    await i18next.changeLanguage('zh-CN');
    expect(operationText('user.disable', i18next.t)).toBe('用户 · 停用');
  });

  it('shows an operation it does not know as it was logged', async () => {
    await i18next.changeLanguage('zh-CN');
    expect(operationText('pump.overhaul', i18next.t)).toBe('pump.overhaul');
    expect(operationText('signal.teleport', i18next.t)).toBe('signal.teleport');
    expect(operationText('reboot', i18next.t)).toBe('reboot');
  });
});
