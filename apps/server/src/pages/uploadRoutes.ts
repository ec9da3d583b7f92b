import {
  Code,
  PROJECT_LIMITS,
  projectPageSaveFields,
  projectThumbnailFields,
  type ProjectPageInfo,
  type ProjectPageSaveFields,
  type ProjectSummary,
} from '@lf/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../account/passwords';
import type { AppContext } from '../context';
import { unguessable, type FileStore } from '../http/files/fileStore';
import { acceptImageUpload } from '../http/files/imageUpload';
import { ApiError } from '../http/apiError';
import { pageOfOrg, projectOfOrg } from '../access/pages';
import type { PageRow } from './pageSettings';
import { actorOf } from '../access/operationLog';
import { savePage, setProjectThumbnail } from './pageCommands';
import { prepareLayout, type LayoutProblem } from './pageLayout';
import { refuse, refuseText } from '../http/refusal';
import { projectFolder, THUMBNAIL_FORMATS } from './thumbnail';
import { defineUploadCall, registerUploadScope, type UploadedFile } from './uploadCall';
import { pageInfo, projectSummary } from './views';

function layoutRefusal(request: FastifyRequest, problem: LayoutProblem): Error {
  switch (problem.kind) {
    case 'layout':
      return refuseText(request, problem.text);
    case 'tooManyWidgets':
      return refuse(request, 'tooManyWidgets', { max: problem.max, count: problem.count });
    case 'setting':
      return new ApiError(
        Code.BAD_REQUEST,
        'fieldInvalid',
        { field: problem.field },
        { field: problem.field },
      );
  }
}

/** The hash the page keeps after a save (see projectPageSaveFields for the rule). */
async function nextPasswordHash(
  request: FastifyRequest,
  page: PageRow,
  input: ProjectPageSaveFields,
): Promise<string | null> {
  if (!input.checkpwd) return null;
  if (input.password) return hashPassword(input.password);
  if (page.password_hash === null) throw refuse(request, 'pagePasswordRequired');
  return page.password_hash;
}

async function savePageCall(
  ctx: AppContext,
  files: FileStore,
  call: {
    input: ProjectPageSaveFields;
    file: UploadedFile | undefined;
    user: Parameters<typeof pageOfOrg>[1];
    request: FastifyRequest;
  },
): Promise<ProjectPageInfo> {
  const { input, file, user, request } = call;
  const { page, owner: project } = await pageOfOrg(ctx, user, 'project', input.id);
  if (page.project_id !== input.projectId) throw refuse(request, 'pageNotInProject');
  if (!file) throw refuse(request, 'layoutFileMissing');
  const prepared = prepareLayout(file.data.toString('utf8'), {
    id: page.id,
    projectId: page.project_id,
    title: input.title,
    width: input.width,
    height: input.height,
    fit: input.fit,
    bgColor: input.bgColor,
    bgImage: input.bgImage,
    useBgImage: input.useBgImage,
    grid: input.grid,
    checkpwd: input.checkpwd ?? false,
  });
  if (!prepared.ok) throw layoutRefusal(request, prepared.problem);
  const saved = await savePage(ctx, files, actorOf(user, request), page, {
    con: prepared.document.con,
    text: prepared.text,
    widgetCount: prepared.widgetCount,
    passwordHash: await nextPasswordHash(request, page, input),
  });
  return pageInfo(saved, project.home_page_id);
}

/**
 * The two upload calls: saving a page (settings plus its layout file) and a project's
 * thumbnail. Both change shared configuration, so both need an administrator.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  files: FileStore,
): Promise<void> {
  await registerUploadScope(app, (scope) => {
    defineUploadCall(
      scope,
      ctx,
      {
        url: '/lfscada/project/page/save',
        fields: projectPageSaveFields,
        action: 'project.edit',
        maxFileBytes: PROJECT_LIMITS.layoutMaxBytes,
        tooLarge: 'layoutFileTooLarge',
      },
      (call) => savePageCall(ctx, files, call),
    );

    defineUploadCall(
      scope,
      ctx,
      {
        url: '/lfscada/project/editThumbnail',
        fields: projectThumbnailFields,
        action: 'project.edit',
        maxFileBytes: PROJECT_LIMITS.thumbnailMaxBytes,
        tooLarge: 'imageTooLarge',
      },
      async ({ input, file, user, request }): Promise<ProjectSummary> => {
        const project = await projectOfOrg(ctx, user, input.id);
        if (!file || file.data.length === 0) throw refuse(request, 'imageMissing');
        const image = await acceptImageUpload(request, file.data, {
          formats: THUMBNAIL_FORMATS,
          maxBytes: PROJECT_LIMITS.thumbnailMaxBytes,
        });
        const key = `${projectFolder(project.id)}/thumb-${unguessable()}.${image.extension}`;
        const url = await files.put(key, image.data);
        let updated;
        try {
          updated = await setProjectThumbnail(ctx, { user, request }, project.id, {
            url,
            bytes: image.data.length,
          });
        } catch (error) {
          await files.remove(key);
          throw error;
        }
        const previous = files.keyOf(project.thumbnail);
        if (previous) await files.remove(previous);
        return projectSummary(ctx, updated);
      },
    );
  });
}
