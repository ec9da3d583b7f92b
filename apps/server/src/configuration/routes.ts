import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerConfigurationPageRoutes } from './pageRoutes';
import { registerConfigurationWidgetRoutes } from './widgetRoutes';

/** Equipment configuration pages and their widgets (SPEC §7 "Configuration pages"). */
export function registerConfigurationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConfigurationPageRoutes(app, ctx);
  registerConfigurationWidgetRoutes(app, ctx);
}
