import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rovingTarget } from '../company-shared/roving-focus.ts';

export interface ToolTab {
  id: string;
  label: string;
  panel: ReactNode;
}

interface ToolTabsProps {
  tabs: ToolTab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function ToolTabs({ tabs, selected, onSelect, label }: ToolTabsProps) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingTarget(event, index, tabs.length, true);
    if (target === undefined) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    tabRefs.current[target]?.focus();
  };

  return (
    <>
      <div className="tabs tools-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            className="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
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
          className="tab-panel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}
