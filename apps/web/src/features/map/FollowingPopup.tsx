import type { LatLngTuple, Popup as LeafletPopup } from 'leaflet';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Popup } from 'react-leaflet';

/**
 * A pop-up that opens at `position` and then follows it (a truck on the move). react-leaflet
 * closes and reopens a pop-up whose `position` prop changes, so the prop keeps the place it
 * opened at and the open pop-up is moved instead: no fade, no pan, on every live value.
 */
export function FollowingPopup({
  position,
  onClose,
  children,
}: {
  position: LatLngTuple;
  onClose: () => void;
  children: ReactNode;
}) {
  const [openedAt] = useState(position);
  const popup = useRef<LeafletPopup>(null);
  const resized = useRef<ResizeObserver>(undefined);
  const [lat, lng] = position;
  useEffect(() => {
    popup.current?.setLatLng([lat, lng]);
  }, [lat, lng]);
  return (
    <Popup
      ref={popup}
      position={openedAt}
      offset={[0, -4]}
      // Clear of the zoom buttons in the top left corner.
      autoPanPaddingTopLeft={[52, 10]}
      eventHandlers={{
        // Leaflet sizes and pans for the content it has when it opens; React renders the
        // content just after: size and pan again whenever that content changes size.
        add: () => {
          const content = popup.current?.getElement()?.querySelector('.leaflet-popup-content');
          if (!content) return;
          resized.current = new ResizeObserver(() => popup.current?.update());
          resized.current.observe(content);
        },
        remove: () => {
          resized.current?.disconnect();
          onClose();
        },
      }}
    >
      {children}
    </Popup>
  );
}
