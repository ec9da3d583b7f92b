import type { Bilingual } from '@lf/protocol';
import type { PageDocument } from '../document/layout';

/** Ids of the selected widgets, in the order they were selected. */
export type Selection = readonly string[];

export const REFUSAL_REASONS = [
  'nothing-selected',
  'not-found',
  'locked',
  'too-small',
  'widget-limit',
  'needs-one',
  'needs-two-unlocked',
  'needs-more-than-two',
  'different-parents',
  'not-a-group',
  'near-edge',
  'no-change',
  'invalid-value',
  'clipboard-empty',
  'format-painter-off',
  'nothing-to-undo',
  'nothing-to-redo',
  'gesture-in-progress',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Why a command did nothing; the document is untouched. */
export interface Refusal {
  readonly ok: false;
  readonly reason: RefusalReason;
  /** The widgets the refusal is about (e.g. the locked ones). */
  readonly ids?: readonly string[];
  /** Technical detail for logs, e.g. the invalid field. */
  readonly detail?: string;
}

/** A command's new document and selection, plus what the command wants to report. */
export type Applied<Extra = unknown> = {
  readonly ok: true;
  readonly document: PageDocument;
  readonly selection: Selection;
} & Extra;

export type CommandResult<Extra = unknown> = Applied<Extra> | Refusal;

/** Every command has this shape: pure, never mutates its inputs, refuses with a reason. */
export type Command<Args, Extra = unknown> = (
  document: PageDocument,
  selection: Selection,
  args: Args,
) => CommandResult<Extra>;

export function refuse(reason: RefusalReason, ids?: readonly string[], detail?: string): Refusal {
  return {
    ok: false,
    reason,
    ...(ids && ids.length > 0 ? { ids } : {}),
    ...(detail ? { detail } : {}),
  };
}

/** What the designer shows for each refusal, in both languages. */
export const REFUSAL_TEXT: Readonly<Record<RefusalReason, Bilingual>> = {
  'nothing-selected': { zh: '请先选择组件', en: 'Select a widget first' },
  'not-found': { zh: '组件不存在', en: 'The widget no longer exists' },
  locked: { zh: '组件已锁定', en: 'The widget is locked' },
  'too-small': { zh: '尺寸太小', en: 'Too small' },
  'widget-limit': {
    zh: '每个页面最多 1000 个组件',
    en: 'A page holds at most 1000 widgets',
  },
  'needs-one': { zh: '请只选择一个组件', en: 'Select exactly one widget' },
  'needs-two-unlocked': {
    zh: '请至少选择两个未锁定的组件',
    en: 'Select at least two unlocked widgets',
  },
  'needs-more-than-two': {
    zh: '请至少选择三个未锁定的组件',
    en: 'Select at least three unlocked widgets',
  },
  'different-parents': {
    zh: '只能组合同一层级的组件',
    en: 'Only widgets of the same level can be grouped',
  },
  'not-a-group': { zh: '所选组件不是组合', en: 'The selection is not a group' },
  'near-edge': { zh: '已到达画布边缘', en: 'The canvas edge is reached' },
  'no-change': { zh: '没有变化', en: 'Nothing changes' },
  'invalid-value': { zh: '输入的值无效', en: 'The value is invalid' },
  'clipboard-empty': { zh: '剪贴板为空', en: 'Nothing has been copied' },
  'format-painter-off': { zh: '格式刷未开启', en: 'The format painter is off' },
  'nothing-to-undo': { zh: '没有可撤销的操作', en: 'Nothing to undo' },
  'nothing-to-redo': { zh: '没有可恢复的操作', en: 'Nothing to redo' },
  'gesture-in-progress': {
    zh: '请先完成当前操作',
    en: 'Finish the current action first',
  },
};
