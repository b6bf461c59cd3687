import { liveActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { wordsOf } from '../../kit/resource/resource-fields.tsx';

const ResourceDetails = lazy(() =>
  import('../../kit/resource/resource-details.tsx').then((m) => ({ default: m.ResourceDetails })),
);

/** The live whose detail is open: a row action sets it, the drawer reads it (the list's URL belongs to its filters). */
let openId: number | null = null;
const listeners = new Set<() => void>();

export function openLiveDetail(id: number | null): void {
  openId = id;
  for (const listener of listeners) listener();
}

function useOpenLive(): number | null {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => openId,
  );
}

/** A voice live in full, read fresh from the server (`videoRoomDetail`), which keeps a country admin to their regions. */
export function LiveDetail() {
  const id = useOpenLive();
  const lang = useUiLang();
  const words = useMemo(() => wordsOf(liveActions.voiceLives, lang), [lang]);
  const detail = liveActions.voiceLives.detail as NonNullable<typeof liveActions.voiceLives.detail>;
  const record = useQuery({
    queryKey: ['record', 'RoomVoice', 'voiceLive', id],
    queryFn: ({ signal }) => api(detail, { id: id ?? 0 }, { signal }) as Promise<Record<string, unknown> & { id: number }>,
    enabled: id !== null,
    retry: false,
  });
  if (id === null || !record.data) return null;
  return (
    <Suspense fallback={null}>
      <ResourceDetails
        resource={liveActions.voiceLives}
        words={words}
        lang={lang}
        row={record.data}
        onClose={() => openLiveDetail(null)}
      />
    </Suspense>
  );
}
