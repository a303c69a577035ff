import { ATTRIBUTES, ELEMENTS, attributeOf, type AttributeName, type AttributeSpec, type ElementName, type ElementRules, type ElementSpec } from './registry.ts';

const CHOICES: ElementRules['choices'] = Object.fromEntries(
  Object.entries<AttributeSpec>(ATTRIBUTES).flatMap(([name, spec]) => (spec.values ? [[name as AttributeName, spec.values]] : [])),
);

// One object per element: ElementRoot compares rules by identity.
const made = new Map<ElementName, ElementRules>();

/** An element's rules from the registry, for its screen's validation. */
export function elementRules(element: ElementName): ElementRules {
  let rules = made.get(element);
  if (!rules) {
    const spec: ElementSpec = ELEMENTS[element];
    rules = { required: (spec.required ?? []).map((property) => ({ property, attribute: attributeOf(property) })), choices: CHOICES };
    made.set(element, rules);
  }
  return rules;
}
