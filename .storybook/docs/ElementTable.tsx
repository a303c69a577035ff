import { ELEMENTS } from '../../packages/widget/src/elements/registry.ts';
import { dashed } from '../../packages/widget/src/elements/validate.ts';
import { Scrolls } from './Scrolls.tsx';

/** Every custom element and its attributes, from the element registry the embed defines them from. */
export function ElementTable() {
  return (
    <Scrolls label="Custom elements">
      <table aria-label="Custom elements">
        <thead>
          <tr>
            <th scope="col">element</th>
            <th scope="col">attributes</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(ELEMENTS).map(([name, { props }]) => (
            <tr key={name}>
              <th scope="row"><code>{`<${name}>`}</code></th>
              <td>
                {props.map((prop, i) => (
                  <span key={prop}>
                    {i > 0 && ', '}
                    <code>{dashed(prop)}</code>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scrolls>
  );
}
