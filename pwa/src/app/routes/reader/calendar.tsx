import { useLingui } from '@lingui/react/macro';
import type { CalendarEventRecord } from '@portal/contract';
import { useCallback } from 'react';
import { Screen } from '@/components/layout/screen.tsx';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen.tsx';
import { FeedPanel } from '@/features/calendar/components/feed-panel.tsx';
import { favouriteKey, useFavouriteKeys } from '@/data/marks/api/get-favourites.ts';
import { useToggleFavourite } from '@/data/marks/api/toggle-favourite.ts';
import { FavouriteStar } from '@/data/marks/components/favourite-star.tsx';

/** The calendar with favourite stars (the marks feature) and the feed panel, composed here. */
export default function CalendarRoute() {
  const { t } = useLingui();
  const favourites = useFavouriteKeys();
  const toggleFavourite = useToggleFavourite();
  const isFavourite = useCallback(
    (eventId: string) => favourites?.has(favouriteKey({ EVENT_ID: eventId })) ?? false,
    [favourites],
  );

  const renderActions = useCallback(
    (event: CalendarEventRecord) => (
      <FavouriteStar
        title={event.title}
        pressed={isFavourite(event.EVENT_ID)}
        onToggle={(on) => toggleFavourite({ EVENT_ID: event.EVENT_ID }, on)}
      />
    ),
    [isFavourite, toggleFavourite],
  );

  return (
    <Screen title={t`Calendar`}>
      <CalendarScreen isFavourite={isFavourite} renderActions={renderActions} />
      <FeedPanel />
    </Screen>
  );
}
