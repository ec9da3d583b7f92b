import { memo, useDeferredValue, type ReactNode } from 'react';
import { Button, Divider, InputNumber, Space, Switch, Tooltip } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ArrowLeftOutlined,
  BgColorsOutlined,
  BorderOuterOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeOutlined,
  GroupOutlined,
  LockOutlined,
  RedoOutlined,
  SaveOutlined,
  SnippetsOutlined,
  UndoOutlined,
  UngroupOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  VerticalAlignTopOutlined as FrontOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import {
  align,
  canRedo,
  canUndo,
  distribute,
  group,
  setLocked,
  ungroup,
  zOrder,
  type AlignEdge,
} from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { useDesigner } from './context';

function Tool({
  title,
  icon,
  onClick,
  disabled,
  active,
}: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  active?: boolean;
}) {
  return (
    <Tooltip title={title}>
      <Button
        aria-label={title}
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

const ALIGNS: {
  edge: AlignEdge;
  key: 'alignLeft' | 'alignCentre' | 'alignRight' | 'alignTop' | 'alignMiddle' | 'alignBottom';
  icon: ReactNode;
}[] = [
  { edge: 'left', key: 'alignLeft', icon: <AlignLeftOutlined /> },
  { edge: 'centre', key: 'alignCentre', icon: <AlignCenterOutlined /> },
  { edge: 'right', key: 'alignRight', icon: <AlignRightOutlined /> },
  { edge: 'top', key: 'alignTop', icon: <VerticalAlignTopOutlined /> },
  { edge: 'middle', key: 'alignMiddle', icon: <VerticalAlignMiddleOutlined /> },
  { edge: 'bottom', key: 'alignBottom', icon: <VerticalAlignBottomOutlined /> },
];

export interface ToolbarProps {
  readonly title: string;
  readonly onBack: () => void;
  readonly onSave: () => void;
  readonly saving: boolean;
  readonly onPreview?: () => void;
  readonly status: ReactNode;
}

/**
 * The designer's commands: every button runs a command of @lf/designer through the store. The
 * buttons follow the selection a moment behind (a deferred value), so a click on the canvas
 * shows its outline first and the forty buttons re-render in the next slice of work.
 */
export function Toolbar(props: ToolbarProps) {
  const count = useDeferredValue(useDesigner((s) => s.editor.selection.length));
  return <ToolbarButtons {...props} count={count} />;
}

const ToolbarButtons = memo(function ToolbarButtons({
  title,
  onBack,
  onSave,
  saving,
  onPreview,
  status,
  count,
}: ToolbarProps & { readonly count: number }) {
  const { t } = useTranslation();
  const run = useDesigner((s) => s.run);
  const newId = useDesigner((s) => s.newId);
  // Only what the buttons show: a drag re-renders the toolbar when one of these changes.
  const undoable = useDesigner((s) => canUndo(s.editor));
  const redoable = useDesigner((s) => canRedo(s.editor));
  const config = useDesigner((s) => s.config);
  const painter = useDesigner((s) => s.painter.active);
  const zoom = useDesigner((s) => s.zoom);
  const undo = useDesigner((s) => s.undo);
  const redo = useDesigner((s) => s.redo);
  const copy = useDesigner((s) => s.copy);
  const paste = useDesigner((s) => s.paste);
  const remove = useDesigner((s) => s.remove);
  const togglePainter = useDesigner((s) => s.togglePainter);
  const setZoom = useDesigner((s) => s.setZoom);
  const setConfig = useDesigner((s) => s.setConfig);
  const anyLocked = count > 0;
  return (
    <div
      role="toolbar"
      aria-label={title}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '4px 8px',
        borderBottom: '1px solid #f0f0f0',
        background: '#fff',
        flexWrap: 'wrap',
      }}
    >
      <Tool title={t('project.toolbar.back')} icon={<ArrowLeftOutlined />} onClick={onBack} />
      <strong
        style={{
          margin: '0 8px',
          maxWidth: 200,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {title}
      </strong>
      <Divider orientation="vertical" />
      <Tool
        title={t('project.toolbar.undo')}
        icon={<UndoOutlined />}
        disabled={!undoable}
        onClick={undo}
      />
      <Tool
        title={t('project.toolbar.redo')}
        icon={<RedoOutlined />}
        disabled={!redoable}
        onClick={redo}
      />
      <Tool
        title={t('project.toolbar.copy')}
        icon={<CopyOutlined />}
        disabled={count === 0}
        onClick={copy}
      />
      <Tool title={t('project.toolbar.paste')} icon={<SnippetsOutlined />} onClick={paste} />
      <Tool
        title={t('project.toolbar.remove')}
        icon={<DeleteOutlined />}
        disabled={count === 0}
        onClick={remove}
      />
      <Tool
        title={t('project.toolbar.painter')}
        icon={<BgColorsOutlined />}
        active={painter}
        onClick={togglePainter}
      />
      <Divider orientation="vertical" />
      <Tool
        title={t('project.toolbar.group')}
        icon={<GroupOutlined />}
        disabled={count < 2}
        onClick={() => run(group, { newId })}
      />
      <Tool
        title={t('project.toolbar.ungroup')}
        icon={<UngroupOutlined />}
        disabled={count === 0}
        onClick={() => run(ungroup, {})}
      />
      {ALIGNS.map((entry) => (
        <Tool
          key={entry.edge}
          title={t(`project.toolbar.${entry.key}`)}
          icon={entry.icon}
          disabled={count < 2}
          onClick={() => run(align, { edge: entry.edge })}
        />
      ))}
      <Tool
        title={t('project.toolbar.distributeH')}
        icon={<ColumnWidthOutlined />}
        disabled={count < 3}
        onClick={() => run(distribute, { axis: 'horizontal' })}
      />
      <Tool
        title={t('project.toolbar.distributeV')}
        icon={<ColumnHeightOutlined />}
        disabled={count < 3}
        onClick={() => run(distribute, { axis: 'vertical' })}
      />
      <Tool
        title={t('project.toolbar.front')}
        icon={<FrontOutlined />}
        disabled={count === 0}
        onClick={() => run(zOrder, { to: 'front' })}
      />
      <Tool
        title={t('project.toolbar.back2')}
        icon={<BorderOuterOutlined />}
        disabled={count === 0}
        onClick={() => run(zOrder, { to: 'back' })}
      />
      <Tool
        title={t('project.toolbar.lock')}
        icon={<LockOutlined />}
        disabled={!anyLocked}
        onClick={() => run(setLocked, { locked: true })}
      />
      <Tool
        title={t('project.toolbar.unlock')}
        icon={<UnlockOutlined />}
        disabled={!anyLocked}
        onClick={() => run(setLocked, { locked: false })}
      />
      <Divider orientation="vertical" />
      <Tool
        title={t('project.toolbar.zoomOut')}
        icon={<ZoomOutOutlined />}
        onClick={() => setZoom(zoom / 1.25)}
      />
      <span style={{ minWidth: 40, textAlign: 'center' }}>{Math.round(zoom * 100)}%</span>
      <Tool
        title={t('project.toolbar.zoomIn')}
        icon={<ZoomInOutlined />}
        onClick={() => setZoom(zoom * 1.25)}
      />
      <Divider orientation="vertical" />
      <Space size={4}>
        <Switch
          size="small"
          aria-label={t('project.toolbar.grid')}
          checked={config.grid}
          onChange={(grid) => setConfig({ grid })}
        />
        {t('project.toolbar.grid')}
        <Switch
          size="small"
          aria-label={t('project.toolbar.ruler')}
          checked={config.ruler}
          onChange={(ruler) => setConfig({ ruler })}
        />
        {t('project.toolbar.ruler')}
        <Switch
          size="small"
          aria-label={t('project.toolbar.adsorb')}
          checked={config.adsorb}
          onChange={(adsorb) => setConfig({ adsorb })}
        />
        {t('project.toolbar.adsorb')}
        <Switch
          size="small"
          aria-label={t('project.toolbar.autoSave')}
          checked={config.autoSave}
          onChange={(autoSave) => setConfig({ autoSave })}
        />
        {t('project.toolbar.autoSave')}
        <InputNumber
          size="small"
          min={1}
          max={120}
          aria-label={t('project.toolbar.interval')}
          title={t('project.toolbar.interval')}
          value={config.saveInterval}
          disabled={!config.autoSave}
          onChange={(value) =>
            setConfig({ saveInterval: Math.max(1, Math.round(Number(value ?? 5))) })
          }
          style={{ width: 56 }}
        />
      </Space>
      <div style={{ flex: 1 }} />
      {status}
      {onPreview ? (
        <Button size="small" icon={<EyeOutlined />} onClick={onPreview}>
          {t('project.toolbar.preview')}
        </Button>
      ) : null}
      <Button size="small" type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave}>
        {t('project.toolbar.save')}
      </Button>
    </div>
  );
});
