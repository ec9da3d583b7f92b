import { useEffect } from 'react';
import type { DesignerStore } from './store';
import { isTypingTarget, shortcutFor } from './shortcuts';

/** Wires the keyboard shortcuts to the designer's store while the designer is shown. */
export function useDesignerKeys(store: DesignerStore, onSave: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      const state = store.getState();
      switch (action.kind) {
        case 'copy':
          return state.copy();
        case 'paste':
          return state.paste();
        case 'undo':
          return state.undo();
        case 'redo':
          return state.redo();
        case 'remove':
          return state.editor.selection.length > 0 ? state.remove() : undefined;
        case 'save':
          return onSave();
        case 'escape':
          if (state.editor.gesture) return state.cancelGesture();
          if (state.tool.kind === 'draw') return state.setTool({ kind: 'select' });
          return state.select([]);
        case 'nudge':
          return state.editor.selection.length > 0 ? state.nudge(action.dx, action.dy) : undefined;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, onSave]);
}
