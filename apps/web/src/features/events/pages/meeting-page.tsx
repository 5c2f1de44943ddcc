import { useParams } from 'react-router';
import { EventFrame } from '../components/event-frame.tsx';
import { MeetingScreen } from '../meeting/meeting-screen.tsx';

/** `eventos/{id}/participar` and `eventos/{id}/unirse` (spec §2: both open the meeting screen). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <EventFrame key={id} id={id}>
      {(event) => <MeetingScreen event={event} />}
    </EventFrame>
  );
}
