import type { TPrintArea } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { fitStage } from './design-model.ts';

/**
 * The product picture and the print area as the canvas will show them, drawn before it has started
 * (and by the server): the same fit (`fitStage`), so nothing moves when the canvas takes over.
 */
export function Sketch({
  area,
  picture,
  stage,
  zoom,
}: {
  area: TPrintArea;
  picture: string;
  stage: { width: number; height: number } | null;
  zoom: number;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const measure = () => {
    const element = image.current;
    if (element?.complete && element.naturalWidth) setSize({ width: element.naturalWidth, height: element.naturalHeight });
  };
  // A picture that arrived before the page was live fired its load event unheard.
  useEffect(measure, []);
  const view = size && stage ? fitStage(area, size, stage, zoom) : null;
  const mmPerPx = area.widthMm / area.width;
  return (
    <div className="designer__sketch" aria-hidden="true">
      <img
        ref={image}
        src={picture}
        alt=""
        onLoad={measure}
        style={
          view
            ? {
                transform: `translate(${view.x - area.x * mmPerPx * view.scale}px, ${view.y - area.y * mmPerPx * view.scale}px) scale(${mmPerPx * view.scale})`,
              }
            : { visibility: 'hidden' }
        }
      />
      {view && (
        <svg
          aria-hidden="true"
          width={area.widthMm * view.scale}
          height={area.heightMm * view.scale}
          style={{ transform: `translate(${view.x}px, ${view.y}px)` }}
        >
          <rect
            width={area.widthMm * view.scale}
            height={area.heightMm * view.scale}
            fill="rgba(11, 114, 133, 0.04)"
            stroke="#0b7285"
            strokeWidth="1.5"
            strokeDasharray="6 4"
          />
        </svg>
      )}
    </div>
  );
}
