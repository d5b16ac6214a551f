import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { rovingTarget } from '../../lib/roving-focus.ts';

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
  /** Controlled use (e.g. a tab kept in the URL); without it the first tab starts selected. */
  selected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. Every panel
 * is rendered (hidden when inactive) so the prerendered page holds the whole content.
 */
export function Tabs({ idPrefix, label, tabs, selected, onSelect, className }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const active = selected ?? own;
  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = rovingTarget(event, index, tabs.length, true);
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    select(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tabs-block">
      <div className={className ? `tabs ${className}` : 'tabs'} role="tablist" aria-label={label}>
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
