import { useEffect, useState } from 'react';

export type PositionState = { status: 'asking' } | { status: 'known'; latitude: number; longitude: number } | { status: 'unavailable' };

/**
 * Where the phone is, asked once when the photo page opens, so each photo carries the place it was
 * taken; 'unavailable' when the browser has no geolocation or the person refuses it.
 */
export function usePosition(): PositionState {
  const [state, setState] = useState<PositionState>({ status: 'asking' });
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (position) => live && setState({ status: 'known', latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => live && setState({ status: 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
