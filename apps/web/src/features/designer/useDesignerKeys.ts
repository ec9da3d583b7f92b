import { useEffect } from 'react';
import { factsOf, type ActionHost } from './actions/facts';
import { actionForKey, isTypingTarget } from './actions/keys';
import { DESIGNER_ACTIONS, isOffered } from './actions/registry';
import type { DesignerStore } from './store';

/**
 * Runs the designer action a key press answers to while the designer is shown. A key no enabled
 * action takes is left to the browser.
 */
export function useDesignerKeys(store: DesignerStore, host: ActionHost): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
      const state = store.getState();
      const facts = factsOf(state);
      const action = actionForKey(DESIGNER_ACTIONS, event, (a) => isOffered(a, facts, host));
      if (!action) return;
      event.preventDefault();
      action.perform({ state, host, large: event.shiftKey });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, host]);
}
