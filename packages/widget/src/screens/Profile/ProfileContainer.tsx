import type { WidgetCallbacks } from '../../events.ts';
import { Profile } from './Profile.tsx';
import { useProfile } from './useProfile.ts';

export type ProfileContainerProps = WidgetCallbacks;

/** The profile bound to the SDK (see useProfile). */
export function ProfileContainer(callbacks: ProfileContainerProps) {
  return <Profile {...useProfile(callbacks)} />;
}
