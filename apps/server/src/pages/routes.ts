import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { LocalFileStore } from '../http/files/fileStore';
import { registerPageRoutes } from './pageRoutes';
import { registerPickerRoutes } from './pickerRoutes';
import { registerProjectCallRoutes } from './projectRoutes';
import { registerUploadRoutes } from './uploadRoutes';

/**
 * Projects, their pages and the designer's pickers (SPEC §7 "Project page designer"); the
 * viewer's page calls are monitor/projectPageRoutes.ts. Files go to LF_DATA_DIR/files, which app.ts serves at /files/.
 */
export async function registerProjectRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const files = new LocalFileStore(join(ctx.config.dataDir, 'files'));
  registerProjectCallRoutes(app, ctx, files);
  registerPageRoutes(app, ctx, files);
  registerPickerRoutes(app, ctx);
  await registerUploadRoutes(app, ctx, files);
}
