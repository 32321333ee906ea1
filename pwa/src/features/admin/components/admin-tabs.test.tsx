import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminTabs, type AdminTab } from './admin-tabs.tsx';

function panel(name: string) {
  return vi.fn(async () => ({ default: () => <p>{`${name} content`}</p> }));
}

function Harness({ tabs }: { tabs: readonly AdminTab[] }) {
  const [selected, setSelected] = useState('posts');
  return <AdminTabs tabs={tabs} selectedTabId={selected} onChange={setSelected} />;
}

describe('admin tabs', () => {
  it("loads and renders a tab's content only while it is active", async () => {
    const loadPosts = panel('Posts');
    const loadPlaces = panel('Places');
    const loadEmail = panel('Email');
    const tabs: AdminTab[] = [
      { id: 'places', title: 'Places', load: loadPlaces },
      { id: 'posts', title: 'Posts', load: loadPosts },
      { id: 'email', title: 'Email', load: loadEmail },
    ];
    render(<Harness tabs={tabs} />);

    expect(await screen.findByText('Posts content')).toBeInTheDocument();
    expect(loadPosts).toHaveBeenCalledOnce();
    expect(loadPlaces).not.toHaveBeenCalled();
    expect(loadEmail).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('tab', { name: 'Places' }));
    expect(await screen.findByText('Places content')).toBeInTheDocument();
    expect(loadPlaces).toHaveBeenCalledOnce();
    expect(screen.queryByText('Posts content')).not.toBeInTheDocument();
    expect(loadEmail).not.toHaveBeenCalled();
  });
});
