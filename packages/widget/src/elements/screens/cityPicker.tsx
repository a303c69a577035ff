import { CityPickerContainer } from '../../screens/CityPicker/CityPickerContainer.tsx';
import { elementScreen } from '../mountScreen.tsx';

/** `<ticketkit-city-picker>`: sets the shared city every other element on the page follows. */
export const mount = elementScreen(() => <CityPickerContainer />);
