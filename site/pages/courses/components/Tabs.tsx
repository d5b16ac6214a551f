import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Prefix for the tab and panel ids; unique on the page. */
  idPrefix: string;
  label: string;
  tabs: TabDef[];
}

const step: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. Every panel
 * is rendered (hidden when inactive) so the prerendered page holds the whole content. The first
 * tab starts selected; give the component a new key to start over.
 */
export function Tabs({ idPrefix, label, tabs }: TabsProps) {
  const [active, select] = useState(tabs[0]?.id ?? '');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = step[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    select(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tabs-block">
      <div className="tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            className="tab"
            aria-selected={tab.id === active}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          className="tab-panel"
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== active}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
