import { CityPickerContainer } from '../../screens/CityPicker/CityPickerContainer.tsx';
import type { ScreenModule } from '../defineElements.ts';
import { ElementRoot } from '../ElementRoot.tsx';
import { mountScreen } from '../mountScreen.tsx';

/** `<ticketkit-city-picker>`: sets the shared city every other element on the page follows. */
export const mount: ScreenModule['mount'] = (root, props, sdk, element) =>
  mountScreen(root, props, (attrs, host) => (
    <ElementRoot element={element} host={host} attributes={attrs} sdk={sdk}>
      {() => <CityPickerContainer />}
    </ElementRoot>
  ));
