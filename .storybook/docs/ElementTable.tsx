import { ELEMENTS, attributeOf } from '../../packages/widget/src/elements/registry.ts';
import { DocTable } from './DocTable.tsx';

/** Every custom element and its attributes, from the element registry the embed defines them from. */
export function ElementTable() {
  return (
    <DocTable
      label="Custom elements"
      columns={['element', 'attributes']}
      rows={Object.entries(ELEMENTS).map(([name, { props }]) => ({
        key: name,
        cells: [
          <code>{`<${name}>`}</code>,
          props.map((prop, i) => (
            <span key={prop}>
              {i > 0 && ', '}
              <code>{attributeOf(prop)}</code>
            </span>
          )),
        ],
      }))}
    />
  );
}
