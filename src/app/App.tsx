import { LivePlaceholder } from './LivePlaceholder';
import { MainLayout } from './layout/MainLayout';
import { AppProviders } from './providers/AppProviders';
import { Welcome } from './Welcome';

/** The app until the router lands: providers, the main layout and a welcome page. */
export function App() {
  return (
    <AppProviders>
      <MainLayout liveDrawer={<LivePlaceholder />}>
        <Welcome />
      </MainLayout>
    </AppProviders>
  );
}
