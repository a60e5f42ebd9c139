import * as Tabs from '@radix-ui/react-tabs';
import { ChartColumn, DatabaseBackup, Images, ImagePlus, Store, Type, Video } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAdminMedia } from '#src/features/admin/api/get-admin-media.ts';
import { useAdminVideos } from '#src/features/admin/api/get-admin-videos.ts';
import { currentVersionOf } from '#src/features/admin/api/admin-types.ts';
import { useAdminLiveUpdates } from '#src/features/admin/api/use-admin-live-updates.ts';
import { BackupReminder } from '#src/features/admin/backup/backup-reminder.tsx';
import { BackupTab } from '#src/features/admin/backup/backup-tab.tsx';
import { BusinessTab } from '#src/features/admin/business/business-tab.tsx';
import { GalleryTab } from '#src/features/admin/gallery/gallery-tab.tsx';
import { UploadTab } from '#src/features/admin/upload/upload-tab.tsx';
import { VideosTab } from '#src/features/admin/videos/videos-tab.tsx';
import { focusRing } from '#src/features/admin/shared/ui-classes.ts';
import { LiveUpdatesNotice } from './live-updates-notice.tsx';
import { MediaLoadWarning } from './media-load-warning.tsx';
import { ProjectUnreachableNotice } from './project-unreachable-notice.tsx';
import { PublicPageStatus } from './public-page-status.tsx';
import { SignOutButton } from './sign-out-button.tsx';

type TabValue = 'upload' | 'videos' | 'gallery' | 'business' | 'texts' | 'contacts' | 'backup';

// the counts and their chart, and the texts' form, are loaded with their tab, not with the panel
const ContactsTab = lazy(() =>
  import('#src/features/admin/contacts/contacts-tab.tsx').then(({ ContactsTab }) => ({
    default: ContactsTab,
  })),
);
const TextsTab = lazy(() =>
  import('#src/features/admin/texts/texts-tab.tsx').then(({ TextsTab }) => ({ default: TextsTab })),
);

export function AdminPanel() {
  const media = useAdminMedia();
  const videos = useAdminVideos();
  useAdminLiveUpdates();
  const [tab, setTab] = useState<TabValue>('upload');
  // once opened, the texts' form stays mounted: unsaved edits survive a look at another tab
  const [textsOpened, setTextsOpened] = useState(false);
  if (tab === 'texts' && !textsOpened) setTextsOpened(true);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // after signing in, start screen readers and keyboard users at the top of the panel
  useEffect(() => headingRef.current?.focus(), []);

  const slots = media.data?.slots;
  const imageCount = slots?.filter((slot) => currentVersionOf(slot) !== null).length;
  const mediaFailed = media.isError || media.data?.partial === true;

  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
            >
              Media Manager Fácil
            </h1>
            <p className="text-sm text-slate-700">
              Imagens, vídeos, textos e dados do negócio, sempre atualizados.
            </p>
          </div>
          <SignOutButton />
        </div>
      </header>

      <main className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
        <ProjectUnreachableNotice />
        {mediaFailed && <MediaLoadWarning />}
        <LiveUpdatesNotice />
        <PublicPageStatus />
        <BackupReminder onOpen={() => setTab('backup')} />
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          <Tabs.List
            aria-label="Secções do painel"
            className="grid grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-sm sm:grid-cols-4 lg:grid-cols-7"
          >
            <TabTrigger value="upload" icon={<ImagePlus aria-hidden="true" className="size-5" />}>
              Adicionar Imagem
            </TabTrigger>
            <TabTrigger value="videos" icon={<Video aria-hidden="true" className="size-5" />}>
              {withCount('Gerenciar Vídeos', videos.data?.length)}
            </TabTrigger>
            <TabTrigger value="gallery" icon={<Images aria-hidden="true" className="size-5" />}>
              {withCount('Ver Todas as Imagens', imageCount)}
            </TabTrigger>
            <TabTrigger value="business" icon={<Store aria-hidden="true" className="size-5" />}>
              Dados do negócio
            </TabTrigger>
            <TabTrigger value="texts" icon={<Type aria-hidden="true" className="size-5" />}>
              Textos
            </TabTrigger>
            <TabTrigger value="contacts" icon={<ChartColumn aria-hidden="true" className="size-5" />}>
              Contactos
            </TabTrigger>
            <TabTrigger value="backup" icon={<DatabaseBackup aria-hidden="true" className="size-5" />}>
              Cópia de segurança
            </TabTrigger>
          </Tabs.List>

          {/* forceMount + hidden when inactive: a half-filled form survives a look at another tab */}
          <TabPanel value="upload" active={tab === 'upload'}>
            <UploadTab slots={slots ?? []} isLoading={media.isPending} />
          </TabPanel>
          <TabPanel value="videos" active={tab === 'videos'}>
            <VideosTab videos={videos.data} isLoading={videos.isPending} failed={videos.isError} />
          </TabPanel>
          <TabPanel value="gallery" active={tab === 'gallery'}>
            <GalleryTab slots={slots ?? []} isLoading={media.isPending} />
          </TabPanel>
          <TabPanel value="business" active={tab === 'business'}>
            <BusinessTab />
          </TabPanel>
          <TabPanel value="texts" active={tab === 'texts'}>
            {textsOpened && (
              <LoadedWhenOpened subject="os textos">
                <TextsTab />
              </LoadedWhenOpened>
            )}
          </TabPanel>
          <TabPanel value="contacts" active={tab === 'contacts'}>
            {/* nothing to keep while away: mounted (and read) only while open */}
            {tab === 'contacts' && (
              <LoadedWhenOpened subject="os contactos">
                <ContactsTab />
              </LoadedWhenOpened>
            )}
          </TabPanel>
          <TabPanel value="backup" active={tab === 'backup'}>
            <BackupTab />
          </TabPanel>
        </Tabs.Root>
      </main>
    </div>
  );
}

function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

function TabTrigger({ value, icon, children }: { value: TabValue; icon: ReactNode; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className={`flex min-h-14 flex-col items-center justify-center gap-1 rounded-lg px-1 py-2 text-center text-xs leading-tight font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-blue-700 data-[state=active]:text-white sm:flex-row sm:gap-2 sm:text-sm ${focusRing}`}
    >
      {icon}
      <span>{children}</span>
    </Tabs.Trigger>
  );
}

function TabPanel({ value, active, children }: { value: TabValue; active: boolean; children: ReactNode }) {
  return (
    <Tabs.Content value={value} forceMount hidden={!active} className={`mt-4 rounded-xl ${focusRing}`}>
      {children}
    </Tabs.Content>
  );
}

/** A tab whose code is fetched when it is first opened, saying it is loading meanwhile. */
function LoadedWhenOpened({ subject, children }: { subject: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-slate-700">
          A carregar {subject}…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
