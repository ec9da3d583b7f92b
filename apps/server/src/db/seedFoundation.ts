import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../account/passwords';
import type { Db } from './database';

export interface SeedResult {
  /** Passwords generated because none was configured; shown once, never stored in clear. */
  generated: { loginname: string; password: string }[];
}

export const DEFAULT_THEME_TITLE = '灵枢工业监控平台';
/** The favicon the first start writes into the data directory, as the theme names it. */
export const DEFAULT_FAVICON = '/files/theme/favicon.svg';

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="#0b5cad"/>
<path d="M10 40 L22 40 L28 22 L36 50 L42 32 L54 32" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;

/** A new organisation with the default theme (title and favicon), in the caller's transaction. */
export async function insertOrg(trx: Db, id: string, name: string): Promise<void> {
  await trx.insertInto('org').values({ id, name }).execute();
  await trx
    .insertInto('theme')
    .values({ org_id: id, title: DEFAULT_THEME_TITLE, favicon_ico: DEFAULT_FAVICON })
    .execute();
}

/**
 * First start only: an organisation with its theme, the administrator `admin` and the normal
 * user `demo`. Nothing is written when an organisation exists.
 */
export async function seedFoundation(
  db: Db,
  options: {
    dataDir: string;
    adminPassword?: string | undefined;
    demoPassword?: string | undefined;
  },
): Promise<SeedResult> {
  const existing = await db.selectFrom('org').select('id').limit(1).executeTakeFirst();
  if (existing) return { generated: [] };

  const generated: SeedResult['generated'] = [];
  const passwordFor = (loginname: string, configured: string | undefined) => {
    if (configured) return configured;
    const password = randomBytes(9).toString('base64url');
    generated.push({ loginname, password });
    return password;
  };
  const adminHash = await hashPassword(passwordFor('admin', options.adminPassword));
  const demoHash = await hashPassword(passwordFor('demo', options.demoPassword));

  const filesDir = join(options.dataDir, 'files', 'theme');
  mkdirSync(filesDir, { recursive: true });
  writeFileSync(join(filesDir, 'favicon.svg'), FAVICON_SVG);

  const orgId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertOrg(trx, orgId, '演示水务公司');
    await trx
      .insertInto('app_user')
      .values([
        {
          id: randomUUID(),
          org_id: orgId,
          loginname: 'admin',
          username: '管理员',
          password_hash: adminHash,
          role_type: 'admin',
          role_id: 'administrator',
          prompt_types: JSON.stringify(['sound', 'title', 'alter']),
          scada_adaption: true,
          tel: '',
          email: '',
          dept_id: '',
        },
        {
          id: randomUUID(),
          org_id: orgId,
          loginname: 'demo',
          username: '演示用户',
          password_hash: demoHash,
          role_type: 'user',
          role_id: 'operator',
          prompt_types: JSON.stringify(['sound', 'title', 'alter']),
          scada_adaption: true,
          tel: '',
          email: '',
          dept_id: '',
        },
      ])
      .execute();
  });
  return { generated };
}
