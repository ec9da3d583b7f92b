import {
  createDocument,
  createWidget,
  parseLayout,
  sequentialIds,
  serialiseLayout,
  type PageDocument,
} from '@lf/designer';
import { describe, expect, it } from 'vitest';
import { prepareLayout, relabelLayout, type PageSettings } from './pageLayout';

const settings: PageSettings = {
  id: 'page-1',
  projectId: 'project-1',
  title: '总览',
  width: 1920,
  height: 1080,
  checkpwd: true,
};

function documentOf(count: number): PageDocument {
  const newId = sequentialIds('w');
  const widgets = Array.from({ length: count }, () => createWidget('ShapeRect', { newId }));
  return {
    ...createDocument({ title: 'from file', bgColor: '#123456', password: 'leak' }),
    widgets,
  };
}

describe('prepareLayout', () => {
  it('keeps the widgets, takes the settings over the file and never stores a password', () => {
    const prepared = prepareLayout(serialiseLayout(documentOf(2)), settings);
    if (!prepared.ok) throw new Error('must be accepted');
    expect(prepared.widgetCount).toBe(2);
    expect(prepared.document.con).toMatchObject({
      id: 'page-1',
      projectId: 'project-1',
      title: '总览',
      width: 1920,
      height: 1080,
      bgColor: '#123456',
      checkpwd: true,
      password: '',
    });
    expect(prepared.text).not.toContain('leak');
    const reread = parseLayout(prepared.text);
    expect(reread.ok && reread.document).toEqual(prepared.document);
  });

  it('names the exact place of a malformed widget', () => {
    const raw = JSON.parse(serialiseLayout(documentOf(3))) as {
      widgets: Record<string, unknown>[];
    };
    const widget = raw.widgets[2];
    if (!widget) throw new Error('three widgets');
    widget.position = { x: 'left' };
    const prepared = prepareLayout(JSON.stringify(raw), settings);
    expect(prepared.ok).toBe(false);
    if (prepared.ok || prepared.problem.kind !== 'layout') throw new Error('a layout problem');
    expect(prepared.problem.path).toBe('widgets[2].position.x');
    expect(prepared.problem.text.zh).toContain('widgets[2].position.x');
    expect(prepared.problem.text.en).toContain('widgets[2].position.x');
  });

  it('refuses text that is not JSON', () => {
    const prepared = prepareLayout('not json', settings);
    expect(!prepared.ok && prepared.problem.kind).toBe('layout');
  });

  it('counts widgets toward the limit of 1000, groups adding none of their own', () => {
    expect(prepareLayout(serialiseLayout(documentOf(1000)), settings).ok).toBe(true);
    const over = prepareLayout(serialiseLayout(documentOf(1001)), settings);
    expect(!over.ok && over.problem).toEqual({ kind: 'tooManyWidgets', count: 1001, max: 1000 });
    const newId = sequentialIds('g');
    const children = [createWidget('ShapeRect', { newId }), createWidget('ShapeRect', { newId })];
    const grouped: PageDocument = {
      ...createDocument(),
      widgets: [createWidget('WidgetGroup', { newId, children })],
    };
    const prepared = prepareLayout(serialiseLayout(grouped), settings);
    expect(prepared.ok && prepared.widgetCount).toBe(2);
  });

  it('names a page setting the designer schema refuses', () => {
    const prepared = prepareLayout(serialiseLayout(documentOf(0)), {
      ...settings,
      bgColor: 'url(x)',
    });
    expect(!prepared.ok && prepared.problem).toEqual({ kind: 'setting', field: 'bgColor' });
  });
});

describe('relabelLayout', () => {
  it('gives the same widgets to a new page id and title', () => {
    const source = serialiseLayout(documentOf(2));
    const copy = parseLayout(relabelLayout(source, { id: 'copy', projectId: 'p', title: '副本' }));
    const original = parseLayout(source);
    if (!copy.ok || !original.ok) throw new Error('both parse');
    expect(copy.document.widgets).toEqual(original.document.widgets);
    expect(copy.document.con).toMatchObject({ id: 'copy', projectId: 'p', title: '副本' });
  });
});
