import { join } from 'node:path';
import { SECURITY } from '@lf/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { LocalFileStore, unguessable } from '../../http/files/fileStore';
import { acceptImageUpload, type ImageFormat } from '../../http/files/imageUpload';
import { refuse } from '../../http/refusal';
import { defineUploadCall, registerUploadScope } from '../../pages/uploadCall';
import { assertMay } from '../../access/userAccess';
import { replaceOwnAvatar } from './profile';

/** SPEC §5: avatars are ico, jpg, png, gif or svg under 100K. */
const AVATAR_FORMATS: readonly ImageFormat[] = ['ico', 'jpg', 'png', 'gif', 'svg'];

/**
 * POST /lfscada/user/avatar/upload (multipart, field `file`): the user's own avatar. The bytes
 * decide the type (the shared image check; SVG rebuilt by the sanitiser), the file gets an
 * unguessable name under avatars/, the old one is removed after the new one is recorded.
 */
export async function registerAvatarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const files = new LocalFileStore(join(ctx.config.dataDir, 'files'));
  await registerUploadScope(app, (scope) => {
    defineUploadCall(
      scope,
      ctx,
      {
        url: '/lfscada/user/avatar/upload',
        fields: z.object({}),
        action: 'account.self',
        // Read up to 1 MB so that a file just over the limit gets the precise refusal below.
        maxFileBytes: 1024 * 1024,
        tooLarge: 'imageTooLarge',
      },
      async ({ file, user, request }): Promise<{ avatar: string }> => {
        assertMay(user, 'account.info', 'noUserInfoChangePermission');
        if (!file) throw refuse(request, 'imageMissing');
        const image = await acceptImageUpload(request, file.data, {
          formats: AVATAR_FORMATS,
          maxBytes: SECURITY.avatarMaxBytes,
          maxSide: 2048,
        });
        const key = `avatars/${user.userId.replace(/[^A-Za-z0-9_-]/g, '')}-${unguessable()}.${image.extension}`;
        await files.put(key, image.data);
        const previous = await replaceOwnAvatar(ctx, { user, request }, key);
        if (previous) await files.remove(previous);
        return { avatar: key };
      },
    );
  });
}
