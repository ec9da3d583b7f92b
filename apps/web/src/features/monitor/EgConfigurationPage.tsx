import { useParams } from 'react-router';
import { ConfigurationView } from './ConfigurationView';

/** /monitor/eg/detail/configuration/{id}/{alarm}: the designer view of an EG equipment. */
export default function EgConfigurationPage() {
  const { id = '', alarm } = useParams();
  return (
    <ConfigurationView key={id} equipmentId={id} alarmView="egDesigner" openAlarm={alarm === '1'} />
  );
}
