import '../product-page.css';
import { useState } from 'react';

/** The product's pictures: one large, thumbnails to choose another; the chosen SKU's own picture (`current`) leads. */
export function Gallery({ pictures, name, current }: { pictures: string[]; name: string; current?: string }) {
  const [index, setIndex] = useState(0);
  const main = current ?? pictures[index] ?? pictures[0];
  return (
    <div className="gallery">
      <img className="gallery__main" src={main} alt={name} width="500" height="500" fetchPriority="high" />
      <ul className="gallery__thumbs">
        {pictures.map((src, i) => (
          <li key={src}>
            <button type="button" aria-pressed={i === index && !current} aria-label={`${name} ${i + 1}`} onClick={() => setIndex(i)}>
              <img src={src} alt="" width="72" height="72" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
