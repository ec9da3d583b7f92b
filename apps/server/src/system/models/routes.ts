import {
  hardwareAddRequest,
  hardwareEditRequest,
  idRequest,
  modelAddRequest,
  modelEditRequest,
  protocolEditRequest,
} from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineCall } from '../../http/route';
import {
  addHardware,
  addModel,
  changeOrgRow,
  editHardware,
  editModel,
  setProtocolEnabled,
} from './commands';
import { listHardware, listModels, listProtocols } from './queries';

const none = z.object({});

/** Gateway firmware models, driver protocols and equipment models. */
export function registerSystemAdminCalls(app: FastifyInstance, ctx: AppContext): void {
  const call = <S extends z.ZodType>(url: string, input: S) => ({
    url,
    input,
    action: 'system.manage' as const,
  });

  defineCall(app, ctx, call('/lfscada/system/hardware/query', none), ({ user }) =>
    listHardware(ctx.db, user.orgId),
  );
  defineCall(app, ctx, call('/lfscada/system/hardware/add', hardwareAddRequest), (c) =>
    addHardware(ctx, c, c.input),
  );
  defineCall(app, ctx, call('/lfscada/system/hardware/edit', hardwareEditRequest), (c) =>
    editHardware(ctx, c, c.input),
  );
  defineCall(app, ctx, call('/lfscada/system/protocol/query', none), ({ user }) =>
    listProtocols(ctx.db, user.orgId),
  );
  defineCall(app, ctx, call('/lfscada/system/protocol/edit', protocolEditRequest), (c) =>
    setProtocolEnabled(ctx, c, c.input),
  );
  defineCall(app, ctx, call('/lfscada/system/model/query', none), ({ user }) =>
    listModels(ctx.db, user.orgId),
  );
  defineCall(app, ctx, call('/lfscada/system/model/add', modelAddRequest), (c) =>
    addModel(ctx, c, c.input),
  );
  defineCall(app, ctx, call('/lfscada/system/model/edit', modelEditRequest), (c) =>
    editModel(ctx, c, c.input),
  );

  // /lfscada/system/hardware/delete and /lfscada/system/model/delete: the same call on two tables.
  const deletable = { hardware: 'hardware_model', model: 'equipment_model' } as const;
  for (const [name, table] of Object.entries(deletable)) {
    defineCall(
      app,
      ctx,
      call(`/lfscada/system/${name}/delete`, idRequest),
      async ({ input, ...caller }) =>
        changeOrgRow(ctx, caller, { table, id: input.id, action: `${name}.delete` }),
    );
  }
}
