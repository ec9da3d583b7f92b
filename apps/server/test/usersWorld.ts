import type { UserRow } from '@lf/protocol';
import { body, Client, type TestServer } from './harness';

/** Helpers of the users and roles tests: an administrator's calls, and logging in a new user. */
export const NEW_PASSWORD = 'first-pass-123';

export function userForm(fields: Record<string, string | undefined>): Record<string, string> {
  const form: Record<string, string> = { dataRange: 'all', roleId: 'operator' };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form[key] = value;
  return form;
}

export async function addUser(
  admin: Client,
  loginname: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const answer = body<{ id: string }>(
    await admin.post(
      '/lfscada/manage/user/add',
      userForm({ loginname, displayName: `名${loginname}`, password: NEW_PASSWORD, ...fields }),
    ),
  );
  if (answer.code !== 200) throw new Error(`add ${loginname}: ${answer.code} ${answer.message}`);
  return answer.data.id;
}

export async function userRow(admin: Client, id: string): Promise<UserRow | undefined> {
  const page = body<{ list: UserRow[] }>(
    await admin.post('/lfscada/manage/user/list', { pageSize: '100' }),
  );
  return page.data.list.find((row) => row.id === id);
}

/** Logs `loginname` in and, when asked, makes the forced first change to `password`. */
export async function loginAs(
  server: TestServer,
  loginname: string,
  password = NEW_PASSWORD,
  changeTo?: string,
): Promise<Client> {
  const client = new Client(server.app);
  const answer = body(await client.login(loginname, password));
  if (answer.code !== 200) throw new Error(`login ${loginname}: ${answer.code} ${answer.message}`);
  if (changeTo) {
    const changed = body(
      await client.post('/lfscada/user/password/change', {
        oldPassword: password,
        newPassword: changeTo,
      }),
    );
    if (changed.code !== 200) throw new Error(`change: ${changed.code} ${changed.message}`);
  }
  return client;
}
