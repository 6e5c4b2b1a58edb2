/** A heading with paragraphs and a list, as the long page texts hold them. */
export interface TextSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export function TextSections({ sections }: { sections: TextSection[] }) {
  return sections.map((s) => (
    <section key={s.heading}>
      <h2>{s.heading}</h2>
      {s.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {s.items && (
        <ul>
          {s.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  ));
}

/** A plain text with blank lines between paragraphs and "- " list lines (job descriptions), as paragraphs and lists. */
export function PlainText({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((block) => {
    const lines = block.split('\n');
    const items = lines.filter((l) => l.startsWith('- '));
    const intro = lines.filter((l) => !l.startsWith('- ')).join(' ');
    return (
      <div key={block}>
        {intro && <p>{intro}</p>}
        {items.length > 0 && (
          <ul>
            {items.map((item) => (
              <li key={item}>{item.slice(2)}</li>
            ))}
          </ul>
        )}
      </div>
    );
  });
}
