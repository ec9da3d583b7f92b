import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  type EquipmentQueryResponse,
  type ShareInfo,
  type ShareJoined,
  sharePreview,
  type SharePreview,
} from '@lf/protocol';
import {
  credentialLines,
  DEMO_PARTNER,
  seedDemoAccounts,
  type DemoCredentials,
} from '../src/demo/demoAccounts';
import { DEMO_OPCUA } from '../src/demo/demoOpcua';
import { startDemo } from '../src/demo/startDemo';
import { ADMIN_PASSWORD, body, Client, DEMO_PASSWORD } from './harness';
import { startLiveServer, waitFor, type LiveServer } from './liveHarness';
import { recoverPassword, startRecovery } from './securityHelpers';
import { accountIds } from './accounts';

/*
 * What a fresh demo start lets a person try without setting anything up: sharing to a second
 * organisation, recovering a password, and an alarm that comes and goes on its own.
 */

/** A test-sized alarm period: the surge lasts a fifth of it (1.6 s), reported every 0.5 s. */
const ALARM_PERIOD_MS = 8000;

let server: LiveServer;
let credentials: DemoCredentials[];

const credentialsOf = (loginname: string) => {
  const found = credentials.find((c) => c.loginname === loginname);
  if (!found) throw new Error(`no credentials for ${loginname}`);
  return found;
};

beforeAll(async () => {
  // LF_DEMO on: without SMTP_URL the demo offers e-mail codes by its log.
  server = await startLiveServer({ env: { LF_DEMO: 'on' } });
  credentials = await startDemo(server.db, server.app.live, {
    dataDir: server.config.dataDir,
    brokerUrl: server.brokerUrl,
    log: server.app.log,
    alarmPeriodMs: ALARM_PERIOD_MS,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('a fresh demo start', () => {
  it('seeds a second organisation with its own operator, who can log in', async () => {
    const partner = await server.db
      .selectFrom('app_user')
      .innerJoin('org', 'org.id', 'app_user.org_id')
      .select(['org.name as orgName', 'app_user.org_id', 'app_user.role_id', 'app_user.email'])
      .where('loginname', '=', DEMO_PARTNER.loginname)
      .executeTakeFirstOrThrow();
    const demo = await accountIds(server.db, 'demo');
    expect(partner).toMatchObject({ orgName: DEMO_PARTNER.orgName, role_id: 'operator' });
    expect(partner.org_id).not.toBe(demo.orgId);
    const { password } = credentialsOf(DEMO_PARTNER.loginname);
    expect(password).toBeTruthy();
    expect(body(await new Client(server.app).login('partner', password ?? '')).code).toBe(Code.OK);
    // The generated secrets are for the log, once: a second start seeds and shows nothing.
    expect(credentialLines(credentials, true).join('\n')).toContain(`"partner" is ${password}`);
    expect(await seedDemoAccounts(server.db)).toEqual([]);
    // Before login, the page wears the theme of the organisation set up first, the demo's.
    await server.db
      .updateTable('theme')
      .set({ title: '演示水务监控' })
      .where('org_id', '=', demo.orgId)
      .execute();
    const theme = body<{ title: string }>(
      await new Client(server.app).post('/org/StyleAction!loadStyle.action'),
    );
    expect(theme.data.title).toBe('演示水务监控');
  });

  it('lets the demo operator share a pump with the partner, whose join page names it first', async () => {
    const owner = new Client(server.app);
    expect(body(await owner.login('demo', DEMO_PASSWORD)).code).toBe(Code.OK);
    const pump = body<EquipmentQueryResponse>(
      await owner.post('/lfscada/equipment/multi/query', { keyword: '1号泵站' }),
    ).data.list[0];
    const shared = body<ShareInfo>(
      await owner.post('/lfscada/equipment/multi/share/editPwd', {
        equipId: pump?.id ?? '',
        password: 'Pump2026',
      }),
    ).data;
    const token = shared.token ?? '';

    // The owner's own organisation is told before any password is asked.
    const ownPreview = body(await owner.post('/lfscada/equipment/multi/share/preview', { token }));
    expect(ownPreview.message).toBe('该设备属于您所在的组织，无需通过分享加入');

    const partner = new Client(server.app);
    await partner.login('partner', credentialsOf('partner').password ?? '');
    const preview = body<SharePreview>(
      await partner.post('/lfscada/equipment/multi/share/preview', { token }),
    );
    // The answer is what the web app's schema reads, and says exactly this.
    expect(sharePreview.parse(preview.data)).toEqual({
      name: '1号泵站',
      type: 'eg',
      orgName: '演示水务公司',
      authority: 'view',
      withHistory: false,
      withAlarms: false,
      expiresAt: null,
    });
    const joined = body<ShareJoined>(
      await partner.post('/lfscada/equipment/multi/share/join', { token, password: 'Pump2026' }),
    );
    expect(joined.data).toMatchObject({ equipId: pump?.id, name: '1号泵站' });
    const unknown = body(
      await partner.post('/lfscada/equipment/multi/share/preview', { token: 'x'.repeat(40) }),
    );
    expect(unknown.message).toBe('分享链接无效或已失效');
  });

  it('gives every demo account an e-mail and questions whose answers the log shows once', async () => {
    for (const loginname of ['admin', 'demo', 'partner']) {
      const { email, answers } = credentialsOf(loginname);
      expect(email).toMatch(/@example\.com$/);
      expect(answers).toHaveLength(3);
    }
    const client = new Client(server.app);
    const { ticket, channels, capabilities } = (await startRecovery(server, client, 'demo')).data;
    expect(channels).toMatchObject({
      question: true,
      email: expect.stringContaining('@example.com'),
    });
    expect(capabilities.demoMail).toBe(true);
    const questions = body<string[]>(
      await client.post('/lfscada/user/findpwd/questions', { ticket }),
    ).data;
    const { answers } = credentialsOf('demo');
    expect(questions).toEqual(answers.map((a) => a.question));
    const verified = body(
      await client.post('/lfscada/user/findpwd/verify', {
        ticket,
        channel: 'question',
        answers: JSON.stringify(answers.map((a) => a.answer)),
      }),
    );
    expect(verified.code).toBe(Code.OK);
    const changed = await recoverPassword(client, ticket, 'recovered-1');
    expect(changed.code).toBe(Code.OK);
    expect(body(await new Client(server.app).login('demo', 'recovered-1')).code).toBe(Code.OK);
    const log = credentialLines(credentials, true).join('\n');
    for (const { question, answer } of answers) expect(log).toContain(`${question} → ${answer}`);
  });

  it('raises and clears the discharge pressure alarm on its own, once per alarm period', async () => {
    const viewer = new Client(server.app);
    await viewer.login('admin', ADMIN_PASSWORD);
    const station = body<EquipmentQueryResponse>(
      await viewer.post('/lfscada/equipment/multi/query', { keyword: '2号泵站' }),
    ).data.list[0];
    // Monitoring opened: the station reports every half second, as when someone watches it.
    await viewer.post('/lfscada/monitor/multi/open', {
      equipmentId: station?.id ?? '',
      delay: '600',
      interval: '0.5',
    });
    const pressureAlarm = () =>
      server.db
        .selectFrom('alarm')
        .select(['start_at', 'cleared_at'])
        .where('equipment_id', '=', station?.id ?? '')
        .where('text', '=', '出口压力过高')
        .orderBy('start_at')
        .execute();
    await waitFor(async () => (await pressureAlarm()).some((a) => a.cleared_at !== null), 45_000);
    const [first] = await pressureAlarm();
    expect(first?.cleared_at).not.toBeNull();
  }, 60_000);
});

describe('the demo OPC UA station', () => {
  it('is live: its signals, addressed by NodeId, get values through the OPC UA driver', async () => {
    const signals = await server.db
      .selectFrom('signal')
      .innerJoin('equipment', 'equipment.id', 'signal.equipment_id')
      .innerJoin('equipment_driver', 'equipment_driver.equipment_id', 'equipment.id')
      .select(['signal.id', 'signal.name', 'equipment.name as equipment'])
      .where('equipment.gateway_id', '=', DEMO_OPCUA.gatewayId)
      .where('equipment_driver.protocol', '=', 'opcua')
      .execute();
    expect(signals.length).toBeGreaterThan(0);
    expect(signals[0]?.equipment).toContain('OPC UA');
    await waitFor(
      () => signals.every((s) => server.app.live.cache.get(String(s.id))?.quality === 'good'),
      30_000,
    );
    const gateway = await server.db
      .selectFrom('gateway')
      .select(['name', 'opcua_thumbprint'])
      .where('id', '=', DEMO_OPCUA.gatewayId)
      .executeTakeFirstOrThrow();
    expect(gateway.name).toContain('OPC UA');
    await waitFor(async () => {
      const row = await server.db
        .selectFrom('gateway')
        .select('opcua_thumbprint')
        .where('id', '=', DEMO_OPCUA.gatewayId)
        .executeTakeFirstOrThrow();
      return /^[0-9A-F]{40}$/.test(row.opcua_thumbprint ?? '');
    });
  });
});
