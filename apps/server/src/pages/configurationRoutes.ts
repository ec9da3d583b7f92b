import { CONFIGURATION_LIMITS } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerConfigurationPageRoutes } from './configurationPageRoutes';
import { registerConfigurationWidgetRoutes } from './configurationWidgetRoutes';

/** Equipment configuration pages and their widgets (SPEC §7 "Configuration pages"). */
export async function registerConfigurationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  registerConfigurationPageRoutes(app, ctx);
  // A whole widget list travels in one form field: its routes get a larger body limit.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = CONFIGURATION_LIMITS.widgetSaveBodyBytes;
    });
    registerConfigurationWidgetRoutes(scope, ctx);
  });
}
