import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot } from './browser';
import { waitForPath } from './navigation';
import { logIn } from './login';
import { servedVideoStreams } from './videoStreams';
import { serverAndBrowser } from './specServer';

/*
 * The built app under its enforced Content-Security-Policy (issue 17, item 7): a person walks
 * every kind of screen — those with charts, map tiles, QR codes, video players and the designer —
 * and the browser reports not one violation, neither as a `securitypolicyviolation` event nor as
 * a console error.
 */
const spec = serverAndBrowser();
const streams = servedVideoStreams();

/** A window that records every policy violation and every console error that names the policy. */
async function watched(locale: 'zh-CN' | 'en'): Promise<{
  context: BrowserContext;
  page: Page;
  violations: string[];
}> {
  const violations: string[] = [];
  const context = await newContext(spec.browser, { viewport: { width: 1280, height: 720 } });
  await context.exposeBinding('__lfCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript((l) => {
    localStorage.setItem('lf.locale', l);
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`;
      (window as unknown as { __lfCspViolation(text: string): void }).__lfCspViolation(report);
    });
  }, locale);
  const page = await context.newPage();
  const listen = (text: string) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) violations.push(text);
  };
  page.on('console', (message) => listen(message.text()));
  page.on('pageerror', (error) => listen(error.message));
  page.on('worker', (worker) => worker.on('console', (message) => listen(message.text())));
  return { context, page, violations };
}

async function drawVideo(page: Page, from: [number, number], to: [number, number]) {
  await page.getByRole('button', { name: '视频', exact: true }).click();
  const box = await page.getByTestId('designer-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 6 });
  await page.mouse.up();
}

describe('the enforced Content-Security-Policy', () => {
  it('is sent enforced on the HTML', async () => {
    const response = await fetch(`${spec.server.url}/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(response.headers.get('content-security-policy-report-only')).toBeNull();
  });

  it('is satisfied by monitoring, history, curves, the share QR code, map, data centre, alarms and account screens', async () => {
    const { context, page, violations } = await watched('zh-CN');
    await logIn(page, spec.server.url, 'demo');
    await page.goto(`${spec.server.url}/monitor/eg/list`);
    await page.locator('[data-testid="equipment-card"][data-name="1号泵站"]').click();
    await waitForPath(page, (url) => url.pathname.startsWith('/monitor/eg/detail/list/'));
    await page.getByTestId('monitor-state').filter({ hasText: '实时监控中' }).waitFor();

    await page.getByRole('tab', { name: '历史数据' }).click();
    const picker = page.getByLabel('变量（最多 10 个）');
    await picker.fill('1#罐液位');
    await page.locator('.ant-select-item-option', { hasText: /^1#罐液位$/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const chart = page.getByTestId('history-chart');
    await expect
      .poll(() => chart.locator('canvas').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByRole('tab', { name: '实时曲线' }).click();
    await page.getByRole('img', { name: '实时曲线' }).locator('canvas').first().waitFor();

    await page.getByTestId('share-open').click();
    const panel = page.getByTestId('share-panel');
    await panel.getByLabel('分享密码').fill('Pump2026');
    await panel.getByRole('button', { name: '开启分享' }).click();
    await panel.getByTestId('share-qr').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${spec.server.url}/map`);
    await page.locator('.leaflet-marker-pane .lf-map-marker__name').first().waitFor();
    await page.locator('.leaflet-overlay-pane canvas').first().waitFor();
    await screenshot(page, 'csp-map-zh');

    for (const [path, ready] of [
      ['/datacenter', 'canvas'],
      ['/alarm/summary', 'main'],
      ['/alarm/journal', 'main'],
      ['/alarm/kpi', 'canvas'],
      ['/account/security/sms', 'main'],
      ['/account/info/sms', 'main'],
      ['/account/config', 'main'],
      ['/account/log', 'main'],
      ['/message/messageAll', 'main'],
    ] as const) {
      await page.goto(`${spec.server.url}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
    }
    await screenshot(page, 'csp-last-screen-zh');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('is satisfied by the designer with video widgets and by the viewer playing FLV and HLS', async () => {
    const { context, page, violations } = await watched('zh-CN');
    await logIn(page, spec.server.url, 'admin');
    for (const path of [
      '/manage/eg/equipment/list',
      '/manage/eg/gateway',
      '/manage/system/settings',
    ]) {
      await page.goto(`${spec.server.url}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${spec.server.url}/manage/eg/project/list`);
    await page
      .getByRole('row', { name: /演示水厂/ })
      .getByRole('button', { name: '设计' })
      .click();
    await waitForPath(page, (url) =>
      /\/manage\/project\/[^/]+\/designer\/[^/]+$/.test(url.pathname),
    );
    const [, projectId, pageId] = /project\/([^/]+)\/designer\/([^/]+)$/.exec(page.url()) ?? [];
    await page.getByTestId('designer-canvas').waitFor();
    for (const [from, to, field, url] of [
      [[40, 420], [260, 560], 'FLV 地址', `${streams.url}/clip.flv`],
      [[300, 420], [520, 560], 'HLS 地址', `${streams.url}/clip.m3u8`],
    ] as const) {
      await drawVideo(page, [...from], [...to]);
      await page.getByRole('tab', { name: '组件属性' }).click();
      await page.getByLabel(field, { exact: true }).fill(url);
      await page.getByLabel(field, { exact: true }).press('Enter');
    }
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存').first().waitFor();
    await screenshot(page, 'csp-designer-zh');

    const viewer = await context.newPage();
    viewer.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await viewer.goto(`${spec.server.url}/monitor/project/${projectId}/page/${pageId}`);
    const videos = viewer.locator('[data-testid="page-viewer"] [data-widget-type="ComplexVideo"]');
    await expect.poll(() => videos.count(), { timeout: 20_000 }).toBe(2);
    const playing = (n: number) =>
      videos
        .nth(n)
        .locator('video')
        .evaluate((node) => {
          const video = node as HTMLVideoElement;
          return video.readyState >= 2 && video.currentTime > 0 ? video.dataset.player : '';
        })
        .catch(() => '');
    await expect.poll(() => playing(0), { timeout: 20_000 }).toBe('mpegts');
    await expect.poll(() => playing(1), { timeout: 20_000 }).toBe('native');
    await screenshot(viewer, 'csp-viewer-zh');
    expect(violations).toEqual([]);
    await context.close();
  });
});
