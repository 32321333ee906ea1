import type { CalendarEventRecord } from '@portal/contract';
import { useParams } from 'react-router';
import { EventDetail } from '@/features/calendar/components/event-detail.tsx';
import { favouriteKey, useFavouriteKeys } from '@/data/marks/api/get-favourites.ts';
import { useToggleFavourite } from '@/data/marks/api/toggle-favourite.ts';
import { FavouriteStar } from '@/data/marks/components/favourite-star.tsx';

export default function CalendarDetailRoute() {
  const { id = '' } = useParams();
  const favourites = useFavouriteKeys();
  const toggleFavourite = useToggleFavourite();

  const renderActions = (event: CalendarEventRecord) => (
    <FavouriteStar
      title={event.title}
      pressed={favourites?.has(favouriteKey({ EVENT_ID: event.EVENT_ID })) ?? false}
      onToggle={(on) => toggleFavourite({ EVENT_ID: event.EVENT_ID }, on)}
    />
  );

  return <EventDetail key={id} eventId={id} renderActions={renderActions} />;
}
