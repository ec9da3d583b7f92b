import {
  checkBindings,
  computeBind,
  createDocument,
  parseDesignerConfig,
  parseLayout,
  serialiseLayout,
  type ClearedBinding,
  type DesignerConfig,
  type PageDocument,
} from '@lf/designer';
import { pageSettingsOf, type ProjectPageInfo, type ProjectPageSaveFields } from '@lf/protocol';
import { queryUserConfig, saveUserConfig } from '../account/api';
import { fetchLayout, projectPage } from '../pages/pageApi';
import { existingSignals } from './api';

/** The page row's settings: they win over the `con` of the stored layout. */
export function pageSettings(info: ProjectPageInfo) {
  return {
    id: info.id,
    projectId: info.projectId,
    ...pageSettingsOf(info),
    checkpwd: info.checkpwd,
  };
}

/** The page's document: its stored layout (or a new empty page), with the row's settings. */
export async function loadDocument(info: ProjectPageInfo): Promise<PageDocument> {
  if (!info.jsonUrl) return createDocument(pageSettings(info));
  const parsed = parseLayout(await fetchLayout(info.jsonUrl));
  if (!parsed.ok) throw new Error(parsed.error.text.en);
  return {
    ...parsed.document,
    con: { ...parsed.document.con, ...pageSettings(info), password: '' },
  };
}

export interface DesignerPageData {
  readonly info: ProjectPageInfo;
  readonly document: PageDocument;
  readonly config: DesignerConfig;
}

/** What the designer opens with: the page, its layout and the designer's local settings. */
export async function loadDesignerPage(pageId: string): Promise<DesignerPageData> {
  const info = await projectPage(pageId);
  const [document, config] = await Promise.all([loadDocument(info), loadDesignerConfig()]);
  return { info, document, config };
}

/**
 * The binding check of an open page: bindings to signals that no longer exist are cleared.
 * It runs on the document as it is when the answer comes, so edits made meanwhile stay.
 */
export async function checkPageBindings(
  projectId: string,
  current: () => PageDocument,
): Promise<{ document: PageDocument; cleared: readonly ClearedBinding[] }> {
  const signals = computeBind(current().widgets).signals;
  if (signals.length === 0) return { document: current(), cleared: [] };
  const existing = await existingSignals(projectId, signals);
  return checkBindings(current(), existing);
}

export async function loadDesignerConfig(): Promise<DesignerConfig> {
  try {
    const stored = await queryUserConfig('designer');
    return parseDesignerConfig(stored.designer ? (JSON.parse(stored.designer) as unknown) : {});
  } catch {
    return parseDesignerConfig({});
  }
}

export function storeDesignerConfig(config: DesignerConfig): Promise<unknown> {
  return saveUserConfig('designer', JSON.stringify(config));
}

/** The multipart fields of project/page/save for a document (the password only when typed). */
export function saveFields(document: PageDocument): ProjectPageSaveFields {
  const { con } = document;
  return {
    id: con.id,
    projectId: con.projectId,
    ...pageSettingsOf(con),
    checkpwd: con.checkpwd,
    ...(con.checkpwd && con.password !== '' ? { password: con.password } : {}),
  };
}

/** The layout file: never carries the password (the file is served to whoever has its URL). */
export function layoutFile(document: PageDocument): string {
  return serialiseLayout({ ...document, con: { ...document.con, password: '' } });
}
