import { describe, expect, it } from 'vitest';
import {
  createDocument,
  createWidget,
  sequentialIds,
  serialiseLayout,
  TEMPLATE_EQUIP_ID,
  templateSignalNames,
  parseLayout,
} from '@lf/designer';
import type { ModelPageModel } from '@lf/protocol';
import {
  editableTemplate,
  instanceDocument,
  modelSignalsForPicker,
  templateLayoutJson,
} from './templateDocument';

const model: ModelPageModel = {
  id: 'm1',
  name: 'LF-EG100',
  signals: [
    { name: '1#罐液位', unit: 'm', dataType: 'float32', access: 'r', min: 0, max: 5 },
    { name: '1#泵启停', unit: '', dataType: 'bool', access: 'rw', min: null, max: null },
  ],
  equipmentCount: 2,
  pageCount: 1,
};

function storedTemplate(names: string[]) {
  const newId = sequentialIds('w');
  const widgets = names.map((signalName) => {
    const widget = createWidget('UsualDataText', { newId });
    return { ...widget, data: { ...widget.data, signalName } };
  });
  return JSON.parse(serialiseLayout({ ...createDocument(), widgets })) as Record<string, unknown>;
}

describe('the template designer', () => {
  it("offers the model's signal names as the picker's signals of the model", () => {
    expect(modelSignalsForPicker(model).map((s) => [s.signalId, s.equipId, s.unit])).toEqual([
      ['1#罐液位', TEMPLATE_EQUIP_ID, 'm'],
      ['1#泵启停', TEMPLATE_EQUIP_ID, ''],
    ]);
  });

  it('edits names as bindings to the model and saves them as names again', () => {
    const editing = editableTemplate(storedTemplate(['1#罐液位']));
    expect(editing.widgets[0]?.data).toMatchObject({
      signalId: '1#罐液位',
      equipId: TEMPLATE_EQUIP_ID,
    });
    const saved = parseLayout(templateLayoutJson(editing));
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.document.widgets[0]?.data).toMatchObject({ signalId: '', equipId: '' });
    expect(templateSignalNames(saved.document.widgets)).toEqual(['1#罐液位']);
  });
});

describe('a template shown for one equipment', () => {
  it('marks the widgets whose name the equipment lacks', () => {
    const layout = storedTemplate(['1#罐液位', '1#泵启停']);
    const document = instanceDocument(
      {
        page: {
          id: 'p',
          modelId: 'm1',
          modelName: 'LF-EG100',
          title: 't',
          widgetCount: 2,
          signalNames: [],
          gmtModified: '',
        },
        layout,
        unresolved: [{ widgetId: 'w3', name: '1#泵启停' }],
      },
      (names) => `signal not found: ${names.join(', ')}`,
    );
    const marks = document.widgets.filter((w) => w.widgetName === 'notFound');
    expect(marks.map((w) => w.dataAddon.text)).toEqual(['signal not found: 1#泵启停']);
  });
});
