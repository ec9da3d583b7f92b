import { useSearchParams } from 'react-router';
import { DeviceMap } from './DeviceMap';
import { TrackPlayback } from './TrackPlayback';

/** /map: the device map, or, with ?track={equipmentId}, that equipment's track playback. */
export default function MapPage() {
  const [params, setParams] = useSearchParams();
  const track = params.get('track');
  if (track) {
    return <TrackPlayback key={track} equipmentId={track} onBack={() => setParams({})} />;
  }
  return <DeviceMap onTrack={(equipmentId) => setParams({ track: equipmentId })} />;
}
