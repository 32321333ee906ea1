import { Spinner, Tab, Tabs, type TabId } from '@blueprintjs/core';
import { Suspense, lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';

export type AdminTab = {
  id: string;
  title: string;
  /** Loads the tab's screen; called the first time the tab is opened, never before. */
  load: () => Promise<{ default: ComponentType }>;
};

type AdminTabsProps = {
  tabs: readonly AdminTab[];
  selectedTabId: string;
  onChange: (tabId: string) => void;
};

/**
 * Admin spec 2: a tab's content loads only while it is active. Blueprint renders only the
 * active panel (renderActiveTabPanelOnly) and each panel is a lazy component, so neither
 * its code nor its calls run until the tab is chosen; leaving a tab unmounts it.
 */
export function AdminTabs({ tabs, selectedTabId, onChange }: AdminTabsProps) {
  const panels = useMemo(() => {
    const map = new Map<string, LazyExoticComponent<ComponentType>>();
    for (const tab of tabs) map.set(tab.id, lazy(tab.load));
    return map;
  }, [tabs]);

  return (
    <Tabs
      id="admin-tabs"
      className="admin-tabs"
      selectedTabId={selectedTabId}
      onChange={(next: TabId) => onChange(String(next))}
      renderActiveTabPanelOnly
      large
    >
      {tabs.map((tab) => {
        const Panel = panels.get(tab.id);
        return (
          <Tab
            key={tab.id}
            id={tab.id}
            title={tab.title}
            panel={
              Panel ? (
                <Suspense fallback={<Spinner size={40} aria-label="Loading" />}>
                  <Panel />
                </Suspense>
              ) : undefined
            }
          />
        );
      })}
    </Tabs>
  );
}
