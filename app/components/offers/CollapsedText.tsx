import { Expandable, replacedWhenExpanded } from "~/components/vehicle/Expandable";
import type { CollapsibleText } from "~/models/offers/truncate";

/**
 * A text shown cut short with its toggle (vehicle-page §4: View more / View less, View full
 * disclaimer / less disclaimer). A <details> holds the whole text, so it works without JS.
 */
export function CollapsedText({ text, className }: { text: CollapsibleText; className?: string }) {
  if (!text.toggle) return <p className={className}>{text.full}</p>;
  return (
    <div>
      <p className={`${className ?? ""} ${replacedWhenExpanded}`.trim()}>{text.short}</p>
      <Expandable moreLabel={text.toggle.more} lessLabel={text.toggle.less}>
        <p className={className}>{text.full}</p>
      </Expandable>
    </div>
  );
}
