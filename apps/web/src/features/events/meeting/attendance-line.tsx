import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAttendance } from '../api/events-queries.ts';

/** "Tu asistencia: 52 min", once the server has it (nothing while it loads or fails). */
export function AttendanceLine({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const attendance = useAttendance(eventId, true);
  if (!attendance.data) return null;
  return (
    <Text size="sm" fw={600} data-testid="attendance">
      {t('events.meeting.attendance', { count: attendance.data.minutes })}
    </Text>
  );
}
