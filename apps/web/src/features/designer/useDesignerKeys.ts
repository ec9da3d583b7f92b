import { useEffect } from 'react';
import type { DesignerStore } from './store';
import { isTypingTarget, shortcutFor } from './shortcuts';

/** Wires the keyboard shortcuts to the designer's store while the designer is shown. */
export function useDesignerKeys(store: DesignerStore, onSave: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
      const state = store.getState();
      if (state.tool.kind === 'pipe' && event.key === 'Enter') {
        event.preventDefault();
        return state.pipeEvent({ type: 'finish' });
      }
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
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
          // While a pipe is laid, Backspace takes back its last corner.
          if (state.tool.kind === 'pipe' && state.tool.state.kind === 'drawing')
            return state.pipeEvent({ type: 'back' });
          return state.editor.selection.length > 0 ? state.remove() : undefined;
        case 'save':
          return onSave();
        case 'escape':
          if (state.editor.gesture) return state.cancelGesture();
          if (state.tool.kind === 'pipe' && state.tool.state.kind === 'drawing')
            return state.pipeEvent({ type: 'cancel' });
          if (state.tool.kind !== 'select') return state.setTool({ kind: 'select' });
          return state.select([]);
        case 'nudge':
          return state.editor.selection.length > 0 ? state.nudge(action.dx, action.dy) : undefined;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, onSave]);
}
