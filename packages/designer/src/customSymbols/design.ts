import {
  partValueValid,
  type CustomState,
  type CustomSymbolDesign,
  type PartProperty,
  type SvgElement,
} from '@lf/protocol';
import { isSymbolState } from './addon';

/**
 * Pure edits of a custom symbol's parts and their bindings to states, shared by the designer's
 * symbol editor and the server's check of a saved symbol.
 */

/** States read as "off" by default: shown when the bound value is 0; the others when it is 1. */
const OFF_STATES: ReadonlySet<string> = new Set(['stopped', 'closed', 'off', 'normal', 'auto']);

/** A state as first added: shown when the widget's bound value is 1 (0 for the "off" states). */
export function newCustomState(state: string): CustomState {
  return {
    state,
    enable: true,
    symbol: '=',
    value: OFF_STATES.has(state) ? '0' : '1',
    bindings: [],
  };
}

/** Names `elementId` `label` (or renames the part); an element the drawing lacks is refused. */
export function namePart(
  design: CustomSymbolDesign,
  elements: readonly SvgElement[],
  elementId: string,
  label: string,
): CustomSymbolDesign {
  const name = label.trim();
  if (name === '' || !elements.some((element) => element.id === elementId)) return design;
  const exists = design.parts.some((part) => part.elementId === elementId);
  const parts = exists
    ? design.parts.map((part) => (part.elementId === elementId ? { ...part, label: name } : part))
    : [...design.parts, { elementId, label: name }];
  return { ...design, parts };
}

/** Removes a part and every binding of it. */
export function removePart(design: CustomSymbolDesign, elementId: string): CustomSymbolDesign {
  return {
    ...design,
    parts: design.parts.filter((part) => part.elementId !== elementId),
    states: design.states.map((state) => ({
      ...state,
      bindings: state.bindings.filter((binding) => binding.part !== elementId),
    })),
  };
}

/** The value a part's property takes in a state, if the state binds it. */
export function partBinding(
  design: CustomSymbolDesign,
  state: string,
  part: string,
  property: PartProperty,
): string | undefined {
  return design.states
    .find((candidate) => candidate.state === state)
    ?.bindings.find((binding) => binding.part === part && binding.property === property)?.value;
}

/**
 * Binds a named part's property to a value while `state` is shown, adding the state (with its
 * default condition) when the symbol has none yet. An empty value removes the binding; a value
 * the property cannot take, an unknown state or an unnamed part leave the design as it was.
 */
export function bindPart(
  design: CustomSymbolDesign,
  binding: { state: string; part: string; property: PartProperty; value: string },
): CustomSymbolDesign {
  const { state, part, property } = binding;
  const value = binding.value.trim();
  if (!isSymbolState(state) || !design.parts.some((named) => named.elementId === part)) {
    return design;
  }
  if (value !== '' && !partValueValid(property, value)) return design;
  const present = design.states.some((candidate) => candidate.state === state);
  if (!present && value === '') return design;
  const states = present ? design.states : [...design.states, newCustomState(state)];
  return {
    ...design,
    states: states.map((candidate) => {
      if (candidate.state !== state) return candidate;
      const others = candidate.bindings.filter(
        (existing) => existing.part !== part || existing.property !== property,
      );
      return {
        ...candidate,
        bindings: value === '' ? others : [...others, { part, property, value }],
      };
    }),
  };
}

export type DesignProblem =
  | { readonly kind: 'unknownPart'; readonly part: string }
  | { readonly kind: 'unknownState'; readonly state: string };

/**
 * What a saved design may not hold: parts that are no element of the drawing, bindings of
 * unnamed parts, states the symbol model does not know (including the default state).
 */
export function designProblems(
  design: CustomSymbolDesign,
  elements: readonly SvgElement[],
): DesignProblem[] {
  const ids = new Set(elements.map((element) => element.id));
  const named = new Set(design.parts.map((part) => part.elementId));
  const problems: DesignProblem[] = [];
  for (const part of design.parts) {
    if (!ids.has(part.elementId)) problems.push({ kind: 'unknownPart', part: part.elementId });
  }
  for (const state of [...design.states.map((candidate) => candidate.state), design.defaultState]) {
    if (!isSymbolState(state)) problems.push({ kind: 'unknownState', state });
  }
  for (const state of design.states) {
    for (const binding of state.bindings) {
      if (!named.has(binding.part)) problems.push({ kind: 'unknownPart', part: binding.part });
    }
  }
  return problems;
}
